/** What happens after a registration. */
export type AccountCreatedStatus =
  /** An activation e-mail was sent; the account can log in after activation (double opt-in step). */
  | 'ACTIVATION_PENDING'
  /** Registered with a social provider's verified e-mail: active and logged in (session cookies set). */
  | 'LOGGED_IN';

/** A product variant to put on the wishlist. */
export type AddWishlistItemInput = {
  /** The recommendation tracking session id (3 random bytes in hex); only with the customer's tracking consent. Bound: at most 128 characters (one line, no control characters). */
  sessionId?: string | null | undefined;
  /** The variant's sku. Bound: at most 128 characters (one line, no control characters). */
  sku: string;
};

/** What the address check found. */
export type AddressCheckVerdict =
  /** The first suggestion equals the input (street, number, ZIP, city): proceed. */
  | 'MATCH'
  /** The first suggestion differs: the customer chooses between recommendedAddress and their own input. */
  | 'SUGGESTION'
  /** No suggestion: the address is not known to the check. */
  | 'UNKNOWN';

/** The lines of an address as typed. For a pickup point street and streetNumber stay empty (stationNumber and postNumber of the enclosing input instead). */
export type AddressLinesInput = {
  /** Optional addition: c/o, floor, apartment; null when none. Bound: at most 100 characters (one line, no control characters). */
  addressAddition?: string | null | undefined;
  /** City. Bound: at most 50 characters (one line, no control characters). */
  city: string;
  /** Defaults to the country of the market. */
  countryCode?: CountryCode | null | undefined;
  /** First name. Bound: at most 50 characters (one line, no control characters). */
  firstName: string;
  /** Last name. Bound: at most 50 characters (one line, no control characters). */
  lastName: string;
  /** Phone number (international form); null when none. Bound: at most 30 characters (one line, no control characters). */
  phone?: string | null | undefined;
  /** Form of address. */
  salutation: Salutation;
  /** Street name, without the house number; null for a Packstation or Postfiliale. Bound: at most 100 characters (one line, no control characters). */
  street?: string | null | undefined;
  /** House number, with any letter suffix (e.g. 12a); null for a Packstation or Postfiliale. Bound: at most 10 characters (one line, no control characters). */
  streetNumber?: string | null | undefined;
  /** Postal code (5 digits in DE, 4 in AT and CH). Bound: at most 10 characters (one line, no control characters). */
  zipCode: string;
};

/** The billing address to create or change (a postal address only). */
export type BillingAddressInput = {
  /** Name and address lines. */
  address: AddressLinesInput;
  /** True when the customer chose between the entered and the suggested spelling: saves without checking again. */
  confirmed?: boolean | null | undefined;
};

/** Items of one of the customer's orders to put into the basket again. */
export type BuyAgainInput = {
  /**
   * One key per customer action (a tap), the same for every retry of that action: a retry after a
   * lost answer adds nothing twice (e.g. a UUID). Bound: at most 128 characters (one line, no
   * control characters).
   */
  idempotencyKey?: string | null | undefined;
  /** Id of the order (Order.id). Bound: at most 128 characters (one line, no control characters). */
  orderId: string | number;
  /**
   * The skus of the order's items to buy again (OrderItem.sku; only items whose canBuyAgain is
   * true): at least one, each at most 64 characters, none twice. Bound: at most 50 items.
   */
  skus: Array<string>;
};

/** What the customer chose on the cancellation page. */
export type CancelNewsletterAction =
  /** Fewer newsletters: at most one a week. */
  | 'REDUCE_TO_WEEKLY'
  /** No more newsletters. */
  | 'UNSUBSCRIBE';

/** The customer's choice for the newsletter of a cancellation link. */
export type CancelNewsletterInput = {
  /** Unsubscribe, or reduce to weekly. */
  action: CancelNewsletterAction;
  /** The subscriptionId of the link, as it came. Blank: InvalidInput. Bound: at most 128 characters (one line, no control characters). */
  subscriptionId: string;
};

/** An order to cancel, with the reason. */
export type CancelOrderInput = {
  /**
   * One key per customer action (a submit), the same for every retry of that action: a retry
   * after a lost answer gets the first answer instead of writing twice. Printable ASCII, at most
   * 128 characters (e.g. a UUID). Bound: at most 128 characters (one line, no control characters).
   */
  idempotencyKey?: string | null | undefined;
  /** Id of the order (Order.id). Bound: at most 128 characters (one line, no control characters). */
  orderId: string | number;
  /** Required; a missing reason gives InvalidInput. */
  reasonCode?: CancellationReason | null | undefined;
};

