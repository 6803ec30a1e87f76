/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/schemaTypes.ts';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AddDeliveryAddressPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AddDeliveryAddressPageQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, customer: { __typename: 'Customer', id: string, firstName: string | null, lastName: string | null, deliveryAddresses: { __typename: 'DeliveryAddressList', id: string, isCreateAllowed: boolean, maxDeliveryAddresses: number } | null } | null } };


export const AddDeliveryAddressPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddDeliveryAddressPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isCreateAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"maxDeliveryAddresses"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AddDeliveryAddressPageQuery, AddDeliveryAddressPageQueryVariables>;