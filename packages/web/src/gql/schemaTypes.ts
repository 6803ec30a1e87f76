export type AccountCreatedStatus =
  /** An activation e-mail was sent; the account can log in after activation (double opt-in step). */
  | 'ACTIVATION_PENDING'
  /** Registered with a social provider's verified e-mail: active and logged in (session cookies set). */
  | 'LOGGED_IN';

export type AddressCheckVerdict =
  /** The first suggestion equals the input (street, number, ZIP, city): proceed. */
  | 'MATCH'
  /** The first suggestion differs: the customer chooses between recommendedAddress and their own input. */
  | 'SUGGESTION'
  /** No suggestion: the address is not known to the check. */
  | 'UNKNOWN';

export type AddressLinesInput = {
  addressAddition?: string | null | undefined;
  city: string;
  /** Defaults to the country of the market. */
  countryCode?: CountryCode | null | undefined;
  firstName: string;
  lastName: string;
  phone?: string | null | undefined;
  salutation: Salutation;
  street?: string | null | undefined;
  streetNumber?: string | null | undefined;
  zipCode: string;
};

export type BillingAddressInput = {
  address: AddressLinesInput;
  confirmed?: boolean | null | undefined;
};

export type CancelOrderInput = {
  /**
   * One key per customer action (a submit), the same for every retry of that action: a retry
   * after a lost answer gets the first answer instead of writing twice. Printable ASCII, at most
   * 128 characters (e.g. a UUID).
   */
  idempotencyKey?: string | null | undefined;
  orderId: string | number;
  /** Required; a missing reason gives InvalidInput. */
  reasonCode?: CancellationReason | null | undefined;
};

export type CancellationReason =
  | 'CHANGED_MIND'
  | 'DELIVERY_TOO_LONG'
  | 'FOUND_CHEAPER'
  | 'ORDERED_BY_MISTAKE'
  | 'OTHER';

export type ChangeEmailInput = {
  /** The new e-mail address; trimmed and compared case-insensitively. Must differ from the current one. */
  newEmail: string;
  /** Whether the customer wants the newsletter at the new address. */
  newsletterOptIn?: boolean;
  /** The customer's current password (not stored, not logged). */
  password: string;
};

export type CheckAddressInput = {
  city: string;
  /** Defaults to the country of the market. */
  countryCode?: CountryCode | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  street: string;
  streetNumber: string;
  zipCode: string;
};

export type CheckUsernameInput = {
  recaptchaToken: string;
  /** As typed; the gateway trims it and strips leading zeros of a customer number. */
  username: string;
};

export type CompleteSocialLoginInput = {
  /** The provider's authorisation code (query parameter code on return). */
  code: string;
  provider: SocialLoginProvider;
  /** The same redirect URL as at the start. */
  redirectUrl: string;
  stayLoggedIn?: boolean;
};

export type ConfirmEmailChangeInput = {
  /** The token of the e-mailed link (query parameter token). A blank one is TOKEN_MISSING without asking the service. */
  token: string;
};

export type ConfirmWithdrawalInput = {
  channel?: WithdrawalChannel;
  /** The confirmationSecret of WithdrawalStarted. */
  confirmationSecret: string;
  /**
   * One key per customer action (a submit), the same for every retry of that action: a retry
   * after a lost answer gets the first answer instead of writing twice. Printable ASCII, at most
   * 128 characters (e.g. a UUID).
   */
  idempotencyKey?: string | null | undefined;
  requestId: string | number;
};

export type CountryCode =
  | 'AT'
  | 'CH'
  | 'DE';

export type CreateAccountContext =
  | 'ACCOUNT_LIGHT_ACCOUNT'
  | 'CHECKOUT'
  | 'CHECKOUT_LIGHT_ACCOUNT'
  | 'CREATE_ACCOUNT';

