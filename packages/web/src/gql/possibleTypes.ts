import type { PossibleTypesMap } from '@apollo/client';

export const possibleTypes: PossibleTypesMap = {
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
    "AlreadyWithdrawn",
    "DuplicateAccount",
    "EmailAlreadyExists",
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
    "RateLimited",
    "RecaptchaFailed",
    "ReturnFailed",
    "ReturnPeriodExpired",
    "SocialCustomerNotFound",
    "SocialLoginFailed",
    "StayLoggedInFailed",
    "TokenError",
    "UsernameCheckFailed",
    "UsernameNotFound",
    "WithdrawalNotApplicable",
    "WithdrawalNotAvailable",
    "WithdrawalPeriodExpired",
    "WithdrawalRequestExpired"
  ],
  "SetPasswordResult": [
    "InvalidInput",
    "PasswordAlreadySet",
    "PasswordSet",
    "TokenError"
  ]
};
