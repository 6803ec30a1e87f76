/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/schemaTypes.ts';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type FollowedCreator_CreatorFragment = { __typename: 'Creator', id: string, name: string, imageUrl: string, followedAt: string };

export const FollowedCreator_CreatorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowedCreator_creator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Creator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"followedAt"}}]}}]} as unknown as DocumentNode<FollowedCreator_CreatorFragment, unknown>;