/** Why a customer cancels an order (docs/product/orders.md §3). */
export type CancellationReason =
  /** Changed their mind. */
  | 'CHANGED_MIND'
  /** Delivery takes too long. */
  | 'DELIVERY_TOO_LONG'
  /** Found it cheaper elsewhere. */
  | 'FOUND_CHEAPER'
  /** Ordered by mistake. */
  | 'ORDERED_BY_MISTAKE'
  /** Another reason. */
  | 'OTHER';

/** A request to change the customer's e-mail address. */
export type ChangeEmailInput = {
  /** The new e-mail address; trimmed and compared case-insensitively. Must differ from the current one. Bound: at most 254 characters (one line, no control characters). */
  newEmail: string;
  /** Whether the customer wants the newsletter at the new address. */
  newsletterOptIn?: boolean;
  /** The customer's current password (not stored, not logged). Bound: at most 128 characters (one line, no control characters). */
  password: string;
};

/** A logged-in customer's new password, with the current one to confirm it is him. */
export type ChangePasswordInput = {
  /** The current password. Never logged, never sent back. Bound: at most 128 characters (one line, no control characters). */
  currentPassword: string;
  /** The new password: at least 8 characters, different from the current one. Never logged, never sent back. Bound: at most 128 characters (one line, no control characters). */
  newPassword: string;
};

/** A postal address to check before registration. */
export type CheckAddressInput = {
  /** City. Bound: at most 50 characters (one line, no control characters). */
  city: string;
  /** Defaults to the country of the market. */
  countryCode?: CountryCode | null | undefined;
  /** First name; null when unknown. Bound: at most 50 characters (one line, no control characters). */
  firstName?: string | null | undefined;
  /** Last name; null when unknown. Bound: at most 50 characters (one line, no control characters). */
  lastName?: string | null | undefined;
  /** Street name, without the house number. Bound: at most 100 characters (one line, no control characters). */
  street: string;
  /** House number, with any letter suffix (e.g. 12a). Bound: at most 10 characters (one line, no control characters). */
  streetNumber: string;
  /** Postal code (5 digits in DE, 4 in AT and CH). Bound: at most 10 characters (one line, no control characters). */
  zipCode: string;
};

/** The first login step. */
export type CheckUsernameInput = {
  /** reCAPTCHA v3 token of this attempt (outside production any non-empty value). Bound: at most 4096 characters (one line, no control characters). */
  recaptchaToken: string;
  /** As typed; the gateway trims it and strips leading zeros of a customer number. Bound: at most 254 characters (one line, no control characters). */
  username: string;
};

/** What the provider handed back to the redirect URL. */
export type CompleteSocialLoginInput = {
  /** The provider's authorisation code (query parameter code on return). Bound: at most 2048 characters (one line, no control characters). */
  code: string;
  /** The social login provider. */
  provider: SocialLoginProvider;
  /** The same redirect URL as at the start. Bound: at most 2048 characters (one line, no control characters). */
  redirectUrl: string;
  /** Keep the session for 60 days instead of 10. */
  stayLoggedIn?: boolean;
};

/** The confirmation of an e-mail change by its e-mailed link. */
export type ConfirmEmailChangeInput = {
  /** The token of the e-mailed link (query parameter token). A blank one is TOKEN_MISSING without asking the service. Bound: at most 512 characters (one line, no control characters). */
  token: string;
};

/** The market research invitation's consent. */
export type ConfirmMarketResearchInput = {
  /** The token of the link (its parameter market-research-doi-token). Blank: TOKEN_MISSING. Bound: at most 512 characters (one line, no control characters). */
  token: string;
};

/** The double opt-in of a new stock reminder. */
export type ConfirmStockReminderInput = {
  /** The token of the link. Blank: TOKEN_MISSING without asking the service. Bound: at most 512 characters (one line, no control characters). */
  token: string;
};

/** The confirmation of a started withdrawal. */
export type ConfirmWithdrawalInput = {
  /** How the receipt should be sent. */
  channel?: WithdrawalChannel;
  /** The confirmationSecret of WithdrawalStarted. Bound: at most 512 characters (one line, no control characters). */
  confirmationSecret: string;
  /**
   * One key per customer action (a submit), the same for every retry of that action: a retry
   * after a lost answer gets the first answer instead of writing twice. Printable ASCII, at most
   * 128 characters (e.g. a UUID). Bound: at most 128 characters (one line, no control characters).
   */
  idempotencyKey?: string | null | undefined;
  /** The request id startWithdrawal answered. Bound: at most 128 characters (one line, no control characters). */
  requestId: string | number;
};

/** Country of an address or a customer: the three countries the shop delivers to. */
export type CountryCode =
  /** Austria. */
  | 'AT'
  /** Switzerland. */
  | 'CH'
  /** Germany. */
  | 'DE';

