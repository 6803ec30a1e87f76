/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/schemaTypes.ts';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type WrongCountryNotice_ErrorFragment = { __typename: 'LoginWrongCountry', customerCountry: Types.CountryCode, shopUrl: string };

export const WrongCountryNotice_ErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WrongCountryNotice_error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginWrongCountry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerCountry"}},{"kind":"Field","name":{"kind":"Name","value":"shopUrl"}}]}}]} as unknown as DocumentNode<WrongCountryNotice_ErrorFragment, unknown>;