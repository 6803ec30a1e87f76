// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const featuresDir = fileURLToPath(new URL('./packages/web/src/features/', import.meta.url));

/** The feature folder a file lies in (packages/web/src/features/<feature>/…), or null. */
function featureOf(path) {
  const inFeatures = relative(featuresDir, path);
  if (inFeatures === '' || inFeatures.startsWith('..') || isAbsolute(inFeatures)) return null;
  return inFeatures.split(sep)[0] ?? null;
}

/**
 * Features are isolated: no module of a feature imports a module of another feature (its
 * components, generated documents, catalogs), however deep the relative path; shared UI goes
 * to src/components, plumbing to src/lib.
 */
const featureIsolation = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      otherFeature: "Features do not import each other ('{{own}}' imports '{{source}}' of '{{other}}'); move shared code to src/components or src/lib.",
    },
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const other = featureOf(resolve(dirname(context.filename), source));
      if (other && other !== own) context.report({ node, messageId: 'otherFeature', data: { own, other, source } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
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
    plugins: { 'react-hooks': reactHooks, 'mein-konto': { rules: { 'feature-isolation': featureIsolation } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [webOnlyTalksGraphQL] }],
      'mein-konto/feature-isolation': 'error',
      // A catalog adds its keys to MessageKey with `interface Messages extends Catalog<typeof de> {}`.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['packages/upstream-mocks/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@mein-konto/gateway*'], message: 'The mocks never import gateway code.' }] }] },
  },
  {
    files: ['packages/schema/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@mein-konto/*'], message: 'packages/schema imports no other package.' }] }] },
  },
);