/** Where a registration started (docs/product/ways-in.md §3 create-account contexts); decides where the activation link leads. */
export type CreateAccountContext =
  /** A light account from the account area. */
  | 'ACCOUNT_LIGHT_ACCOUNT'
  /** The shop's checkout. */
  | 'CHECKOUT'
  /** A light account from the shop's checkout. */
  | 'CHECKOUT_LIGHT_ACCOUNT'
  /** The account area's registration. */
  | 'CREATE_ACCOUNT';

/** The registration form of a full account. */
export type CreateAccountInput = {
  /** Optional addition: c/o, floor, apartment; null when none. Bound: at most 100 characters (one line, no control characters). */
  addressAddition?: string | null | undefined;
  /** City. Bound: at most 50 characters (one line, no control characters). */
  city: string;
  /** Where the registration started; default CREATE_ACCOUNT. */
  context?: CreateAccountContext | null | undefined;
  /** Defaults to the country of the market; another country is refused (field error countryCode). */
  countryCode?: CountryCode | null | undefined;
  /** As typed, dd.mm.yyyy (separators normalised), or yyyy-mm-dd. The customer must be an adult. Bound: at most 20 characters (one line, no control characters). */
  dateOfBirth: string;
  /** E-mail address. Bound: at most 254 characters (one line, no control characters). */
  email: string;
  /** First name. Bound: at most 50 characters (one line, no control characters). */
  firstName: string;
  /** Last name. Bound: at most 50 characters (one line, no control characters). */
  lastName: string;
  /** Whether the customer wants the newsletter (double opt-in follows by e-mail). */
  newsletterConsent?: boolean;
  /** At least 8 characters. May be left out with a socialLoginToken. Bound: at most 128 characters (one line, no control characters). */
  password?: string | null | undefined;
  /** reCAPTCHA v3 token of this registration (outside production any non-empty value), as the login takes it. Bound: at most 4096 characters (one line, no control characters). */
  recaptchaToken: string;
  /** Form of address. */
  salutation: Salutation;
  /** From SocialCustomerNotFound.userInfo: links the account to the social provider. Bound: at most 512 characters (one line, no control characters). */
  socialLoginToken?: string | null | undefined;
  /** Street name, without the house number. Bound: at most 100 characters (one line, no control characters). */
  street: string;
  /** House number, with any letter suffix (e.g. 12a). Bound: at most 10 characters (one line, no control characters). */
  streetNumber: string;
  /** Postal code (5 digits in DE, 4 in AT and CH). Bound: at most 10 characters (one line, no control characters). */
  zipCode: string;
};

/** The registration of a light account: name and e-mail only. */
export type CreateLightAccountInput = {
  /** Where the registration started; default ACCOUNT_LIGHT_ACCOUNT. */
  context?: CreateAccountContext | null | undefined;
  /** E-mail address. Bound: at most 254 characters (one line, no control characters). */
  email: string;
  /** First name. Bound: at most 50 characters (one line, no control characters). */
  firstName: string;
  /** Last name. Bound: at most 50 characters (one line, no control characters). */
  lastName: string;
  /** reCAPTCHA v3 token of this registration (outside production any non-empty value), as the login takes it. Bound: at most 4096 characters (one line, no control characters). */
  recaptchaToken: string;
  /** The token of a social sign-in whose account did not exist yet; with it the customer is logged in at once. Bound: at most 512 characters (one line, no control characters). */
  socialLoginToken?: string | null | undefined;
};

/** Currency of an amount: EUR in Germany and Austria, CHF in Switzerland. */
export type Currency =
  /** Swiss franc. */
  | 'CHF'
  /** Euro. */
  | 'EUR';

/** The confirmation of an account deletion. */
export type DeleteAccountInput = {
  /** The customer's password to confirm the deletion (not stored, not logged). Bound: at most 128 characters (one line, no control characters). */
  password: string;
};

/** A wishlist item to remove. */
export type DeleteWishlistItemInput = {
  /** The item's sku. Bound: at most 128 characters (one line, no control characters). */
  sku: string;
};

/** A delivery address to add or change: a postal address, or a pickup point when stationNumber is set. */
export type DeliveryAddressInput = {
  /** Name and address lines. */
  address: AddressLinesInput;
  /** True when the customer chose this address after an AddressSuggested answer: saved without a new check. */
  confirmed?: boolean | null | undefined;
  /** Make it the preferred delivery address. */
  isPreferred?: boolean | null | undefined;
  /** Set for a pickup address (then stationNumber and postNumber instead of street and number). */
  pickupKind?: PickupKind | null | undefined;
  /** The customer's carrier post number (6 to 10 digits), for a pickup point only. Bound: at most 10 characters (one line, no control characters). */
  postNumber?: string | null | undefined;
  /** Number of the Packstation or Postfiliale (3 digits); null for a postal address. Bound: at most 10 characters (one line, no control characters). */
  stationNumber?: string | null | undefined;
};

