/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/schemaTypes.ts';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type LoginPageQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginPageQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, state: Types.LoginState }, featureFlags: { __typename: 'FeatureFlags', id: string, stayLoggedIn: boolean, magicLinkLogin: boolean, lightAccount: boolean, loginBenefits: boolean }, socialLoginProviders: Array<{ __typename: 'SocialLoginOption', id: string, provider: Types.SocialLoginProvider, inTesting: boolean }> };


export const LoginPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featureFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stayLoggedIn"}},{"kind":"Field","name":{"kind":"Name","value":"magicLinkLogin"}},{"kind":"Field","name":{"kind":"Name","value":"lightAccount"}},{"kind":"Field","name":{"kind":"Name","value":"loginBenefits"}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialLoginProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"inTesting"}}]}}]}}]} as unknown as DocumentNode<LoginPageQuery, LoginPageQueryVariables>;