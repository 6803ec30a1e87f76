
      export interface PossibleTypesResultData {
        possibleTypes: {
          [key: string]: string[]
        }
      }
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "ActivateAccountResult": [
      "AccountActivated",
      "TokenError"
    ],
    "CancelOrderResult": [
      "CancelOrderSuccess",
      "InvalidInput",
      "OrderNotCancellable"
    ],
    "CheckAddressResult": [
      "AddressChecked",
      "InvalidInput"
    ],
    "CheckUsernameResult": [
      "AccountNotActivated",
      "InvalidInput",
      "LightUserNoCredentials",
      "NoCredentials",
      "NoPassword",
      "RateLimited",
      "UsernameAccepted",
      "UsernameCheckFailed",
      "UsernameNotFound"
    ],
    "CompleteSocialLoginResult": [
      "AccountNotActivated",
      "InvalidInput",
      "LoginSuccess",
      "LoginWrongCountry",
      "RateLimited",
      "SocialCustomerNotFound",
      "SocialLoginFailed"
    ],
    "ConfirmWithdrawalResult": [
      "AlreadyWithdrawn",
      "RateLimited",
      "WithdrawalConfirmed",
      "WithdrawalNotApplicable",
      "WithdrawalNotAvailable",
      "WithdrawalPeriodExpired",
      "WithdrawalRequestExpired"
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
      "AlreadyWithdrawn",
      "DuplicateAccount",
      "EmailAlreadyExists",
      "InvalidInput",
      "LightUserNoCredentials",
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
    "LoginResult": [
      "AccountNotActivated",
      "InvalidInput",
      "LoginFailed",
      "LoginRejected",
      "LoginSuccess",
      "LoginWrongCountry",
      "LoginWrongCustomer",
      "RateLimited"
    ],
    "RequestMagicLinkResult": [
      "InvalidInput",
      "MagicLinkRequested",
      "RateLimited",
      "RecaptchaFailed"
    ],
    "RequestPasswordResetResult": [
      "InvalidInput",
      "PasswordResetRequested",
      "RateLimited"
    ],
    "ResendActivationResult": [
      "ActivationResent",
      "InvalidInput",
      "RateLimited"
    ],
    "ReturnOrderItemsResult": [
      "InvalidInput",
      "ReturnFailed",
      "ReturnSuccess"
    ],
    "SetPasswordResult": [
      "InvalidInput",
      "PasswordAlreadySet",
      "PasswordSet",
      "TokenError"
    ],
    "SetStayLoggedInResult": [
      "StayLoggedInFailed",
      "StayLoggedInUpdated"
    ],
    "StartSocialLoginResult": [
      "InvalidInput",
      "SocialLoginFailed",
      "SocialLoginStarted"
    ],
    "StartWithdrawalResult": [
      "AlreadyWithdrawn",
      "InvalidInput",
      "OrderNotFound",
      "RateLimited",
      "WithdrawalNotApplicable",
      "WithdrawalNotAvailable",
      "WithdrawalPeriodExpired",
      "WithdrawalStarted"
    ],
    "TokenStatusResult": [
      "TokenError",
      "TokenValid"
    ],
    "VerifyAccountResult": [
      "AccountNotVerified",
      "AccountVerified",
      "InvalidInput",
      "RateLimited"
    ],
    "VerifyMagicLinkResult": [
      "LoginSuccess",
      "LoginWrongCountry",
      "RateLimited",
      "TokenError"
    ]
  }
};
      export default result;
    