/** Kind of a delivery address. */
export type DeliveryAddressType =
  /** A pickup point of the carrier (pickupKind says which), with station and post number. */
  | 'DHL_ADDRESS'
  /** A street address. */
  | 'POSTAL';

/** Codes of the expected error outcomes (the Error interface). Each subject adds its own codes; clients switch on the code, never on the message. */
export type ErrorCode =
  /** The account was created but not yet activated through its e-mailed link. */
  | 'ACCOUNT_NOT_ACTIVATED'
  /** Account verification did not succeed; continue with customer service. */
  | 'ACCOUNT_NOT_VERIFIED'
  /** The address could not be saved (or deleted, restored); nothing changed. */
  | 'ADDRESS_SAVE_FAILED'
  /** The address check suggests another spelling of the address; nothing was saved. */
  | 'ADDRESS_SUGGESTED'
  /** The market research consent was confirmed before (docs/product/public-pages.md §8: status 400). */
  | 'ALREADY_CONFIRMED'
  /** The order was already withdrawn. */
  | 'ALREADY_WITHDRAWN'
  /** Direct debit is the preferred method: choose another one before deleting the bank account. */
  | 'BANK_ACCOUNT_IN_USE'
  /** Direct debit needs a bank account. */
  | 'BANK_ACCOUNT_REQUIRED'
  /** The basket service did not take the item (no answer or a failure); try again. */
  | 'BASKET_UNAVAILABLE'
  /** A billing address is needed before a bank account can be set up. */
  | 'BILLING_ADDRESS_REQUIRED'
  /** The creator is not known. */
  | 'CREATOR_NOT_FOUND'
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
  /** The action is switched off in this deployment (a feature flag). */
  | 'FEATURE_DISABLED'
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
  /** The product or this variant of it is no longer sold (buy again). */
  | 'NO_LONGER_SOLD'
  /** The username step: the account has no password (a social-login customer). */
  | 'NO_PASSWORD'
  /** Online cancellation is not possible (outside the window, dispatched, already cancelled, or switched off). */
  | 'ORDER_NOT_CANCELLABLE'
  /** No such order (for this customer, or this order number and e-mail). */
  | 'ORDER_NOT_FOUND'
  /** Setting a first password, but the customer has a password already. */
  | 'PASSWORD_ALREADY_SET'
  /** Changing the password, but the new password is the current one. */
  | 'PASSWORD_SAME_AS_OLD'
  /** The payment service failed; nothing changed. */
  | 'PAYMENT_UPDATE_FAILED'
  /** The product service does not know this variant (any more). */
  | 'PRODUCT_NOT_FOUND'
  /** The e-mail change, the password change or the account deletion could not be done; nothing changed. Try again later. */
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
  /** The variant is sold out and cannot be put into the basket. */
  | 'SOLD_OUT'
  /** The newsletter was unsubscribed before; it cannot be reduced any more. */
  | 'SUBSCRIPTION_ENDED'
  /** The subscription, reminder or e-mail of the link is not known (a wrong or outdated link). */
  | 'SUBSCRIPTION_NOT_FOUND'
  /** The support request could not be sent; nothing was sent. The errorId identifies the failure for the service team. */
  | 'SUPPORT_REQUEST_FAILED'
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
  /** The item is not on the customer's wishlist (any more). */
  | 'WISHLIST_ITEM_NOT_FOUND'
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

/** The creator to follow. */
export type FollowCreatorInput = {
  /** The creator's id. Bound: at most 128 characters (one line, no control characters). */
  creatorId: string | number;
};

/** State of an open invoice. */
export type InvoiceStatus =
  /** Handed to collection: overdue. */
  | 'ENCASH'
  /** Open and not yet due, or due recently. */
  | 'OPEN';

/** A login with username and password. */
export type LoginInput = {
  /**
   * After LoginChallengeRequired: the token of the recaptcha challenge the customer solved (Google's
   * challenge in production), fresh for every attempt. Bound: at most 4096 characters (one line, no control characters).
   */
  challengeToken?: string | null | undefined;
  /** The password. Never logged, never sent back. Bound: at most 128 characters (one line, no control characters). */
  password: string;
  /** reCAPTCHA v3 token of this attempt (outside production any non-empty value). Bound: at most 4096 characters (one line, no control characters). */
  recaptchaToken: string;
  /** Keep the session for 60 days instead of 10. */
  stayLoggedIn?: boolean;
  /** The username as typed: an e-mail address or a customer number. Bound: at most 254 characters (one line, no control characters). */
  username: string;
};

