import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One schema (packages/schema/src/graphql), two outputs: typed documents for the web's
 * operations (used as `useQuery(SomePageDocument)`) and resolver types for the gateway.
 * Generated files are never edited by hand; CI fails when they are stale (pnpm codegen:check).
 */
const scalars = { Date: 'string', DateTime: 'string' };

const config: CodegenConfig = {
  schema: 'packages/schema/src/graphql/*.graphql',
  documents: ['packages/web/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'packages/web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        scalars,
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: false,
        nonOptionalTypename: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
    'packages/gateway/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.ts#GatewayContext',
        mappers: {
          Viewer: '../domains/session/models.ts#ViewerModel',
          Customer: '../domains/session/models.ts#CustomerModel',
          PersonalDetails: '../domains/session/models.ts#PersonalDetailsModel',
          Order: '../domains/orders/models.ts#OrderModel',
          OrderItem: '../domains/orders/models.ts#OrderItemModel',
          Product: '../domains/orders/models.ts#ProductModel',
        },
        resolversNonOptionalTypename: { unionMember: true, interfaceImplementingType: true },
      },
    },
  },
  hooks: { afterAllFileWrite: [] },
};

export default config;
