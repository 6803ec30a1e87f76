/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CheckUsernameInput = {
  recaptchaToken: string;
  /** As typed; the gateway trims it and strips leading zeros of a customer number. */
  username: string;
};

export type CountryCode =
  | 'AT'
  | 'CH'
  | 'DE';

export type ErrorCode =
  /** The account was created but not yet activated through its e-mailed link. */
  | 'ACCOUNT_NOT_ACTIVATED'
  /** Account verification did not succeed; continue with customer service. */
  | 'ACCOUNT_NOT_VERIFIED'
  /** The order was already withdrawn. */
  | 'ALREADY_WITHDRAWN'
  /** The username step: no account with this customer number. */
  | 'CUSTOMER_NUMBER_NOT_FOUND'
  /** Registration: a customer with the same name, birth date and address exists; continue with the no-credentials state. */
  | 'DUPLICATE_ACCOUNT'
  /** Registration: an account with this e-mail exists already (login.createAccount.emailExistsError). */
  | 'EMAIL_ALREADY_EXISTS'
  /** The username step: no account with this e-mail. */
  | 'EMAIL_NOT_FOUND'
  /** Input failed validation before reaching any service. */
  | 'INVALID_INPUT'
  /** A light account without password. */
  | 'LIGHT_USER_NO_CREDENTIALS'
  /** The service could not be reached or failed; try again later. */
  | 'LOGIN_FAILED'
  /** Wrong username/password combination. */
  | 'LOGIN_REJECTED'
  /** The customer belongs to another market's shop. */
  | 'LOGIN_WRONG_COUNTRY'
  /** The service answered for a different customer than the one requested. */
  | 'LOGIN_WRONG_CUSTOMER'
  /** The account exists but has no online credentials (phone/TV customer). */
  | 'NO_CREDENTIALS'
  /** The username step: the account has no password (a social-login customer). */
  | 'NO_PASSWORD'
  /** Online cancellation is not possible (outside the window, dispatched, already cancelled, or switched off). */
  | 'ORDER_NOT_CANCELLABLE'
  /** No such order (for this customer, or this order number and e-mail). */
  | 'ORDER_NOT_FOUND'
  /** Setting a first password, but the customer has a password already. */
  | 'PASSWORD_ALREADY_SET'
  /** Too many attempts; wait and try again. */
  | 'RATE_LIMITED'
  /** The recaptcha check failed. */
  | 'RECAPTCHA_FAILED'
  /** The return could not be transmitted ('Übertragungsfehler'); try again. */
  | 'RETURN_FAILED'
  /** Social login: no customer with the provider's e-mail; register with the prefilled data. */
  | 'SOCIAL_CUSTOMER_NOT_FOUND'
  /** Social login: the authorisation code is unknown, used, expired or for another redirect URL. */
  | 'SOCIAL_LOGIN_CODE_INVALID'
  /** Social login: this provider is not available (flag off, or not offered by the service). */
  | 'SOCIAL_LOGIN_PROVIDER_UNAVAILABLE'
  /** The token was used already (tokens are single use). */
  | 'TOKEN_ALREADY_USED'
  /** The token has expired (registration links after 24 hours). */
  | 'TOKEN_EXPIRED'
  /** The token is unknown or not meant for this purpose. */
  | 'TOKEN_INVALID'
  /** A token-carrying page was opened without a token. */
  | 'TOKEN_MISSING'
  /** A change could not be saved; the previous value is still in force. Try again later. */
  | 'UPDATE_FAILED'
  /** Nothing left to withdraw from (cancelled or fully returned). */
  | 'WITHDRAWAL_NOT_APPLICABLE'
  /** No statutory withdrawal right in this market (ch): the voluntary return policy applies. */
  | 'WITHDRAWAL_NOT_AVAILABLE'
  /** The withdrawal period has ended. */
  | 'WITHDRAWAL_PERIOD_EXPIRED'
  /** The withdrawal request is unknown, used or expired: identify the order again. */
  | 'WITHDRAWAL_REQUEST_EXPIRED';