/** How a customer logged in (for the account's tracking and the set-password label). */
export type LoginMethod =
  /** Sign in with Apple. */
  | 'APPLE'
  /** Username and password, the username a customer number. */
  | 'CUSTOMER_NUMBER'
  /** Username and password, the username an e-mail address. */
  | 'EMAIL'
  /** Sign in with Facebook. */
  | 'FACEBOOK'
  /** Sign in with Google. */
  | 'GOOGLE'
  /** An e-mailed one-time link. */
  | 'MAGIC_LINK';

/** Whether the visitor of this request is logged in. */
export type LoginState =
  /** A customer is logged in: Viewer.customer is set. */
  | 'LOGGED_IN'
  /** Nobody is logged in, or the session ended: Viewer.customer is null. */
  | 'LOGGED_OUT';

/** A wishlist item to put into the basket. */
export type MoveWishlistItemToBasketInput = {
  /** The client's key of this action, the same for each retry of it (e.g. a UUID), at most 128 characters. Bound: at most 128 characters (one line, no control characters). */
  idempotencyKey?: string | null | undefined;
  /** The item's sku. Bound: at most 128 characters (one line, no control characters). */
  sku: string;
};

/** A part of the customer's data export, one per service asked. */
export type MyDataSection =
  /** The bank account for direct debit, IBAN masked (not in Switzerland). */
  | 'BANK_ACCOUNT'
  /** Saved delivery addresses (Packstations included). */
  | 'DELIVERY_ADDRESSES'
  /** Open invoices and the open balance. */
  | 'OPEN_INVOICES'
  /** Every order with its items, amounts and status. */
  | 'ORDERS'
  /** Name, e-mail, customer number, date of birth, phone, billing address, preferred payment method, login settings. */
  | 'PROFILE';

/** How often the newsletter comes, when reduced (docs/product/public-pages.md §3: WEEKLY is the only reduced frequency). */
export type NewsletterFrequency =
  /** At most one newsletter a week. */
  | 'WEEKLY';

/** Kind of the address an order went to. */
export type OrderDeliveryAddressType =
  /** A carrier pickup point (Packstation, Postfiliale). */
  | 'DHL_ADDRESS'
  /** A street address. */
  | 'POSTAL';

/** Item status (docs/product/orders.md §3). */
export type OrderItemStatus =
  /** Cancelled. */
  | 'CANCELLED'
  /** Delivered. */
  | 'DELIVERED'
  /** Handed to the carrier. */
  | 'DISPATCHED'
  /** On its way to the customer. */
  | 'IN_DELIVERY'
  /** Some pieces cancelled. */
  | 'PARTIALLY_CANCELLED'
  /** Some pieces returned. */
  | 'PARTIALLY_RETURNED'
  /** Being prepared. */
  | 'PROCESSING'
  /** Ordered, not yet processed. */
  | 'RECEIVED'
  /** Returned in full. */
  | 'RETURNED'
  /** In a registered return whose parcel has not arrived yet (then RETURNED or PARTIALLY_RETURNED). */
  | 'RETURN_REGISTERED';

/** How an order is paid. */
export type OrderPaymentType =
  /** SEPA direct debit. */
  | 'DIRECT_DEBIT'
  /** Payment in instalments. */
  | 'INSTALMENT'
  /** Invoice. */
  | 'INVOICE'
  /** PayPal. */
  | 'PAYPAL';

/** Order summary status (docs/product/orders.md §3); the web labels it. */
export type OrderStatus =
  /** Cancelled as a whole. */
  | 'CANCELLED'
  /** Handed to the carrier; once every item is DELIVERED, the order has arrived. */
  | 'DISPATCHED'
  /** Some items cancelled. */
  | 'PARTIALLY_CANCELLED'
  /** Some items returned. */
  | 'PARTIALLY_RETURNED'
  /** Received and being prepared. */
  | 'PROCESSING'
  /** Every item returned. */
  | 'RETURNED';

/** A step in the life of an order. */
export type OrderTimelineStepKind =
  /** Cancelled. */
  | 'CANCELLED'
  /** Order received and confirmed. */
  | 'CONFIRMED'
  /** Delivered. */
  | 'DELIVERED'
  /** Handed to the carrier. */
  | 'DISPATCHED'
  /** Some items cancelled. */
  | 'PARTIALLY_CANCELLED'
  /** Some items returned. */
  | 'PARTIALLY_RETURNED'
  /** Being prepared. */
  | 'PROCESSING'
  /** Everything returned. */
  | 'RETURNED';

/** Where the order stands relative to a step. */
export type OrderTimelineStepState =
  /** The step the order is at now (the last step reached). */
  | 'CURRENT'
  /** Reached before the current step. */
  | 'DONE'
  /** Not reached yet. */
  | 'UPCOMING';

/** Why a password link is requested (decides the e-mail's text). */
export type PasswordLinkReason =
  /** Forgot-password page. */
  | 'FORGOT_PASSWORD'
  /** A light user without password (username step). */
  | 'LIGHT_USER'
  /** A social-login customer without password. */
  | 'SOCIAL_USER';

