/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../gql/schemaTypes.ts';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ErrorOutcome_Error_AccountNotActivated_Fragment = { __typename: 'AccountNotActivated', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_AccountNotVerified_Fragment = { __typename: 'AccountNotVerified', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_AddressSaveFailed_Fragment = { __typename: 'AddressSaveFailed', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_AddressSuggested_Fragment = { __typename: 'AddressSuggested', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_AlreadyWithdrawn_Fragment = { __typename: 'AlreadyWithdrawn', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_BankAccountDeleteFailed_Fragment = { __typename: 'BankAccountDeleteFailed', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_BankAccountRequired_Fragment = { __typename: 'BankAccountRequired', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_BillingAddressRequired_Fragment = { __typename: 'BillingAddressRequired', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_BuyAgainItemFailed_Fragment = { __typename: 'BuyAgainItemFailed', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_BuyAgainItemUnavailable_Fragment = { __typename: 'BuyAgainItemUnavailable', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_CreatorNotFound_Fragment = { __typename: 'CreatorNotFound', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_DeliveryAddressLimitReached_Fragment = { __typename: 'DeliveryAddressLimitReached', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_DirectDebitNotAvailable_Fragment = { __typename: 'DirectDebitNotAvailable', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_DuplicateAccount_Fragment = { __typename: 'DuplicateAccount', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_EmailAlreadyExists_Fragment = { __typename: 'EmailAlreadyExists', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_FeatureDisabled_Fragment = { __typename: 'FeatureDisabled', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_IbanInvalid_Fragment = { __typename: 'IbanInvalid', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_InvalidInput_Fragment = { __typename: 'InvalidInput', code: Types.ErrorCode, message: string, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> };

