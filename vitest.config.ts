import { defineConfig } from 'vitest/config';

// One run for every package's unit and integration tests; each package has its own config.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
  },
});
