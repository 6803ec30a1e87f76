/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/schemaTypes.ts';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type WithdrawalRoute_WithdrawalFragment = { __typename: 'OrderWithdrawal', status: Types.WithdrawalStatus, deadline: string | null, withdrawnAt: string | null };

export const WithdrawalRoute_WithdrawalFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawalRoute_withdrawal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderWithdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawnAt"}}]}}]} as unknown as DocumentNode<WithdrawalRoute_WithdrawalFragment, unknown>;