export type ErrorOutcome_Error_LightUserNoCredentials_Fragment = { __typename: 'LightUserNoCredentials', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_LoginChallengeRequired_Fragment = { __typename: 'LoginChallengeRequired', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_LoginFailed_Fragment = { __typename: 'LoginFailed', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_LoginRejected_Fragment = { __typename: 'LoginRejected', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_LoginWrongCountry_Fragment = { __typename: 'LoginWrongCountry', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_LoginWrongCustomer_Fragment = { __typename: 'LoginWrongCustomer', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_MarketResearchAlreadyConfirmed_Fragment = { __typename: 'MarketResearchAlreadyConfirmed', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_NoCredentials_Fragment = { __typename: 'NoCredentials', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_NoPassword_Fragment = { __typename: 'NoPassword', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_OrderNotCancellable_Fragment = { __typename: 'OrderNotCancellable', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_OrderNotFound_Fragment = { __typename: 'OrderNotFound', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_PasswordAlreadySet_Fragment = { __typename: 'PasswordAlreadySet', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_PasswordSameAsOld_Fragment = { __typename: 'PasswordSameAsOld', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_PaymentUpdateFailed_Fragment = { __typename: 'PaymentUpdateFailed', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_ProductNotFound_Fragment = { __typename: 'ProductNotFound', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_ProductSoldOut_Fragment = { __typename: 'ProductSoldOut', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_ProfileChangeFailed_Fragment = { __typename: 'ProfileChangeFailed', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_RateLimited_Fragment = { __typename: 'RateLimited', retryAfterSeconds: number, code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_RecaptchaFailed_Fragment = { __typename: 'RecaptchaFailed', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_ReturnFailed_Fragment = { __typename: 'ReturnFailed', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_ReturnPeriodExpired_Fragment = { __typename: 'ReturnPeriodExpired', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_SocialCustomerNotFound_Fragment = { __typename: 'SocialCustomerNotFound', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_SocialLoginFailed_Fragment = { __typename: 'SocialLoginFailed', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_StayLoggedInFailed_Fragment = { __typename: 'StayLoggedInFailed', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_SubscriptionEnded_Fragment = { __typename: 'SubscriptionEnded', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_SubscriptionNotFound_Fragment = { __typename: 'SubscriptionNotFound', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_SupportRequestFailed_Fragment = { __typename: 'SupportRequestFailed', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_TokenError_Fragment = { __typename: 'TokenError', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_UsernameCheckFailed_Fragment = { __typename: 'UsernameCheckFailed', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_UsernameNotFound_Fragment = { __typename: 'UsernameNotFound', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_WishlistItemNotFound_Fragment = { __typename: 'WishlistItemNotFound', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_WithdrawalNotApplicable_Fragment = { __typename: 'WithdrawalNotApplicable', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_WithdrawalNotAvailable_Fragment = { __typename: 'WithdrawalNotAvailable', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_WithdrawalPeriodExpired_Fragment = { __typename: 'WithdrawalPeriodExpired', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_WithdrawalRequestExpired_Fragment = { __typename: 'WithdrawalRequestExpired', code: Types.ErrorCode, message: string };

export type ErrorOutcome_Error_WrongPassword_Fragment = { __typename: 'WrongPassword', code: Types.ErrorCode, message: string };

export type ErrorOutcome_ErrorFragment =
  | ErrorOutcome_Error_AccountNotActivated_Fragment
  | ErrorOutcome_Error_AccountNotVerified_Fragment
  | ErrorOutcome_Error_AddressSaveFailed_Fragment
  | ErrorOutcome_Error_AddressSuggested_Fragment
  | ErrorOutcome_Error_AlreadyWithdrawn_Fragment
  | ErrorOutcome_Error_BankAccountDeleteFailed_Fragment
  | ErrorOutcome_Error_BankAccountRequired_Fragment
  | ErrorOutcome_Error_BillingAddressRequired_Fragment
  | ErrorOutcome_Error_BuyAgainItemFailed_Fragment
  | ErrorOutcome_Error_BuyAgainItemUnavailable_Fragment
  | ErrorOutcome_Error_CreatorNotFound_Fragment
  | ErrorOutcome_Error_DeliveryAddressLimitReached_Fragment
  | ErrorOutcome_Error_DirectDebitNotAvailable_Fragment
  | ErrorOutcome_Error_DuplicateAccount_Fragment
  | ErrorOutcome_Error_EmailAlreadyExists_Fragment
  | ErrorOutcome_Error_FeatureDisabled_Fragment
  | ErrorOutcome_Error_IbanInvalid_Fragment
  | ErrorOutcome_Error_InvalidInput_Fragment
  | ErrorOutcome_Error_LightUserNoCredentials_Fragment
  | ErrorOutcome_Error_LoginChallengeRequired_Fragment
  | ErrorOutcome_Error_LoginFailed_Fragment
  | ErrorOutcome_Error_LoginRejected_Fragment
  | ErrorOutcome_Error_LoginWrongCountry_Fragment
  | ErrorOutcome_Error_LoginWrongCustomer_Fragment
  | ErrorOutcome_Error_MarketResearchAlreadyConfirmed_Fragment
  | ErrorOutcome_Error_NoCredentials_Fragment
  | ErrorOutcome_Error_NoPassword_Fragment
  | ErrorOutcome_Error_OrderNotCancellable_Fragment
  | ErrorOutcome_Error_OrderNotFound_Fragment
  | ErrorOutcome_Error_PasswordAlreadySet_Fragment
  | ErrorOutcome_Error_PasswordSameAsOld_Fragment
  | ErrorOutcome_Error_PaymentUpdateFailed_Fragment
  | ErrorOutcome_Error_ProductNotFound_Fragment
  | ErrorOutcome_Error_ProductSoldOut_Fragment
  | ErrorOutcome_Error_ProfileChangeFailed_Fragment
  | ErrorOutcome_Error_RateLimited_Fragment
  | ErrorOutcome_Error_RecaptchaFailed_Fragment
  | ErrorOutcome_Error_ReturnFailed_Fragment
  | ErrorOutcome_Error_ReturnPeriodExpired_Fragment
  | ErrorOutcome_Error_SocialCustomerNotFound_Fragment
  | ErrorOutcome_Error_SocialLoginFailed_Fragment
  | ErrorOutcome_Error_StayLoggedInFailed_Fragment
  | ErrorOutcome_Error_SubscriptionEnded_Fragment
  | ErrorOutcome_Error_SubscriptionNotFound_Fragment
  | ErrorOutcome_Error_SupportRequestFailed_Fragment
  | ErrorOutcome_Error_TokenError_Fragment
  | ErrorOutcome_Error_UsernameCheckFailed_Fragment
  | ErrorOutcome_Error_UsernameNotFound_Fragment
  | ErrorOutcome_Error_WishlistItemNotFound_Fragment
  | ErrorOutcome_Error_WithdrawalNotApplicable_Fragment
  | ErrorOutcome_Error_WithdrawalNotAvailable_Fragment
  | ErrorOutcome_Error_WithdrawalPeriodExpired_Fragment
  | ErrorOutcome_Error_WithdrawalRequestExpired_Fragment
  | ErrorOutcome_Error_WrongPassword_Fragment
;

export const ErrorOutcome_ErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorOutcome_error"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<ErrorOutcome_ErrorFragment, unknown>;