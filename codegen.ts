import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One schema (packages/schema/src/graphql): for the web a typed-document module beside each
 * operation file (`X.graphql` → `X.generated.ts`, used as `useQuery(SomePageDocument)`), one
 * types-only module of the schema's enums and input types, and the cache's possibleTypes; for the
 * gateway its resolver types; for everyone the printed schema (packages/schema/schema.graphql).
 * Generated files are never edited by hand; CI fails when they are stale (pnpm codegen:check).
 */
const scalars = { Date: 'string', DateTime: 'string' };

const web = 'packages/web/src';
const webDocuments = `${web}/**/*.graphql`;

const webConfig = {
  scalars,
  enumType: 'string-literal',
  useTypeImports: true,
  importExtension: '.ts',
  skipTypename: false,
  nonOptionalTypename: true,
  avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
};

const config: CodegenConfig = {
  schema: 'packages/schema/src/graphql/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    // The enums and input types the web's operations use; types only, no runtime code.
    [`${web}/gql/schemaTypes.ts`]: {
      documents: webDocuments,
      plugins: ['typescript-operations'],
      config: { ...webConfig, generateOperationTypes: false },
    },
    // Beside every .graphql file its own module: a lazy route carries exactly its documents.
    [`${web}/`]: {
      documents: webDocuments,
      preset: 'near-operation-file',
      presetConfig: { baseTypesPath: 'gql/schemaTypes.ts', extension: '.generated.ts' },
      plugins: ['typescript-operations', 'typed-document-node'],
      config: { ...webConfig, importSchemaTypesFrom: `${web}/gql/schemaTypes.ts` },
    },
    // The concrete types of each interface or union a fragment is on (the Error interface, result
    // unions): the cache matches those fragments with it.
    [`${web}/gql/possibleTypes.ts`]: {
      documents: webDocuments,
      plugins: ['./packages/web/codegen/possibleTypes.mjs'],
    },
    // The web client's operations for the gateway's trusted documents (production accepts only
    // registered operations; README "For mobile teams").
    'packages/gateway/trusted-documents/web.json': {
      documents: webDocuments,
      plugins: ['./packages/web/codegen/operationManifest.mjs'],
    },
    // The published schema, for mobile teams and the breaking-change check (README "For mobile
    // teams"): every type in alphabetical order, with the directives applied (@customer).
    'packages/schema/schema.graphql': {
      plugins: ['schema-ast'],
      config: { includeDirectives: true, sort: true },
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
          ProductVariant: '../domains/products/models.ts#ProductVariantModel',
          WishlistItem: '../domains/wishlist/models.ts#WishlistItemModel',
        },
        resolversNonOptionalTypename: { unionMember: true, interfaceImplementingType: true },
      },
    },
  },
  hooks: { afterAllFileWrite: [] },
};

export default config;
