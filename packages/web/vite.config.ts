import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  base: '/dpl/av/',
  plugins: [react()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/graphql': { target: gateway, changeOrigin: false },
      '/dpl/av/runtime-config.js': { target: gateway, changeOrigin: false },
    },
  },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    manifest: true,
    // WEB_SOURCEMAP=1 for bundle analysis
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    target: 'es2022',
  },
});
