/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/schemaTypes.ts';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type SideNav_CustomerFragment = { __typename: 'Customer', id: string, hasPassword: boolean, isLightUser: boolean, socialLoginProvider: Types.SocialLoginProvider | null };

export type SideNav_FeatureFlagsFragment = { __typename: 'FeatureFlags', id: string, contactForm: boolean };

export const SideNav_CustomerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SideNav_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"isLightUser"}},{"kind":"Field","name":{"kind":"Name","value":"socialLoginProvider"}}]}}]} as unknown as DocumentNode<SideNav_CustomerFragment, unknown>;
export const SideNav_FeatureFlagsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SideNav_featureFlags"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeatureFlags"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactForm"}}]}}]} as unknown as DocumentNode<SideNav_FeatureFlagsFragment, unknown>;