export type CreateAccountInput = {
  addressAddition?: string | null | undefined;
  city: string;
  context?: CreateAccountContext | null | undefined;
  /** Defaults to the country of the market; another country is refused (field error countryCode). */
  countryCode?: CountryCode | null | undefined;
  /** As typed, dd.mm.yyyy (separators normalised), or yyyy-mm-dd. The customer must be an adult. */
  dateOfBirth: string;
  email: string;
  firstName: string;
  lastName: string;
  newsletterConsent?: boolean;
  /** At least 8 characters. May be left out with a socialLoginToken. */
  password?: string | null | undefined;
  salutation: Salutation;
  /** From SocialCustomerNotFound.userInfo: links the account to the social provider. */
  socialLoginToken?: string | null | undefined;
  street: string;
  streetNumber: string;
  zipCode: string;
};

export type CreateLightAccountInput = {
  context?: CreateAccountContext | null | undefined;
  email: string;
  firstName: string;
  lastName: string;
  socialLoginToken?: string | null | undefined;
};

export type Currency =
  | 'CHF'
  | 'EUR';

export type DeleteAccountInput = {
  /** The customer's password to confirm the deletion (not stored, not logged). */
  password: string;
};

export type DeliveryAddressInput = {
  address: AddressLinesInput;
  /** True when the customer chose this address after an AddressSuggested answer: saved without a new check. */
  confirmed?: boolean | null | undefined;
  isPreferred?: boolean | null | undefined;
  /** Set for a pickup address (then stationNumber and postNumber instead of street and number). */
  pickupKind?: PickupKind | null | undefined;
  postNumber?: string | null | undefined;
  stationNumber?: string | null | undefined;
};

export type DeliveryAddressType =
  | 'DHL_ADDRESS'
  | 'POSTAL';

export type ErrorCode =
  /** The account was created but not yet activated through its e-mailed link. */
  | 'ACCOUNT_NOT_ACTIVATED'
  /** Account verification did not succeed; continue with customer service. */
  | 'ACCOUNT_NOT_VERIFIED'
  /** The address could not be saved (or deleted, restored); nothing changed. */
  | 'ADDRESS_SAVE_FAILED'
  /** The address check suggests another spelling of the address; nothing was saved. */
  | 'ADDRESS_SUGGESTED'
  /** The order was already withdrawn. */
  | 'ALREADY_WITHDRAWN'
  /** Direct debit is the preferred method: choose another one before deleting the bank account. */
  | 'BANK_ACCOUNT_IN_USE'
  /** Direct debit needs a bank account. */
  | 'BANK_ACCOUNT_REQUIRED'
  /** A billing address is needed before a bank account can be set up. */
  | 'BILLING_ADDRESS_REQUIRED'
  /** The username step: no account with this customer number. */
  | 'CUSTOMER_NUMBER_NOT_FOUND'
  /** The customer has as many delivery addresses as allowed. */
  | 'DELIVERY_ADDRESS_LIMIT_REACHED'
  /** The market has no direct debit (ch). */
  | 'DIRECT_DEBIT_NOT_AVAILABLE'
  /** Registration: a customer with the same name, birth date and address exists; continue with the no-credentials state. */
  | 'DUPLICATE_ACCOUNT'
  /** Registration: an account with this e-mail exists already (login.createAccount.emailExistsError). */
  | 'EMAIL_ALREADY_EXISTS'
  /** The username step: no account with this e-mail. */
  | 'EMAIL_NOT_FOUND'
  /** The IBAN failed the validation. */
  | 'IBAN_INVALID'
  /** Input failed validation before reaching any service. */
  | 'INVALID_INPUT'
  /** A light account without password. */
  | 'LIGHT_USER_NO_CREDENTIALS'
  /** Too many wrong passwords for the customer: solve the recaptcha challenge, then log in again. */
  | 'LOGIN_CHALLENGE_REQUIRED'
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
  /** The payment service failed; nothing changed. */
  | 'PAYMENT_UPDATE_FAILED'
  /** The e-mail change or the account deletion could not be done; nothing changed. Try again later. */
  | 'PROFILE_CHANGE_FAILED'
  /** Too many attempts; wait and try again. */
  | 'RATE_LIMITED'
  /** The recaptcha check failed. */
  | 'RECAPTCHA_FAILED'
  /** The return could not be transmitted ('Übertragungsfehler'); try again. */
  | 'RETURN_FAILED'
  /** The return period (30 days after delivery) has ended. */
  | 'RETURN_PERIOD_EXPIRED'
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
  | 'WITHDRAWAL_REQUEST_EXPIRED'
  /** The password given to confirm a change of the account is not the customer's. */
  | 'WRONG_PASSWORD';

