/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AccountShell {\n  viewer {\n    id\n    state\n    customer {\n      id\n      customerNumber\n      firstName\n      lastName\n      isLightUser\n      personalDetails {\n        id\n        hasBillingAddress\n      }\n      ...SideNav_customer\n    }\n  }\n  featureFlags {\n    id\n    completeProfile\n    ...SideNav_featureFlags\n  }\n}": typeof types.AccountShellDocument,
    "mutation Logout {\n  logout {\n    viewer {\n      id\n      state\n    }\n  }\n}": typeof types.LogoutDocument,
    "fragment SideNav_customer on Customer {\n  id\n  hasPassword\n  socialLoginProvider\n}\n\nfragment SideNav_featureFlags on FeatureFlags {\n  id\n  contactForm\n}": typeof types.SideNav_CustomerFragmentDoc,
    "query HomePage {\n  viewer {\n    id\n    customer {\n      id\n      stayLoggedIn\n    }\n  }\n  featureFlags {\n    id\n    stayLoggedIn\n  }\n}": typeof types.HomePageDocument,
    "mutation CheckUsername($input: CheckUsernameInput!) {\n  checkUsername(input: $input) {\n    __typename\n    ... on UsernameAccepted {\n      username\n      usernameType\n    }\n    ... on UsernameNotFound {\n      code\n      message\n      username\n      usernameType\n    }\n    ... on NoCredentials {\n      code\n      message\n      username\n      usernameType\n    }\n    ... on LightUserNoCredentials {\n      code\n      message\n      username\n      usernameType\n    }\n    ... on NoPassword {\n      code\n      message\n      username\n      usernameType\n      socialLoginProvider\n    }\n    ... on InvalidInput {\n      code\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on AccountNotActivated {\n      code\n      message\n    }\n    ... on RateLimited {\n      code\n      message\n      retryAfterSeconds\n    }\n    ... on UsernameCheckFailed {\n      code\n      message\n    }\n  }\n}": typeof types.CheckUsernameDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    __typename\n    ... on LoginSuccess {\n      loginMethod\n      viewer {\n        id\n        state\n        customer {\n          id\n          customerNumber\n          firstName\n          lastName\n          email\n          hasPassword\n          isLightUser\n          socialLoginProvider\n        }\n      }\n    }\n    ... on LoginRejected {\n      code\n      message\n    }\n    ... on LoginWrongCountry {\n      code\n      message\n      customerCountry\n      shopUrl\n    }\n    ... on LoginWrongCustomer {\n      code\n      message\n    }\n    ... on LoginFailed {\n      code\n      message\n      reason\n    }\n    ... on InvalidInput {\n      code\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on AccountNotActivated {\n      code\n      message\n    }\n    ... on RateLimited {\n      code\n      message\n      retryAfterSeconds\n    }\n  }\n}": typeof types.LoginDocument,
    "query LoginPage {\n  viewer {\n    id\n    state\n  }\n  featureFlags {\n    id\n    stayLoggedIn\n    magicLinkLogin\n    lightAccount\n  }\n  socialLoginProviders {\n    id\n    provider\n    inTesting\n  }\n}": typeof types.LoginPageDocument,
    "mutation RequestLightUserPasswordLink($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    __typename\n    ... on PasswordResetRequested {\n      username\n      reason\n    }\n    ... on InvalidInput {\n      code\n      message\n    }\n    ... on RateLimited {\n      code\n      message\n      retryAfterSeconds\n    }\n  }\n}": typeof types.RequestLightUserPasswordLinkDocument,
};
const documents: Documents = {
    "query AccountShell {\n  viewer {\n    id\n    state\n    customer {\n      id\n      customerNumber\n      firstName\n      lastName\n      isLightUser\n      personalDetails {\n        id\n        hasBillingAddress\n      }\n      ...SideNav_customer\n    }\n  }\n  featureFlags {\n    id\n    completeProfile\n    ...SideNav_featureFlags\n  }\n}": types.AccountShellDocument,
    "mutation Logout {\n  logout {\n    viewer {\n      id\n      state\n    }\n  }\n}": types.LogoutDocument,
    "fragment SideNav_customer on Customer {\n  id\n  hasPassword\n  socialLoginProvider\n}\n\nfragment SideNav_featureFlags on FeatureFlags {\n  id\n  contactForm\n}": types.SideNav_CustomerFragmentDoc,
    "query HomePage {\n  viewer {\n    id\n    customer {\n      id\n      stayLoggedIn\n    }\n  }\n  featureFlags {\n    id\n    stayLoggedIn\n  }\n}": types.HomePageDocument,
    "mutation CheckUsername($input: CheckUsernameInput!) {\n  checkUsername(input: $input) {\n    __typename\n    ... on UsernameAccepted {\n      username\n      usernameType\n    }\n    ... on UsernameNotFound {\n      code\n      message\n      username\n      usernameType\n    }\n    ... on NoCredentials {\n      code\n      message\n      username\n      usernameType\n    }\n    ... on LightUserNoCredentials {\n      code\n      message\n      username\n      usernameType\n    }\n    ... on NoPassword {\n      code\n      message\n      username\n      usernameType\n      socialLoginProvider\n    }\n    ... on InvalidInput {\n      code\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on AccountNotActivated {\n      code\n      message\n    }\n    ... on RateLimited {\n      code\n      message\n      retryAfterSeconds\n    }\n    ... on UsernameCheckFailed {\n      code\n      message\n    }\n  }\n}": types.CheckUsernameDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    __typename\n    ... on LoginSuccess {\n      loginMethod\n      viewer {\n        id\n        state\n        customer {\n          id\n          customerNumber\n          firstName\n          lastName\n          email\n          hasPassword\n          isLightUser\n          socialLoginProvider\n        }\n      }\n    }\n    ... on LoginRejected {\n      code\n      message\n    }\n    ... on LoginWrongCountry {\n      code\n      message\n      customerCountry\n      shopUrl\n    }\n    ... on LoginWrongCustomer {\n      code\n      message\n    }\n    ... on LoginFailed {\n      code\n      message\n      reason\n    }\n    ... on InvalidInput {\n      code\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on AccountNotActivated {\n      code\n      message\n    }\n    ... on RateLimited {\n      code\n      message\n      retryAfterSeconds\n    }\n  }\n}": types.LoginDocument,
    "query LoginPage {\n  viewer {\n    id\n    state\n  }\n  featureFlags {\n    id\n    stayLoggedIn\n    magicLinkLogin\n    lightAccount\n  }\n  socialLoginProviders {\n    id\n    provider\n    inTesting\n  }\n}": types.LoginPageDocument,
    "mutation RequestLightUserPasswordLink($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    __typename\n    ... on PasswordResetRequested {\n      username\n      reason\n    }\n    ... on InvalidInput {\n      code\n      message\n    }\n    ... on RateLimited {\n      code\n      message\n      retryAfterSeconds\n    }\n  }\n}": types.RequestLightUserPasswordLinkDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountShell {\n  viewer {\n    id\n    state\n    customer {\n      id\n      customerNumber\n      firstName\n      lastName\n      isLightUser\n      personalDetails {\n        id\n        hasBillingAddress\n      }\n      ...SideNav_customer\n    }\n  }\n  featureFlags {\n    id\n    completeProfile\n    ...SideNav_featureFlags\n  }\n}"): (typeof documents)["query AccountShell {\n  viewer {\n    id\n    state\n    customer {\n      id\n      customerNumber\n      firstName\n      lastName\n      isLightUser\n      personalDetails {\n        id\n        hasBillingAddress\n      }\n      ...SideNav_customer\n    }\n  }\n  featureFlags {\n    id\n    completeProfile\n    ...SideNav_featureFlags\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout {\n    viewer {\n      id\n      state\n    }\n  }\n}"): (typeof documents)["mutation Logout {\n  logout {\n    viewer {\n      id\n      state\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SideNav_customer on Customer {\n  id\n  hasPassword\n  socialLoginProvider\n}\n\nfragment SideNav_featureFlags on FeatureFlags {\n  id\n  contactForm\n}"): (typeof documents)["fragment SideNav_customer on Customer {\n  id\n  hasPassword\n  socialLoginProvider\n}\n\nfragment SideNav_featureFlags on FeatureFlags {\n  id\n  contactForm\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomePage {\n  viewer {\n    id\n    customer {\n      id\n      stayLoggedIn\n    }\n  }\n  featureFlags {\n    id\n    stayLoggedIn\n  }\n}"): (typeof documents)["query HomePage {\n  viewer {\n    id\n    customer {\n      id\n      stayLoggedIn\n    }\n  }\n  featureFlags {\n    id\n    stayLoggedIn\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckUsername($input: CheckUsernameInput!) {\n  checkUsername(input: $input) {\n    __typename\n    ... on UsernameAccepted {\n      username\n      usernameType\n    }\n    ... on UsernameNotFound {\n      code\n      message\n      username\n      usernameType\n    }\n    ... on NoCredentials {\n      code\n      message\n      username\n      usernameType\n    }\n    ... on LightUserNoCredentials {\n      code\n      message\n      username\n      usernameType\n    }\n    ... on NoPassword {\n      code\n      message\n      username\n      usernameType\n      socialLoginProvider\n    }\n    ... on InvalidInput {\n      code\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on AccountNotActivated {\n      code\n      message\n    }\n    ... on RateLimited {\n      code\n      message\n      retryAfterSeconds\n    }\n    ... on UsernameCheckFailed {\n      code\n      message\n    }\n  }\n}"): (typeof documents)["mutation CheckUsername($input: CheckUsernameInput!) {\n  checkUsername(input: $input) {\n    __typename\n    ... on UsernameAccepted {\n      username\n      usernameType\n    }\n    ... on UsernameNotFound {\n      code\n      message\n      username\n      usernameType\n    }\n    ... on NoCredentials {\n      code\n      message\n      username\n      usernameType\n    }\n    ... on LightUserNoCredentials {\n      code\n      message\n      username\n      usernameType\n    }\n    ... on NoPassword {\n      code\n      message\n      username\n      usernameType\n      socialLoginProvider\n    }\n    ... on InvalidInput {\n      code\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on AccountNotActivated {\n      code\n      message\n    }\n    ... on RateLimited {\n      code\n      message\n      retryAfterSeconds\n    }\n    ... on UsernameCheckFailed {\n      code\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    __typename\n    ... on LoginSuccess {\n      loginMethod\n      viewer {\n        id\n        state\n        customer {\n          id\n          customerNumber\n          firstName\n          lastName\n          email\n          hasPassword\n          isLightUser\n          socialLoginProvider\n        }\n      }\n    }\n    ... on LoginRejected {\n      code\n      message\n    }\n    ... on LoginWrongCountry {\n      code\n      message\n      customerCountry\n      shopUrl\n    }\n    ... on LoginWrongCustomer {\n      code\n      message\n    }\n    ... on LoginFailed {\n      code\n      message\n      reason\n    }\n    ... on InvalidInput {\n      code\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on AccountNotActivated {\n      code\n      message\n    }\n    ... on RateLimited {\n      code\n      message\n      retryAfterSeconds\n    }\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    __typename\n    ... on LoginSuccess {\n      loginMethod\n      viewer {\n        id\n        state\n        customer {\n          id\n          customerNumber\n          firstName\n          lastName\n          email\n          hasPassword\n          isLightUser\n          socialLoginProvider\n        }\n      }\n    }\n    ... on LoginRejected {\n      code\n      message\n    }\n    ... on LoginWrongCountry {\n      code\n      message\n      customerCountry\n      shopUrl\n    }\n    ... on LoginWrongCustomer {\n      code\n      message\n    }\n    ... on LoginFailed {\n      code\n      message\n      reason\n    }\n    ... on InvalidInput {\n      code\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on AccountNotActivated {\n      code\n      message\n    }\n    ... on RateLimited {\n      code\n      message\n      retryAfterSeconds\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LoginPage {\n  viewer {\n    id\n    state\n  }\n  featureFlags {\n    id\n    stayLoggedIn\n    magicLinkLogin\n    lightAccount\n  }\n  socialLoginProviders {\n    id\n    provider\n    inTesting\n  }\n}"): (typeof documents)["query LoginPage {\n  viewer {\n    id\n    state\n  }\n  featureFlags {\n    id\n    stayLoggedIn\n    magicLinkLogin\n    lightAccount\n  }\n  socialLoginProviders {\n    id\n    provider\n    inTesting\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestLightUserPasswordLink($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    __typename\n    ... on PasswordResetRequested {\n      username\n      reason\n    }\n    ... on InvalidInput {\n      code\n      message\n    }\n    ... on RateLimited {\n      code\n      message\n      retryAfterSeconds\n    }\n  }\n}"): (typeof documents)["mutation RequestLightUserPasswordLink($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    __typename\n    ... on PasswordResetRequested {\n      username\n      reason\n    }\n    ... on InvalidInput {\n      code\n      message\n    }\n    ... on RateLimited {\n      code\n      message\n      retryAfterSeconds\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;