/** Where the set-password page found its token. */
export type PasswordTokenSource =
  /** A legacy shop link login/forgottenpassword/{token}: the token was the last path segment. */
  | 'LEGACY_PATH'
  /** The set-password page: the token came from the query parameter token. */
  | 'QUERY';

/** A payment method of the shop. */
export type PaymentMethod =
  /** SEPA direct debit from the saved bank account (not in Switzerland). */
  | 'DIRECT_DEBIT'
  /** Invoice. */
  | 'INVOICE'
  /** PayPal (shown, but cannot be set as preferred here). */
  | 'PAYPAL';

/** Kind of carrier pickup point of a DHL_ADDRESS. */
export type PickupKind =
  /** Packstation (parcel locker). */
  | 'PACKSTATION'
  /** Paketshop (parcel shop). */
  | 'PAKETSHOP'
  /** Postfiliale (post office). */
  | 'POSTFILIALE'
  /** Poststation. */
  | 'POSTSTATION';

/** Whether a variant can be ordered (docs/product/activity.md §3 availability). */
export type ProductAvailability =
  /** Only a few left (stockLevel says how many). */
  | 'ALMOST_SOLD_OUT'
  /** In stock. */
  | 'AVAILABLE'
  /** Cannot be ordered now. */
  | 'SOLD_OUT';

/** An order identified without login. */
export type PublicWithdrawalInput = {
  /** E-mail address. Bound: at most 254 characters (one line, no control characters). */
  email: string;
  /** Order number the customer sees on invoices and e-mails. Bound: at most 20 characters (one line, no control characters). */
  orderNumber: string;
  /** reCAPTCHA v3 token of this attempt (outside production any non-empty value). Bound: at most 4096 characters (one line, no control characters). */
  recaptchaToken: string;
};

/** The e-mail address to send a one-time login link to. */
export type RequestMagicLinkInput = {
  /** reCAPTCHA v3 token of this attempt (outside production any non-empty value). Bound: at most 4096 characters (one line, no control characters). */
  recaptchaToken: string;
  /** E-mail or customer number. Bound: at most 254 characters (one line, no control characters). */
  username: string;
};

/** The account to send a password link for. */
export type RequestPasswordResetInput = {
  /** Why the link is requested. */
  reason?: PasswordLinkReason;
  /** E-mail or customer number. Bound: at most 254 characters (one line, no control characters). */
  username: string;
};

/** The account whose activation e-mail is sent again. */
export type ResendActivationInput = {
  /** E-mail or customer number. Bound: at most 254 characters (one line, no control characters). */
  username: string;
};

/** One item to return. */
export type ReturnItemInput = {
  /** Number of pieces. Bound: 1 to 999. */
  quantity: number;
  /** Stock keeping unit: the product variant (size, colour) ordered. Bound: at most 128 characters (one line, no control characters). */
  sku: string;
};

/** A return of items of one order. */
export type ReturnOrderItemsInput = {
  /**
   * One key per customer action (a submit), the same for every retry of that action: a retry
   * after a lost answer gets the first answer instead of writing twice. Printable ASCII, at most
   * 128 characters (e.g. a UUID). Bound: at most 128 characters (one line, no control characters).
   */
  idempotencyKey?: string | null | undefined;
  /** The items to return with quantity and reason; at least one. Bound: at most 100 items. */
  items: Array<ReturnItemInput>;
  /** Id of the order (Order.id). Bound: at most 128 characters (one line, no control characters). */
  orderId: string | number;
  /** Reason given for the return; null when none was given. */
  reasonCode?: ReturnReason | null | undefined;
};

/** Why an item is returned (docs/product/orders.md §3). */
export type ReturnReason =
  /** Arrived damaged. */
  | 'DAMAGED'
  /** Does not please. */
  | 'DISLIKED'
  /** Does not fit. */
  | 'DOES_NOT_FIT'
  /** Not as described. */
  | 'NOT_AS_DESCRIBED'
  /** Another reason. */
  | 'OTHER';

/** Form of address of a customer or an address. */
export type Salutation =
  /** Familie (addresses only). */
  | 'FAMILY'
  /** Herr. */
  | 'MR'
  /** Frau. */
  | 'MS';

/** The bank account to save for direct debit. */
export type SaveBankAccountInput = {
  /** Name of the account holder. Bound: at most 70 characters (SEPA characters only: letters A-Z without accents, Ä Ö Ü ß, digits, blank and / - ? : ( ) . , ' + &). */
  accountHolder: string;
  /** The IBAN as typed; spaces are removed and letters upper-cased. Never logged. Bound: at most 42 characters (one line, no control characters). */
  iban: string;
};

