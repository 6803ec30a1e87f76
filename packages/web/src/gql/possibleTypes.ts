import type { PossibleTypesMap } from '@apollo/client';

export const possibleTypes: PossibleTypesMap = {
  "Address": [
    "BillingAddress",
    "DeliveryAddress"
  ],
  "CreateAccountResult": [
    "AccountCreated",
    "DuplicateAccount",
    "EmailAlreadyExists",
    "InvalidInput",
    "RateLimited",
    "TokenError"
  ],
  "Error": [
    "AccountNotActivated",
    "AccountNotVerified",
    "AddressSaveFailed",
    "AddressSuggested",
    "AlreadyWithdrawn",
    "BankAccountDeleteFailed",
    "BankAccountRequired",
    "BillingAddressRequired",
    "DeliveryAddressLimitReached",
    "DirectDebitNotAvailable",
    "DuplicateAccount",
    "EmailAlreadyExists",
    "IbanInvalid",
    "InvalidInput",
    "LightUserNoCredentials",
    "LoginChallengeRequired",
    "LoginFailed",
    "LoginRejected",
    "LoginWrongCountry",
    "LoginWrongCustomer",
    "NoCredentials",
    "NoPassword",
    "OrderNotCancellable",
    "OrderNotFound",
    "PasswordAlreadySet",
    "PasswordSameAsOld",
    "PaymentUpdateFailed",
    "ProfileChangeFailed",
    "RateLimited",
    "RecaptchaFailed",
    "ReturnFailed",
    "ReturnPeriodExpired",
    "SocialCustomerNotFound",
    "SocialLoginFailed",
    "StayLoggedInFailed",
    "SupportRequestFailed",
    "TokenError",
    "UsernameCheckFailed",
    "UsernameNotFound",
    "WithdrawalNotApplicable",
    "WithdrawalNotAvailable",
    "WithdrawalPeriodExpired",
    "WithdrawalRequestExpired",
    "WrongPassword"
  ],
  "SetPasswordResult": [
    "InvalidInput",
    "PasswordAlreadySet",
    "PasswordSet",
    "TokenError"
  ]
};