export type LoginFailureReason =
  /** The service gave no answer (timeout, connection refused). */
  | 'CONNECTION'
  /** The service answered with an unexpected status or the recaptcha check failed. */
  | 'UNKNOWN';

export type LoginInput = {
  password: string;
  recaptchaToken: string;
  stayLoggedIn?: boolean;
  username: string;
};

export type LoginMethod =
  | 'APPLE'
  | 'CUSTOMER_NUMBER'
  | 'EMAIL'
  | 'FACEBOOK'
  | 'GOOGLE'
  | 'MAGIC_LINK';

export type LoginState =
  | 'LOGGED_IN'
  | 'LOGGED_OUT';

export type PasswordLinkReason =
  /** Forgot-password page. */
  | 'FORGOT_PASSWORD'
  /** A light user without password (username step). */
  | 'LIGHT_USER'
  /** A social-login customer without password. */
  | 'SOCIAL_USER';

export type RequestPasswordResetInput = {
  reason?: PasswordLinkReason;
  /** E-mail or customer number. */
  username: string;
};

export type SocialLoginProvider =
  | 'APPLE'
  | 'FACEBOOK'
  | 'GOOGLE';

export type UsernameType =
  | 'CUSTOMER_NUMBER'
  | 'EMAIL';

export type AccountShellQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountShellQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, state: LoginState, customer: { __typename: 'Customer', id: string, customerNumber: string, firstName: string | null, lastName: string | null, isLightUser: boolean, hasPassword: boolean, socialLoginProvider: SocialLoginProvider | null, personalDetails: { __typename: 'PersonalDetails', id: string, hasBillingAddress: boolean } | null } | null }, featureFlags: { __typename: 'FeatureFlags', id: string, completeProfile: boolean, contactForm: boolean } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename: 'Mutation', logout: { __typename: 'LogoutPayload', viewer: { __typename: 'Viewer', id: string, state: LoginState } } };

export type SideNav_CustomerFragment = { __typename: 'Customer', id: string, hasPassword: boolean, socialLoginProvider: SocialLoginProvider | null };

export type SideNav_FeatureFlagsFragment = { __typename: 'FeatureFlags', id: string, contactForm: boolean };

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, customer: { __typename: 'Customer', id: string, stayLoggedIn: boolean | null } | null }, featureFlags: { __typename: 'FeatureFlags', id: string, stayLoggedIn: boolean } };

export type CheckUsernameMutationVariables = Exact<{
  input: CheckUsernameInput;
}>;


export type CheckUsernameMutation = { __typename: 'Mutation', checkUsername:
    | { __typename: 'AccountNotActivated', code: ErrorCode, message: string }
    | { __typename: 'InvalidInput', code: ErrorCode, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> }
    | { __typename: 'LightUserNoCredentials', code: ErrorCode, message: string, username: string, usernameType: UsernameType }
    | { __typename: 'NoCredentials', code: ErrorCode, message: string, username: string, usernameType: UsernameType }
    | { __typename: 'NoPassword', code: ErrorCode, message: string, username: string, usernameType: UsernameType, socialLoginProvider: SocialLoginProvider | null }
    | { __typename: 'RateLimited', code: ErrorCode, message: string, retryAfterSeconds: number }
    | { __typename: 'UsernameAccepted', username: string, usernameType: UsernameType }
    | { __typename: 'UsernameCheckFailed', code: ErrorCode, message: string }
    | { __typename: 'UsernameNotFound', code: ErrorCode, message: string, username: string, usernameType: UsernameType }
   };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { __typename: 'Mutation', login:
    | { __typename: 'AccountNotActivated', code: ErrorCode, message: string }
    | { __typename: 'InvalidInput', code: ErrorCode, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> }
    | { __typename: 'LoginFailed', code: ErrorCode, message: string, reason: LoginFailureReason }
    | { __typename: 'LoginRejected', code: ErrorCode, message: string }
    | { __typename: 'LoginSuccess', loginMethod: LoginMethod, viewer: { __typename: 'Viewer', id: string, state: LoginState, customer: { __typename: 'Customer', id: string, customerNumber: string, firstName: string | null, lastName: string | null, email: string | null, hasPassword: boolean, isLightUser: boolean, socialLoginProvider: SocialLoginProvider | null } | null } }
    | { __typename: 'LoginWrongCountry', code: ErrorCode, message: string, customerCountry: CountryCode, shopUrl: string }
    | { __typename: 'LoginWrongCustomer', code: ErrorCode, message: string }
    | { __typename: 'RateLimited', code: ErrorCode, message: string, retryAfterSeconds: number }
   };

