import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress.ts';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';
const base = '/dpl/av/';

/**
 * The deployment's runtime config (served by the gateway at /dpl/av/runtime-config.js) as a
 * classic script before the app module, with the same URL in `vite dev` and in the build.
 */
function runtimeConfigScript(): Plugin {
  return {
    name: 'mein-konto-runtime-config',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { src: `${base}runtime-config.js` }, injectTo: 'head-prepend' }],
    },
  };
}

export default defineConfig({
  base,
  plugins: [react(), runtimeConfigScript(), precompress()],
  // rxjs (under Apollo Client) ships ES5 by default; its es2015 build is smaller and needs no tslib.
  resolve: { conditions: ['es2015', ...defaultClientConditions] },
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