/** A new password set with an e-mailed token. */
export type SetPasswordInput = {
  /** The password. Never logged, never sent back. Bound: at most 128 characters (one line, no control characters). */
  password: string;
  /** The token from the e-mailed link, as it came. Bound: at most 512 characters (one line, no control characters). */
  token: string;
  /** Where the token came from (query parameter or a legacy path). */
  tokenSource?: PasswordTokenSource;
};

/** The payment method to prefer. */
export type SetPreferredPaymentMethodInput = {
  /** DIRECT_DEBIT or INVOICE (PAYPAL cannot be set here). */
  method: PaymentMethod;
};

/** The first password of a logged-in social-login customer. */
export type SetSocialPasswordInput = {
  /** The password. Never logged, never sent back. Bound: at most 128 characters (one line, no control characters). */
  password: string;
  /** The token of a set-password-for-social-login e-mail; without it the logged-in customer sets the password. Bound: at most 512 characters (one line, no control characters). */
  token?: string | null | undefined;
};

/** The stay-logged-in setting to save. */
export type SetStayLoggedInInput = {
  /** Keep the session for 60 days instead of 10. */
  stayLoggedIn: boolean;
};

/** A social sign-in provider. */
export type SocialLoginProvider =
  /** Sign in with Apple. */
  | 'APPLE'
  /** Sign in with Facebook. */
  | 'FACEBOOK'
  /** Sign in with Google. */
  | 'GOOGLE';

/** Order of a sorted list. */
export type SortDirection =
  /** Smallest or earliest first. */
  | 'ASC'
  /** Largest or latest first. */
  | 'DESC';

/** The social sign-in to start. */
export type StartSocialLoginInput = {
  /** The social login provider. */
  provider: SocialLoginProvider;
  /** Absolute URL of the account SPA page the provider sends the browser back to (path under /dpl/av/). Bound: at most 2048 characters (one line, no control characters). */
  redirectUrl: string;
};

/** The order to withdraw from: its id when logged in, or order number and e-mail without login. */
export type StartWithdrawalInput = {
  /** Logged in: the order's id. Bound: at most 128 characters (one line, no control characters). */
  orderId?: string | number | null | undefined;
  /** Without login: order number and e-mail. */
  public?: PublicWithdrawalInput | null | undefined;
};

/** Whether a subscription still sends e-mails. */
export type SubscriptionStatus =
  /** Confirmed and sending. */
  | 'ACTIVE'
  /** Waiting for the double opt-in confirmation (stock reminders only). */
  | 'PENDING'
  /** Ended; nothing is sent any more. */
  | 'UNSUBSCRIBED';

/** A request to the customer service (docs/product/my-data.md §5: a valid e-mail; name, topic and text present). */
export type SupportRequestInput = {
  /**
   * The e-mail address shown in the form (prefilled from the customer's e-mail). Never logged. The
   * confirmation and the answer go to the account's verified address only, whatever this says. Bound: at most 254 characters (one line, no control characters).
   */
  email: string;
  /**
   * The client's key of this request, the same for each retry of it (e.g. a UUID), at most 128
   * characters. A repeated key gets the first answer; nothing is sent twice. Bound: at most 128 characters (one line, no control characters).
   */
  idempotencyKey?: string | null | undefined;
  /** The name to address the customer with (prefilled from the customer's name). Bound: at most 100 characters (one line, no control characters). */
  name: string;
  /** The customer's message, at most 5,000 characters. Never logged. Bound: at most 5000 characters (line breaks allowed, no other control characters). */
  text: string;
  /** What the request is about. */
  topic: SupportTopic;
};

/** What a support request is about. */
export type SupportTopic =
  /** The customer account: login, personal data, newsletter. */
  | 'ACCOUNT'
  /** Delivery: where a parcel is, delivery dates, delivery addresses. */
  | 'DELIVERY'
  /** Invoices, payments, instalments and reminders. */
  | 'INVOICE_PAYMENT'
  /** An order: its content, changing or cancelling it. */
  | 'ORDER'
  /** Anything else. */
  | 'OTHER'
  /** A product: questions before or after buying, warranty. */
  | 'PRODUCT'
  /** Returns and refunds. */
  | 'RETURN';

/** A token from an e-mailed link. */
export type TokenInput = {
  /** The token from the e-mailed link, as it came. Bound: at most 512 characters (one line, no control characters). */
  token: string;
};

/** What an e-mailed token is for. */
export type TokenKind =
  /** Activating a newly registered account. */
  | 'ACCOUNT_ACTIVATION'
  /** The confirmation link of an e-mail change (sent to the new address). */
  | 'EMAIL_CHANGE'
  /** Logging in with a one-time link. */
  | 'MAGIC_LINK'
  /** Setting a new password after 'Passwort vergessen'. */
  | 'PASSWORD_FORGOTTEN'
  /** Setting a first password for a social-login account. */
  | 'SET_PASSWORD_FOR_SOCIAL_LOGIN'
  /** Finishing a registration started with a social provider. */
  | 'SOCIAL_LOGIN_REGISTRATION';