export type LoginPageQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginPageQuery = { __typename: 'Query', viewer: { __typename: 'Viewer', id: string, state: LoginState }, featureFlags: { __typename: 'FeatureFlags', id: string, stayLoggedIn: boolean, magicLinkLogin: boolean, lightAccount: boolean }, socialLoginProviders: Array<{ __typename: 'SocialLoginOption', id: string, provider: SocialLoginProvider, inTesting: boolean }> };

export type RequestLightUserPasswordLinkMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type RequestLightUserPasswordLinkMutation = { __typename: 'Mutation', requestPasswordReset:
    | { __typename: 'InvalidInput', code: ErrorCode, message: string }
    | { __typename: 'PasswordResetRequested', username: string, reason: PasswordLinkReason }
    | { __typename: 'RateLimited', code: ErrorCode, message: string, retryAfterSeconds: number }
   };

export const SideNav_CustomerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SideNav_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"socialLoginProvider"}}]}}]} as unknown as DocumentNode<SideNav_CustomerFragment, unknown>;
export const SideNav_FeatureFlagsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SideNav_featureFlags"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeatureFlags"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactForm"}}]}}]} as unknown as DocumentNode<SideNav_FeatureFlagsFragment, unknown>;
export const AccountShellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountShell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isLightUser"}},{"kind":"Field","name":{"kind":"Name","value":"personalDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hasBillingAddress"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SideNav_customer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"featureFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"completeProfile"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SideNav_featureFlags"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SideNav_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"socialLoginProvider"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SideNav_featureFlags"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeatureFlags"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactForm"}}]}}]} as unknown as DocumentNode<AccountShellQuery, AccountShellQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const HomePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stayLoggedIn"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"featureFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stayLoggedIn"}}]}}]}}]} as unknown as DocumentNode<HomePageQuery, HomePageQueryVariables>;
export const CheckUsernameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckUsername"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckUsernameInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkUsername"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UsernameAccepted"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"usernameType"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UsernameNotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"usernameType"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NoCredentials"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"usernameType"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LightUserNoCredentials"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"usernameType"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NoPassword"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"usernameType"}},{"kind":"Field","name":{"kind":"Name","value":"socialLoginProvider"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountNotActivated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UsernameCheckFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CheckUsernameMutation, CheckUsernameMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginMethod"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"isLightUser"}},{"kind":"Field","name":{"kind":"Name","value":"socialLoginProvider"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginRejected"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginWrongCountry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"customerCountry"}},{"kind":"Field","name":{"kind":"Name","value":"shopUrl"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginWrongCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountNotActivated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LoginPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featureFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stayLoggedIn"}},{"kind":"Field","name":{"kind":"Name","value":"magicLinkLogin"}},{"kind":"Field","name":{"kind":"Name","value":"lightAccount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialLoginProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"inTesting"}}]}}]}}]} as unknown as DocumentNode<LoginPageQuery, LoginPageQueryVariables>;
export const RequestLightUserPasswordLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestLightUserPasswordLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetRequested"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]}}]} as unknown as DocumentNode<RequestLightUserPasswordLinkMutation, RequestLightUserPasswordLinkMutationVariables>;