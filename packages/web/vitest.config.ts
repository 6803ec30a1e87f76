import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { mantineThemeCss } from './mantineThemeCss.ts';

export default defineConfig({
  plugins: [react(), mantineThemeCss()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    css: false,
    testTimeout: 20_000,
  },
});
