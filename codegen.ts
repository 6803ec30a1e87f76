import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One schema (packages/schema/src/graphql): typed documents for the web's operations (used as
 * `useQuery(SomePageDocument)`; the account sections' in a module of their own) and resolver
 * types for the gateway.
 * Generated files are never edited by hand; CI fails when they are stale (pnpm codegen:check).
 */
const scalars = { Date: 'string', DateTime: 'string' };

/**
 * Operations of the account sections get a typed-documents module of their own (src/gql/sections):
 * the documents of one module form one chunk, and the login route's first load (bundle budget,
 * decision 009) must not carry the sections' documents.
 */
const sectionDocuments = ['packages/web/src/features/orders/**/*.graphql', 'packages/web/src/features/invoices/**/*.graphql'];

/**
 * The ways in beyond the login's first screen (registration, social login, magic link, password
 * links, activation, verification, the stay-logged-in setting): their own module (src/gql/waysIn),
 * loaded with those pages and forms.
 */
const waysInDocuments = [
  'packages/web/src/features/login/registration/**/*.graphql',
  'packages/web/src/features/login/{LoginSuccess,CompleteSocialLogin,StartSocialLogin,RequestMagicLink,ResendActivation}.graphql',
  'packages/web/src/features/{password,magicLink,activation,verification,profile}/**/*.graphql',
];

const clientConfig = {
  scalars,
  enumsAsTypes: true,
  useTypeImports: true,
  skipTypename: false,
  nonOptionalTypename: true,
  avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
};

const config: CodegenConfig = {
  schema: 'packages/schema/src/graphql/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'packages/web/src/gql/': {
      documents: ['packages/web/src/**/*.graphql', ...[...sectionDocuments, ...waysInDocuments].map((glob) => `!${glob}`)],
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: clientConfig,
    },
    'packages/web/src/gql/sections/': {
      documents: sectionDocuments,
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: clientConfig,
    },
    'packages/web/src/gql/waysIn/': {
      documents: waysInDocuments,
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: clientConfig,
    },
    'packages/gateway/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.ts#GatewayContext',
        mappers: {
          Viewer: '../kit/viewer.ts#ViewerModel',
          Customer: '../kit/viewer.ts#CustomerModel',
          PersonalDetails: '../domains/profile/models.ts#PersonalDetailsModel',
          Order: '../domains/orders/models.ts#OrderModel',
          OrderItem: '../domains/orders/models.ts#OrderItemModel',
          Product: '../domains/products/models.ts#ProductModel',
        },
        resolversNonOptionalTypename: { unionMember: true, interfaceImplementingType: true },
      },
    },
  },
  hooks: { afterAllFileWrite: [] },
};

export default config;