export type InvoiceStatus =
  /** Handed to collection: overdue. */
  | 'ENCASH'
  | 'OPEN';

export type LoginInput = {
  /**
   * After LoginChallengeRequired: the token of the recaptcha challenge the customer solved (Google's
   * challenge in production), fresh for every attempt.
   */
  challengeToken?: string | null | undefined;
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

export type OrderDeliveryAddressType =
  | 'DHL_ADDRESS'
  | 'POSTAL';

/** Item status (SPEC §3). */
export type OrderItemStatus =
  | 'CANCELLED'
  | 'DELIVERED'
  | 'DISPATCHED'
  | 'IN_DELIVERY'
  | 'PARTIALLY_CANCELLED'
  | 'PARTIALLY_RETURNED'
  | 'PROCESSING'
  | 'RECEIVED'
  | 'RETURNED';

export type OrderPaymentType =
  | 'DIRECT_DEBIT'
  | 'INSTALMENT'
  | 'INVOICE'
  | 'PAYPAL';

/** Order summary status (SPEC §3); the web labels it. */
export type OrderStatus =
  | 'CANCELLED'
  | 'DISPATCHED'
  | 'PARTIALLY_CANCELLED'
  | 'PARTIALLY_RETURNED'
  | 'PROCESSING'
  | 'RETURNED';

export type OrderTimelineStepKind =
  | 'CANCELLED'
  | 'CONFIRMED'
  | 'DELIVERED'
  | 'DISPATCHED'
  | 'PARTIALLY_CANCELLED'
  | 'PARTIALLY_RETURNED'
  | 'PROCESSING'
  | 'RETURNED';

export type OrderTimelineStepState =
  /** The step the order is at now (the last step reached). */
  | 'CURRENT'
  | 'DONE'
  | 'UPCOMING';

export type PasswordLinkReason =
  /** Forgot-password page. */
  | 'FORGOT_PASSWORD'
  /** A light user without password (username step). */
  | 'LIGHT_USER'
  /** A social-login customer without password. */
  | 'SOCIAL_USER';

export type PasswordTokenSource =
  /** A legacy shop link login/forgottenpassword/{token}: the token was the last path segment. */
  | 'LEGACY_PATH'
  /** The set-password page: the token came from the query parameter token. */
  | 'QUERY';

export type PaymentMethod =
  | 'DIRECT_DEBIT'
  | 'INVOICE'
  | 'PAYPAL';

export type PickupKind =
  | 'PACKSTATION'
  | 'PAKETSHOP'
  | 'POSTFILIALE'
  | 'POSTSTATION';

export type PublicWithdrawalInput = {
  email: string;
  orderNumber: string;
  recaptchaToken: string;
};

export type RequestMagicLinkInput = {
  recaptchaToken: string;
  /** E-mail or customer number. */
  username: string;
};

export type RequestPasswordResetInput = {
  reason?: PasswordLinkReason;
  /** E-mail or customer number. */
  username: string;
};

export type ResendActivationInput = {
  /** E-mail or customer number. */
  username: string;
};

export type ReturnItemInput = {
  quantity: number;
  sku: string;
};

export type ReturnOrderItemsInput = {
  /**
   * One key per customer action (a submit), the same for every retry of that action: a retry
   * after a lost answer gets the first answer instead of writing twice. Printable ASCII, at most
   * 128 characters (e.g. a UUID).
   */
  idempotencyKey?: string | null | undefined;
  items: Array<ReturnItemInput>;
  orderId: string | number;
  reasonCode?: ReturnReason | null | undefined;
};

export type ReturnReason =
  | 'DAMAGED'
  | 'DISLIKED'
  | 'DOES_NOT_FIT'
  | 'NOT_AS_DESCRIBED'
  | 'OTHER';

export type Salutation =
  | 'FAMILY'
  | 'MR'
  | 'MS';

export type SaveBankAccountInput = {
  accountHolder: string;
  iban: string;
};

export type SetPasswordInput = {
  password: string;
  token: string;
  tokenSource?: PasswordTokenSource;
};

export type SetPreferredPaymentMethodInput = {
  method: PaymentMethod;
};

export type SetSocialPasswordInput = {
  password: string;
  /** The token of a set-password-for-social-login e-mail; without it the logged-in customer sets the password. */
  token?: string | null | undefined;
};

export type SetStayLoggedInInput = {
  stayLoggedIn: boolean;
};

export type SocialLoginProvider =
  | 'APPLE'
  | 'FACEBOOK'
  | 'GOOGLE';

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type StartSocialLoginInput = {
  provider: SocialLoginProvider;
  /** Absolute URL of the account SPA page the provider sends the browser back to (path under /dpl/av/). */
  redirectUrl: string;
};

export type StartWithdrawalInput = {
  /** Logged in: the order's id. */
  orderId?: string | number | null | undefined;
  /** Without login: order number and e-mail. */
  public?: PublicWithdrawalInput | null | undefined;
};

export type TokenInput = {
  token: string;
};

export type TokenKind =
  | 'ACCOUNT_ACTIVATION'
  /** The confirmation link of an e-mail change (sent to the new address). */
  | 'EMAIL_CHANGE'
  | 'MAGIC_LINK'
  | 'PASSWORD_FORGOTTEN'
  | 'SET_PASSWORD_FOR_SOCIAL_LOGIN'
  | 'SOCIAL_LOGIN_REGISTRATION';

export type UsernameType =
  | 'CUSTOMER_NUMBER'
  | 'EMAIL';

export type ValidateIbanInput = {
  iban: string;
};

export type VerificationMethod =
  | 'ADDRESS'
  | 'CUSTOMER_NUMBER'
  | 'ORDER_NUMBER';

export type VerifyAccountInput = {
  city?: string | null | undefined;
  /** With CUSTOMER_NUMBER (leading zeros and grouped digits allowed). */
  customerNumber?: string | null | undefined;
  dateOfBirth?: string | null | undefined;
  /** The e-mail of the username step. */
  email: string;
  method: VerificationMethod;
  /** With ORDER_NUMBER. */
  orderNumber?: string | null | undefined;
  /** With ADDRESS: street, streetNumber, zipCode, dateOfBirth (dd.mm.yyyy); city optional. */
  street?: string | null | undefined;
  streetNumber?: string | null | undefined;
  zipCode?: string | null | undefined;
};

export type VerifyMagicLinkInput = {
  stayLoggedIn?: boolean;
  token: string;
};

export type VoucherType =
  | 'FREE_SHIPPING'
  | 'PERCENTAGE'
  | 'VALUE';

export type WithdrawalChannel =
  | 'EMAIL';

/**
 * Withdrawal state: POSSIBLE inside the period (or not delivered yet), EXPIRED, WITHDRAWN,
 * NOT_APPLICABLE (cancelled or fully returned), NOT_AVAILABLE (ch: voluntary return policy instead).
 */
export type WithdrawalStatus =
  | 'EXPIRED'
  | 'NOT_APPLICABLE'
  | 'NOT_AVAILABLE'
  | 'POSSIBLE'
  | 'WITHDRAWN';
