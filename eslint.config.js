// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { basename, dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Sibling folders that must not import each other: the web's features
 * (packages/web/src/features/<feature>/…) and the gateway's domains
 * (packages/gateway/src/domains/<domain>/…). A module of one folder imports no module of
 * another (components, generated documents, catalogs, resolvers), however deep the relative
 * path; shared code goes to the web's src/components or src/lib and the gateway's src/kit.
 * Options: `root` (the folder whose children are isolated), `allow` (file names another
 * folder may import, e.g. a domain's models.ts for the types a field returns), `hint`.
 */
const isolatedFolders = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          allow: { type: 'array', items: { type: 'string' } },
          hint: { type: 'string' },
        },
        required: ['root', 'hint'],
        additionalProperties: false,
      },
    ],
    messages: {
      otherFolder: "'{{own}}' imports '{{source}}' of '{{other}}': {{hint}}",
    },
  },
  create(context) {
    const { root, allow = [], hint } = context.options[0];
    const rootDir = fileURLToPath(new URL(root, import.meta.url));
    const folderOf = (path) => {
      const inside = relative(rootDir, path);
      if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return null;
      return inside.split(sep)[0] ?? null;
    };
    const own = folderOf(context.filename);
    if (!own) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(context.filename), source);
      const other = folderOf(target);
      if (other && other !== own && !allow.includes(basename(target))) {
        context.report({ node, messageId: 'otherFolder', data: { own, other, source, hint } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
const projectRules = { rules: { 'isolated-folders': isolatedFolders } };
// The web never talks to upstreams or imports server code: only GraphQL and the shared rules.
const webOnlyTalksGraphQL = {
  group: ['@mein-konto/gateway*', '@mein-konto/upstream-mocks*', '@mein-konto/schema/upstream/*'],
  message: 'The web talks to the gateway over GraphQL only.',
};

/**
 * One dialog and one button in the whole web (decision 050): `components/Dialog.tsx` (the native
 * <dialog>, whose focus handling the browser tests hold) and the plain `.btn` button or link.
 * Mantine draws the account area's layout, text and form controls, never a dialog or a button.
 */
const mantineDialogsAndButtons = {
  name: '@mantine/core',
  importNames: [
    'Modal',
    'ModalBase',
    'Drawer',
    'DrawerBase',
    'Dialog',
    'Button',
    'ActionIcon',
    'CloseButton',
    'UnstyledButton',
  ],
  message: 'Dialogs are components/Dialog.tsx, buttons the plain `.btn` (decision 050).',
};
const mantineModals = {
  group: ['@mantine/modals', '@mantine/modals/*'],
  message: 'Dialogs are components/Dialog.tsx (decision 050).',
};
/** The public pages are plain elements: Mantine's runtime stays out of the login's first load (decision 009). */
const noMantineInPublicPages = {
  group: ['@mantine/*', '**/components/MantineScope*', '**/components/theme*'],
  message: 'Public pages are plain elements styled by app.css, dialogs components/Dialog.tsx (decisions 009, 050).',
};
/** The modules of the public pages (app/routes.tsx, under PublicLayout); eslintAreas.test.ts holds the list to the route table. */
export const publicPages = [
  'packages/web/src/features/login/**',
  'packages/web/src/features/subscriptions/**',
  'packages/web/src/features/verification/**',
  'packages/web/src/features/password/SetPasswordRoute.tsx',
  'packages/web/src/features/password/NewPasswordForm.tsx',
  'packages/web/src/features/profile/ConfirmEmailChangeRoute.tsx',
  'packages/web/src/app/shell/{RootLayout,PublicLayout,PostLogoutPage,NotFoundPage,ErrorFallback,AppHeader,AppFooter}.tsx',
];

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
    plugins: { 'react-hooks': reactHooks, 'mein-konto': projectRules },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { paths: [mantineDialogsAndButtons], patterns: [webOnlyTalksGraphQL, mantineModals] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='dialog']",
          message: 'Every dialog is components/Dialog.tsx (decision 050).',
        },
      ],
      'mein-konto/isolated-folders': [
        'error',
        {
          root: './packages/web/src/features/',
          hint: 'features do not import each other; move shared code to src/components or src/lib.',
        },
      ],
      // A catalog adds its keys to MessageKey with `interface Messages extends Catalog<typeof de> {}`.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['packages/web/src/components/Dialog.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: publicPages,
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [mantineDialogsAndButtons], patterns: [webOnlyTalksGraphQL, mantineModals, noMantineInPublicPages] },
      ],
    },
  },
  {
    files: ['packages/gateway/src/**/*.ts'],
    plugins: { 'mein-konto': projectRules },
    rules: {
      'mein-konto/isolated-folders': [
        'error',
        {
          root: './packages/gateway/src/domains/',
          allow: ['models.ts'],
          hint: "domains do not import each other; shared code belongs in src/kit (another domain's models.ts may be imported for the types a field returns).",
        },
      ],
    },
  },
  {
    files: ['packages/upstream-mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@mein-konto/gateway*'], message: 'The mocks never import gateway code.' }] },
      ],
    },
  },
  {
    files: ['packages/schema/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@mein-konto/*'], message: 'packages/schema imports no other package.' }] },
      ],
    },
  },
);
