// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { existsSync, readdirSync } from 'node:fs';

const featuresDir = new URL('./packages/web/src/features/', import.meta.url);
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];
// The web never talks to upstreams or imports server code: only GraphQL and the shared rules.
const webOnlyTalksGraphQL = {
  group: ['@mein-konto/gateway*', '@mein-konto/upstream-mocks*', '@mein-konto/schema/upstream/*'],
  message: 'The web talks to the gateway over GraphQL only.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'packages/web/src/gql/**',
      'packages/web/src/**/*.generated.ts',
      'packages/gateway/src/generated/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [webOnlyTalksGraphQL] }],
    },
  },
  // Features are isolated: a feature imports no other feature; shared UI lives in
  // src/components, plumbing in src/lib.
  ...features.map((feature) => ({
    files: [`packages/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            webOnlyTalksGraphQL,
            {
              group: features.filter((f) => f !== feature).flatMap((f) => [`**/features/${f}`, `**/features/${f}/**`, `../${f}`, `../${f}/**`]),
              message: 'Features do not import each other; move shared code to src/components or src/lib.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['packages/upstream-mocks/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@mein-konto/gateway*'], message: 'The mocks never import gateway code.' }] }] },
  },
  {
    files: ['packages/schema/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@mein-konto/*'], message: 'packages/schema imports no other package.' }] }] },
  },
);