/** The creator to stop following. */
export type UnfollowCreatorInput = {
  /** The creator's id. Bound: at most 128 characters (one line, no control characters). */
  creatorId: string | number;
};

/** The stock reminder of an unsubscribe link. */
export type UnsubscribeStockReminderInput = {
  /** The reminderId of the link, as it came. Blank: InvalidInput. Bound: at most 128 characters (one line, no control characters). */
  reminderId: string;
};

/** The data of an upsell e-mail's unsubscribe link. */
export type UnsubscribeUpsellInput = {
  /** The customerId of the link. Bound: at most 128 characters (one line, no control characters). */
  customerId: string;
  /** The e-mail of the link. Never logged. Bound: at most 254 characters (one line, no control characters). */
  email: string;
  /** The order number the e-mail was about (externalOrderId of the link). Bound: at most 128 characters (one line, no control characters). */
  externalOrderId: string;
};

/** What a username is. */
export type UsernameType =
  /** A customer number (digits, leading zeros allowed). */
  | 'CUSTOMER_NUMBER'
  /** An e-mail address. */
  | 'EMAIL';

/** An IBAN to check. */
export type ValidateIbanInput = {
  /** The IBAN as typed; spaces are removed and letters upper-cased. Bound: at most 42 characters (one line, no control characters). */
  iban: string;
};

/** How a customer without online access proves the account is theirs. */
export type VerificationMethod =
  /** By postal address and date of birth. */
  | 'ADDRESS'
  /** By their customer number (leading zeros allowed; not in Switzerland). */
  | 'CUSTOMER_NUMBER'
  /** By the number of one of their orders. */
  | 'ORDER_NUMBER';

/** The verification method and the values it needs. */
export type VerifyAccountInput = {
  /** City. Bound: at most 50 characters (one line, no control characters). */
  city?: string | null | undefined;
  /** With CUSTOMER_NUMBER (leading zeros and grouped digits allowed). Bound: at most 20 characters (one line, no control characters). */
  customerNumber?: string | null | undefined;
  /** Date of birth as typed (dd.mm.yyyy), for the ADDRESS method. Bound: at most 20 characters (one line, no control characters). */
  dateOfBirth?: string | null | undefined;
  /** The e-mail of the username step. Bound: at most 254 characters (one line, no control characters). */
  email: string;
  /** The chosen method; the matching fields must be set. */
  method: VerificationMethod;
  /** With ORDER_NUMBER. Bound: at most 20 characters (one line, no control characters). */
  orderNumber?: string | null | undefined;
  /** With ADDRESS: street, streetNumber, zipCode, dateOfBirth (dd.mm.yyyy); city optional. Bound: at most 100 characters (one line, no control characters). */
  street?: string | null | undefined;
  /** House number, with any letter suffix (e.g. 12a); null for a Packstation or Postfiliale. Bound: at most 10 characters (one line, no control characters). */
  streetNumber?: string | null | undefined;
  /** Postal code (5 digits in DE, 4 in AT and CH). Bound: at most 10 characters (one line, no control characters). */
  zipCode?: string | null | undefined;
};

/** The token of an e-mailed login link. */
export type VerifyMagicLinkInput = {
  /** Keep the session for 60 days instead of 10. */
  stayLoggedIn?: boolean;
  /** The token from the e-mailed link, as it came. Bound: at most 512 characters (one line, no control characters). */
  token: string;
};

/** What a voucher gives. */
export type VoucherType =
  /** No shipping costs. */
  | 'FREE_SHIPPING'
  /** A percentage off. */
  | 'PERCENTAGE'
  /** A fixed amount off. */
  | 'VALUE';

/** How the withdrawal receipt reaches the customer. */
export type WithdrawalChannel =
  /** By e-mail to the order's address. */
  | 'EMAIL';

/**
 * Withdrawal state: POSSIBLE inside the period (or not delivered yet), EXPIRED, WITHDRAWN,
 * NOT_APPLICABLE (cancelled or fully returned), NOT_AVAILABLE (ch: voluntary return policy instead).
 */
export type WithdrawalStatus =
  /** The withdrawal period has ended. */
  | 'EXPIRED'
  /** Nothing to withdraw from (cancelled or fully returned). */
  | 'NOT_APPLICABLE'
  /** No statutory right in this market (ch): the voluntary return policy applies. */
  | 'NOT_AVAILABLE'
  /** The order can be withdrawn from. */
  | 'POSSIBLE'
  /** The customer has withdrawn. */
  | 'WITHDRAWN';
