import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ViewerModel, CustomerModel } from '../kit/viewer.ts';
import type { PersonalDetailsModel } from '../domains/profile/models.ts';
import type { OrderModel, OrderItemModel } from '../domains/orders/models.ts';
import type { ProductModel, ProductVariantModel } from '../domains/products/models.ts';
import type { WishlistItemModel } from '../domains/wishlist/models.ts';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Calendar date without time, ISO 8601 (yyyy-mm-dd). Clients format it for display (dd.mm.yyyy). */
  Date: { input: string; output: string; }
  /** Point in time, ISO 8601 with offset. */
  DateTime: { input: string; output: string; }
};

/** The account is active: the customer can log in. */
export type AccountActivated = {
  __typename?: 'AccountActivated';
  /** The customer's number, as printed on invoices. */
  customerNumber: Scalars['String']['output'];
  /** E-mail address. */
  email: Scalars['String']['output'];
};

/** The account was created. */
export type AccountCreated = {
  __typename?: 'AccountCreated';
  /** The customer's number, as printed on invoices. */
  customerNumber: Scalars['String']['output'];
  /** E-mail address. */
  email: Scalars['String']['output'];
  /** How the customer is logged in (the social provider) when status is LOGGED_IN. */
  loginMethod?: Maybe<LoginMethod>;
  /** Waiting for activation, or logged in at once. */
  status: AccountCreatedStatus;
  /** The visitor: logged in when status is LOGGED_IN. */
  viewer: Viewer;
};

/** What happens after a registration. */
export type AccountCreatedStatus =
  /** An activation e-mail was sent; the account can log in after activation (double opt-in step). */
  | 'ACTIVATION_PENDING'
  /** Registered with a social provider's verified e-mail: active and logged in (session cookies set). */
  | 'LOGGED_IN';

/** The account is deleted and the session ended (its cookies are cleared): show the goodbye page. */
export type AccountDeleted = {
  __typename?: 'AccountDeleted';
  /** The visitor after the deletion: always logged out. */
  viewer: Viewer;
};

/** The account exists but has not been activated through its e-mailed link yet; the client may offer resendActivation. */
export type AccountNotActivated = Error & {
  __typename?: 'AccountNotActivated';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

/** Not verified: continue with the customer-service verification page. */
export type AccountNotVerified = Error & {
  __typename?: 'AccountNotVerified';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

/** Verified: an e-mail with a set-password link went out (verification success page). */
export type AccountVerified = {
  __typename?: 'AccountVerified';
  /** E-mail address. */
  email: Scalars['String']['output'];
};

/** Outcome of activating an account. RateLimited: too many links tried from this client. */
export type ActivateAccountResult = AccountActivated | RateLimited | TokenError;

/** Sent when there was an account awaiting activation; the answer is the same either way. */
export type ActivationResent = {
  __typename?: 'ActivationResent';
  /** The username as typed: an e-mail address or a customer number. */
  username: Scalars['String']['output'];
};

/** A product variant to put on the wishlist. */
export type AddWishlistItemInput = {
  /** The recommendation tracking session id (3 random bytes in hex); only with the customer's tracking consent. Bound: at most 128 characters (one line, no control characters). */
  sessionId?: InputMaybe<Scalars['String']['input']>;
  /** The variant's sku. Bound: at most 128 characters (one line, no control characters). */
  sku: Scalars['String']['input'];
};

/** Outcome of addWishlistItem. */
export type AddWishlistItemResult = InvalidInput | ProductNotFound | WishlistItemAdded;

/** Common fields of billing and delivery addresses. */
export type Address = {
  /** Optional addition: c/o, floor, apartment; null when none. */
  addressAddition?: Maybe<Scalars['String']['output']>;
  /** City. */
  city: Scalars['String']['output'];
  /** Country. */
  countryCode: CountryCode;
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Stable id; the cache key of this object. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Phone number (international form); null when none. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Form of address. */
  salutation: Salutation;
  /** For a pickup station: its kind (Packstation, …). */
  street: Scalars['String']['output'];
  /** For a pickup station: the station number. */
  streetNumber: Scalars['String']['output'];
  /** Postal code (5 digits in DE, 4 in AT and CH). */
  zipCode: Scalars['String']['output'];
};

/** What the address check found. */
export type AddressCheckVerdict =
  /** The first suggestion equals the input (street, number, ZIP, city): proceed. */
  | 'MATCH'
  /** The first suggestion differs: the customer chooses between recommendedAddress and their own input. */
  | 'SUGGESTION'
  /** No suggestion: the address is not known to the check. */
  | 'UNKNOWN';

/** The address was checked. */
export type AddressChecked = {
  __typename?: 'AddressChecked';
  /** The input as checked. */
  input: CheckedAddress;
  /** The first suggestion when it differs from the input (verdict SUGGESTION), else null. */
  recommendedAddress?: Maybe<CheckedAddress>;
  /** Match, suggestion or unknown. */
  verdict: AddressCheckVerdict;
};

/** The lines of an address as typed. For a pickup point street and streetNumber stay empty (stationNumber and postNumber of the enclosing input instead). */
export type AddressLinesInput = {
  /** Optional addition: c/o, floor, apartment; null when none. Bound: at most 100 characters (one line, no control characters). */
  addressAddition?: InputMaybe<Scalars['String']['input']>;
  /** City. Bound: at most 50 characters (one line, no control characters). */
  city: Scalars['String']['input'];
  /** Defaults to the country of the market. */
  countryCode?: InputMaybe<CountryCode>;
  /** First name. Bound: at most 50 characters (one line, no control characters). */
  firstName: Scalars['String']['input'];
  /** Last name. Bound: at most 50 characters (one line, no control characters). */
  lastName: Scalars['String']['input'];
  /** Phone number (international form); null when none. Bound: at most 30 characters (one line, no control characters). */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Form of address. */
  salutation: Salutation;
  /** Street name, without the house number; null for a Packstation or Postfiliale. Bound: at most 100 characters (one line, no control characters). */
  street?: InputMaybe<Scalars['String']['input']>;
  /** House number, with any letter suffix (e.g. 12a); null for a Packstation or Postfiliale. Bound: at most 10 characters (one line, no control characters). */
  streetNumber?: InputMaybe<Scalars['String']['input']>;
  /** Postal code (5 digits in DE, 4 in AT and CH). Bound: at most 10 characters (one line, no control characters). */
  zipCode: Scalars['String']['input'];
};

/** The service failed; what was typed is still in the form. */
export type AddressSaveFailed = Error & {
  __typename?: 'AddressSaveFailed';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

/** The address check suggests another spelling: the customer chooses and saves again with confirmed: true. */
export type AddressSuggested = Error & {
  __typename?: 'AddressSuggested';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** The address as the customer typed it. */
  entered: CheckedAddress;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
  /** The spelling the address check recommends. */
  suggested: CheckedAddress;
};

/** The customer has withdrawn from this order already. */
export type AlreadyWithdrawn = Error & {
  __typename?: 'AlreadyWithdrawn';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
  /** When the withdrawal was confirmed; null while there is none. */
  withdrawnAt?: Maybe<Scalars['DateTime']['output']>;
};

/** The customer's bank account for direct debit. The IBAN is only ever shown masked. */
export type BankAccount = {
  __typename?: 'BankAccount';
  /** Name of the account holder. */
  accountHolder: Scalars['String']['output'];
  /** Name of the bank, from the IBAN check; null when the service does not know it. */
  bankName?: Maybe<Scalars['String']['output']>;
  /** BIC of the bank; null when the service does not know it. */
  bic?: Maybe<Scalars['String']['output']>;
  /** The customer's id: one bank account per customer. */
  id: Scalars['ID']['output'];
  /** Country and last four characters only. */
  maskedIban: Scalars['String']['output'];
};

/** Deleting failed: code BANK_ACCOUNT_IN_USE (direct debit is preferred) or PAYMENT_UPDATE_FAILED. */
export type BankAccountDeleteFailed = Error & {
  __typename?: 'BankAccountDeleteFailed';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

/** The bank account was deleted. */
export type BankAccountDeleted = {
  __typename?: 'BankAccountDeleted';
  /** The customer's payment methods after the change. */
  paymentMethods: PaymentMethods;
};

/** Direct debit needs a saved bank account first. */
export type BankAccountRequired = Error & {
  __typename?: 'BankAccountRequired';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

/** The bank account was saved. */
export type BankAccountSaved = {
  __typename?: 'BankAccountSaved';
  /** The customer's payment methods after the change. */
  paymentMethods: PaymentMethods;
};

/** The customer's billing address (one per customer; never a Packstation). */
export type BillingAddress = Address & {
  __typename?: 'BillingAddress';
  /** Optional addition: c/o, floor, apartment; null when none. */
  addressAddition?: Maybe<Scalars['String']['output']>;
  /** City. */
  city: Scalars['String']['output'];
  /** Country. */
  countryCode: CountryCode;
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Stable id; the cache key of this object. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Phone number (international form); null when none. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Form of address. */
  salutation: Salutation;
  /** Street name, without the house number. */
  street: Scalars['String']['output'];
  /** House number, with any letter suffix (e.g. 12a). */
  streetNumber: Scalars['String']['output'];
  /** Postal code (5 digits in DE, 4 in AT and CH). */
  zipCode: Scalars['String']['output'];
};

/** The billing address to create or change (a postal address only). */
export type BillingAddressInput = {
  /** Name and address lines. */
  address: AddressLinesInput;
  /** True when the customer chose between the entered and the suggested spelling: saves without checking again. */
  confirmed?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A billing address must exist before a bank account can be saved. */
export type BillingAddressRequired = Error & {
  __typename?: 'BillingAddressRequired';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

/** The billing address was saved. */
export type BillingAddressSaved = {
  __typename?: 'BillingAddressSaved';
  /** The billing address as saved. */
  address: BillingAddress;
  /** True when this was the customer's first billing address (the billing-created dialog shows). */
  created: Scalars['Boolean']['output'];
  /** The customer after the change (the cache updates from it). */
  customer: Customer;
};

/** Items of one of the customer's orders to put into the basket again. */
export type BuyAgainInput = {
  /**
   * One key per customer action (a tap), the same for every retry of that action: a retry after a
   * lost answer adds nothing twice (e.g. a UUID). Bound: at most 128 characters (one line, no
   * control characters).
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Id of the order (Order.id). Bound: at most 128 characters (one line, no control characters). */
  orderId: Scalars['ID']['input'];
  /**
   * The skus of the order's items to buy again (OrderItem.sku; only items whose canBuyAgain is
   * true): at least one, each at most 64 characters, none twice. Bound: at most 50 items.
   */
  skus: Array<Scalars['String']['input']>;
};

/** The item is in the basket. */
export type BuyAgainItemAdded = {
  __typename?: 'BuyAgainItemAdded';
  /** The order item (its name, the quantity ordered and the price paid then). */
  item: OrderItem;
  /** Pieces put into the basket: the quantity ordered. */
  quantity: Scalars['Int']['output'];
  /**
   * The variant as the shop sells it now: today's price in the market's currency (it may differ
   * from the order's) and its availability (ALMOST_SOLD_OUT with its stock level).
   */
  variant: ProductVariant;
};

/** The basket service did not take the item (no answer or a failure): try again with the same key. */
export type BuyAgainItemFailed = Error & {
  __typename?: 'BuyAgainItemFailed';
  /** Always BASKET_UNAVAILABLE. */
  code: ErrorCode;
  /** The order item. */
  item: OrderItem;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

/**
 * The outcome of one item: BuyAgainItemAdded (in the basket), BuyAgainItemUnavailable (sold out
 * or no longer sold: not added), BuyAgainItemFailed (the basket service failed: try again).
 */
export type BuyAgainItemResult = BuyAgainItemAdded | BuyAgainItemFailed | BuyAgainItemUnavailable;

/** The item cannot be bought now; nothing was added for it. */
export type BuyAgainItemUnavailable = Error & {
  __typename?: 'BuyAgainItemUnavailable';
  /** SOLD_OUT (the variant is sold out now) or NO_LONGER_SOLD (the product or variant is no longer sold). */
  code: ErrorCode;
  /** The order item. */
  item: OrderItem;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
  /** Address of the product in the market's shop (to choose another variant or be reminded); null when the shop no longer shows it. */
  productUrl?: Maybe<Scalars['String']['output']>;
};

/** What happened to each item asked for; some may be in the basket and others not. */
export type BuyAgainOutcome = {
  __typename?: 'BuyAgainOutcome';
  /** Articles in the basket after the last item added; null when none was added. */
  basketItemCount?: Maybe<Scalars['Int']['output']>;
  /** Address of the basket in the market's shop. */
  basketUrl: Scalars['String']['output'];
  /** One outcome per sku asked for, in the order asked. */
  items: Array<BuyAgainItemResult>;
};

/** Outcome of buyAgain. */
export type BuyAgainResult = BuyAgainOutcome | FeatureDisabled | InvalidInput;

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
  subscriptionId: Scalars['String']['input'];
};

/** Outcome of cancelNewsletter. */
export type CancelNewsletterResult = InvalidInput | NewsletterReduced | NewsletterUnsubscribed | RateLimited | SubscriptionEnded | SubscriptionNotFound;

/** An order to cancel, with the reason. */
export type CancelOrderInput = {
  /**
   * One key per customer action (a submit), the same for every retry of that action: a retry
   * after a lost answer gets the first answer instead of writing twice. Printable ASCII, at most
   * 128 characters (e.g. a UUID). Bound: at most 128 characters (one line, no control characters).
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Id of the order (Order.id). Bound: at most 128 characters (one line, no control characters). */
  orderId: Scalars['ID']['input'];
  /** Required; a missing reason gives InvalidInput. */
  reasonCode?: InputMaybe<CancellationReason>;
};

/** Outcome of cancelling an order. */
export type CancelOrderResult = CancelOrderSuccess | InvalidInput | OrderNotCancellable;

/** The order is cancelled; a confirmation e-mail is sent. */
export type CancelOrderSuccess = {
  __typename?: 'CancelOrderSuccess';
  /** The customer's e-mail, for the cancel-success page. */
  email: Scalars['String']['output'];
  /** The cancelled order. */
  order: Order;
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
  newEmail: Scalars['String']['input'];
  /** Whether the customer wants the newsletter at the new address. */
  newsletterOptIn?: Scalars['Boolean']['input'];
  /** The customer's current password (not stored, not logged). Bound: at most 128 characters (one line, no control characters). */
  password: Scalars['String']['input'];
};

/**
 * Outcome of changeEmail. WrongPassword, EmailAlreadyExists (also the current e-mail) and
 * InvalidInput (field newEmail or password) are answers to show at the form; RateLimited: too
 * many attempts of this account or client (wrong passwords also count for the login, which then
 * asks for a challenge); ProfileChangeFailed is the generic error.
 */
export type ChangeEmailResult = EmailAlreadyExists | EmailChangeRequested | InvalidInput | ProfileChangeFailed | RateLimited | WrongPassword;

/** A logged-in customer's new password, with the current one to confirm it is him. */
export type ChangePasswordInput = {
  /** The current password. Never logged, never sent back. Bound: at most 128 characters (one line, no control characters). */
  currentPassword: Scalars['String']['input'];
  /** The new password: at least 8 characters, different from the current one. Never logged, never sent back. Bound: at most 128 characters (one line, no control characters). */
  newPassword: Scalars['String']['input'];
};

/**
 * Outcome of changePassword. WrongPassword: the current password is not the customer's.
 * PasswordSameAsOld: the new password is the current one. InvalidInput: a password is missing or
 * the new one is too short (field currentPassword or newPassword). RateLimited: too many attempts
 * of this account or client (wrong passwords also count for the login, which then asks for a
 * challenge). ProfileChangeFailed: anything else; nothing changed.
 */
export type ChangePasswordResult = InvalidInput | PasswordChanged | PasswordSameAsOld | ProfileChangeFailed | RateLimited | WrongPassword;

/** A postal address to check before registration. */
export type CheckAddressInput = {
  /** City. Bound: at most 50 characters (one line, no control characters). */
  city: Scalars['String']['input'];
  /** Defaults to the country of the market. */
  countryCode?: InputMaybe<CountryCode>;
  /** First name; null when unknown. Bound: at most 50 characters (one line, no control characters). */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name; null when unknown. Bound: at most 50 characters (one line, no control characters). */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Street name, without the house number. Bound: at most 100 characters (one line, no control characters). */
  street: Scalars['String']['input'];
  /** House number, with any letter suffix (e.g. 12a). Bound: at most 10 characters (one line, no control characters). */
  streetNumber: Scalars['String']['input'];
  /** Postal code (5 digits in DE, 4 in AT and CH). Bound: at most 10 characters (one line, no control characters). */
  zipCode: Scalars['String']['input'];
};

/** Outcome of the address check. RateLimited: too many checks from this client (the check is a paid service). */
export type CheckAddressResult = AddressChecked | InvalidInput | RateLimited;

/** The first login step. */
export type CheckUsernameInput = {
  /** reCAPTCHA v3 token of this attempt (outside production any non-empty value). Bound: at most 4096 characters (one line, no control characters). */
  recaptchaToken: Scalars['String']['input'];
  /** As typed; the gateway trims it and strips leading zeros of a customer number. Bound: at most 254 characters (one line, no control characters). */
  username: Scalars['String']['input'];
};

/** Outcome of the username step: go on to the password, or one of the ways the account must take instead. */
export type CheckUsernameResult = AccountNotActivated | InvalidInput | LightUserNoCredentials | NoCredentials | NoPassword | RateLimited | UsernameAccepted | UsernameCheckFailed | UsernameNotFound;

/** The lines of an address as the check sees them. */
export type CheckedAddress = {
  __typename?: 'CheckedAddress';
  /** City. */
  city: Scalars['String']['output'];
  /** Country. */
  countryCode: CountryCode;
  /** Street name, without the house number. */
  street: Scalars['String']['output'];
  /** House number, with any letter suffix (e.g. 12a). */
  streetNumber: Scalars['String']['output'];
  /** Postal code (5 digits in DE, 4 in AT and CH). */
  zipCode: Scalars['String']['output'];
};

/** What the provider handed back to the redirect URL. */
export type CompleteSocialLoginInput = {
  /** The provider's authorisation code (query parameter code on return). Bound: at most 2048 characters (one line, no control characters). */
  code: Scalars['String']['input'];
  /** The social login provider. */
  provider: SocialLoginProvider;
  /** The same redirect URL as at the start. Bound: at most 2048 characters (one line, no control characters). */
  redirectUrl: Scalars['String']['input'];
  /** Keep the session for 60 days instead of 10. */
  stayLoggedIn?: Scalars['Boolean']['input'];
};

/** Outcome of a social sign-in: logged in, or the registration to continue with. */
export type CompleteSocialLoginResult = AccountNotActivated | InvalidInput | LoginSuccess | LoginWrongCountry | RateLimited | SocialCustomerNotFound | SocialLoginFailed;

/** The confirmation of an e-mail change by its e-mailed link. */
export type ConfirmEmailChangeInput = {
  /** The token of the e-mailed link (query parameter token). A blank one is TOKEN_MISSING without asking the service. Bound: at most 512 characters (one line, no control characters). */
  token: Scalars['String']['input'];
};

/**
 * Outcome of confirmEmailChange. TokenError: the link is incomplete, unknown, expired or used
 * (each code its own page state); EmailAlreadyExists: someone took the address since the link was
 * sent. RateLimited: too many links tried from this client.
 */
export type ConfirmEmailChangeResult = EmailAlreadyExists | EmailChangeConfirmed | RateLimited | TokenError;

/** The market research invitation's consent. */
export type ConfirmMarketResearchInput = {
  /** The token of the link (its parameter market-research-doi-token). Blank: TOKEN_MISSING. Bound: at most 512 characters (one line, no control characters). */
  token: Scalars['String']['input'];
};

/**
 * Outcome of confirmMarketResearch. MarketResearchAlreadyConfirmed: confirmed before. TokenError:
 * missing or unknown link. Other failures are errors (docs/product/public-pages.md §8: registration failed).
 */
export type ConfirmMarketResearchResult = MarketResearchAlreadyConfirmed | MarketResearchConfirmed | RateLimited | TokenError;

/** The double opt-in of a new stock reminder. */
export type ConfirmStockReminderInput = {
  /** The token of the link. Blank: TOKEN_MISSING without asking the service. Bound: at most 512 characters (one line, no control characters). */
  token: Scalars['String']['input'];
};

/** Outcome of confirmStockReminder. TokenError: missing, unknown, expired (7 days) or used link. */
export type ConfirmStockReminderResult = RateLimited | StockReminderConfirmed | TokenError;

/** The confirmation of a started withdrawal. */
export type ConfirmWithdrawalInput = {
  /** How the receipt should be sent. */
  channel?: WithdrawalChannel;
  /** The confirmationSecret of WithdrawalStarted. Bound: at most 512 characters (one line, no control characters). */
  confirmationSecret: Scalars['String']['input'];
  /**
   * One key per customer action (a submit), the same for every retry of that action: a retry
   * after a lost answer gets the first answer instead of writing twice. Printable ASCII, at most
   * 128 characters (e.g. a UUID). Bound: at most 128 characters (one line, no control characters).
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The request id startWithdrawal answered. Bound: at most 128 characters (one line, no control characters). */
  requestId: Scalars['ID']['input'];
};

/** Outcome of confirming a withdrawal. */
export type ConfirmWithdrawalResult = AlreadyWithdrawn | RateLimited | WithdrawalConfirmed | WithdrawalNotApplicable | WithdrawalNotAvailable | WithdrawalPeriodExpired | WithdrawalRequestExpired;

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
  addressAddition?: InputMaybe<Scalars['String']['input']>;
  /** City. Bound: at most 50 characters (one line, no control characters). */
  city: Scalars['String']['input'];
  /** Where the registration started; default CREATE_ACCOUNT. */
  context?: InputMaybe<CreateAccountContext>;
  /** Defaults to the country of the market; another country is refused (field error countryCode). */
  countryCode?: InputMaybe<CountryCode>;
  /** As typed, dd.mm.yyyy (separators normalised), or yyyy-mm-dd. The customer must be an adult. Bound: at most 20 characters (one line, no control characters). */
  dateOfBirth: Scalars['String']['input'];
  /** E-mail address. Bound: at most 254 characters (one line, no control characters). */
  email: Scalars['String']['input'];
  /** First name. Bound: at most 50 characters (one line, no control characters). */
  firstName: Scalars['String']['input'];
  /** Last name. Bound: at most 50 characters (one line, no control characters). */
  lastName: Scalars['String']['input'];
  /** Whether the customer wants the newsletter (double opt-in follows by e-mail). */
  newsletterConsent?: Scalars['Boolean']['input'];
  /** At least 8 characters. May be left out with a socialLoginToken. Bound: at most 128 characters (one line, no control characters). */
  password?: InputMaybe<Scalars['String']['input']>;
  /** reCAPTCHA v3 token of this registration (outside production any non-empty value), as the login takes it. Bound: at most 4096 characters (one line, no control characters). */
  recaptchaToken: Scalars['String']['input'];
  /** Form of address. */
  salutation: Salutation;
  /** From SocialCustomerNotFound.userInfo: links the account to the social provider. Bound: at most 512 characters (one line, no control characters). */
  socialLoginToken?: InputMaybe<Scalars['String']['input']>;
  /** Street name, without the house number. Bound: at most 100 characters (one line, no control characters). */
  street: Scalars['String']['input'];
  /** House number, with any letter suffix (e.g. 12a). Bound: at most 10 characters (one line, no control characters). */
  streetNumber: Scalars['String']['input'];
  /** Postal code (5 digits in DE, 4 in AT and CH). Bound: at most 10 characters (one line, no control characters). */
  zipCode: Scalars['String']['input'];
};

/**
 * Field errors carry the input field name (firstName, zipCode, dateOfBirth, …) and, when the
 * service refused the field, the service's own German detail text. RecaptchaFailed: the reCAPTCHA
 * token is missing or was refused; nothing was sent. RateLimited: too many registrations of this
 * e-mail address or from this client. FeatureDisabled: the way in is switched off in this deployment
 * (a light account without flag lightAccount, a registration with a socialLoginToken without flag
 * socialLogin).
 */
export type CreateAccountResult = AccountCreated | DuplicateAccount | EmailAlreadyExists | FeatureDisabled | InvalidInput | RateLimited | RecaptchaFailed | TokenError;

/** The registration of a light account: name and e-mail only. */
export type CreateLightAccountInput = {
  /** Where the registration started; default ACCOUNT_LIGHT_ACCOUNT. */
  context?: InputMaybe<CreateAccountContext>;
  /** E-mail address. Bound: at most 254 characters (one line, no control characters). */
  email: Scalars['String']['input'];
  /** First name. Bound: at most 50 characters (one line, no control characters). */
  firstName: Scalars['String']['input'];
  /** Last name. Bound: at most 50 characters (one line, no control characters). */
  lastName: Scalars['String']['input'];
  /** reCAPTCHA v3 token of this registration (outside production any non-empty value), as the login takes it. Bound: at most 4096 characters (one line, no control characters). */
  recaptchaToken: Scalars['String']['input'];
  /** The token of a social sign-in whose account did not exist yet; with it the customer is logged in at once. Bound: at most 512 characters (one line, no control characters). */
  socialLoginToken?: InputMaybe<Scalars['String']['input']>;
};

/** A host of the shop's live streams. */
export type Creator = {
  __typename?: 'Creator';
  /** Since when the customer follows the creator. */
  followedAt: Scalars['DateTime']['output'];
  /** The creator's id. */
  id: Scalars['ID']['output'];
  /** Absolute URL of the creator's picture. */
  imageUrl: Scalars['String']['output'];
  /** Name as shown in the streams. */
  name: Scalars['String']['output'];
};

/** The customer follows the creator. */
export type CreatorFollowed = {
  __typename?: 'CreatorFollowed';
  /** The creator, with the date the customer follows since. */
  creator: Creator;
};

/** The creator is not known; nothing changed. */
export type CreatorNotFound = Error & {
  __typename?: 'CreatorNotFound';
  /** Always CREATOR_NOT_FOUND. */
  code: ErrorCode;
  /** German text to show. */
  message: Scalars['String']['output'];
};

/** The customer no longer follows the creator. */
export type CreatorUnfollowed = {
  __typename?: 'CreatorUnfollowed';
  /** The creator's id. */
  creatorId: Scalars['ID']['output'];
};

/** Currency of an amount: EUR in Germany and Austria, CHF in Switzerland. */
export type Currency =
  /** Swiss franc. */
  | 'CHF'
  /** Euro. */
  | 'EUR';

/** The logged-in customer (docs/product/shell.md §3 logged-in user). */
export type Customer = {
  __typename?: 'Customer';
  /** The billing address; null when there is none (or when it could not be loaded: see errors). */
  billingAddress?: Maybe<BillingAddress>;
  /** Whether the customer agreed to tracking across devices. */
  crossDeviceTracking: Scalars['Boolean']['output'];
  /** The retailer's customer class; null when none. */
  customerClass?: Maybe<Scalars['String']['output']>;
  /** The customer's number, as printed on invoices. */
  customerNumber: Scalars['String']['output'];
  /** One delivery address of the customer; null when it is not the customer's. */
  deliveryAddress?: Maybe<DeliveryAddress>;
  /** The delivery addresses; null when they could not be loaded. */
  deliveryAddresses?: Maybe<DeliveryAddressList>;
  /** The customer's e-mail address; null when the customer service has none. */
  email?: Maybe<Scalars['String']['output']>;
  /** Hash of the e-mail address for tracking partners (never the address itself); null when none. */
  emailHash?: Maybe<Scalars['String']['output']>;
  /** The e-mail address encrypted for the retailer's tracking; null when none. */
  encryptedEmail?: Maybe<Scalars['String']['output']>;
  /** First name; null when unknown. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The creators the customer follows, most recently followed first; null (with an error) when the service could not deliver them. */
  followedCreators?: Maybe<Array<Creator>>;
  /** Whether the account has a password (social and light accounts may have none). */
  hasPassword: Scalars['Boolean']['output'];
  /** The customer id. */
  id: Scalars['ID']['output'];
  /** Whether the customer came through the retailer's welcome programme. */
  isHelloUser: Scalars['Boolean']['output'];
  /** A light account: name and e-mail only, no password until one is set through the e-mailed link. */
  isLightUser: Scalars['Boolean']['output'];
  /**
   * True when the customer placed no order in the last 2 years (checked with the last order).
   * Null when the order history could not be read.
   */
  isNewCustomer?: Maybe<Scalars['Boolean']['output']>;
  /** Last name; null when unknown. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Open invoices and the balance, sorted by due date (default: latest first); null when the payment service failed. */
  openInvoices?: Maybe<OpenInvoices>;
  /**
   * One of the customer's orders. Null with a NOT_FOUND error for an unknown order or one of
   * another customer; null with UPSTREAM_UNAVAILABLE when the order service failed.
   */
  order?: Maybe<Order>;
  /** Counts of the customer's orders per status; null when the order history could not be read. */
  orderInsights?: Maybe<OrderInsights>;
  /**
   * The customer's orders, newest first, as a cursor connection (first: 1–50, default 10).
   * Null (with an UPSTREAM_UNAVAILABLE error) when the order history could not be read.
   */
  orders?: Maybe<OrderConnection>;
  /** Payment methods; null when the payment service could not deliver them. */
  paymentMethods?: Maybe<PaymentMethods>;
  /** Personal details merged with customer details; null when the customer service could not deliver them. */
  personalDetails?: Maybe<PersonalDetails>;
  /** The products the customer looked at recently, newest first; empty when none; null (with an error) when the service could not deliver them. */
  recentlyViewed?: Maybe<Array<RecentlyViewedProduct>>;
  /**
   * Products recommended to the customer, in the service's order, at most maxItems (1 to 24,
   * default 8); products the product service does not know are left out. Pass the recommendation
   * tracking session id (3 random bytes in hex, e.g. "a1b2c3", kept by the client for about 180
   * days) only when the customer consented to tracking: the set is then made for him and this
   * session. Without it the market's set for everybody comes, and nothing identifies him to the
   * service. null (with an error) when the service could not deliver.
   */
  recommendations?: Maybe<Array<Product>>;
  /** The customer's personal link to recommend the shop; null (with an error) when the customer service could not deliver it. */
  referral?: Maybe<Referral>;
  /** The provider a social-login customer signs in with; null for others. */
  socialLoginProvider?: Maybe<SocialLoginProvider>;
  /** Whether this session stays logged in for 60 days; null when it could not be read. */
  stayLoggedIn?: Maybe<Scalars['Boolean']['output']>;
  /** The username the customer logs in with (e-mail address or customer number); null when unknown. */
  username?: Maybe<Scalars['String']['output']>;
  /** The customer's wishlist; null (with an error) when the wishlist service could not deliver it. */
  wishlist?: Maybe<Wishlist>;
};


/** The logged-in customer (docs/product/shell.md §3 logged-in user). */
export type CustomerDeliveryAddressArgs = {
  id: Scalars['ID']['input'];
};


/** The logged-in customer (docs/product/shell.md §3 logged-in user). */
export type CustomerOpenInvoicesArgs = {
  sort?: InputMaybe<SortDirection>;
};


/** The logged-in customer (docs/product/shell.md §3 logged-in user). */
export type CustomerOrderArgs = {
  id: Scalars['ID']['input'];
};


/** The logged-in customer (docs/product/shell.md §3 logged-in user). */
export type CustomerOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The logged-in customer (docs/product/shell.md §3 logged-in user). */
export type CustomerRecommendationsArgs = {
  maxItems?: InputMaybe<Scalars['Int']['input']>;
  placement?: InputMaybe<RecommendationPlacement>;
  sessionId?: InputMaybe<Scalars['String']['input']>;
};

/** The confirmation of an account deletion. */
export type DeleteAccountInput = {
  /** The customer's password to confirm the deletion (not stored, not logged). Bound: at most 128 characters (one line, no control characters). */
  password: Scalars['String']['input'];
};

/**
 * Outcome of deleteAccount. RateLimited: too many attempts of this account or client (wrong
 * passwords also count for the login, which then asks for a challenge).
 */
export type DeleteAccountResult = AccountDeleted | InvalidInput | ProfileChangeFailed | RateLimited | WrongPassword;

/** Outcome of deleting the bank account. */
export type DeleteBankAccountResult = BankAccountDeleteFailed | BankAccountDeleted;

/** A wishlist item to remove. */
export type DeleteWishlistItemInput = {
  /** The item's sku. Bound: at most 128 characters (one line, no control characters). */
  sku: Scalars['String']['input'];
};

/** Outcome of deleteWishlistItem. */
export type DeleteWishlistItemResult = FeatureDisabled | InvalidInput | WishlistItemDeleted | WishlistItemNotFound;

/** One of the customer's delivery addresses: a postal address or a carrier pickup point. */
export type DeliveryAddress = Address & {
  __typename?: 'DeliveryAddress';
  /** Optional addition: c/o, floor, apartment; null when none. */
  addressAddition?: Maybe<Scalars['String']['output']>;
  /** City. */
  city: Scalars['String']['output'];
  /** Country. */
  countryCode: CountryCode;
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Stable id; the cache key of this object. */
  id: Scalars['ID']['output'];
  /** Soft-deleted: shown for restoring only. */
  isDeleted: Scalars['Boolean']['output'];
  /** False when the carrier no longer accepts the post number (isDhlDeliveryAddressPostNumberValid). */
  isPostNumberValid: Scalars['Boolean']['output'];
  /** Whether orders go here unless the customer chooses otherwise (at most one address). */
  isPreferred: Scalars['Boolean']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Phone number (international form); null when none. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Kind of pickup point; null for a postal address. */
  pickupKind?: Maybe<PickupKind>;
  /** Carrier post number (DHL Postnummer) of a pickup address. */
  postNumber?: Maybe<Scalars['String']['output']>;
  /** Form of address. */
  salutation: Salutation;
  /** Number of the Packstation or Postfiliale (3 digits); null for a postal address. */
  stationNumber?: Maybe<Scalars['String']['output']>;
  /** Street name, without the house number. */
  street: Scalars['String']['output'];
  /** House number, with any letter suffix (e.g. 12a). */
  streetNumber: Scalars['String']['output'];
  /** Postal address or carrier pickup point. */
  type: DeliveryAddressType;
  /** Postal code (5 digits in DE, 4 in AT and CH). */
  zipCode: Scalars['String']['output'];
};

/** Outcome of changing, deleting or restoring a delivery address. */
export type DeliveryAddressChangeResult = AddressSaveFailed | DeliveryAddressChanged | DeliveryAddressLimitReached;

/** The delivery address was changed, deleted or restored. */
export type DeliveryAddressChanged = {
  __typename?: 'DeliveryAddressChanged';
  /** The address as it is now. */
  address: DeliveryAddress;
  /** The address book afterwards (a deletion or restoration changes it); null when it could not be read. */
  list?: Maybe<DeliveryAddressList>;
};

/** A delivery address to add or change: a postal address, or a pickup point when stationNumber is set. */
export type DeliveryAddressInput = {
  /** Name and address lines. */
  address: AddressLinesInput;
  /** True when the customer chose this address after an AddressSuggested answer: saved without a new check. */
  confirmed?: InputMaybe<Scalars['Boolean']['input']>;
  /** Make it the preferred delivery address. */
  isPreferred?: InputMaybe<Scalars['Boolean']['input']>;
  /** Set for a pickup address (then stationNumber and postNumber instead of street and number). */
  pickupKind?: InputMaybe<PickupKind>;
  /** The customer's carrier post number (6 to 10 digits), for a pickup point only. Bound: at most 10 characters (one line, no control characters). */
  postNumber?: InputMaybe<Scalars['String']['input']>;
  /** Number of the Packstation or Postfiliale (3 digits); null for a postal address. Bound: at most 10 characters (one line, no control characters). */
  stationNumber?: InputMaybe<Scalars['String']['input']>;
};

/** The customer has the most delivery addresses allowed: delete one first. */
export type DeliveryAddressLimitReached = Error & {
  __typename?: 'DeliveryAddressLimitReached';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** The most delivery addresses a customer may keep (the address service sets it). */
  maxDeliveryAddresses: Scalars['Int']['output'];
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

/** The customer's delivery addresses with the address book's rules. */
export type DeliveryAddressList = {
  __typename?: 'DeliveryAddressList';
  /** Soft-deleted ones included (isDeleted). */
  addresses: Array<DeliveryAddress>;
  /** The customer's id: one list per customer. */
  id: Scalars['ID']['output'];
  /** False when the limit is reached: adding is not offered. */
  isCreateAllowed: Scalars['Boolean']['output'];
  /** The most delivery addresses a customer may keep (the address service sets it). */
  maxDeliveryAddresses: Scalars['Int']['output'];
  /** Id of the preferred delivery address; null when none is preferred. */
  preferredAddressId?: Maybe<Scalars['ID']['output']>;
};

/** The delivery address was added. */
export type DeliveryAddressSaved = {
  __typename?: 'DeliveryAddressSaved';
  /** The new address (the cache adds it to the list by its id). */
  address: DeliveryAddress;
  /** The list after the save (the preferred address may have changed). */
  list?: Maybe<DeliveryAddressList>;
};

/** Kind of a delivery address. */
export type DeliveryAddressType =
  /** A pickup point of the carrier (pickupKind says which), with station and post number. */
  | 'DHL_ADDRESS'
  /** A street address. */
  | 'POSTAL';

/** Direct debit is not offered in this market (Switzerland). */
export type DirectDebitNotAvailable = Error & {
  __typename?: 'DirectDebitNotAvailable';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

/** A customer with the same name, birth date and address exists already: continue with the no-credentials state. */
export type DuplicateAccount = Error & {
  __typename?: 'DuplicateAccount';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

/** An account with this e-mail address exists: log in or reset the password instead. */
export type EmailAlreadyExists = Error & {
  __typename?: 'EmailAlreadyExists';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** E-mail address. */
  email: Scalars['String']['output'];
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

/** The customer's e-mail is changed. */
export type EmailChangeConfirmed = {
  __typename?: 'EmailChangeConfirmed';
  /** The e-mail the customer logs in with from now on. */
  email: Scalars['String']['output'];
  /** The visitor of this request (logged in or not: the link may be opened anywhere). */
  viewer: Viewer;
};

/** The change is requested: a confirmation link went to the new address; the e-mail changes when it is followed. */
export type EmailChangeRequested = {
  __typename?: 'EmailChangeRequested';
  /** The address the confirmation link was sent to (normalised: trimmed, lower case). */
  newEmail: Scalars['String']['output'];
};

/**
 * Common shape of every expected error outcome of a mutation. Mutations return a union of a
 * success type and error types implementing this interface; unexpected failures are GraphQL
 * errors with extensions.code instead.
 */
export type Error = {
  /** Typed code the client switches on. */
  code: ErrorCode;
  /** Human-readable German message; clients may replace it with their own text for the code. */
  message: Scalars['String']['output'];
};

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

/** Outcome of exportMyData. RateLimited: asked too often; wait retryAfterSeconds. */
export type ExportMyDataResult = MyDataExport | RateLimited;

/** The action is switched off in this deployment; nothing changed. */
export type FeatureDisabled = Error & {
  __typename?: 'FeatureDisabled';
  /** Always FEATURE_DISABLED. */
  code: ErrorCode;
  /** German text to show. */
  message: Scalars['String']['output'];
};

/** Switches of this deployment (docs/product/markets-and-flags.md §6), the same for every visitor. Clients hide what a switched-off flag names. */
export type FeatureFlags = {
  __typename?: 'FeatureFlags';
  /** Items of dispatched and delivered orders can be put into the basket again (buy again). */
  buyAgain: Scalars['Boolean']['output'];
  /** The account home asks customers without a billing address to complete their profile. */
  completeProfile: Scalars['Boolean']['output'];
  /** The contact form of customer service is shown. */
  contactForm: Scalars['Boolean']['output'];
  /** Customers may remove products from the wishlist. */
  deleteWishlistProduct: Scalars['Boolean']['output'];
  /** Facebook and Apple sign-in are offered beside Google (marked as being tested). */
  facebookLogin: Scalars['Boolean']['output'];
  /** Pages not yet built show a placeholder page instead of leading to the old shop. */
  fakePages: Scalars['Boolean']['output'];
  /** Upstream calls go to the services' new hosting (operations switch; no visible effect). */
  gcpMigration: Scalars['Boolean']['output'];
  /** Always 'featureFlags': the flags are one object per deployment. */
  id: Scalars['ID']['output'];
  /** Light accounts (name and e-mail only) can be created. */
  lightAccount: Scalars['Boolean']['output'];
  /** The login page lists the benefits of an account. */
  loginBenefits: Scalars['Boolean']['output'];
  /** Login by e-mailed one-time link is offered. */
  magicLinkLogin: Scalars['Boolean']['output'];
  /** An order may show several vouchers. */
  multipleVouchers: Scalars['Boolean']['output'];
  /** The account home in its redesigned form. */
  myAccountHomeRedesign: Scalars['Boolean']['output'];
  /** Orders can be cancelled online within their cancellation window. */
  orderCancellation: Scalars['Boolean']['output'];
  /** Login with Google (and, with facebookLogin, Facebook and Apple) is offered. */
  socialLogin: Scalars['Boolean']['output'];
  /** Keep the session for 60 days instead of 10. */
  stayLoggedIn: Scalars['Boolean']['output'];
};

/** A field-level validation problem. */
export type FieldError = {
  __typename?: 'FieldError';
  /** Input field path, e.g. username. */
  field: Scalars['String']['output'];
  /** German message for this field, ready to show beside it. */
  message: Scalars['String']['output'];
};

/** The creator to follow. */
export type FollowCreatorInput = {
  /** The creator's id. Bound: at most 128 characters (one line, no control characters). */
  creatorId: Scalars['ID']['input'];
};

/** Outcome of followCreator. */
export type FollowCreatorResult = CreatorFollowed | CreatorNotFound;

/** The IBAN was refused (pattern, checksum or unknown bank). */
export type IbanInvalid = Error & {
  __typename?: 'IbanInvalid';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

/** The IBAN is valid. */
export type IbanValidated = {
  __typename?: 'IbanValidated';
  /** Name of the bank, from the IBAN check; null when the service does not know it. */
  bankName?: Maybe<Scalars['String']['output']>;
  /** BIC of the bank; null when the service does not know it. */
  bic?: Maybe<Scalars['String']['output']>;
  /** The IBAN masked except country, check digits and the last digits. */
  maskedIban: Scalars['String']['output'];
};

/** Input failed validation. */
export type InvalidInput = Error & {
  __typename?: 'InvalidInput';
  /** INVALID_INPUT. */
  code: ErrorCode;
  /** One entry per refused input field; empty when the input as a whole was refused. */
  fieldErrors: Array<FieldError>;
  /** German summary of the problem; the details are in fieldErrors. */
  message: Scalars['String']['output'];
};

/** An invoice the customer has not paid yet. */
export type Invoice = {
  __typename?: 'Invoice';
  /** Amount still open. */
  amount: Money;
  /** Date by which it must be paid. */
  dueDate: Scalars['Date']['output'];
  /** Stable id; the cache key of this object. */
  id: Scalars['ID']['output'];
  /** ENCASH. */
  isOverdue: Scalars['Boolean']['output'];
  /** Order number the customer sees on invoices and e-mails. */
  number: Scalars['String']['output'];
  /** Order number the invoice is for; null for an invoice without order. */
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** State of the invoice. */
  status: InvoiceStatus;
};

/** State of an open invoice. */
export type InvoiceStatus =
  /** Handed to collection: overdue. */
  | 'ENCASH'
  /** Open and not yet due, or due recently. */
  | 'OPEN';

/** A light account without password: the client starts the light-user set-password flow. */
export type LightUserNoCredentials = Error & {
  __typename?: 'LightUserNoCredentials';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
  /** The username as typed: an e-mail address or a customer number. */
  username: Scalars['String']['output'];
  /** Whether the username is an e-mail address or a customer number. */
  usernameType: UsernameType;
};

/**
 * Too many wrong passwords for this customer recently (whichever identifier was typed): the login
 * goes on only with a solved recaptcha challenge (challengeToken), and each attempt is slowed down.
 * The owner with the right password and a solved challenge still gets in (no account lockout).
 */
export type LoginChallengeRequired = Error & {
  __typename?: 'LoginChallengeRequired';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

/** The login could not be carried out (the customer service failed); the customer may try again. */
export type LoginFailed = Error & {
  __typename?: 'LoginFailed';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
  /** What went wrong. */
  reason: LoginFailureReason;
};

/** Why a login failed without the customer being at fault. */
export type LoginFailureReason =
  /** The service gave no answer (timeout, connection refused). */
  | 'CONNECTION'
  /** The service answered with an unexpected status or the recaptcha check failed. */
  | 'UNKNOWN';

/** A login with username and password. */
export type LoginInput = {
  /**
   * After LoginChallengeRequired: the token of the recaptcha challenge the customer solved (Google's
   * challenge in production), fresh for every attempt. Bound: at most 4096 characters (one line, no control characters).
   */
  challengeToken?: InputMaybe<Scalars['String']['input']>;
  /** The password. Never logged, never sent back. Bound: at most 128 characters (one line, no control characters). */
  password: Scalars['String']['input'];
  /** reCAPTCHA v3 token of this attempt (outside production any non-empty value). Bound: at most 4096 characters (one line, no control characters). */
  recaptchaToken: Scalars['String']['input'];
  /** Keep the session for 60 days instead of 10. */
  stayLoggedIn?: Scalars['Boolean']['input'];
  /** The username as typed: an e-mail address or a customer number. Bound: at most 254 characters (one line, no control characters). */
  username: Scalars['String']['input'];
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

/** Unknown username/password combination (403). */
export type LoginRejected = Error & {
  __typename?: 'LoginRejected';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

/** Outcome of a login. LoginSuccess sets the session cookies; every other member leaves the visitor logged out. */
export type LoginResult = AccountNotActivated | InvalidInput | LoginChallengeRequired | LoginFailed | LoginRejected | LoginSuccess | LoginWrongCountry | LoginWrongCustomer | RateLimited;

/** Whether the visitor of this request is logged in. */
export type LoginState =
  /** A customer is logged in: Viewer.customer is set. */
  | 'LOGGED_IN'
  /** Nobody is logged in, or the session ended: Viewer.customer is null. */
  | 'LOGGED_OUT';

/** Logged in: the session cookies are set. */
export type LoginSuccess = {
  __typename?: 'LoginSuccess';
  /** How the customer logged in; clients remember it (login_method). */
  loginMethod: LoginMethod;
  /** The visitor, now logged in. */
  viewer: Viewer;
};

/** The customer belongs to another market and must log in on that country's shop. */
export type LoginWrongCountry = Error & {
  __typename?: 'LoginWrongCountry';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** The country of the customer's account. */
  customerCountry: CountryCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
  /** Address of the customer's own shop. */
  shopUrl: Scalars['String']['output'];
};

/** The service answered with a different customer than the one whose username was given. */
export type LoginWrongCustomer = Error & {
  __typename?: 'LoginWrongCustomer';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

/** The outcome of logging out: the session cookies are cleared. */
export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  /** The visitor afterwards: logged in or out. */
  viewer: Viewer;
};

/** The same answer whether or not a link went out (no enumeration). */
export type MagicLinkRequested = {
  __typename?: 'MagicLinkRequested';
  /** The username as typed: an e-mail address or a customer number. */
  username: Scalars['String']['output'];
};

/** Markets the shop sells in. */
export type Market =
  /** Austria (prices in EUR). */
  | 'AT'
  /** Switzerland (prices in CHF, no statutory right of withdrawal, no direct debit). */
  | 'CH'
  /** Germany (prices in EUR). */
  | 'DE';

/** The market of this request. */
export type MarketInfo = {
  __typename?: 'MarketInfo';
  /** Currency of prices in this market. */
  currency: Currency;
  /** Whether the username must be an e-mail (CH). */
  emailOnlyLogin: Scalars['Boolean']['output'];
  /** Stable id; the cache key of this object. */
  id: Scalars['ID']['output'];
  /** BCP 47 locale for formatting: de-DE, de-AT or de-CH. */
  locale: Scalars['String']['output'];
  /** The market: the deployment's, or outside production the x-market header's. */
  market: Market;
  /** Address of this market's shop. */
  shopUrl: Scalars['String']['output'];
};

/** The consent was confirmed before; nothing changed. */
export type MarketResearchAlreadyConfirmed = Error & {
  __typename?: 'MarketResearchAlreadyConfirmed';
  /** Always ALREADY_CONFIRMED. */
  code: ErrorCode;
  /** German text to show. */
  message: Scalars['String']['output'];
};

/** The customer takes part in market research from now on. */
export type MarketResearchConfirmed = {
  __typename?: 'MarketResearchConfirmed';
  /** Always true. */
  confirmed: Scalars['Boolean']['output'];
};

/** A sum of money. The amount is a decimal string, never a float. */
export type Money = {
  __typename?: 'Money';
  /** Decimal string with a point and two decimals, e.g. 49.90; never a float. */
  amount: Scalars['String']['output'];
  /** Currency of the amount. */
  currency: Currency;
};

/** A wishlist item to put into the basket. */
export type MoveWishlistItemToBasketInput = {
  /** The client's key of this action, the same for each retry of it (e.g. a UUID), at most 128 characters. Bound: at most 128 characters (one line, no control characters). */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The item's sku. Bound: at most 128 characters (one line, no control characters). */
  sku: Scalars['String']['input'];
};

/** Outcome of moveWishlistItemToBasket. */
export type MoveWishlistItemToBasketResult = InvalidInput | ProductSoldOut | WishlistItemMovedToBasket | WishlistItemNotFound;

export type Mutation = {
  __typename?: 'Mutation';
  /** Activate a registered account with the token of its activation e-mail. */
  activateAccount: ActivateAccountResult;
  /** Add a delivery address (my-addresses/add). */
  addDeliveryAddress: SaveDeliveryAddressResult;
  /**
   * Put a product variant on the customer's wishlist (quantity 1), e.g. from a recommendation. A
   * variant on the list already answers its item: a retry adds nothing twice. Pass the
   * recommendation tracking session id only when the customer consented to tracking.
   */
  addWishlistItem: AddWishlistItemResult;
  /**
   * Buy again: put items of one of the customer's orders into the basket (each with the quantity
   * ordered). Availability and price are the product service's at the time of the call; each item
   * has its own outcome (partial success is normal). Only items whose canBuyAgain is true; with the
   * buyAgain flag off, FeatureDisabled. Pass an idempotencyKey (the same for retries of this
   * action): a retry after a lost answer adds nothing twice.
   */
  buyAgain: BuyAgainResult;
  /**
   * Unsubscribe a newsletter or reduce it to weekly, as the customer chose on the cancellation page.
   * Unsubscribing twice answers alreadyUnsubscribed; reducing an unsubscribed one is SubscriptionEnded.
   */
  cancelNewsletter: CancelNewsletterResult;
  /** Cancel an order online: only on the day of order within the minutes the server gives, with a reason (docs/product/orders.md §6). */
  cancelOrder: CancelOrderResult;
  /** Change a delivery address (my-addresses/{id}). */
  changeDeliveryAddress: SaveDeliveryAddressResult;
  /**
   * Ask to change the customer's e-mail (docs/product/my-data.md §4 change e-mail). Nothing changes yet: a confirmation
   * link goes to the new address and a notice to the current one. Only for customers with a
   * password (decision 018). Not retried: every successful call sends the e-mails again.
   */
  changeEmail: ChangeEmailResult;
  /**
   * Change the logged-in customer's password. This session stays logged in; every other session of
   * the customer ends, and the customer gets an e-mail that the password was changed. A customer
   * without a password (social login) sets a first one with setSocialPassword instead; here he
   * gets WrongPassword. A session that ended is UNAUTHENTICATED, as on every customer field.
   */
  changePassword: ChangePasswordResult;
  /** Check a postal address before registration: the recommended address when it differs from the input. */
  checkAddress: CheckAddressResult;
  /** The username step of the login (docs/product/ways-in.md §4): tells whether and how this username can log in. */
  checkUsername: CheckUsernameResult;
  /** Finish a social login with the provider's authorisation code. */
  completeSocialLogin: CompleteSocialLoginResult;
  /**
   * Confirm an e-mail change with the token of the e-mailed link (page email-change/confirm-doi).
   * Public: the link may be opened on any device. From now on the customer logs in with the new
   * e-mail.
   */
  confirmEmailChange: ConfirmEmailChangeResult;
  /** Confirm the consent to market research with the token of the invitation e-mail. */
  confirmMarketResearch: ConfirmMarketResearchResult;
  /** Confirm a new stock reminder with the token of its double opt-in e-mail (single use). */
  confirmStockReminder: ConfirmStockReminderResult;
  /** Withdrawal function, step 2: confirm; the confirmation e-mail with date and time goes out at once. */
  confirmWithdrawal: ConfirmWithdrawalResult;
  /** Register a full account (docs/product/ways-in.md §3 create account). Usually ends in the double opt-in step. */
  createAccount: CreateAccountResult;
  /** Register a light account (name and e-mail only); with a social login token the customer is logged in at once. */
  createLightAccount: CreateAccountResult;
  /**
   * Delete the customer's account for good (docs/product/my-data.md §4 delete account). On success the session ends
   * and its cookies are cleared; the account can no longer log in.
   */
  deleteAccount: DeleteAccountResult;
  /** Deletes the customer's bank account. Refused while direct debit is the preferred payment method. */
  deleteBankAccount: DeleteBankAccountResult;
  /** Soft-delete a delivery address; it stays restorable. */
  deleteDeliveryAddress: DeliveryAddressChangeResult;
  /** Remove an item from the wishlist. Only with the deleteWishlistProduct flag, else FeatureDisabled. */
  deleteWishlistItem: DeleteWishlistItemResult;
  /**
   * Assemble everything the services hold about the customer as one JSON document to download
   * (GDPR Art. 15 and 20, decision 025): profile and personal details, delivery addresses, the bank
   * account (IBAN masked), every order, the open invoices. A mutation because it is rate-limited per
   * customer and must not be cached. A service that fails leaves its section out and names it in
   * unavailableSections; the rest is still delivered.
   */
  exportMyData: ExportMyDataResult;
  /** Follow a creator (again, e.g. to undo an unfollow); following twice keeps the first date. */
  followCreator: FollowCreatorResult;
  /** Log in with username and password. Sets the session cookies on success. */
  login: LoginResult;
  /** End the session and clear the session cookies. */
  logout: LogoutPayload;
  /**
   * Put one article of a wishlist item into the basket; the item then leaves the wishlist (state
   * moved to basket). Pass an idempotencyKey (the same for retries of this action): a retry after a
   * lost answer adds nothing twice.
   */
  moveWishlistItemToBasket: MoveWishlistItemToBasketResult;
  /** E-mail a one-time login link. Success-shaped whether or not the account exists (no enumeration). */
  requestMagicLink: RequestMagicLinkResult;
  /** E-mail a link to set a new (or first) password. Success-shaped whether or not the account exists. */
  requestPasswordReset: RequestPasswordResetResult;
  /** Send the activation e-mail again. Answers the same whether or not there was anything to send. */
  resendActivation: ResendActivationResult;
  /** Restores a deleted delivery address of the customer; answers the address book as it is afterwards. */
  restoreDeliveryAddress: DeliveryAddressChangeResult;
  /** Return items of a delivered order (docs/product/orders.md §4 'Return'). */
  returnOrderItems: ReturnOrderItemsResult;
  /** Add or change the direct-debit bank account. */
  saveBankAccount: SaveBankAccountResult;
  /** Create the billing address, or change the existing one. */
  saveBillingAddress: SaveBillingAddressResult;
  /**
   * Send a request to the customer service. The customer gets a confirmation e-mail naming the
   * request's reference. Pass an idempotencyKey (the same for every retry of one request): a retry
   * after a lost answer then gets the first answer and sends nothing twice.
   */
  sendSupportRequest: SendSupportRequestResult;
  /** Set a password with an e-mailed token: from the set-password page (query token) or a legacy shop link (path token). */
  setPassword: SetPasswordResult;
  /** Make a delivery address the preferred one. */
  setPreferredDeliveryAddress: SetPreferredDeliveryAddressResult;
  /** Sets the customer's preferred payment method (DIRECT_DEBIT or INVOICE). */
  setPreferredPaymentMethod: SetPreferredPaymentMethodResult;
  /**
   * First password of a social-login customer: with the token of a set-password-for-social-login
   * e-mail, or without token for the logged-in customer (UNAUTHENTICATED when neither).
   */
  setSocialPassword: SetPasswordResult;
  /** Change the stay-logged-in setting of the current session (60 instead of 10 days). */
  setStayLoggedIn: SetStayLoggedInResult;
  /** Start a social login: the provider's authorisation URL the browser is sent to. */
  startSocialLogin: StartSocialLoginResult;
  /**
   * Withdrawal function, step 1: identify the order and the contact channel. Logged in with
   * orderId, or without login with public {orderNumber, email, recaptchaToken} (rate-limited).
   */
  startWithdrawal: StartWithdrawalResult;
  /** Stop following a creator. Unfollowing one not followed is fine. */
  unfollowCreator: UnfollowCreatorResult;
  /** End a stock reminder from the link of its e-mail. A second call answers alreadyUnsubscribed. */
  unsubscribeStockReminder: UnsubscribeStockReminderResult;
  /**
   * End the upsell e-mails (offers matching an order) of the customer the link names. The customer
   * id, e-mail and order number of the link must belong together. A second call answers the same.
   */
  unsubscribeUpsell: UnsubscribeUpsellResult;
  /** Check an IBAN with the payment service (after the browser checked pattern and checksum): names the bank. */
  validateIban: ValidateIbanResult;
  /** Verify a customer without online credentials (order number, customer number, or address plus birth date). */
  verifyAccount: VerifyAccountResult;
  /** Log in with the token of a magic link. */
  verifyMagicLink: VerifyMagicLinkResult;
};


export type MutationActivateAccountArgs = {
  input: TokenInput;
};


export type MutationAddDeliveryAddressArgs = {
  input: DeliveryAddressInput;
};


export type MutationAddWishlistItemArgs = {
  input: AddWishlistItemInput;
};


export type MutationBuyAgainArgs = {
  input: BuyAgainInput;
};


export type MutationCancelNewsletterArgs = {
  input: CancelNewsletterInput;
};


export type MutationCancelOrderArgs = {
  input: CancelOrderInput;
};


export type MutationChangeDeliveryAddressArgs = {
  id: Scalars['ID']['input'];
  input: DeliveryAddressInput;
};


export type MutationChangeEmailArgs = {
  input: ChangeEmailInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCheckAddressArgs = {
  input: CheckAddressInput;
};


export type MutationCheckUsernameArgs = {
  input: CheckUsernameInput;
};


export type MutationCompleteSocialLoginArgs = {
  input: CompleteSocialLoginInput;
};


export type MutationConfirmEmailChangeArgs = {
  input: ConfirmEmailChangeInput;
};


export type MutationConfirmMarketResearchArgs = {
  input: ConfirmMarketResearchInput;
};


export type MutationConfirmStockReminderArgs = {
  input: ConfirmStockReminderInput;
};


export type MutationConfirmWithdrawalArgs = {
  input: ConfirmWithdrawalInput;
};


export type MutationCreateAccountArgs = {
  input: CreateAccountInput;
};


export type MutationCreateLightAccountArgs = {
  input: CreateLightAccountInput;
};


export type MutationDeleteAccountArgs = {
  input: DeleteAccountInput;
};


export type MutationDeleteDeliveryAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteWishlistItemArgs = {
  input: DeleteWishlistItemInput;
};


export type MutationFollowCreatorArgs = {
  input: FollowCreatorInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationMoveWishlistItemToBasketArgs = {
  input: MoveWishlistItemToBasketInput;
};


export type MutationRequestMagicLinkArgs = {
  input: RequestMagicLinkInput;
};


export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


export type MutationResendActivationArgs = {
  input: ResendActivationInput;
};


export type MutationRestoreDeliveryAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReturnOrderItemsArgs = {
  input: ReturnOrderItemsInput;
};


export type MutationSaveBankAccountArgs = {
  input: SaveBankAccountInput;
};


export type MutationSaveBillingAddressArgs = {
  input: BillingAddressInput;
};


export type MutationSendSupportRequestArgs = {
  input: SupportRequestInput;
};


export type MutationSetPasswordArgs = {
  input: SetPasswordInput;
};


export type MutationSetPreferredDeliveryAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetPreferredPaymentMethodArgs = {
  input: SetPreferredPaymentMethodInput;
};


export type MutationSetSocialPasswordArgs = {
  input: SetSocialPasswordInput;
};


export type MutationSetStayLoggedInArgs = {
  input: SetStayLoggedInInput;
};


export type MutationStartSocialLoginArgs = {
  input: StartSocialLoginInput;
};


export type MutationStartWithdrawalArgs = {
  input: StartWithdrawalInput;
};


export type MutationUnfollowCreatorArgs = {
  input: UnfollowCreatorInput;
};


export type MutationUnsubscribeStockReminderArgs = {
  input: UnsubscribeStockReminderInput;
};


export type MutationUnsubscribeUpsellArgs = {
  input: UnsubscribeUpsellInput;
};


export type MutationValidateIbanArgs = {
  input: ValidateIbanInput;
};


export type MutationVerifyAccountArgs = {
  input: VerifyAccountInput;
};


export type MutationVerifyMagicLinkArgs = {
  input: VerifyMagicLinkInput;
};

/** The customer's data as a JSON file to save. */
export type MyDataExport = {
  __typename?: 'MyDataExport';
  /**
   * The JSON document (UTF-8). Top-level keys: format ("mein-konto-datenauskunft/1"), createdAt,
   * market, and one key per section (profile, deliveryAddresses, bankAccount, orders, openInvoices),
   * plus unavailable (the sections left out) and notes (German explanations for the customer).
   */
  content: Scalars['String']['output'];
  /** When the export was assembled. */
  createdAt: Scalars['DateTime']['output'];
  /** A file name for saving, e.g. meine-daten-10012345-2026-11-25.json. */
  fileName: Scalars['String']['output'];
  /** The sections left out because their service did not answer; empty when the export is complete. */
  unavailableSections: Array<MyDataSection>;
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

/** The newsletter comes at most once a week (docs/product/public-pages.md §4 result: frequency reduced). */
export type NewsletterReduced = {
  __typename?: 'NewsletterReduced';
  /** The subscription, now WEEKLY. */
  subscription: NewsletterSubscription;
};

/** A newsletter subscription, as its cancellation link shows it. */
export type NewsletterSubscription = {
  __typename?: 'NewsletterSubscription';
  /** WEEKLY when reduced; null: every newsletter. */
  frequency?: Maybe<NewsletterFrequency>;
  /** The subscription id of the link. */
  id: Scalars['ID']['output'];
  /** The subscriber's address, masked (a***@example.de): enough to recognise, nothing to harvest. */
  maskedEmail: Scalars['String']['output'];
  /** ACTIVE or UNSUBSCRIBED. */
  status: SubscriptionStatus;
};

/** The link's subscription or reminder, or why not: not found (also a malformed id), or no id at all (InvalidInput). */
export type NewsletterSubscriptionResult = InvalidInput | NewsletterSubscription | SubscriptionNotFound;

/** The newsletter is unsubscribed (docs/product/public-pages.md §4 result: unsubscribed). */
export type NewsletterUnsubscribed = {
  __typename?: 'NewsletterUnsubscribed';
  /** It was unsubscribed before this call (a repeated click). */
  alreadyUnsubscribed: Scalars['Boolean']['output'];
  /** The subscription, now UNSUBSCRIBED. */
  subscription: NewsletterSubscription;
};

/**
 * The account has no online credentials. For an e-mail the client starts account verification;
 * for a customer number it shows the no-credentials state.
 */
export type NoCredentials = Error & {
  __typename?: 'NoCredentials';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
  /** The username as typed: an e-mail address or a customer number. */
  username: Scalars['String']['output'];
  /** Whether the username is an e-mail address or a customer number. */
  usernameType: UsernameType;
};

/**
 * The account exists but has no password: the customer signed up with a social provider. The client
 * offers that provider's login (where it is available) and a link to set a password by e-mail
 * (requestPasswordReset, reason SOCIAL_USER).
 */
export type NoPassword = Error & {
  __typename?: 'NoPassword';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
  /** The provider the customer signed up with; null when the service does not tell. */
  socialLoginProvider?: Maybe<SocialLoginProvider>;
  /** The username as typed: an e-mail address or a customer number. */
  username: Scalars['String']['output'];
  /** Whether the username is an e-mail address or a customer number. */
  usernameType: UsernameType;
};

/** Open invoices (docs/product/invoices.md §3 'Invoices'). A value per sort order, so it has no id. */
export type OpenInvoices = {
  __typename?: 'OpenInvoices';
  /** Sum of the open amounts. */
  balance: Money;
  /** The open invoices in the requested order. */
  invoices: Array<Invoice>;
};

/**
 * An order of the customer. The list (Customer.orders) delivers id, number, placedAt, status,
 * paymentType, total, itemCount and items {id sku baseProductNo title quantity status product};
 * every other field needs the order details (one order-service call per order, so ask for them
 * on the details page only).
 */
export type Order = {
  __typename?: 'Order';
  /** Whether and until when the order can be cancelled online, or when it was (loads the details). */
  cancellation: OrderCancellation;
  /** Details from here on. */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where the order went; null when the order service has none (loads the details). */
  deliveryAddress?: Maybe<OrderDeliveryAddress>;
  /** What PERCENTAGE and VALUE vouchers took off (free shipping shows in shippingCosts). */
  discount: Money;
  /** Stable id; the cache key of this object. */
  id: Scalars['ID']['output'];
  /** Number of pieces ordered (quantities summed). */
  itemCount: Scalars['Int']['output'];
  /** The ordered items. */
  items: Array<OrderItem>;
  /** Order number the customer sees on invoices and e-mails. */
  number: Scalars['String']['output'];
  /** How the order is paid. */
  paymentType: OrderPaymentType;
  /** When the order was placed. */
  placedAt: Scalars['DateTime']['output'];
  /** Until when items can be returned (30 days after delivery, every market). */
  returnPeriod: OrderReturnPeriod;
  /** Returns registered for the order, oldest first (loads the details). */
  returns: Array<OrderReturn>;
  /** 0.00 with a FREE_SHIPPING voucher. */
  shippingCosts: Money;
  /** Status of the order. */
  status: OrderStatus;
  /** Sum of the items before shipping and discounts (loads the order's details). */
  subtotal: Money;
  /** Status timeline derived from the item states, oldest step first. */
  timeline: Array<OrderTimelineStep>;
  /** Total of the order: items, shipping and discounts. */
  total: Money;
  /** Vouchers applied to the order (loads the order's details). */
  vouchers: Array<OrderVoucher>;
  /** The statutory withdrawal of the order (loads the details). */
  withdrawal: OrderWithdrawal;
};

/** Online cancellation of an order. */
export type OrderCancellation = {
  __typename?: 'OrderCancellation';
  /** Whether online cancellation is possible now (day of order, within the window, not dispatched, flag orderCancellation on). */
  cancellable: Scalars['Boolean']['output'];
  /** End of online cancellation; null when the order's state rules it out. */
  cancellableUntil?: Maybe<Scalars['DateTime']['output']>;
  /** When the order was cancelled; null while it is not. */
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  /** Reason given for the cancellation; null when none. */
  reasonCode?: Maybe<CancellationReason>;
  /** The server's online-cancellation window after placing an order. */
  windowMinutes: Scalars['Int']['output'];
};

/** A page of the customer's orders, newest first (Relay connection). */
export type OrderConnection = {
  __typename?: 'OrderConnection';
  /** The orders of this page. */
  edges: Array<OrderEdge>;
  /** Whether more pages follow, and the cursor for the next. */
  pageInfo: PageInfo;
  /** All orders of the customer. */
  totalCount: Scalars['Int']['output'];
};

/** The address the order went to, as it was at the time of the order. */
export type OrderDeliveryAddress = {
  __typename?: 'OrderDeliveryAddress';
  /** Optional addition: c/o, floor, apartment; null when none. */
  addressAddition?: Maybe<Scalars['String']['output']>;
  /** City. */
  city: Scalars['String']['output'];
  /** Country. */
  countryCode: CountryCode;
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Carrier post number of a Packstation or pickup address. */
  postNumber?: Maybe<Scalars['String']['output']>;
  /** Form of address; null when none was given. */
  salutation?: Maybe<Salutation>;
  /** Street name, without the house number. */
  street: Scalars['String']['output'];
  /** House number, with any letter suffix (e.g. 12a). */
  streetNumber: Scalars['String']['output'];
  /** Street address or pickup point. */
  type: OrderDeliveryAddressType;
  /** Postal code (5 digits in DE, 4 in AT and CH). */
  zipCode: Scalars['String']['output'];
};

/** Kind of the address an order went to. */
export type OrderDeliveryAddressType =
  /** A carrier pickup point (Packstation, Postfiliale). */
  | 'DHL_ADDRESS'
  /** A street address. */
  | 'POSTAL';

/** One order of a page. */
export type OrderEdge = {
  __typename?: 'OrderEdge';
  /** Opaque position of this order; pass as after to continue behind it. */
  cursor: Scalars['String']['output'];
  /** The order. */
  node: Order;
};

/** Counts over all of the customer's orders. */
export type OrderInsights = {
  __typename?: 'OrderInsights';
  /** Orders cancelled. */
  cancelledOrders: Scalars['Int']['output'];
  /** Orders with a return. */
  returnedOrders: Scalars['Int']['output'];
  /** One entry per order status, zero counts included. */
  statusCounts: Array<OrderStatusCount>;
  /** Number of orders the customer has placed. */
  totalOrders: Scalars['Int']['output'];
};

/** One ordered item (a product variant with its quantity). */
export type OrderItem = {
  __typename?: 'OrderItem';
  /** Base product number (the product without its variant). */
  baseProductNo: Scalars['String']['output'];
  /**
   * Whether buyAgain takes the item: it was dispatched or delivered (kept in full or in part), and
   * the buyAgain flag is on. Whether it is available is checked when buyAgain is called.
   */
  canBuyAgain: Scalars['Boolean']['output'];
  /** Pieces cancelled (loads the order's details). */
  cancelledQuantity: Scalars['Int']['output'];
  /** Order id and sku. */
  id: Scalars['ID']['output'];
  /** Details from here on: 1-based position in the order. */
  position: Scalars['Int']['output'];
  /** Product data (name, brand, image); loaded for all items of a request in one product-service call. Null when unknown or unavailable. */
  product?: Maybe<Product>;
  /** Number of pieces. */
  quantity: Scalars['Int']['output'];
  /** How many pieces may still be returned (0: not returnable). */
  returnableQuantity: Scalars['Int']['output'];
  /** Pieces returned so far (loads the order's details). */
  returnedQuantity: Scalars['Int']['output'];
  /** Price of one piece (loads the order's details). */
  singlePrice: Money;
  /** Stock keeping unit: the product variant (size, colour) ordered. */
  sku: Scalars['String']['output'];
  /** State of the item. */
  status: OrderItemStatus;
  /** Name of the item as ordered. */
  title: Scalars['String']['output'];
};

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

/** The order can no longer be cancelled online (window closed or already in dispatch). */
export type OrderNotCancellable = Error & {
  __typename?: 'OrderNotCancellable';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
  /** The order as it is. */
  order: Order;
};

/** No order with this number and e-mail. */
export type OrderNotFound = Error & {
  __typename?: 'OrderNotFound';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

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

/** A return registered for an order. */
export type OrderReturn = {
  __typename?: 'OrderReturn';
  /** When the return was registered. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable id; the cache key of this object. */
  id: Scalars['ID']['output'];
  /** The returned items. */
  items: Array<OrderReturnItem>;
  /** Reason given for the return; null when none was given. */
  reasonCode?: Maybe<ReturnReason>;
  /** Where the customer sends the parcel: the return centre of the market (docs/product/orders.md §4). */
  returnAddress: ReturnAddress;
};

/** One item of a return. */
export type OrderReturnItem = {
  __typename?: 'OrderReturnItem';
  /** Number of pieces. */
  quantity: Scalars['Int']['output'];
  /** Stock keeping unit: the product variant (size, colour) ordered. */
  sku: Scalars['String']['output'];
};

/** The return period of an order (30 days after delivery in every market). */
export type OrderReturnPeriod = {
  __typename?: 'OrderReturnPeriod';
  /** Last day (inclusive) on which items can be returned; null while not delivered. */
  deadline?: Maybe<Scalars['Date']['output']>;
  /** Whether returns are still possible (not delivered yet counts as open: the period has not started). */
  open: Scalars['Boolean']['output'];
};

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

/** How many orders have one status. */
export type OrderStatusCount = {
  __typename?: 'OrderStatusCount';
  /** Number of orders. */
  count: Scalars['Int']['output'];
  /** Status of the order. */
  status: OrderStatus;
};

/** One step of the order's timeline. */
export type OrderTimelineStep = {
  __typename?: 'OrderTimelineStep';
  /** When the step was reached, where known. */
  at?: Maybe<Scalars['DateTime']['output']>;
  /** Which step. */
  kind: OrderTimelineStepKind;
  /** Done, current or upcoming. */
  state: OrderTimelineStepState;
};

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

/** A voucher applied to an order. */
export type OrderVoucher = {
  __typename?: 'OrderVoucher';
  /** The voucher code as redeemed. */
  code: Scalars['String']['output'];
  /** What the voucher took off this order. */
  discount: Money;
  /** PERCENTAGE only: the percent taken off the subtotal. */
  percentage?: Maybe<Scalars['Float']['output']>;
  /** What the voucher gave. */
  type: VoucherType;
  /** VALUE only: the amount taken off. */
  value?: Maybe<Money>;
};

/** The statutory withdrawal (Widerruf) of an order. */
export type OrderWithdrawal = {
  __typename?: 'OrderWithdrawal';
  /** Last day of the withdrawal period; null while not delivered (or not available). */
  deadline?: Maybe<Scalars['Date']['output']>;
  /** Whether the customer can withdraw, and why not. */
  status: WithdrawalStatus;
  /** When the withdrawal was confirmed; null while there is none. */
  withdrawnAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Relay-style page information of a connection. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last edge of the page; pass as `after` for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** The account has a password already: the link cannot set another (use 'Passwort vergessen'). */
export type PasswordAlreadySet = Error & {
  __typename?: 'PasswordAlreadySet';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

/** The password is changed; the customer's other sessions have ended. */
export type PasswordChanged = {
  __typename?: 'PasswordChanged';
  /** The viewer after the change (still logged in with this session). */
  viewer: Viewer;
};

/** Why a password link is requested (decides the e-mail's text). */
export type PasswordLinkReason =
  /** Forgot-password page. */
  | 'FORGOT_PASSWORD'
  /** A light user without password (username step). */
  | 'LIGHT_USER'
  /** A social-login customer without password. */
  | 'SOCIAL_USER';

/**
 * The same answer whether or not an e-mail went out; the client shows send-password-link-success
 * with the reason.
 */
export type PasswordResetRequested = {
  __typename?: 'PasswordResetRequested';
  /** Why the link was requested. */
  reason: PasswordLinkReason;
  /** The username as typed: an e-mail address or a customer number. */
  username: Scalars['String']['output'];
};

/** The new password is the same as the current one; nothing changed. */
export type PasswordSameAsOld = Error & {
  __typename?: 'PasswordSameAsOld';
  /** Always PASSWORD_SAME_AS_OLD. */
  code: ErrorCode;
  /** German text for the new-password field. */
  message: Scalars['String']['output'];
};

/**
 * The password is set. With a token, the customer's sessions ended (log in with the new password);
 * the social set-password of a logged-in customer keeps the session.
 */
export type PasswordSet = {
  __typename?: 'PasswordSet';
  /** The visitor afterwards: logged in or out. */
  viewer: Viewer;
};

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

/** The customer's payment settings. */
export type PaymentMethods = {
  __typename?: 'PaymentMethods';
  /** The saved bank account; null when none is saved. */
  bankAccount?: Maybe<BankAccount>;
  /** Whether direct debit can be used in this market (not in Switzerland). */
  directDebitAvailable: Scalars['Boolean']['output'];
  /** False until the customer has a billing address (docs/product/payment.md §6). */
  hasBillingAddress: Scalars['Boolean']['output'];
  /** The customer's id: one per customer. */
  id: Scalars['ID']['output'];
  /** The preferred payment method; null when none is set. */
  preferredMethod?: Maybe<PaymentMethod>;
  /** The methods that can be chosen as preferred in this market (DIRECT_DEBIT, INVOICE; ch: INVOICE). */
  settableMethods: Array<PaymentMethod>;
};

/** The payment service could not save the change; nothing changed. */
export type PaymentUpdateFailed = Error & {
  __typename?: 'PaymentUpdateFailed';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

/** Personal details of the customer (docs/product/my-data.md §3), merged with the customer details. */
export type PersonalDetails = {
  __typename?: 'PersonalDetails';
  /** Id of the billing address; null when the customer has none yet. */
  billingAddressId?: Maybe<Scalars['String']['output']>;
  /** c/o line of the customer's address; null when none. */
  careOf?: Maybe<Scalars['String']['output']>;
  /** Country. */
  countryCode: CountryCode;
  /** The retailer's customer class; null when none. */
  customerClass?: Maybe<Scalars['String']['output']>;
  /** The customer's number, as printed on invoices. */
  customerNumber: Scalars['String']['output'];
  /** Date of birth; null when unknown. */
  dateOfBirth?: Maybe<Scalars['Date']['output']>;
  /** E-mail address. */
  email: Scalars['String']['output'];
  /** First name; null when unknown. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** True when a billing address exists (the complete-profile hint shows when it does not). */
  hasBillingAddress: Scalars['Boolean']['output'];
  /** Same id as the customer. */
  id: Scalars['ID']['output'];
  /** Last name; null when unknown. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Phone number; null when none. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** The payment method used unless the customer chooses another; null when none. */
  preferredPaymentMethod?: Maybe<PaymentMethod>;
  /** Form of address; null when none was given. */
  salutation?: Maybe<Salutation>;
  /** Number of orders the customer has placed. */
  totalOrders: Scalars['Int']['output'];
  /** Number of orders with a return. */
  totalReturnedOrders: Scalars['Int']['output'];
};

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

/** The preferred delivery address was set. */
export type PreferredDeliveryAddressSet = {
  __typename?: 'PreferredDeliveryAddressSet';
  /** The address book afterwards, with the new preferred address. */
  list: DeliveryAddressList;
};

/** The preferred payment method was set. */
export type PreferredPaymentMethodSet = {
  __typename?: 'PreferredPaymentMethodSet';
  /** The customer's payment methods after the change. */
  paymentMethods: PaymentMethods;
};

/** Product data of the product service (docs/product/activity.md §3 'Product'). */
export type Product = {
  __typename?: 'Product';
  /** Base product number (the product without its variant). */
  baseProductNo: Scalars['String']['output'];
  /** Brand name. */
  brand: Scalars['String']['output'];
  /** The variant shown first (its price is the product's price); null when the product has none. */
  defaultVariant?: Maybe<ProductVariant>;
  /** The base product number. */
  id: Scalars['ID']['output'];
  /** Text alternative of the picture; null when the picture needs none or there is none. */
  imageAlt?: Maybe<Scalars['String']['output']>;
  /** URL of the main product picture (absolute); null when there is none. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Whether the product is new in the range. */
  isNew: Scalars['Boolean']['output'];
  /** Full product name. */
  name: Scalars['String']['output'];
  /** Short product name for small spaces. */
  shortName: Scalars['String']['output'];
  /** Whether the product was presented on TV. */
  soldOnMedia: Scalars['Boolean']['output'];
  /** One variant of the product by its sku (size, colour, …); null when the product has no such variant. */
  variant?: Maybe<ProductVariant>;
};


/** Product data of the product service (docs/product/activity.md §3 'Product'). */
export type ProductVariantArgs = {
  sku: Scalars['String']['input'];
};

/** Whether a variant can be ordered (docs/product/activity.md §3 availability). */
export type ProductAvailability =
  /** Only a few left (stockLevel says how many). */
  | 'ALMOST_SOLD_OUT'
  /** In stock. */
  | 'AVAILABLE'
  /** Cannot be ordered now. */
  | 'SOLD_OUT';

/** The product service does not know this variant (any more); nothing changed. */
export type ProductNotFound = Error & {
  __typename?: 'ProductNotFound';
  /** Always PRODUCT_NOT_FOUND. */
  code: ErrorCode;
  /** German text to show. */
  message: Scalars['String']['output'];
};

/** The variant is sold out; it stays on the wishlist. */
export type ProductSoldOut = Error & {
  __typename?: 'ProductSoldOut';
  /** Always SOLD_OUT. */
  code: ErrorCode;
  /** German text to show. */
  message: Scalars['String']['output'];
};

/** A variant of a product: what is chosen (size, colour, …), its price and availability. */
export type ProductVariant = {
  __typename?: 'ProductVariant';
  /** Whether it can be ordered. */
  availability: ProductAvailability;
  /** What distinguishes the variant (e.g. Farbe: Weiß, Größe: 42), in display order. */
  dimensions: Array<VariantDimension>;
  /** The price in the market's currency (EUR, CHF in Switzerland). */
  price: Money;
  /** A label beside the price (e.g. UVP for a crossed-out reference price); null when none. */
  priceLabel?: Maybe<Scalars['String']['output']>;
  /** The variant's sku. */
  sku: Scalars['String']['output'];
  /** Articles in stock. */
  stockLevel: Scalars['Int']['output'];
};

/** The e-mail change, password change or account deletion failed for another reason; nothing changed. */
export type ProfileChangeFailed = Error & {
  __typename?: 'ProfileChangeFailed';
  /** Always PROFILE_CHANGE_FAILED. */
  code: ErrorCode;
  /** German text to show: the service's own explanation when it gave one, otherwise the generic error. */
  message: Scalars['String']['output'];
};

/** An order identified without login. */
export type PublicWithdrawalInput = {
  /** E-mail address. Bound: at most 254 characters (one line, no control characters). */
  email: Scalars['String']['input'];
  /** Order number the customer sees on invoices and e-mails. Bound: at most 20 characters (one line, no control characters). */
  orderNumber: Scalars['String']['input'];
  /** reCAPTCHA v3 token of this attempt (outside production any non-empty value). Bound: at most 4096 characters (one line, no control characters). */
  recaptchaToken: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Feature flags of this deployment (docs/product/markets-and-flags.md §6). */
  featureFlags: FeatureFlags;
  /** The market this request is served for (deployment default, or the locale override outside production). */
  market: MarketInfo;
  /** The newsletter subscription of a cancellation link, to show its state before the customer chooses. */
  newsletterSubscription: NewsletterSubscriptionResult;
  /** The social sign-in providers offered in this deployment (empty when the socialLogin flag is off). */
  socialLoginProviders: Array<SocialLoginOption>;
  /** The stock reminder of an unsubscribe link, to name its product before the customer confirms. */
  stockReminder: StockReminderResult;
  /**
   * State of an e-mailed token before its form is shown (set-password, light-user set-password,
   * account activation, magic link). Does not spend the token.
   */
  tokenStatus: TokenStatusResult;
  /**
   * The market's current top deals, best first, at most maxItems (1 to 24, default 8); deals whose
   * product or variant the product service does not know are left out. Empty when the service names
   * no SKUs; null (with an error) when its answer is invalid or empty.
   */
  topDeals?: Maybe<Array<TopDeal>>;
  /** The visitor: their login state and, when logged in, the customer. Never fails for logged-out visitors. */
  viewer: Viewer;
};


export type QueryNewsletterSubscriptionArgs = {
  id: Scalars['String']['input'];
};


export type QueryStockReminderArgs = {
  id: Scalars['String']['input'];
};


export type QueryTokenStatusArgs = {
  token: Scalars['String']['input'];
};


export type QueryTopDealsArgs = {
  maxItems?: InputMaybe<Scalars['Int']['input']>;
};

/** Too many attempts from this client or for this account. */
export type RateLimited = Error & {
  __typename?: 'RateLimited';
  /** RATE_LIMITED. */
  code: ErrorCode;
  /** German message saying how long to wait. */
  message: Scalars['String']['output'];
  /** Seconds until another attempt is accepted. */
  retryAfterSeconds: Scalars['Int']['output'];
};

/** The recaptcha check failed. */
export type RecaptchaFailed = Error & {
  __typename?: 'RecaptchaFailed';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

/** A product the customer looked at. */
export type RecentlyViewedProduct = {
  __typename?: 'RecentlyViewedProduct';
  /** The base product number. */
  id: Scalars['ID']['output'];
  /** The product; null when the product service does not know it (any more). */
  product?: Maybe<Product>;
  /** When the customer looked at it. */
  viewedAt: Scalars['DateTime']['output'];
};

/** Where a recommendation set is shown (the personalisation service's placements). */
export type RecommendationPlacement =
  /** The account pages (wishlist, account home): the service's accountrecos set. */
  | 'ACCOUNT'
  /** The top deals, in the order the service chose for this customer: its top-angebote set. */
  | 'TOP_DEALS';

/** A personal link to recommend the shop. */
export type Referral = {
  __typename?: 'Referral';
  /** The customer's code (stable), as the friend may also type it. */
  code: Scalars['String']['output'];
  /** The shop of the customer's market with the code (absolute URL), to copy or share. */
  url: Scalars['String']['output'];
  /** The friend's welcome voucher, in the customer's currency. */
  welcomeVoucher: Money;
};

/** The e-mail address to send a one-time login link to. */
export type RequestMagicLinkInput = {
  /** reCAPTCHA v3 token of this attempt (outside production any non-empty value). Bound: at most 4096 characters (one line, no control characters). */
  recaptchaToken: Scalars['String']['input'];
  /** E-mail or customer number. Bound: at most 254 characters (one line, no control characters). */
  username: Scalars['String']['input'];
};

/** Outcome of requesting a login link (success-shaped whether or not the account exists). FeatureDisabled: the magic link is switched off in this deployment (flag magicLinkLogin). */
export type RequestMagicLinkResult = FeatureDisabled | InvalidInput | MagicLinkRequested | RateLimited | RecaptchaFailed;

/** The account to send a password link for. */
export type RequestPasswordResetInput = {
  /** Why the link is requested. */
  reason?: PasswordLinkReason;
  /** E-mail or customer number. Bound: at most 254 characters (one line, no control characters). */
  username: Scalars['String']['input'];
};

/** Outcome of requesting a password link (success-shaped whether or not the account exists). */
export type RequestPasswordResetResult = InvalidInput | PasswordResetRequested | RateLimited;

/** The account whose activation e-mail is sent again. */
export type ResendActivationInput = {
  /** E-mail or customer number. Bound: at most 254 characters (one line, no control characters). */
  username: Scalars['String']['input'];
};

/** Outcome of sending the activation e-mail again (the same whether or not there was anything to send). */
export type ResendActivationResult = ActivationResent | InvalidInput | RateLimited;

/** The return centre a return's parcel goes to, as printed on the return slip. */
export type ReturnAddress = {
  __typename?: 'ReturnAddress';
  /** City. */
  city: Scalars['String']['output'];
  /** Country of the return centre. */
  countryCode: CountryCode;
  /** Recipient: the retailer's return centre. */
  name: Scalars['String']['output'];
  /** Street and house number. */
  street: Scalars['String']['output'];
  /** Postal code. */
  zipCode: Scalars['String']['output'];
};

/** The return could not be transmitted (docs/product/orders.md §8: the message 'Übertragungsfehler'); the client keeps the selection for another try. */
export type ReturnFailed = Error & {
  __typename?: 'ReturnFailed';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

/** One item to return. */
export type ReturnItemInput = {
  /** Number of pieces. Bound: 1 to 999. */
  quantity: Scalars['Int']['input'];
  /** Stock keeping unit: the product variant (size, colour) ordered. Bound: at most 128 characters (one line, no control characters). */
  sku: Scalars['String']['input'];
};

/** A return of items of one order. */
export type ReturnOrderItemsInput = {
  /**
   * One key per customer action (a submit), the same for every retry of that action: a retry
   * after a lost answer gets the first answer instead of writing twice. Printable ASCII, at most
   * 128 characters (e.g. a UUID). Bound: at most 128 characters (one line, no control characters).
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The items to return with quantity and reason; at least one. Bound: at most 100 items. */
  items: Array<ReturnItemInput>;
  /** Id of the order (Order.id). Bound: at most 128 characters (one line, no control characters). */
  orderId: Scalars['ID']['input'];
  /** Reason given for the return; null when none was given. */
  reasonCode?: InputMaybe<ReturnReason>;
};

/** Outcome of registering a return. */
export type ReturnOrderItemsResult = InvalidInput | ReturnFailed | ReturnPeriodExpired | ReturnSuccess;

/** The return period has ended: nothing was returned. */
export type ReturnPeriodExpired = Error & {
  __typename?: 'ReturnPeriodExpired';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** The last day on which items could be returned. */
  deadline?: Maybe<Scalars['Date']['output']>;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
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

/** The return is registered; a confirmation e-mail with the return slip is sent. */
export type ReturnSuccess = {
  __typename?: 'ReturnSuccess';
  /** The order with its items in their new state. */
  order: Order;
  /** The return's id; its printable return slip is e-mailed and shown on the return-slip page. */
  returnId: Scalars['ID']['output'];
};

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
  accountHolder: Scalars['String']['input'];
  /** The IBAN as typed; spaces are removed and letters upper-cased. Never logged. Bound: at most 42 characters (one line, no control characters). */
  iban: Scalars['String']['input'];
};

/** Outcome of saving the bank account. RateLimited: too many attempts of this account or client. */
export type SaveBankAccountResult = BankAccountSaved | BillingAddressRequired | DirectDebitNotAvailable | IbanInvalid | InvalidInput | PaymentUpdateFailed | RateLimited;

/** Outcome of saving the billing address. RateLimited: too many address checks of this account or client (a paid service); confirmed saves are not checked. */
export type SaveBillingAddressResult = AddressSaveFailed | AddressSuggested | BillingAddressSaved | InvalidInput | RateLimited;

/** Outcome of adding a delivery address. RateLimited: too many address checks of this account or client (a paid service); confirmed saves are not checked. */
export type SaveDeliveryAddressResult = AddressSaveFailed | AddressSuggested | DeliveryAddressLimitReached | DeliveryAddressSaved | InvalidInput | RateLimited;

/**
 * Outcome of sendSupportRequest. InvalidInput: a field is missing or invalid (fields topic, name,
 * email, text). RateLimited: too many requests of this account or client; nothing was sent.
 * SupportRequestFailed: the service did not take the request; show the message with the errorId.
 */
export type SendSupportRequestResult = InvalidInput | RateLimited | SupportRequestFailed | SupportRequestSent;

/** A new password set with an e-mailed token. */
export type SetPasswordInput = {
  /** The password. Never logged, never sent back. Bound: at most 128 characters (one line, no control characters). */
  password: Scalars['String']['input'];
  /** The token from the e-mailed link, as it came. Bound: at most 512 characters (one line, no control characters). */
  token: Scalars['String']['input'];
  /** Where the token came from (query parameter or a legacy path). */
  tokenSource?: PasswordTokenSource;
};

/** Outcome of setting a password with a token. RateLimited: too many links tried from this client. */
export type SetPasswordResult = InvalidInput | PasswordAlreadySet | PasswordSet | RateLimited | TokenError;

/** Outcome of setting the preferred delivery address. */
export type SetPreferredDeliveryAddressResult = AddressSaveFailed | PreferredDeliveryAddressSet;

/** The payment method to prefer. */
export type SetPreferredPaymentMethodInput = {
  /** DIRECT_DEBIT or INVOICE (PAYPAL cannot be set here). */
  method: PaymentMethod;
};

/** Outcome of setting the preferred payment method. */
export type SetPreferredPaymentMethodResult = BankAccountRequired | DirectDebitNotAvailable | InvalidInput | PaymentUpdateFailed | PreferredPaymentMethodSet;

/** The first password of a logged-in social-login customer. */
export type SetSocialPasswordInput = {
  /** The password. Never logged, never sent back. Bound: at most 128 characters (one line, no control characters). */
  password: Scalars['String']['input'];
  /** The token of a set-password-for-social-login e-mail; without it the logged-in customer sets the password. Bound: at most 512 characters (one line, no control characters). */
  token?: InputMaybe<Scalars['String']['input']>;
};

/** The stay-logged-in setting to save. */
export type SetStayLoggedInInput = {
  /** Keep the session for 60 days instead of 10. */
  stayLoggedIn: Scalars['Boolean']['input'];
};

/** Outcome of changing the stay-logged-in setting. */
export type SetStayLoggedInResult = StayLoggedInFailed | StayLoggedInUpdated;

/** No customer with the provider's e-mail: start registration prefilled with userInfo. */
export type SocialCustomerNotFound = Error & {
  __typename?: 'SocialCustomerNotFound';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
  /** What the provider knows of the person, to prefill the registration. */
  userInfo: SocialUserInfo;
};

/** Code SOCIAL_LOGIN_CODE_INVALID or SOCIAL_LOGIN_PROVIDER_UNAVAILABLE. */
export type SocialLoginFailed = Error & {
  __typename?: 'SocialLoginFailed';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

/** A social sign-in the login page offers. */
export type SocialLoginOption = {
  __typename?: 'SocialLoginOption';
  /** Stable id; the cache key of this object. */
  id: Scalars['ID']['output'];
  /** Shown as being tested (Facebook and Apple). */
  inTesting: Scalars['Boolean']['output'];
  /** The social login provider. */
  provider: SocialLoginProvider;
};

/** A social sign-in provider. */
export type SocialLoginProvider =
  /** Sign in with Apple. */
  | 'APPLE'
  /** Sign in with Facebook. */
  | 'FACEBOOK'
  /** Sign in with Google. */
  | 'GOOGLE';

/** The provider's sign-in page to send the browser to. */
export type SocialLoginStarted = {
  __typename?: 'SocialLoginStarted';
  /** Where to send the browser (the provider's sign-in page). */
  authorizationUrl: Scalars['String']['output'];
  /** The social login provider. */
  provider: SocialLoginProvider;
  /** Random value carried through the provider; the client keeps it and compares it on return. */
  state: Scalars['String']['output'];
};

/** A social provider's data of a person without an account here. */
export type SocialUserInfo = {
  __typename?: 'SocialUserInfo';
  /** E-mail address. */
  email: Scalars['String']['output'];
  /** First name; null when unknown. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Last name; null when unknown. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Form of address; null when none was given. */
  salutation?: Maybe<Salutation>;
  /** Pass as socialLoginToken to createAccount or createLightAccount (single use, 1 hour). */
  socialLoginToken: Scalars['String']['output'];
};

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
  redirectUrl: Scalars['String']['input'];
};

/** Outcome of starting a social sign-in. */
export type StartSocialLoginResult = InvalidInput | SocialLoginFailed | SocialLoginStarted;

/** The order to withdraw from: its id when logged in, or order number and e-mail without login. */
export type StartWithdrawalInput = {
  /** Logged in: the order's id. Bound: at most 128 characters (one line, no control characters). */
  orderId?: InputMaybe<Scalars['ID']['input']>;
  /** Without login: order number and e-mail. */
  public?: InputMaybe<PublicWithdrawalInput>;
};

/** Outcome of the first withdrawal step. */
export type StartWithdrawalResult = AlreadyWithdrawn | InvalidInput | OrderNotFound | RateLimited | WithdrawalNotApplicable | WithdrawalNotAvailable | WithdrawalPeriodExpired | WithdrawalStarted;

/** Saving failed; the previous value is still in force. */
export type StayLoggedInFailed = Error & {
  __typename?: 'StayLoggedInFailed';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
  /** The value still in force. */
  stayLoggedIn?: Maybe<Scalars['Boolean']['output']>;
};

/** The setting was saved; the session cookies were renewed with the new lifetime. */
export type StayLoggedInUpdated = {
  __typename?: 'StayLoggedInUpdated';
  /** The customer after the change (the cache updates from it). */
  customer: Customer;
};

/** A stock reminder: the customer is told by e-mail when a sold-out product is back. */
export type StockReminder = {
  __typename?: 'StockReminder';
  /** The reminderId of the link. */
  id: Scalars['ID']['output'];
  /** The product the reminder is for. */
  productName: Scalars['String']['output'];
  /** PENDING (not yet confirmed), ACTIVE or UNSUBSCRIBED. */
  status: SubscriptionStatus;
};

/** The stock reminder is confirmed and active. */
export type StockReminderConfirmed = {
  __typename?: 'StockReminderConfirmed';
  /** The reminder, now ACTIVE. */
  reminder: StockReminder;
};

/** The link's stock reminder, or why not. */
export type StockReminderResult = InvalidInput | StockReminder | SubscriptionNotFound;

/** The stock reminder is ended. */
export type StockReminderUnsubscribed = {
  __typename?: 'StockReminderUnsubscribed';
  /** It was ended before this call (a repeated click). */
  alreadyUnsubscribed: Scalars['Boolean']['output'];
  /** The reminder, now UNSUBSCRIBED. */
  reminder: StockReminder;
};

/** The newsletter was unsubscribed before; it cannot be reduced. */
export type SubscriptionEnded = Error & {
  __typename?: 'SubscriptionEnded';
  /** Always SUBSCRIPTION_ENDED. */
  code: ErrorCode;
  /** German text to show. */
  message: Scalars['String']['output'];
};

/** The id or data of the link is not known; nothing changed. */
export type SubscriptionNotFound = Error & {
  __typename?: 'SubscriptionNotFound';
  /** Always SUBSCRIPTION_NOT_FOUND. */
  code: ErrorCode;
  /** German text to show. */
  message: Scalars['String']['output'];
};

/** Whether a subscription still sends e-mails. */
export type SubscriptionStatus =
  /** Confirmed and sending. */
  | 'ACTIVE'
  /** Waiting for the double opt-in confirmation (stock reminders only). */
  | 'PENDING'
  /** Ended; nothing is sent any more. */
  | 'UNSUBSCRIBED';

/** The request could not be sent; nothing was sent. */
export type SupportRequestFailed = Error & {
  __typename?: 'SupportRequestFailed';
  /** Always SUPPORT_REQUEST_FAILED. */
  code: ErrorCode;
  /** The reference of the failure to quote to the service team: the service's error id, or the gateway's correlation id when the service gave none. */
  errorId: Scalars['String']['output'];
  /** German text to show (customerSupport.form.genericError). */
  message: Scalars['String']['output'];
};

/** A request to the customer service (docs/product/my-data.md §5: a valid e-mail; name, topic and text present). */
export type SupportRequestInput = {
  /**
   * The e-mail address shown in the form (prefilled from the customer's e-mail). Never logged. The
   * confirmation and the answer go to the account's verified address only, whatever this says. Bound: at most 254 characters (one line, no control characters).
   */
  email: Scalars['String']['input'];
  /**
   * The client's key of this request, the same for each retry of it (e.g. a UUID), at most 128
   * characters. A repeated key gets the first answer; nothing is sent twice. Bound: at most 128 characters (one line, no control characters).
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The name to address the customer with (prefilled from the customer's name). Bound: at most 100 characters (one line, no control characters). */
  name: Scalars['String']['input'];
  /** The customer's message, at most 5,000 characters. Never logged. Bound: at most 5000 characters (line breaks allowed, no other control characters). */
  text: Scalars['String']['input'];
  /** What the request is about. */
  topic: SupportTopic;
};

/** The request was taken; a confirmation e-mail is on its way. */
export type SupportRequestSent = {
  __typename?: 'SupportRequestSent';
  /** The address the confirmation and the answer go to. */
  email: Scalars['String']['output'];
  /** The request's reference, named in the confirmation e-mail (e.g. A-3F9C10B2). */
  requestId: Scalars['String']['output'];
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

/**
 * An e-mailed or handed-out token was refused. code is TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED
 * or TOKEN_ALREADY_USED; each has its own state on the page.
 */
export type TokenError = Error & {
  __typename?: 'TokenError';
  /** TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED or TOKEN_ALREADY_USED. */
  code: ErrorCode;
  /** German message for the state of the link. */
  message: Scalars['String']['output'];
};

/** A token from an e-mailed link. */
export type TokenInput = {
  /** The token from the e-mailed link, as it came. Bound: at most 512 characters (one line, no control characters). */
  token: Scalars['String']['input'];
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

/** Whether a token can be used, before the page asks for anything. RateLimited: too many links tried from this client. */
export type TokenStatusResult = RateLimited | TokenError | TokenValid;

/** The token may be redeemed. */
export type TokenValid = {
  __typename?: 'TokenValid';
  /** The e-mail address the token was sent to. */
  email: Scalars['String']['output'];
  /** When it expires. */
  expiresAt: Scalars['DateTime']['output'];
  /** What the token is for. */
  kind: TokenKind;
};

/** A top deal: a product and the variant on offer. */
export type TopDeal = {
  __typename?: 'TopDeal';
  /** The variant's sku. */
  id: Scalars['ID']['output'];
  /** The product. */
  product: Product;
  /** The variant on offer (its price is the deal's price). */
  variant: ProductVariant;
};

/** The creator to stop following. */
export type UnfollowCreatorInput = {
  /** The creator's id. Bound: at most 128 characters (one line, no control characters). */
  creatorId: Scalars['ID']['input'];
};

/** Outcome of unfollowCreator. */
export type UnfollowCreatorResult = CreatorNotFound | CreatorUnfollowed;

/** The stock reminder of an unsubscribe link. */
export type UnsubscribeStockReminderInput = {
  /** The reminderId of the link, as it came. Blank: InvalidInput. Bound: at most 128 characters (one line, no control characters). */
  reminderId: Scalars['String']['input'];
};

/** Outcome of unsubscribeStockReminder. */
export type UnsubscribeStockReminderResult = InvalidInput | RateLimited | StockReminderUnsubscribed | SubscriptionNotFound;

/** The data of an upsell e-mail's unsubscribe link. */
export type UnsubscribeUpsellInput = {
  /** The customerId of the link. Bound: at most 128 characters (one line, no control characters). */
  customerId: Scalars['String']['input'];
  /** The e-mail of the link. Never logged. Bound: at most 254 characters (one line, no control characters). */
  email: Scalars['String']['input'];
  /** The order number the e-mail was about (externalOrderId of the link). Bound: at most 128 characters (one line, no control characters). */
  externalOrderId: Scalars['String']['input'];
};

/** Outcome of unsubscribeUpsell. InvalidInput: the link lacks a part; SubscriptionNotFound: the parts do not belong together. */
export type UnsubscribeUpsellResult = InvalidInput | RateLimited | SubscriptionNotFound | UpsellUnsubscribed;

/** No more upsell e-mails go to this address. */
export type UpsellUnsubscribed = {
  __typename?: 'UpsellUnsubscribed';
  /** The address the unsubscription applies to (docs/product/public-pages.md §4: shown on the page). */
  email: Scalars['String']['output'];
};

/** The username exists and has a password: continue with the password step. */
export type UsernameAccepted = {
  __typename?: 'UsernameAccepted';
  /** The normalised username. */
  username: Scalars['String']['output'];
  /** Whether the username is an e-mail address or a customer number. */
  usernameType: UsernameType;
};

/** The check failed for another reason (recaptcha refused, service error): show the generic login error. */
export type UsernameCheckFailed = Error & {
  __typename?: 'UsernameCheckFailed';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

/**
 * No account for this username. For an e-mail (code EMAIL_NOT_FOUND) the client offers
 * registration; for a customer number (CUSTOMER_NUMBER_NOT_FOUND) the wrong-account-number message.
 */
export type UsernameNotFound = Error & {
  __typename?: 'UsernameNotFound';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
  /** The username as typed: an e-mail address or a customer number. */
  username: Scalars['String']['output'];
  /** Whether the username is an e-mail address or a customer number. */
  usernameType: UsernameType;
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
  iban: Scalars['String']['input'];
};

/** Outcome of checking an IBAN. RateLimited: too many checks of this account or client. */
export type ValidateIbanResult = IbanInvalid | IbanValidated | InvalidInput | RateLimited;

/** One property of a variant. */
export type VariantDimension = {
  __typename?: 'VariantDimension';
  /** German name of the property (Farbe, Größe, Inhalt, …). */
  label: Scalars['String']['output'];
  /** Its value for this variant. */
  value: Scalars['String']['output'];
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
  city?: InputMaybe<Scalars['String']['input']>;
  /** With CUSTOMER_NUMBER (leading zeros and grouped digits allowed). Bound: at most 20 characters (one line, no control characters). */
  customerNumber?: InputMaybe<Scalars['String']['input']>;
  /** Date of birth as typed (dd.mm.yyyy), for the ADDRESS method. Bound: at most 20 characters (one line, no control characters). */
  dateOfBirth?: InputMaybe<Scalars['String']['input']>;
  /** The e-mail of the username step. Bound: at most 254 characters (one line, no control characters). */
  email: Scalars['String']['input'];
  /** The chosen method; the matching fields must be set. */
  method: VerificationMethod;
  /** With ORDER_NUMBER. Bound: at most 20 characters (one line, no control characters). */
  orderNumber?: InputMaybe<Scalars['String']['input']>;
  /** With ADDRESS: street, streetNumber, zipCode, dateOfBirth (dd.mm.yyyy); city optional. Bound: at most 100 characters (one line, no control characters). */
  street?: InputMaybe<Scalars['String']['input']>;
  /** House number, with any letter suffix (e.g. 12a); null for a Packstation or Postfiliale. Bound: at most 10 characters (one line, no control characters). */
  streetNumber?: InputMaybe<Scalars['String']['input']>;
  /** Postal code (5 digits in DE, 4 in AT and CH). Bound: at most 10 characters (one line, no control characters). */
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

/** Outcome of the account verification. */
export type VerifyAccountResult = AccountNotVerified | AccountVerified | InvalidInput | RateLimited;

/** The token of an e-mailed login link. */
export type VerifyMagicLinkInput = {
  /** Keep the session for 60 days instead of 10. */
  stayLoggedIn?: Scalars['Boolean']['input'];
  /** The token from the e-mailed link, as it came. Bound: at most 512 characters (one line, no control characters). */
  token: Scalars['String']['input'];
};

/** LoginSuccess has loginMethod MAGIC_LINK. FeatureDisabled: the magic link is switched off in this deployment (flag magicLinkLogin). */
export type VerifyMagicLinkResult = FeatureDisabled | LoginSuccess | LoginWrongCountry | RateLimited | TokenError;

/** The visitor of the account area. A singleton per session (id is always 'viewer'). */
export type Viewer = {
  __typename?: 'Viewer';
  /** The logged-in customer; null when logged out. */
  customer?: Maybe<Customer>;
  /** Stable id; the cache key of this object. */
  id: Scalars['ID']['output'];
  /** Logged in or out. */
  state: LoginState;
};

/** What a voucher gives. */
export type VoucherType =
  /** No shipping costs. */
  | 'FREE_SHIPPING'
  /** A percentage off. */
  | 'PERCENTAGE'
  /** A fixed amount off. */
  | 'VALUE';

/** The customer's wishlist. */
export type Wishlist = {
  __typename?: 'Wishlist';
  /** The items, newest first. */
  items: Array<WishlistItem>;
};

/** A product variant the customer saved. */
export type WishlistItem = {
  __typename?: 'WishlistItem';
  /** When it was saved. */
  addedAt: Scalars['DateTime']['output'];
  /** The variant's sku (an item per variant). */
  id: Scalars['ID']['output'];
  /** The product; null when the product service does not know it (any more). */
  product?: Maybe<Product>;
  /** The variant's sku. */
  sku: Scalars['String']['output'];
  /**
   * The saved variant of the product (price, availability, size, colour); null when unknown: the
   * product service did not answer (with an error) or does not know it (any more). Its availability
   * is then unknown too: show it as unknown and offer no basket action.
   */
  variant?: Maybe<ProductVariant>;
};

/** The variant is on the wishlist. */
export type WishlistItemAdded = {
  __typename?: 'WishlistItemAdded';
  /** The customer after the change: select `wishlist` to get the list as it is now (the cache updates from it). */
  customer: Customer;
  /** The item (newly added, or the one that was there). */
  item: WishlistItem;
};

/** The item is removed from the wishlist. */
export type WishlistItemDeleted = {
  __typename?: 'WishlistItemDeleted';
  /** The item's sku. */
  sku: Scalars['String']['output'];
};

/** The article is in the basket; the item has left the wishlist. */
export type WishlistItemMovedToBasket = {
  __typename?: 'WishlistItemMovedToBasket';
  /** Articles in the basket now. */
  basketItemCount: Scalars['Int']['output'];
  /** The item's sku. */
  sku: Scalars['String']['output'];
};

/** The item is not on the wishlist (any more); nothing changed. */
export type WishlistItemNotFound = Error & {
  __typename?: 'WishlistItemNotFound';
  /** Always WISHLIST_ITEM_NOT_FOUND. */
  code: ErrorCode;
  /** German text to show. */
  message: Scalars['String']['output'];
};

/** How the withdrawal receipt reaches the customer. */
export type WithdrawalChannel =
  /** By e-mail to the order's address. */
  | 'EMAIL';

/** A way the receipt can be sent. */
export type WithdrawalChannelOption = {
  __typename?: 'WithdrawalChannelOption';
  /** The e-mail address on file. */
  address: Scalars['String']['output'];
  /** The channel. */
  type: WithdrawalChannel;
};

/** The withdrawal is confirmed; the receipt is on its way. */
export type WithdrawalConfirmed = {
  __typename?: 'WithdrawalConfirmed';
  /** How the receipt is sent. */
  channel: WithdrawalChannel;
  /** The address the confirmation e-mail was sent to. */
  confirmationSentTo: Scalars['String']['output'];
  /** When it was confirmed. */
  confirmedAt: Scalars['DateTime']['output'];
  /** The order in its new state when the visitor is logged in as its customer; else null. */
  order?: Maybe<Order>;
  /** Order number the customer sees on invoices and e-mails. */
  orderNumber: Scalars['String']['output'];
  /** Id of the withdrawal (on the receipt). */
  withdrawalId: Scalars['ID']['output'];
};

/** Nothing left to withdraw from (cancelled or fully returned). */
export type WithdrawalNotApplicable = Error & {
  __typename?: 'WithdrawalNotApplicable';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

/** No statutory withdrawal right in this market (ch): show the voluntary return policy. */
export type WithdrawalNotAvailable = Error & {
  __typename?: 'WithdrawalNotAvailable';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
  /** Always true: the retailer's voluntary return policy applies instead. */
  voluntaryReturnPolicy: Scalars['Boolean']['output'];
};

/** What the withdrawal steps show of the order. */
export type WithdrawalOrder = {
  __typename?: 'WithdrawalOrder';
  /** When the order was delivered; null while it is not. */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** The items of the order. */
  items: Array<WithdrawalOrderItem>;
  /** Order number the customer sees on invoices and e-mails. */
  number: Scalars['String']['output'];
  /** Id of the order (Order.id). */
  orderId: Scalars['ID']['output'];
  /** When the order was placed. */
  placedAt: Scalars['DateTime']['output'];
  /** Total of the order: items, shipping and discounts. */
  total: Money;
};

/** An item of the order to withdraw from. */
export type WithdrawalOrderItem = {
  __typename?: 'WithdrawalOrderItem';
  /** Number of pieces. */
  quantity: Scalars['Int']['output'];
  /** Stock keeping unit: the product variant (size, colour) ordered. */
  sku: Scalars['String']['output'];
  /** Name of the item as ordered. */
  title: Scalars['String']['output'];
};

/** The withdrawal period has ended. */
export type WithdrawalPeriodExpired = Error & {
  __typename?: 'WithdrawalPeriodExpired';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** Last day of the period; null when unknown. */
  deadline?: Maybe<Scalars['Date']['output']>;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

/** The request is unknown, used or expired (60 minutes): start again. */
export type WithdrawalRequestExpired = Error & {
  __typename?: 'WithdrawalRequestExpired';
  /** The error's code (ErrorCode); clients switch on it. */
  code: ErrorCode;
  /** German message for the customer; clients may show their own text for the code instead. */
  message: Scalars['String']['output'];
};

/** The order can be withdrawn from: confirm with requestId and secret. */
export type WithdrawalStarted = {
  __typename?: 'WithdrawalStarted';
  /** Where the confirmation goes. */
  channels: Array<WithdrawalChannelOption>;
  /** Pass to confirmWithdrawal with the requestId: only whoever identified the order receives it, so only they can confirm. */
  confirmationSecret: Scalars['String']['output'];
  /** Last day of the withdrawal period; null while not delivered. */
  deadline?: Maybe<Scalars['Date']['output']>;
  /** When it expires. */
  expiresAt: Scalars['DateTime']['output'];
  /** What the confirmation step shows of the order. */
  order: WithdrawalOrder;
  /** Pass to confirmWithdrawal; valid until expiresAt. */
  requestId: Scalars['ID']['output'];
};

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

/** The password given is not the customer's (a customer without password always gets this). */
export type WrongPassword = Error & {
  __typename?: 'WrongPassword';
  /** Always WRONG_PASSWORD. */
  code: ErrorCode;
  /** German text for the password field. */
  message: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  ActivateAccountResult:
    | ( AccountActivated & { __typename: 'AccountActivated' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( TokenError & { __typename: 'TokenError' } )
  ;
  AddWishlistItemResult:
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( ProductNotFound & { __typename: 'ProductNotFound' } )
    | ( Omit<WishlistItemAdded, 'customer' | 'item'> & { customer: _RefType['Customer'], item: _RefType['WishlistItem'] } & { __typename: 'WishlistItemAdded' } )
  ;
  BuyAgainItemResult:
    | ( Omit<BuyAgainItemAdded, 'item' | 'variant'> & { item: _RefType['OrderItem'], variant: _RefType['ProductVariant'] } & { __typename: 'BuyAgainItemAdded' } )
    | ( Omit<BuyAgainItemFailed, 'item'> & { item: _RefType['OrderItem'] } & { __typename: 'BuyAgainItemFailed' } )
    | ( Omit<BuyAgainItemUnavailable, 'item'> & { item: _RefType['OrderItem'] } & { __typename: 'BuyAgainItemUnavailable' } )
  ;
  BuyAgainResult:
    | ( Omit<BuyAgainOutcome, 'items'> & { items: Array<_RefType['BuyAgainItemResult']> } & { __typename: 'BuyAgainOutcome' } )
    | ( FeatureDisabled & { __typename: 'FeatureDisabled' } )
    | ( InvalidInput & { __typename: 'InvalidInput' } )
  ;
  CancelNewsletterResult:
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( NewsletterReduced & { __typename: 'NewsletterReduced' } )
    | ( NewsletterUnsubscribed & { __typename: 'NewsletterUnsubscribed' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( SubscriptionEnded & { __typename: 'SubscriptionEnded' } )
    | ( SubscriptionNotFound & { __typename: 'SubscriptionNotFound' } )
  ;
  CancelOrderResult:
    | ( Omit<CancelOrderSuccess, 'order'> & { order: _RefType['Order'] } & { __typename: 'CancelOrderSuccess' } )
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( Omit<OrderNotCancellable, 'order'> & { order: _RefType['Order'] } & { __typename: 'OrderNotCancellable' } )
  ;
  ChangeEmailResult:
    | ( EmailAlreadyExists & { __typename: 'EmailAlreadyExists' } )
    | ( EmailChangeRequested & { __typename: 'EmailChangeRequested' } )
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( ProfileChangeFailed & { __typename: 'ProfileChangeFailed' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( WrongPassword & { __typename: 'WrongPassword' } )
  ;
  ChangePasswordResult:
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( Omit<PasswordChanged, 'viewer'> & { viewer: _RefType['Viewer'] } & { __typename: 'PasswordChanged' } )
    | ( PasswordSameAsOld & { __typename: 'PasswordSameAsOld' } )
    | ( ProfileChangeFailed & { __typename: 'ProfileChangeFailed' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( WrongPassword & { __typename: 'WrongPassword' } )
  ;
  CheckAddressResult:
    | ( AddressChecked & { __typename: 'AddressChecked' } )
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
  ;
  CheckUsernameResult:
    | ( AccountNotActivated & { __typename: 'AccountNotActivated' } )
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( LightUserNoCredentials & { __typename: 'LightUserNoCredentials' } )
    | ( NoCredentials & { __typename: 'NoCredentials' } )
    | ( NoPassword & { __typename: 'NoPassword' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( UsernameAccepted & { __typename: 'UsernameAccepted' } )
    | ( UsernameCheckFailed & { __typename: 'UsernameCheckFailed' } )
    | ( UsernameNotFound & { __typename: 'UsernameNotFound' } )
  ;
  CompleteSocialLoginResult:
    | ( AccountNotActivated & { __typename: 'AccountNotActivated' } )
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( Omit<LoginSuccess, 'viewer'> & { viewer: _RefType['Viewer'] } & { __typename: 'LoginSuccess' } )
    | ( LoginWrongCountry & { __typename: 'LoginWrongCountry' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( SocialCustomerNotFound & { __typename: 'SocialCustomerNotFound' } )
    | ( SocialLoginFailed & { __typename: 'SocialLoginFailed' } )
  ;
  ConfirmEmailChangeResult:
    | ( EmailAlreadyExists & { __typename: 'EmailAlreadyExists' } )
    | ( Omit<EmailChangeConfirmed, 'viewer'> & { viewer: _RefType['Viewer'] } & { __typename: 'EmailChangeConfirmed' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( TokenError & { __typename: 'TokenError' } )
  ;
  ConfirmMarketResearchResult:
    | ( MarketResearchAlreadyConfirmed & { __typename: 'MarketResearchAlreadyConfirmed' } )
    | ( MarketResearchConfirmed & { __typename: 'MarketResearchConfirmed' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( TokenError & { __typename: 'TokenError' } )
  ;
  ConfirmStockReminderResult:
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( StockReminderConfirmed & { __typename: 'StockReminderConfirmed' } )
    | ( TokenError & { __typename: 'TokenError' } )
  ;
  ConfirmWithdrawalResult:
    | ( AlreadyWithdrawn & { __typename: 'AlreadyWithdrawn' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( Omit<WithdrawalConfirmed, 'order'> & { order?: Maybe<_RefType['Order']> } & { __typename: 'WithdrawalConfirmed' } )
    | ( WithdrawalNotApplicable & { __typename: 'WithdrawalNotApplicable' } )
    | ( WithdrawalNotAvailable & { __typename: 'WithdrawalNotAvailable' } )
    | ( WithdrawalPeriodExpired & { __typename: 'WithdrawalPeriodExpired' } )
    | ( WithdrawalRequestExpired & { __typename: 'WithdrawalRequestExpired' } )
  ;
  CreateAccountResult:
    | ( Omit<AccountCreated, 'viewer'> & { viewer: _RefType['Viewer'] } & { __typename: 'AccountCreated' } )
    | ( DuplicateAccount & { __typename: 'DuplicateAccount' } )
    | ( EmailAlreadyExists & { __typename: 'EmailAlreadyExists' } )
    | ( FeatureDisabled & { __typename: 'FeatureDisabled' } )
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( RecaptchaFailed & { __typename: 'RecaptchaFailed' } )
    | ( TokenError & { __typename: 'TokenError' } )
  ;
  DeleteAccountResult:
    | ( Omit<AccountDeleted, 'viewer'> & { viewer: _RefType['Viewer'] } & { __typename: 'AccountDeleted' } )
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( ProfileChangeFailed & { __typename: 'ProfileChangeFailed' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( WrongPassword & { __typename: 'WrongPassword' } )
  ;
  DeleteBankAccountResult:
    | ( BankAccountDeleteFailed & { __typename: 'BankAccountDeleteFailed' } )
    | ( BankAccountDeleted & { __typename: 'BankAccountDeleted' } )
  ;
  DeleteWishlistItemResult:
    | ( FeatureDisabled & { __typename: 'FeatureDisabled' } )
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( WishlistItemDeleted & { __typename: 'WishlistItemDeleted' } )
    | ( WishlistItemNotFound & { __typename: 'WishlistItemNotFound' } )
  ;
  DeliveryAddressChangeResult:
    | ( AddressSaveFailed & { __typename: 'AddressSaveFailed' } )
    | ( DeliveryAddressChanged & { __typename: 'DeliveryAddressChanged' } )
    | ( DeliveryAddressLimitReached & { __typename: 'DeliveryAddressLimitReached' } )
  ;
  ExportMyDataResult:
    | ( MyDataExport & { __typename: 'MyDataExport' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
  ;
  FollowCreatorResult:
    | ( CreatorFollowed & { __typename: 'CreatorFollowed' } )
    | ( CreatorNotFound & { __typename: 'CreatorNotFound' } )
  ;
  LoginResult:
    | ( AccountNotActivated & { __typename: 'AccountNotActivated' } )
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( LoginChallengeRequired & { __typename: 'LoginChallengeRequired' } )
    | ( LoginFailed & { __typename: 'LoginFailed' } )
    | ( LoginRejected & { __typename: 'LoginRejected' } )
    | ( Omit<LoginSuccess, 'viewer'> & { viewer: _RefType['Viewer'] } & { __typename: 'LoginSuccess' } )
    | ( LoginWrongCountry & { __typename: 'LoginWrongCountry' } )
    | ( LoginWrongCustomer & { __typename: 'LoginWrongCustomer' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
  ;
  MoveWishlistItemToBasketResult:
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( ProductSoldOut & { __typename: 'ProductSoldOut' } )
    | ( WishlistItemMovedToBasket & { __typename: 'WishlistItemMovedToBasket' } )
    | ( WishlistItemNotFound & { __typename: 'WishlistItemNotFound' } )
  ;
  NewsletterSubscriptionResult:
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( NewsletterSubscription & { __typename: 'NewsletterSubscription' } )
    | ( SubscriptionNotFound & { __typename: 'SubscriptionNotFound' } )
  ;
  RequestMagicLinkResult:
    | ( FeatureDisabled & { __typename: 'FeatureDisabled' } )
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( MagicLinkRequested & { __typename: 'MagicLinkRequested' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( RecaptchaFailed & { __typename: 'RecaptchaFailed' } )
  ;
  RequestPasswordResetResult:
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( PasswordResetRequested & { __typename: 'PasswordResetRequested' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
  ;
  ResendActivationResult:
    | ( ActivationResent & { __typename: 'ActivationResent' } )
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
  ;
  ReturnOrderItemsResult:
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( ReturnFailed & { __typename: 'ReturnFailed' } )
    | ( ReturnPeriodExpired & { __typename: 'ReturnPeriodExpired' } )
    | ( Omit<ReturnSuccess, 'order'> & { order: _RefType['Order'] } & { __typename: 'ReturnSuccess' } )
  ;
  SaveBankAccountResult:
    | ( BankAccountSaved & { __typename: 'BankAccountSaved' } )
    | ( BillingAddressRequired & { __typename: 'BillingAddressRequired' } )
    | ( DirectDebitNotAvailable & { __typename: 'DirectDebitNotAvailable' } )
    | ( IbanInvalid & { __typename: 'IbanInvalid' } )
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( PaymentUpdateFailed & { __typename: 'PaymentUpdateFailed' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
  ;
  SaveBillingAddressResult:
    | ( AddressSaveFailed & { __typename: 'AddressSaveFailed' } )
    | ( AddressSuggested & { __typename: 'AddressSuggested' } )
    | ( Omit<BillingAddressSaved, 'customer'> & { customer: _RefType['Customer'] } & { __typename: 'BillingAddressSaved' } )
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
  ;
  SaveDeliveryAddressResult:
    | ( AddressSaveFailed & { __typename: 'AddressSaveFailed' } )
    | ( AddressSuggested & { __typename: 'AddressSuggested' } )
    | ( DeliveryAddressLimitReached & { __typename: 'DeliveryAddressLimitReached' } )
    | ( DeliveryAddressSaved & { __typename: 'DeliveryAddressSaved' } )
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
  ;
  SendSupportRequestResult:
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( SupportRequestFailed & { __typename: 'SupportRequestFailed' } )
    | ( SupportRequestSent & { __typename: 'SupportRequestSent' } )
  ;
  SetPasswordResult:
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( PasswordAlreadySet & { __typename: 'PasswordAlreadySet' } )
    | ( Omit<PasswordSet, 'viewer'> & { viewer: _RefType['Viewer'] } & { __typename: 'PasswordSet' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( TokenError & { __typename: 'TokenError' } )
  ;
  SetPreferredDeliveryAddressResult:
    | ( AddressSaveFailed & { __typename: 'AddressSaveFailed' } )
    | ( PreferredDeliveryAddressSet & { __typename: 'PreferredDeliveryAddressSet' } )
  ;
  SetPreferredPaymentMethodResult:
    | ( BankAccountRequired & { __typename: 'BankAccountRequired' } )
    | ( DirectDebitNotAvailable & { __typename: 'DirectDebitNotAvailable' } )
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( PaymentUpdateFailed & { __typename: 'PaymentUpdateFailed' } )
    | ( PreferredPaymentMethodSet & { __typename: 'PreferredPaymentMethodSet' } )
  ;
  SetStayLoggedInResult:
    | ( StayLoggedInFailed & { __typename: 'StayLoggedInFailed' } )
    | ( Omit<StayLoggedInUpdated, 'customer'> & { customer: _RefType['Customer'] } & { __typename: 'StayLoggedInUpdated' } )
  ;
  StartSocialLoginResult:
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( SocialLoginFailed & { __typename: 'SocialLoginFailed' } )
    | ( SocialLoginStarted & { __typename: 'SocialLoginStarted' } )
  ;
  StartWithdrawalResult:
    | ( AlreadyWithdrawn & { __typename: 'AlreadyWithdrawn' } )
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( OrderNotFound & { __typename: 'OrderNotFound' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( WithdrawalNotApplicable & { __typename: 'WithdrawalNotApplicable' } )
    | ( WithdrawalNotAvailable & { __typename: 'WithdrawalNotAvailable' } )
    | ( WithdrawalPeriodExpired & { __typename: 'WithdrawalPeriodExpired' } )
    | ( WithdrawalStarted & { __typename: 'WithdrawalStarted' } )
  ;
  StockReminderResult:
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( StockReminder & { __typename: 'StockReminder' } )
    | ( SubscriptionNotFound & { __typename: 'SubscriptionNotFound' } )
  ;
  TokenStatusResult:
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( TokenError & { __typename: 'TokenError' } )
    | ( TokenValid & { __typename: 'TokenValid' } )
  ;
  UnfollowCreatorResult:
    | ( CreatorNotFound & { __typename: 'CreatorNotFound' } )
    | ( CreatorUnfollowed & { __typename: 'CreatorUnfollowed' } )
  ;
  UnsubscribeStockReminderResult:
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( StockReminderUnsubscribed & { __typename: 'StockReminderUnsubscribed' } )
    | ( SubscriptionNotFound & { __typename: 'SubscriptionNotFound' } )
  ;
  UnsubscribeUpsellResult:
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( SubscriptionNotFound & { __typename: 'SubscriptionNotFound' } )
    | ( UpsellUnsubscribed & { __typename: 'UpsellUnsubscribed' } )
  ;
  ValidateIbanResult:
    | ( IbanInvalid & { __typename: 'IbanInvalid' } )
    | ( IbanValidated & { __typename: 'IbanValidated' } )
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
  ;
  VerifyAccountResult:
    | ( AccountNotVerified & { __typename: 'AccountNotVerified' } )
    | ( AccountVerified & { __typename: 'AccountVerified' } )
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
  ;
  VerifyMagicLinkResult:
    | ( FeatureDisabled & { __typename: 'FeatureDisabled' } )
    | ( Omit<LoginSuccess, 'viewer'> & { viewer: _RefType['Viewer'] } & { __typename: 'LoginSuccess' } )
    | ( LoginWrongCountry & { __typename: 'LoginWrongCountry' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( TokenError & { __typename: 'TokenError' } )
  ;
};

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Address:
    | ( BillingAddress & { __typename: 'BillingAddress' } )
    | ( DeliveryAddress & { __typename: 'DeliveryAddress' } )
  ;
  Error:
    | ( AccountNotActivated & { __typename: 'AccountNotActivated' } )
    | ( AccountNotVerified & { __typename: 'AccountNotVerified' } )
    | ( AddressSaveFailed & { __typename: 'AddressSaveFailed' } )
    | ( AddressSuggested & { __typename: 'AddressSuggested' } )
    | ( AlreadyWithdrawn & { __typename: 'AlreadyWithdrawn' } )
    | ( BankAccountDeleteFailed & { __typename: 'BankAccountDeleteFailed' } )
    | ( BankAccountRequired & { __typename: 'BankAccountRequired' } )
    | ( BillingAddressRequired & { __typename: 'BillingAddressRequired' } )
    | ( Omit<BuyAgainItemFailed, 'item'> & { item: _RefType['OrderItem'] } & { __typename: 'BuyAgainItemFailed' } )
    | ( Omit<BuyAgainItemUnavailable, 'item'> & { item: _RefType['OrderItem'] } & { __typename: 'BuyAgainItemUnavailable' } )
    | ( CreatorNotFound & { __typename: 'CreatorNotFound' } )
    | ( DeliveryAddressLimitReached & { __typename: 'DeliveryAddressLimitReached' } )
    | ( DirectDebitNotAvailable & { __typename: 'DirectDebitNotAvailable' } )
    | ( DuplicateAccount & { __typename: 'DuplicateAccount' } )
    | ( EmailAlreadyExists & { __typename: 'EmailAlreadyExists' } )
    | ( FeatureDisabled & { __typename: 'FeatureDisabled' } )
    | ( IbanInvalid & { __typename: 'IbanInvalid' } )
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( LightUserNoCredentials & { __typename: 'LightUserNoCredentials' } )
    | ( LoginChallengeRequired & { __typename: 'LoginChallengeRequired' } )
    | ( LoginFailed & { __typename: 'LoginFailed' } )
    | ( LoginRejected & { __typename: 'LoginRejected' } )
    | ( LoginWrongCountry & { __typename: 'LoginWrongCountry' } )
    | ( LoginWrongCustomer & { __typename: 'LoginWrongCustomer' } )
    | ( MarketResearchAlreadyConfirmed & { __typename: 'MarketResearchAlreadyConfirmed' } )
    | ( NoCredentials & { __typename: 'NoCredentials' } )
    | ( NoPassword & { __typename: 'NoPassword' } )
    | ( Omit<OrderNotCancellable, 'order'> & { order: _RefType['Order'] } & { __typename: 'OrderNotCancellable' } )
    | ( OrderNotFound & { __typename: 'OrderNotFound' } )
    | ( PasswordAlreadySet & { __typename: 'PasswordAlreadySet' } )
    | ( PasswordSameAsOld & { __typename: 'PasswordSameAsOld' } )
    | ( PaymentUpdateFailed & { __typename: 'PaymentUpdateFailed' } )
    | ( ProductNotFound & { __typename: 'ProductNotFound' } )
    | ( ProductSoldOut & { __typename: 'ProductSoldOut' } )
    | ( ProfileChangeFailed & { __typename: 'ProfileChangeFailed' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( RecaptchaFailed & { __typename: 'RecaptchaFailed' } )
    | ( ReturnFailed & { __typename: 'ReturnFailed' } )
    | ( ReturnPeriodExpired & { __typename: 'ReturnPeriodExpired' } )
    | ( SocialCustomerNotFound & { __typename: 'SocialCustomerNotFound' } )
    | ( SocialLoginFailed & { __typename: 'SocialLoginFailed' } )
    | ( StayLoggedInFailed & { __typename: 'StayLoggedInFailed' } )
    | ( SubscriptionEnded & { __typename: 'SubscriptionEnded' } )
    | ( SubscriptionNotFound & { __typename: 'SubscriptionNotFound' } )
    | ( SupportRequestFailed & { __typename: 'SupportRequestFailed' } )
    | ( TokenError & { __typename: 'TokenError' } )
    | ( UsernameCheckFailed & { __typename: 'UsernameCheckFailed' } )
    | ( UsernameNotFound & { __typename: 'UsernameNotFound' } )
    | ( WishlistItemNotFound & { __typename: 'WishlistItemNotFound' } )
    | ( WithdrawalNotApplicable & { __typename: 'WithdrawalNotApplicable' } )
    | ( WithdrawalNotAvailable & { __typename: 'WithdrawalNotAvailable' } )
    | ( WithdrawalPeriodExpired & { __typename: 'WithdrawalPeriodExpired' } )
    | ( WithdrawalRequestExpired & { __typename: 'WithdrawalRequestExpired' } )
    | ( WrongPassword & { __typename: 'WrongPassword' } )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountActivated: ResolverTypeWrapper<AccountActivated>;
  AccountCreated: ResolverTypeWrapper<Omit<AccountCreated, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  AccountCreatedStatus: AccountCreatedStatus;
  AccountDeleted: ResolverTypeWrapper<Omit<AccountDeleted, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  AccountNotActivated: ResolverTypeWrapper<AccountNotActivated>;
  AccountNotVerified: ResolverTypeWrapper<AccountNotVerified>;
  AccountVerified: ResolverTypeWrapper<AccountVerified>;
  ActivateAccountResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ActivateAccountResult']>;
  ActivationResent: ResolverTypeWrapper<ActivationResent>;
  AddWishlistItemInput: AddWishlistItemInput;
  AddWishlistItemResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AddWishlistItemResult']>;
  Address: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Address']>;
  AddressCheckVerdict: AddressCheckVerdict;
  AddressChecked: ResolverTypeWrapper<AddressChecked>;
  AddressLinesInput: AddressLinesInput;
  AddressSaveFailed: ResolverTypeWrapper<AddressSaveFailed>;
  AddressSuggested: ResolverTypeWrapper<AddressSuggested>;
  AlreadyWithdrawn: ResolverTypeWrapper<AlreadyWithdrawn>;
  BankAccount: ResolverTypeWrapper<BankAccount>;
  BankAccountDeleteFailed: ResolverTypeWrapper<BankAccountDeleteFailed>;
  BankAccountDeleted: ResolverTypeWrapper<BankAccountDeleted>;
  BankAccountRequired: ResolverTypeWrapper<BankAccountRequired>;
  BankAccountSaved: ResolverTypeWrapper<BankAccountSaved>;
  BillingAddress: ResolverTypeWrapper<BillingAddress>;
  BillingAddressInput: BillingAddressInput;
  BillingAddressRequired: ResolverTypeWrapper<BillingAddressRequired>;
  BillingAddressSaved: ResolverTypeWrapper<Omit<BillingAddressSaved, 'customer'> & { customer: ResolversTypes['Customer'] }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BuyAgainInput: BuyAgainInput;
  BuyAgainItemAdded: ResolverTypeWrapper<Omit<BuyAgainItemAdded, 'item' | 'variant'> & { item: ResolversTypes['OrderItem'], variant: ResolversTypes['ProductVariant'] }>;
  BuyAgainItemFailed: ResolverTypeWrapper<Omit<BuyAgainItemFailed, 'item'> & { item: ResolversTypes['OrderItem'] }>;
  BuyAgainItemResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['BuyAgainItemResult']>;
  BuyAgainItemUnavailable: ResolverTypeWrapper<Omit<BuyAgainItemUnavailable, 'item'> & { item: ResolversTypes['OrderItem'] }>;
  BuyAgainOutcome: ResolverTypeWrapper<Omit<BuyAgainOutcome, 'items'> & { items: Array<ResolversTypes['BuyAgainItemResult']> }>;
  BuyAgainResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['BuyAgainResult']>;
  CancelNewsletterAction: CancelNewsletterAction;
  CancelNewsletterInput: CancelNewsletterInput;
  CancelNewsletterResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CancelNewsletterResult']>;
  CancelOrderInput: CancelOrderInput;
  CancelOrderResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CancelOrderResult']>;
  CancelOrderSuccess: ResolverTypeWrapper<Omit<CancelOrderSuccess, 'order'> & { order: ResolversTypes['Order'] }>;
  CancellationReason: CancellationReason;
  ChangeEmailInput: ChangeEmailInput;
  ChangeEmailResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ChangeEmailResult']>;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ChangePasswordResult']>;
  CheckAddressInput: CheckAddressInput;
  CheckAddressResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CheckAddressResult']>;
  CheckUsernameInput: CheckUsernameInput;
  CheckUsernameResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CheckUsernameResult']>;
  CheckedAddress: ResolverTypeWrapper<CheckedAddress>;
  CompleteSocialLoginInput: CompleteSocialLoginInput;
  CompleteSocialLoginResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CompleteSocialLoginResult']>;
  ConfirmEmailChangeInput: ConfirmEmailChangeInput;
  ConfirmEmailChangeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ConfirmEmailChangeResult']>;
  ConfirmMarketResearchInput: ConfirmMarketResearchInput;
  ConfirmMarketResearchResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ConfirmMarketResearchResult']>;
  ConfirmStockReminderInput: ConfirmStockReminderInput;
  ConfirmStockReminderResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ConfirmStockReminderResult']>;
  ConfirmWithdrawalInput: ConfirmWithdrawalInput;
  ConfirmWithdrawalResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ConfirmWithdrawalResult']>;
  CountryCode: CountryCode;
  CreateAccountContext: CreateAccountContext;
  CreateAccountInput: CreateAccountInput;
  CreateAccountResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateAccountResult']>;
  CreateLightAccountInput: CreateLightAccountInput;
  Creator: ResolverTypeWrapper<Creator>;
  CreatorFollowed: ResolverTypeWrapper<CreatorFollowed>;
  CreatorNotFound: ResolverTypeWrapper<CreatorNotFound>;
  CreatorUnfollowed: ResolverTypeWrapper<CreatorUnfollowed>;
  Currency: Currency;
  Customer: ResolverTypeWrapper<CustomerModel>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteAccountInput: DeleteAccountInput;
  DeleteAccountResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteAccountResult']>;
  DeleteBankAccountResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteBankAccountResult']>;
  DeleteWishlistItemInput: DeleteWishlistItemInput;
  DeleteWishlistItemResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteWishlistItemResult']>;
  DeliveryAddress: ResolverTypeWrapper<DeliveryAddress>;
  DeliveryAddressChangeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeliveryAddressChangeResult']>;
  DeliveryAddressChanged: ResolverTypeWrapper<DeliveryAddressChanged>;
  DeliveryAddressInput: DeliveryAddressInput;
  DeliveryAddressLimitReached: ResolverTypeWrapper<DeliveryAddressLimitReached>;
  DeliveryAddressList: ResolverTypeWrapper<DeliveryAddressList>;
  DeliveryAddressSaved: ResolverTypeWrapper<DeliveryAddressSaved>;
  DeliveryAddressType: DeliveryAddressType;
  DirectDebitNotAvailable: ResolverTypeWrapper<DirectDebitNotAvailable>;
  DuplicateAccount: ResolverTypeWrapper<DuplicateAccount>;
  EmailAlreadyExists: ResolverTypeWrapper<EmailAlreadyExists>;
  EmailChangeConfirmed: ResolverTypeWrapper<Omit<EmailChangeConfirmed, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  EmailChangeRequested: ResolverTypeWrapper<EmailChangeRequested>;
  Error: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Error']>;
  ErrorCode: ErrorCode;
  ExportMyDataResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ExportMyDataResult']>;
  FeatureDisabled: ResolverTypeWrapper<FeatureDisabled>;
  FeatureFlags: ResolverTypeWrapper<FeatureFlags>;
  FieldError: ResolverTypeWrapper<FieldError>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FollowCreatorInput: FollowCreatorInput;
  FollowCreatorResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['FollowCreatorResult']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IbanInvalid: ResolverTypeWrapper<IbanInvalid>;
  IbanValidated: ResolverTypeWrapper<IbanValidated>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvalidInput: ResolverTypeWrapper<InvalidInput>;
  Invoice: ResolverTypeWrapper<Invoice>;
  InvoiceStatus: InvoiceStatus;
  LightUserNoCredentials: ResolverTypeWrapper<LightUserNoCredentials>;
  LoginChallengeRequired: ResolverTypeWrapper<LoginChallengeRequired>;
  LoginFailed: ResolverTypeWrapper<LoginFailed>;
  LoginFailureReason: LoginFailureReason;
  LoginInput: LoginInput;
  LoginMethod: LoginMethod;
  LoginRejected: ResolverTypeWrapper<LoginRejected>;
  LoginResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['LoginResult']>;
  LoginState: LoginState;
  LoginSuccess: ResolverTypeWrapper<Omit<LoginSuccess, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  LoginWrongCountry: ResolverTypeWrapper<LoginWrongCountry>;
  LoginWrongCustomer: ResolverTypeWrapper<LoginWrongCustomer>;
  LogoutPayload: ResolverTypeWrapper<Omit<LogoutPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  MagicLinkRequested: ResolverTypeWrapper<MagicLinkRequested>;
  Market: Market;
  MarketInfo: ResolverTypeWrapper<MarketInfo>;
  MarketResearchAlreadyConfirmed: ResolverTypeWrapper<MarketResearchAlreadyConfirmed>;
  MarketResearchConfirmed: ResolverTypeWrapper<MarketResearchConfirmed>;
  Money: ResolverTypeWrapper<Money>;
  MoveWishlistItemToBasketInput: MoveWishlistItemToBasketInput;
  MoveWishlistItemToBasketResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['MoveWishlistItemToBasketResult']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyDataExport: ResolverTypeWrapper<MyDataExport>;
  MyDataSection: MyDataSection;
  NewsletterFrequency: NewsletterFrequency;
  NewsletterReduced: ResolverTypeWrapper<NewsletterReduced>;
  NewsletterSubscription: ResolverTypeWrapper<NewsletterSubscription>;
  NewsletterSubscriptionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['NewsletterSubscriptionResult']>;
  NewsletterUnsubscribed: ResolverTypeWrapper<NewsletterUnsubscribed>;
  NoCredentials: ResolverTypeWrapper<NoCredentials>;
  NoPassword: ResolverTypeWrapper<NoPassword>;
  OpenInvoices: ResolverTypeWrapper<OpenInvoices>;
  Order: ResolverTypeWrapper<OrderModel>;
  OrderCancellation: ResolverTypeWrapper<OrderCancellation>;
  OrderConnection: ResolverTypeWrapper<Omit<OrderConnection, 'edges'> & { edges: Array<ResolversTypes['OrderEdge']> }>;
  OrderDeliveryAddress: ResolverTypeWrapper<OrderDeliveryAddress>;
  OrderDeliveryAddressType: OrderDeliveryAddressType;
  OrderEdge: ResolverTypeWrapper<Omit<OrderEdge, 'node'> & { node: ResolversTypes['Order'] }>;
  OrderInsights: ResolverTypeWrapper<OrderInsights>;
  OrderItem: ResolverTypeWrapper<OrderItemModel>;
  OrderItemStatus: OrderItemStatus;
  OrderNotCancellable: ResolverTypeWrapper<Omit<OrderNotCancellable, 'order'> & { order: ResolversTypes['Order'] }>;
  OrderNotFound: ResolverTypeWrapper<OrderNotFound>;
  OrderPaymentType: OrderPaymentType;
  OrderReturn: ResolverTypeWrapper<OrderReturn>;
  OrderReturnItem: ResolverTypeWrapper<OrderReturnItem>;
  OrderReturnPeriod: ResolverTypeWrapper<OrderReturnPeriod>;
  OrderStatus: OrderStatus;
  OrderStatusCount: ResolverTypeWrapper<OrderStatusCount>;
  OrderTimelineStep: ResolverTypeWrapper<OrderTimelineStep>;
  OrderTimelineStepKind: OrderTimelineStepKind;
  OrderTimelineStepState: OrderTimelineStepState;
  OrderVoucher: ResolverTypeWrapper<OrderVoucher>;
  OrderWithdrawal: ResolverTypeWrapper<OrderWithdrawal>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PasswordAlreadySet: ResolverTypeWrapper<PasswordAlreadySet>;
  PasswordChanged: ResolverTypeWrapper<Omit<PasswordChanged, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  PasswordLinkReason: PasswordLinkReason;
  PasswordResetRequested: ResolverTypeWrapper<PasswordResetRequested>;
  PasswordSameAsOld: ResolverTypeWrapper<PasswordSameAsOld>;
  PasswordSet: ResolverTypeWrapper<Omit<PasswordSet, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  PasswordTokenSource: PasswordTokenSource;
  PaymentMethod: PaymentMethod;
  PaymentMethods: ResolverTypeWrapper<PaymentMethods>;
  PaymentUpdateFailed: ResolverTypeWrapper<PaymentUpdateFailed>;
  PersonalDetails: ResolverTypeWrapper<PersonalDetailsModel>;
  PickupKind: PickupKind;
  PreferredDeliveryAddressSet: ResolverTypeWrapper<PreferredDeliveryAddressSet>;
  PreferredPaymentMethodSet: ResolverTypeWrapper<PreferredPaymentMethodSet>;
  Product: ResolverTypeWrapper<ProductModel>;
  ProductAvailability: ProductAvailability;
  ProductNotFound: ResolverTypeWrapper<ProductNotFound>;
  ProductSoldOut: ResolverTypeWrapper<ProductSoldOut>;
  ProductVariant: ResolverTypeWrapper<ProductVariantModel>;
  ProfileChangeFailed: ResolverTypeWrapper<ProfileChangeFailed>;
  PublicWithdrawalInput: PublicWithdrawalInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RateLimited: ResolverTypeWrapper<RateLimited>;
  RecaptchaFailed: ResolverTypeWrapper<RecaptchaFailed>;
  RecentlyViewedProduct: ResolverTypeWrapper<Omit<RecentlyViewedProduct, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  RecommendationPlacement: RecommendationPlacement;
  Referral: ResolverTypeWrapper<Referral>;
  RequestMagicLinkInput: RequestMagicLinkInput;
  RequestMagicLinkResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RequestMagicLinkResult']>;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RequestPasswordResetResult']>;
  ResendActivationInput: ResendActivationInput;
  ResendActivationResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ResendActivationResult']>;
  ReturnAddress: ResolverTypeWrapper<ReturnAddress>;
  ReturnFailed: ResolverTypeWrapper<ReturnFailed>;
  ReturnItemInput: ReturnItemInput;
  ReturnOrderItemsInput: ReturnOrderItemsInput;
  ReturnOrderItemsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ReturnOrderItemsResult']>;
  ReturnPeriodExpired: ResolverTypeWrapper<ReturnPeriodExpired>;
  ReturnReason: ReturnReason;
  ReturnSuccess: ResolverTypeWrapper<Omit<ReturnSuccess, 'order'> & { order: ResolversTypes['Order'] }>;
  Salutation: Salutation;
  SaveBankAccountInput: SaveBankAccountInput;
  SaveBankAccountResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SaveBankAccountResult']>;
  SaveBillingAddressResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SaveBillingAddressResult']>;
  SaveDeliveryAddressResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SaveDeliveryAddressResult']>;
  SendSupportRequestResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SendSupportRequestResult']>;
  SetPasswordInput: SetPasswordInput;
  SetPasswordResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetPasswordResult']>;
  SetPreferredDeliveryAddressResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetPreferredDeliveryAddressResult']>;
  SetPreferredPaymentMethodInput: SetPreferredPaymentMethodInput;
  SetPreferredPaymentMethodResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetPreferredPaymentMethodResult']>;
  SetSocialPasswordInput: SetSocialPasswordInput;
  SetStayLoggedInInput: SetStayLoggedInInput;
  SetStayLoggedInResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetStayLoggedInResult']>;
  SocialCustomerNotFound: ResolverTypeWrapper<SocialCustomerNotFound>;
  SocialLoginFailed: ResolverTypeWrapper<SocialLoginFailed>;
  SocialLoginOption: ResolverTypeWrapper<SocialLoginOption>;
  SocialLoginProvider: SocialLoginProvider;
  SocialLoginStarted: ResolverTypeWrapper<SocialLoginStarted>;
  SocialUserInfo: ResolverTypeWrapper<SocialUserInfo>;
  SortDirection: SortDirection;
  StartSocialLoginInput: StartSocialLoginInput;
  StartSocialLoginResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['StartSocialLoginResult']>;
  StartWithdrawalInput: StartWithdrawalInput;
  StartWithdrawalResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['StartWithdrawalResult']>;
  StayLoggedInFailed: ResolverTypeWrapper<StayLoggedInFailed>;
  StayLoggedInUpdated: ResolverTypeWrapper<Omit<StayLoggedInUpdated, 'customer'> & { customer: ResolversTypes['Customer'] }>;
  StockReminder: ResolverTypeWrapper<StockReminder>;
  StockReminderConfirmed: ResolverTypeWrapper<StockReminderConfirmed>;
  StockReminderResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['StockReminderResult']>;
  StockReminderUnsubscribed: ResolverTypeWrapper<StockReminderUnsubscribed>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubscriptionEnded: ResolverTypeWrapper<SubscriptionEnded>;
  SubscriptionNotFound: ResolverTypeWrapper<SubscriptionNotFound>;
  SubscriptionStatus: SubscriptionStatus;
  SupportRequestFailed: ResolverTypeWrapper<SupportRequestFailed>;
  SupportRequestInput: SupportRequestInput;
  SupportRequestSent: ResolverTypeWrapper<SupportRequestSent>;
  SupportTopic: SupportTopic;
  TokenError: ResolverTypeWrapper<TokenError>;
  TokenInput: TokenInput;
  TokenKind: TokenKind;
  TokenStatusResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['TokenStatusResult']>;
  TokenValid: ResolverTypeWrapper<TokenValid>;
  TopDeal: ResolverTypeWrapper<Omit<TopDeal, 'product' | 'variant'> & { product: ResolversTypes['Product'], variant: ResolversTypes['ProductVariant'] }>;
  UnfollowCreatorInput: UnfollowCreatorInput;
  UnfollowCreatorResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UnfollowCreatorResult']>;
  UnsubscribeStockReminderInput: UnsubscribeStockReminderInput;
  UnsubscribeStockReminderResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UnsubscribeStockReminderResult']>;
  UnsubscribeUpsellInput: UnsubscribeUpsellInput;
  UnsubscribeUpsellResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UnsubscribeUpsellResult']>;
  UpsellUnsubscribed: ResolverTypeWrapper<UpsellUnsubscribed>;
  UsernameAccepted: ResolverTypeWrapper<UsernameAccepted>;
  UsernameCheckFailed: ResolverTypeWrapper<UsernameCheckFailed>;
  UsernameNotFound: ResolverTypeWrapper<UsernameNotFound>;
  UsernameType: UsernameType;
  ValidateIbanInput: ValidateIbanInput;
  ValidateIbanResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ValidateIbanResult']>;
  VariantDimension: ResolverTypeWrapper<VariantDimension>;
  VerificationMethod: VerificationMethod;
  VerifyAccountInput: VerifyAccountInput;
  VerifyAccountResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['VerifyAccountResult']>;
  VerifyMagicLinkInput: VerifyMagicLinkInput;
  VerifyMagicLinkResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['VerifyMagicLinkResult']>;
  Viewer: ResolverTypeWrapper<ViewerModel>;
  VoucherType: VoucherType;
  Wishlist: ResolverTypeWrapper<Omit<Wishlist, 'items'> & { items: Array<ResolversTypes['WishlistItem']> }>;
  WishlistItem: ResolverTypeWrapper<WishlistItemModel>;
  WishlistItemAdded: ResolverTypeWrapper<Omit<WishlistItemAdded, 'customer' | 'item'> & { customer: ResolversTypes['Customer'], item: ResolversTypes['WishlistItem'] }>;
  WishlistItemDeleted: ResolverTypeWrapper<WishlistItemDeleted>;
  WishlistItemMovedToBasket: ResolverTypeWrapper<WishlistItemMovedToBasket>;
  WishlistItemNotFound: ResolverTypeWrapper<WishlistItemNotFound>;
  WithdrawalChannel: WithdrawalChannel;
  WithdrawalChannelOption: ResolverTypeWrapper<WithdrawalChannelOption>;
  WithdrawalConfirmed: ResolverTypeWrapper<Omit<WithdrawalConfirmed, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  WithdrawalNotApplicable: ResolverTypeWrapper<WithdrawalNotApplicable>;
  WithdrawalNotAvailable: ResolverTypeWrapper<WithdrawalNotAvailable>;
  WithdrawalOrder: ResolverTypeWrapper<WithdrawalOrder>;
  WithdrawalOrderItem: ResolverTypeWrapper<WithdrawalOrderItem>;
  WithdrawalPeriodExpired: ResolverTypeWrapper<WithdrawalPeriodExpired>;
  WithdrawalRequestExpired: ResolverTypeWrapper<WithdrawalRequestExpired>;
  WithdrawalStarted: ResolverTypeWrapper<WithdrawalStarted>;
  WithdrawalStatus: WithdrawalStatus;
  WrongPassword: ResolverTypeWrapper<WrongPassword>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountActivated: AccountActivated;
  AccountCreated: Omit<AccountCreated, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  AccountDeleted: Omit<AccountDeleted, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  AccountNotActivated: AccountNotActivated;
  AccountNotVerified: AccountNotVerified;
  AccountVerified: AccountVerified;
  ActivateAccountResult: ResolversUnionTypes<ResolversParentTypes>['ActivateAccountResult'];
  ActivationResent: ActivationResent;
  AddWishlistItemInput: AddWishlistItemInput;
  AddWishlistItemResult: ResolversUnionTypes<ResolversParentTypes>['AddWishlistItemResult'];
  Address: ResolversInterfaceTypes<ResolversParentTypes>['Address'];
  AddressChecked: AddressChecked;
  AddressLinesInput: AddressLinesInput;
  AddressSaveFailed: AddressSaveFailed;
  AddressSuggested: AddressSuggested;
  AlreadyWithdrawn: AlreadyWithdrawn;
  BankAccount: BankAccount;
  BankAccountDeleteFailed: BankAccountDeleteFailed;
  BankAccountDeleted: BankAccountDeleted;
  BankAccountRequired: BankAccountRequired;
  BankAccountSaved: BankAccountSaved;
  BillingAddress: BillingAddress;
  BillingAddressInput: BillingAddressInput;
  BillingAddressRequired: BillingAddressRequired;
  BillingAddressSaved: Omit<BillingAddressSaved, 'customer'> & { customer: ResolversParentTypes['Customer'] };
  Boolean: Scalars['Boolean']['output'];
  BuyAgainInput: BuyAgainInput;
  BuyAgainItemAdded: Omit<BuyAgainItemAdded, 'item' | 'variant'> & { item: ResolversParentTypes['OrderItem'], variant: ResolversParentTypes['ProductVariant'] };
  BuyAgainItemFailed: Omit<BuyAgainItemFailed, 'item'> & { item: ResolversParentTypes['OrderItem'] };
  BuyAgainItemResult: ResolversUnionTypes<ResolversParentTypes>['BuyAgainItemResult'];
  BuyAgainItemUnavailable: Omit<BuyAgainItemUnavailable, 'item'> & { item: ResolversParentTypes['OrderItem'] };
  BuyAgainOutcome: Omit<BuyAgainOutcome, 'items'> & { items: Array<ResolversParentTypes['BuyAgainItemResult']> };
  BuyAgainResult: ResolversUnionTypes<ResolversParentTypes>['BuyAgainResult'];
  CancelNewsletterInput: CancelNewsletterInput;
  CancelNewsletterResult: ResolversUnionTypes<ResolversParentTypes>['CancelNewsletterResult'];
  CancelOrderInput: CancelOrderInput;
  CancelOrderResult: ResolversUnionTypes<ResolversParentTypes>['CancelOrderResult'];
  CancelOrderSuccess: Omit<CancelOrderSuccess, 'order'> & { order: ResolversParentTypes['Order'] };
  ChangeEmailInput: ChangeEmailInput;
  ChangeEmailResult: ResolversUnionTypes<ResolversParentTypes>['ChangeEmailResult'];
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordResult: ResolversUnionTypes<ResolversParentTypes>['ChangePasswordResult'];
  CheckAddressInput: CheckAddressInput;
  CheckAddressResult: ResolversUnionTypes<ResolversParentTypes>['CheckAddressResult'];
  CheckUsernameInput: CheckUsernameInput;
  CheckUsernameResult: ResolversUnionTypes<ResolversParentTypes>['CheckUsernameResult'];
  CheckedAddress: CheckedAddress;
  CompleteSocialLoginInput: CompleteSocialLoginInput;
  CompleteSocialLoginResult: ResolversUnionTypes<ResolversParentTypes>['CompleteSocialLoginResult'];
  ConfirmEmailChangeInput: ConfirmEmailChangeInput;
  ConfirmEmailChangeResult: ResolversUnionTypes<ResolversParentTypes>['ConfirmEmailChangeResult'];
  ConfirmMarketResearchInput: ConfirmMarketResearchInput;
  ConfirmMarketResearchResult: ResolversUnionTypes<ResolversParentTypes>['ConfirmMarketResearchResult'];
  ConfirmStockReminderInput: ConfirmStockReminderInput;
  ConfirmStockReminderResult: ResolversUnionTypes<ResolversParentTypes>['ConfirmStockReminderResult'];
  ConfirmWithdrawalInput: ConfirmWithdrawalInput;
  ConfirmWithdrawalResult: ResolversUnionTypes<ResolversParentTypes>['ConfirmWithdrawalResult'];
  CreateAccountInput: CreateAccountInput;
  CreateAccountResult: ResolversUnionTypes<ResolversParentTypes>['CreateAccountResult'];
  CreateLightAccountInput: CreateLightAccountInput;
  Creator: Creator;
  CreatorFollowed: CreatorFollowed;
  CreatorNotFound: CreatorNotFound;
  CreatorUnfollowed: CreatorUnfollowed;
  Customer: CustomerModel;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeleteAccountInput: DeleteAccountInput;
  DeleteAccountResult: ResolversUnionTypes<ResolversParentTypes>['DeleteAccountResult'];
  DeleteBankAccountResult: ResolversUnionTypes<ResolversParentTypes>['DeleteBankAccountResult'];
  DeleteWishlistItemInput: DeleteWishlistItemInput;
  DeleteWishlistItemResult: ResolversUnionTypes<ResolversParentTypes>['DeleteWishlistItemResult'];
  DeliveryAddress: DeliveryAddress;
  DeliveryAddressChangeResult: ResolversUnionTypes<ResolversParentTypes>['DeliveryAddressChangeResult'];
  DeliveryAddressChanged: DeliveryAddressChanged;
  DeliveryAddressInput: DeliveryAddressInput;
  DeliveryAddressLimitReached: DeliveryAddressLimitReached;
  DeliveryAddressList: DeliveryAddressList;
  DeliveryAddressSaved: DeliveryAddressSaved;
  DirectDebitNotAvailable: DirectDebitNotAvailable;
  DuplicateAccount: DuplicateAccount;
  EmailAlreadyExists: EmailAlreadyExists;
  EmailChangeConfirmed: Omit<EmailChangeConfirmed, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  EmailChangeRequested: EmailChangeRequested;
  Error: ResolversInterfaceTypes<ResolversParentTypes>['Error'];
  ExportMyDataResult: ResolversUnionTypes<ResolversParentTypes>['ExportMyDataResult'];
  FeatureDisabled: FeatureDisabled;
  FeatureFlags: FeatureFlags;
  FieldError: FieldError;
  Float: Scalars['Float']['output'];
  FollowCreatorInput: FollowCreatorInput;
  FollowCreatorResult: ResolversUnionTypes<ResolversParentTypes>['FollowCreatorResult'];
  ID: Scalars['ID']['output'];
  IbanInvalid: IbanInvalid;
  IbanValidated: IbanValidated;
  Int: Scalars['Int']['output'];
  InvalidInput: InvalidInput;
  Invoice: Invoice;
  LightUserNoCredentials: LightUserNoCredentials;
  LoginChallengeRequired: LoginChallengeRequired;
  LoginFailed: LoginFailed;
  LoginInput: LoginInput;
  LoginRejected: LoginRejected;
  LoginResult: ResolversUnionTypes<ResolversParentTypes>['LoginResult'];
  LoginSuccess: Omit<LoginSuccess, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  LoginWrongCountry: LoginWrongCountry;
  LoginWrongCustomer: LoginWrongCustomer;
  LogoutPayload: Omit<LogoutPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  MagicLinkRequested: MagicLinkRequested;
  MarketInfo: MarketInfo;
  MarketResearchAlreadyConfirmed: MarketResearchAlreadyConfirmed;
  MarketResearchConfirmed: MarketResearchConfirmed;
  Money: Money;
  MoveWishlistItemToBasketInput: MoveWishlistItemToBasketInput;
  MoveWishlistItemToBasketResult: ResolversUnionTypes<ResolversParentTypes>['MoveWishlistItemToBasketResult'];
  Mutation: Record<PropertyKey, never>;
  MyDataExport: MyDataExport;
  NewsletterReduced: NewsletterReduced;
  NewsletterSubscription: NewsletterSubscription;
  NewsletterSubscriptionResult: ResolversUnionTypes<ResolversParentTypes>['NewsletterSubscriptionResult'];
  NewsletterUnsubscribed: NewsletterUnsubscribed;
  NoCredentials: NoCredentials;
  NoPassword: NoPassword;
  OpenInvoices: OpenInvoices;
  Order: OrderModel;
  OrderCancellation: OrderCancellation;
  OrderConnection: Omit<OrderConnection, 'edges'> & { edges: Array<ResolversParentTypes['OrderEdge']> };
  OrderDeliveryAddress: OrderDeliveryAddress;
  OrderEdge: Omit<OrderEdge, 'node'> & { node: ResolversParentTypes['Order'] };
  OrderInsights: OrderInsights;
  OrderItem: OrderItemModel;
  OrderNotCancellable: Omit<OrderNotCancellable, 'order'> & { order: ResolversParentTypes['Order'] };
  OrderNotFound: OrderNotFound;
  OrderReturn: OrderReturn;
  OrderReturnItem: OrderReturnItem;
  OrderReturnPeriod: OrderReturnPeriod;
  OrderStatusCount: OrderStatusCount;
  OrderTimelineStep: OrderTimelineStep;
  OrderVoucher: OrderVoucher;
  OrderWithdrawal: OrderWithdrawal;
  PageInfo: PageInfo;
  PasswordAlreadySet: PasswordAlreadySet;
  PasswordChanged: Omit<PasswordChanged, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  PasswordResetRequested: PasswordResetRequested;
  PasswordSameAsOld: PasswordSameAsOld;
  PasswordSet: Omit<PasswordSet, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  PaymentMethods: PaymentMethods;
  PaymentUpdateFailed: PaymentUpdateFailed;
  PersonalDetails: PersonalDetailsModel;
  PreferredDeliveryAddressSet: PreferredDeliveryAddressSet;
  PreferredPaymentMethodSet: PreferredPaymentMethodSet;
  Product: ProductModel;
  ProductNotFound: ProductNotFound;
  ProductSoldOut: ProductSoldOut;
  ProductVariant: ProductVariantModel;
  ProfileChangeFailed: ProfileChangeFailed;
  PublicWithdrawalInput: PublicWithdrawalInput;
  Query: Record<PropertyKey, never>;
  RateLimited: RateLimited;
  RecaptchaFailed: RecaptchaFailed;
  RecentlyViewedProduct: Omit<RecentlyViewedProduct, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  Referral: Referral;
  RequestMagicLinkInput: RequestMagicLinkInput;
  RequestMagicLinkResult: ResolversUnionTypes<ResolversParentTypes>['RequestMagicLinkResult'];
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetResult: ResolversUnionTypes<ResolversParentTypes>['RequestPasswordResetResult'];
  ResendActivationInput: ResendActivationInput;
  ResendActivationResult: ResolversUnionTypes<ResolversParentTypes>['ResendActivationResult'];
  ReturnAddress: ReturnAddress;
  ReturnFailed: ReturnFailed;
  ReturnItemInput: ReturnItemInput;
  ReturnOrderItemsInput: ReturnOrderItemsInput;
  ReturnOrderItemsResult: ResolversUnionTypes<ResolversParentTypes>['ReturnOrderItemsResult'];
  ReturnPeriodExpired: ReturnPeriodExpired;
  ReturnSuccess: Omit<ReturnSuccess, 'order'> & { order: ResolversParentTypes['Order'] };
  SaveBankAccountInput: SaveBankAccountInput;
  SaveBankAccountResult: ResolversUnionTypes<ResolversParentTypes>['SaveBankAccountResult'];
  SaveBillingAddressResult: ResolversUnionTypes<ResolversParentTypes>['SaveBillingAddressResult'];
  SaveDeliveryAddressResult: ResolversUnionTypes<ResolversParentTypes>['SaveDeliveryAddressResult'];
  SendSupportRequestResult: ResolversUnionTypes<ResolversParentTypes>['SendSupportRequestResult'];
  SetPasswordInput: SetPasswordInput;
  SetPasswordResult: ResolversUnionTypes<ResolversParentTypes>['SetPasswordResult'];
  SetPreferredDeliveryAddressResult: ResolversUnionTypes<ResolversParentTypes>['SetPreferredDeliveryAddressResult'];
  SetPreferredPaymentMethodInput: SetPreferredPaymentMethodInput;
  SetPreferredPaymentMethodResult: ResolversUnionTypes<ResolversParentTypes>['SetPreferredPaymentMethodResult'];
  SetSocialPasswordInput: SetSocialPasswordInput;
  SetStayLoggedInInput: SetStayLoggedInInput;
  SetStayLoggedInResult: ResolversUnionTypes<ResolversParentTypes>['SetStayLoggedInResult'];
  SocialCustomerNotFound: SocialCustomerNotFound;
  SocialLoginFailed: SocialLoginFailed;
  SocialLoginOption: SocialLoginOption;
  SocialLoginStarted: SocialLoginStarted;
  SocialUserInfo: SocialUserInfo;
  StartSocialLoginInput: StartSocialLoginInput;
  StartSocialLoginResult: ResolversUnionTypes<ResolversParentTypes>['StartSocialLoginResult'];
  StartWithdrawalInput: StartWithdrawalInput;
  StartWithdrawalResult: ResolversUnionTypes<ResolversParentTypes>['StartWithdrawalResult'];
  StayLoggedInFailed: StayLoggedInFailed;
  StayLoggedInUpdated: Omit<StayLoggedInUpdated, 'customer'> & { customer: ResolversParentTypes['Customer'] };
  StockReminder: StockReminder;
  StockReminderConfirmed: StockReminderConfirmed;
  StockReminderResult: ResolversUnionTypes<ResolversParentTypes>['StockReminderResult'];
  StockReminderUnsubscribed: StockReminderUnsubscribed;
  String: Scalars['String']['output'];
  SubscriptionEnded: SubscriptionEnded;
  SubscriptionNotFound: SubscriptionNotFound;
  SupportRequestFailed: SupportRequestFailed;
  SupportRequestInput: SupportRequestInput;
  SupportRequestSent: SupportRequestSent;
  TokenError: TokenError;
  TokenInput: TokenInput;
  TokenStatusResult: ResolversUnionTypes<ResolversParentTypes>['TokenStatusResult'];
  TokenValid: TokenValid;
  TopDeal: Omit<TopDeal, 'product' | 'variant'> & { product: ResolversParentTypes['Product'], variant: ResolversParentTypes['ProductVariant'] };
  UnfollowCreatorInput: UnfollowCreatorInput;
  UnfollowCreatorResult: ResolversUnionTypes<ResolversParentTypes>['UnfollowCreatorResult'];
  UnsubscribeStockReminderInput: UnsubscribeStockReminderInput;
  UnsubscribeStockReminderResult: ResolversUnionTypes<ResolversParentTypes>['UnsubscribeStockReminderResult'];
  UnsubscribeUpsellInput: UnsubscribeUpsellInput;
  UnsubscribeUpsellResult: ResolversUnionTypes<ResolversParentTypes>['UnsubscribeUpsellResult'];
  UpsellUnsubscribed: UpsellUnsubscribed;
  UsernameAccepted: UsernameAccepted;
  UsernameCheckFailed: UsernameCheckFailed;
  UsernameNotFound: UsernameNotFound;
  ValidateIbanInput: ValidateIbanInput;
  ValidateIbanResult: ResolversUnionTypes<ResolversParentTypes>['ValidateIbanResult'];
  VariantDimension: VariantDimension;
  VerifyAccountInput: VerifyAccountInput;
  VerifyAccountResult: ResolversUnionTypes<ResolversParentTypes>['VerifyAccountResult'];
  VerifyMagicLinkInput: VerifyMagicLinkInput;
  VerifyMagicLinkResult: ResolversUnionTypes<ResolversParentTypes>['VerifyMagicLinkResult'];
  Viewer: ViewerModel;
  Wishlist: Omit<Wishlist, 'items'> & { items: Array<ResolversParentTypes['WishlistItem']> };
  WishlistItem: WishlistItemModel;
  WishlistItemAdded: Omit<WishlistItemAdded, 'customer' | 'item'> & { customer: ResolversParentTypes['Customer'], item: ResolversParentTypes['WishlistItem'] };
  WishlistItemDeleted: WishlistItemDeleted;
  WishlistItemMovedToBasket: WishlistItemMovedToBasket;
  WishlistItemNotFound: WishlistItemNotFound;
  WithdrawalChannelOption: WithdrawalChannelOption;
  WithdrawalConfirmed: Omit<WithdrawalConfirmed, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  WithdrawalNotApplicable: WithdrawalNotApplicable;
  WithdrawalNotAvailable: WithdrawalNotAvailable;
  WithdrawalOrder: WithdrawalOrder;
  WithdrawalOrderItem: WithdrawalOrderItem;
  WithdrawalPeriodExpired: WithdrawalPeriodExpired;
  WithdrawalRequestExpired: WithdrawalRequestExpired;
  WithdrawalStarted: WithdrawalStarted;
  WrongPassword: WrongPassword;
};

export type CustomerDirectiveArgs = { };

export type CustomerDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = CustomerDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AccountActivatedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountActivated'] = ResolversParentTypes['AccountActivated']> = {
  customerNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AccountCreatedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountCreated'] = ResolversParentTypes['AccountCreated']> = {
  customerNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loginMethod?: Resolver<Maybe<ResolversTypes['LoginMethod']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AccountCreatedStatus'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AccountDeletedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountDeleted'] = ResolversParentTypes['AccountDeleted']> = {
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AccountNotActivatedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountNotActivated'] = ResolversParentTypes['AccountNotActivated']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AccountNotVerifiedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountNotVerified'] = ResolversParentTypes['AccountNotVerified']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AccountVerifiedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountVerified'] = ResolversParentTypes['AccountVerified']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ActivateAccountResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivateAccountResult'] = ResolversParentTypes['ActivateAccountResult']> = {
  __resolveType: TypeResolveFn<'AccountActivated' | 'RateLimited' | 'TokenError', ParentType, ContextType>;
};

export type ActivationResentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivationResent'] = ResolversParentTypes['ActivationResent']> = {
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AddWishlistItemResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddWishlistItemResult'] = ResolversParentTypes['AddWishlistItemResult']> = {
  __resolveType: TypeResolveFn<'InvalidInput' | 'ProductNotFound' | 'WishlistItemAdded', ParentType, ContextType>;
};

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  __resolveType: TypeResolveFn<'BillingAddress' | 'DeliveryAddress', ParentType, ContextType>;
};

export type AddressCheckedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressChecked'] = ResolversParentTypes['AddressChecked']> = {
  input?: Resolver<ResolversTypes['CheckedAddress'], ParentType, ContextType>;
  recommendedAddress?: Resolver<Maybe<ResolversTypes['CheckedAddress']>, ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['AddressCheckVerdict'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AddressSaveFailedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressSaveFailed'] = ResolversParentTypes['AddressSaveFailed']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AddressSuggestedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressSuggested'] = ResolversParentTypes['AddressSuggested']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  entered?: Resolver<ResolversTypes['CheckedAddress'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suggested?: Resolver<ResolversTypes['CheckedAddress'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AlreadyWithdrawnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AlreadyWithdrawn'] = ResolversParentTypes['AlreadyWithdrawn']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  withdrawnAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BankAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankAccount'] = ResolversParentTypes['BankAccount']> = {
  accountHolder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maskedIban?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BankAccountDeleteFailedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankAccountDeleteFailed'] = ResolversParentTypes['BankAccountDeleteFailed']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BankAccountDeletedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankAccountDeleted'] = ResolversParentTypes['BankAccountDeleted']> = {
  paymentMethods?: Resolver<ResolversTypes['PaymentMethods'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BankAccountRequiredResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankAccountRequired'] = ResolversParentTypes['BankAccountRequired']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BankAccountSavedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankAccountSaved'] = ResolversParentTypes['BankAccountSaved']> = {
  paymentMethods?: Resolver<ResolversTypes['PaymentMethods'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BillingAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BillingAddress'] = ResolversParentTypes['BillingAddress']> = {
  addressAddition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['CountryCode'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salutation?: Resolver<ResolversTypes['Salutation'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  streetNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BillingAddressRequiredResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BillingAddressRequired'] = ResolversParentTypes['BillingAddressRequired']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BillingAddressSavedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BillingAddressSaved'] = ResolversParentTypes['BillingAddressSaved']> = {
  address?: Resolver<ResolversTypes['BillingAddress'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BuyAgainItemAddedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BuyAgainItemAdded'] = ResolversParentTypes['BuyAgainItemAdded']> = {
  item?: Resolver<ResolversTypes['OrderItem'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variant?: Resolver<ResolversTypes['ProductVariant'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BuyAgainItemFailedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BuyAgainItemFailed'] = ResolversParentTypes['BuyAgainItemFailed']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['OrderItem'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BuyAgainItemResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BuyAgainItemResult'] = ResolversParentTypes['BuyAgainItemResult']> = {
  __resolveType: TypeResolveFn<'BuyAgainItemAdded' | 'BuyAgainItemFailed' | 'BuyAgainItemUnavailable', ParentType, ContextType>;
};

export type BuyAgainItemUnavailableResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BuyAgainItemUnavailable'] = ResolversParentTypes['BuyAgainItemUnavailable']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['OrderItem'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BuyAgainOutcomeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BuyAgainOutcome'] = ResolversParentTypes['BuyAgainOutcome']> = {
  basketItemCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  basketUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['BuyAgainItemResult']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BuyAgainResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BuyAgainResult'] = ResolversParentTypes['BuyAgainResult']> = {
  __resolveType: TypeResolveFn<'BuyAgainOutcome' | 'FeatureDisabled' | 'InvalidInput', ParentType, ContextType>;
};

export type CancelNewsletterResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancelNewsletterResult'] = ResolversParentTypes['CancelNewsletterResult']> = {
  __resolveType: TypeResolveFn<'InvalidInput' | 'NewsletterReduced' | 'NewsletterUnsubscribed' | 'RateLimited' | 'SubscriptionEnded' | 'SubscriptionNotFound', ParentType, ContextType>;
};

export type CancelOrderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancelOrderResult'] = ResolversParentTypes['CancelOrderResult']> = {
  __resolveType: TypeResolveFn<'CancelOrderSuccess' | 'InvalidInput' | 'OrderNotCancellable', ParentType, ContextType>;
};

export type CancelOrderSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancelOrderSuccess'] = ResolversParentTypes['CancelOrderSuccess']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChangeEmailResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangeEmailResult'] = ResolversParentTypes['ChangeEmailResult']> = {
  __resolveType: TypeResolveFn<'EmailAlreadyExists' | 'EmailChangeRequested' | 'InvalidInput' | 'ProfileChangeFailed' | 'RateLimited' | 'WrongPassword', ParentType, ContextType>;
};

export type ChangePasswordResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangePasswordResult'] = ResolversParentTypes['ChangePasswordResult']> = {
  __resolveType: TypeResolveFn<'InvalidInput' | 'PasswordChanged' | 'PasswordSameAsOld' | 'ProfileChangeFailed' | 'RateLimited' | 'WrongPassword', ParentType, ContextType>;
};

export type CheckAddressResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckAddressResult'] = ResolversParentTypes['CheckAddressResult']> = {
  __resolveType: TypeResolveFn<'AddressChecked' | 'InvalidInput' | 'RateLimited', ParentType, ContextType>;
};

export type CheckUsernameResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckUsernameResult'] = ResolversParentTypes['CheckUsernameResult']> = {
  __resolveType: TypeResolveFn<'AccountNotActivated' | 'InvalidInput' | 'LightUserNoCredentials' | 'NoCredentials' | 'NoPassword' | 'RateLimited' | 'UsernameAccepted' | 'UsernameCheckFailed' | 'UsernameNotFound', ParentType, ContextType>;
};

export type CheckedAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckedAddress'] = ResolversParentTypes['CheckedAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['CountryCode'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  streetNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CompleteSocialLoginResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompleteSocialLoginResult'] = ResolversParentTypes['CompleteSocialLoginResult']> = {
  __resolveType: TypeResolveFn<'AccountNotActivated' | 'InvalidInput' | 'LoginSuccess' | 'LoginWrongCountry' | 'RateLimited' | 'SocialCustomerNotFound' | 'SocialLoginFailed', ParentType, ContextType>;
};

export type ConfirmEmailChangeResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmEmailChangeResult'] = ResolversParentTypes['ConfirmEmailChangeResult']> = {
  __resolveType: TypeResolveFn<'EmailAlreadyExists' | 'EmailChangeConfirmed' | 'RateLimited' | 'TokenError', ParentType, ContextType>;
};

export type ConfirmMarketResearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmMarketResearchResult'] = ResolversParentTypes['ConfirmMarketResearchResult']> = {
  __resolveType: TypeResolveFn<'MarketResearchAlreadyConfirmed' | 'MarketResearchConfirmed' | 'RateLimited' | 'TokenError', ParentType, ContextType>;
};

export type ConfirmStockReminderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmStockReminderResult'] = ResolversParentTypes['ConfirmStockReminderResult']> = {
  __resolveType: TypeResolveFn<'RateLimited' | 'StockReminderConfirmed' | 'TokenError', ParentType, ContextType>;
};

export type ConfirmWithdrawalResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmWithdrawalResult'] = ResolversParentTypes['ConfirmWithdrawalResult']> = {
  __resolveType: TypeResolveFn<'AlreadyWithdrawn' | 'RateLimited' | 'WithdrawalConfirmed' | 'WithdrawalNotApplicable' | 'WithdrawalNotAvailable' | 'WithdrawalPeriodExpired' | 'WithdrawalRequestExpired', ParentType, ContextType>;
};

export type CreateAccountResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateAccountResult'] = ResolversParentTypes['CreateAccountResult']> = {
  __resolveType: TypeResolveFn<'AccountCreated' | 'DuplicateAccount' | 'EmailAlreadyExists' | 'FeatureDisabled' | 'InvalidInput' | 'RateLimited' | 'RecaptchaFailed' | 'TokenError', ParentType, ContextType>;
};

export type CreatorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Creator'] = ResolversParentTypes['Creator']> = {
  followedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreatorFollowedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatorFollowed'] = ResolversParentTypes['CreatorFollowed']> = {
  creator?: Resolver<ResolversTypes['Creator'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CreatorNotFoundResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatorNotFound'] = ResolversParentTypes['CreatorNotFound']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CreatorUnfollowedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatorUnfollowed'] = ResolversParentTypes['CreatorUnfollowed']> = {
  creatorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  billingAddress?: Resolver<Maybe<ResolversTypes['BillingAddress']>, ParentType, ContextType>;
  crossDeviceTracking?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customerClass?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryAddress?: Resolver<Maybe<ResolversTypes['DeliveryAddress']>, ParentType, ContextType, RequireFields<CustomerDeliveryAddressArgs, 'id'>>;
  deliveryAddresses?: Resolver<Maybe<ResolversTypes['DeliveryAddressList']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailHash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  encryptedEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  followedCreators?: Resolver<Maybe<Array<ResolversTypes['Creator']>>, ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isHelloUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLightUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNewCustomer?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  openInvoices?: Resolver<Maybe<ResolversTypes['OpenInvoices']>, ParentType, ContextType, RequireFields<CustomerOpenInvoicesArgs, 'sort'>>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<CustomerOrderArgs, 'id'>>;
  orderInsights?: Resolver<Maybe<ResolversTypes['OrderInsights']>, ParentType, ContextType>;
  orders?: Resolver<Maybe<ResolversTypes['OrderConnection']>, ParentType, ContextType, RequireFields<CustomerOrdersArgs, 'first'>>;
  paymentMethods?: Resolver<Maybe<ResolversTypes['PaymentMethods']>, ParentType, ContextType>;
  personalDetails?: Resolver<Maybe<ResolversTypes['PersonalDetails']>, ParentType, ContextType>;
  recentlyViewed?: Resolver<Maybe<Array<ResolversTypes['RecentlyViewedProduct']>>, ParentType, ContextType>;
  recommendations?: Resolver<Maybe<Array<ResolversTypes['Product']>>, ParentType, ContextType, RequireFields<CustomerRecommendationsArgs, 'maxItems' | 'placement'>>;
  referral?: Resolver<Maybe<ResolversTypes['Referral']>, ParentType, ContextType>;
  socialLoginProvider?: Resolver<Maybe<ResolversTypes['SocialLoginProvider']>, ParentType, ContextType>;
  stayLoggedIn?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wishlist?: Resolver<Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteAccountResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteAccountResult'] = ResolversParentTypes['DeleteAccountResult']> = {
  __resolveType: TypeResolveFn<'AccountDeleted' | 'InvalidInput' | 'ProfileChangeFailed' | 'RateLimited' | 'WrongPassword', ParentType, ContextType>;
};

export type DeleteBankAccountResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteBankAccountResult'] = ResolversParentTypes['DeleteBankAccountResult']> = {
  __resolveType: TypeResolveFn<'BankAccountDeleteFailed' | 'BankAccountDeleted', ParentType, ContextType>;
};

export type DeleteWishlistItemResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteWishlistItemResult'] = ResolversParentTypes['DeleteWishlistItemResult']> = {
  __resolveType: TypeResolveFn<'FeatureDisabled' | 'InvalidInput' | 'WishlistItemDeleted' | 'WishlistItemNotFound', ParentType, ContextType>;
};

export type DeliveryAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryAddress'] = ResolversParentTypes['DeliveryAddress']> = {
  addressAddition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['CountryCode'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPostNumberValid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPreferred?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickupKind?: Resolver<Maybe<ResolversTypes['PickupKind']>, ParentType, ContextType>;
  postNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salutation?: Resolver<ResolversTypes['Salutation'], ParentType, ContextType>;
  stationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  streetNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['DeliveryAddressType'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DeliveryAddressChangeResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryAddressChangeResult'] = ResolversParentTypes['DeliveryAddressChangeResult']> = {
  __resolveType: TypeResolveFn<'AddressSaveFailed' | 'DeliveryAddressChanged' | 'DeliveryAddressLimitReached', ParentType, ContextType>;
};

export type DeliveryAddressChangedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryAddressChanged'] = ResolversParentTypes['DeliveryAddressChanged']> = {
  address?: Resolver<ResolversTypes['DeliveryAddress'], ParentType, ContextType>;
  list?: Resolver<Maybe<ResolversTypes['DeliveryAddressList']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DeliveryAddressLimitReachedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryAddressLimitReached'] = ResolversParentTypes['DeliveryAddressLimitReached']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  maxDeliveryAddresses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DeliveryAddressListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryAddressList'] = ResolversParentTypes['DeliveryAddressList']> = {
  addresses?: Resolver<Array<ResolversTypes['DeliveryAddress']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCreateAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxDeliveryAddresses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  preferredAddressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type DeliveryAddressSavedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryAddressSaved'] = ResolversParentTypes['DeliveryAddressSaved']> = {
  address?: Resolver<ResolversTypes['DeliveryAddress'], ParentType, ContextType>;
  list?: Resolver<Maybe<ResolversTypes['DeliveryAddressList']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DirectDebitNotAvailableResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DirectDebitNotAvailable'] = ResolversParentTypes['DirectDebitNotAvailable']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DuplicateAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuplicateAccount'] = ResolversParentTypes['DuplicateAccount']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EmailAlreadyExistsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailAlreadyExists'] = ResolversParentTypes['EmailAlreadyExists']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EmailChangeConfirmedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailChangeConfirmed'] = ResolversParentTypes['EmailChangeConfirmed']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EmailChangeRequestedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailChangeRequested'] = ResolversParentTypes['EmailChangeRequested']> = {
  newEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Error'] = ResolversParentTypes['Error']> = {
  __resolveType: TypeResolveFn<'AccountNotActivated' | 'AccountNotVerified' | 'AddressSaveFailed' | 'AddressSuggested' | 'AlreadyWithdrawn' | 'BankAccountDeleteFailed' | 'BankAccountRequired' | 'BillingAddressRequired' | 'BuyAgainItemFailed' | 'BuyAgainItemUnavailable' | 'CreatorNotFound' | 'DeliveryAddressLimitReached' | 'DirectDebitNotAvailable' | 'DuplicateAccount' | 'EmailAlreadyExists' | 'FeatureDisabled' | 'IbanInvalid' | 'InvalidInput' | 'LightUserNoCredentials' | 'LoginChallengeRequired' | 'LoginFailed' | 'LoginRejected' | 'LoginWrongCountry' | 'LoginWrongCustomer' | 'MarketResearchAlreadyConfirmed' | 'NoCredentials' | 'NoPassword' | 'OrderNotCancellable' | 'OrderNotFound' | 'PasswordAlreadySet' | 'PasswordSameAsOld' | 'PaymentUpdateFailed' | 'ProductNotFound' | 'ProductSoldOut' | 'ProfileChangeFailed' | 'RateLimited' | 'RecaptchaFailed' | 'ReturnFailed' | 'ReturnPeriodExpired' | 'SocialCustomerNotFound' | 'SocialLoginFailed' | 'StayLoggedInFailed' | 'SubscriptionEnded' | 'SubscriptionNotFound' | 'SupportRequestFailed' | 'TokenError' | 'UsernameCheckFailed' | 'UsernameNotFound' | 'WishlistItemNotFound' | 'WithdrawalNotApplicable' | 'WithdrawalNotAvailable' | 'WithdrawalPeriodExpired' | 'WithdrawalRequestExpired' | 'WrongPassword', ParentType, ContextType>;
};

export type ExportMyDataResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExportMyDataResult'] = ResolversParentTypes['ExportMyDataResult']> = {
  __resolveType: TypeResolveFn<'MyDataExport' | 'RateLimited', ParentType, ContextType>;
};

export type FeatureDisabledResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeatureDisabled'] = ResolversParentTypes['FeatureDisabled']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FeatureFlagsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeatureFlags'] = ResolversParentTypes['FeatureFlags']> = {
  buyAgain?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  completeProfile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contactForm?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deleteWishlistProduct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  facebookLogin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fakePages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gcpMigration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lightAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  loginBenefits?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  magicLinkLogin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  multipleVouchers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  myAccountHomeRedesign?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderCancellation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  socialLogin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stayLoggedIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FieldErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FollowCreatorResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FollowCreatorResult'] = ResolversParentTypes['FollowCreatorResult']> = {
  __resolveType: TypeResolveFn<'CreatorFollowed' | 'CreatorNotFound', ParentType, ContextType>;
};

export type IbanInvalidResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IbanInvalid'] = ResolversParentTypes['IbanInvalid']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type IbanValidatedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IbanValidated'] = ResolversParentTypes['IbanValidated']> = {
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maskedIban?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvalidInputResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvalidInput'] = ResolversParentTypes['InvalidInput']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isOverdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvoiceStatus'], ParentType, ContextType>;
};

export type LightUserNoCredentialsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LightUserNoCredentials'] = ResolversParentTypes['LightUserNoCredentials']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usernameType?: Resolver<ResolversTypes['UsernameType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LoginChallengeRequiredResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginChallengeRequired'] = ResolversParentTypes['LoginChallengeRequired']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LoginFailedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginFailed'] = ResolversParentTypes['LoginFailed']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['LoginFailureReason'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LoginRejectedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginRejected'] = ResolversParentTypes['LoginRejected']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LoginResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = {
  __resolveType: TypeResolveFn<'AccountNotActivated' | 'InvalidInput' | 'LoginChallengeRequired' | 'LoginFailed' | 'LoginRejected' | 'LoginSuccess' | 'LoginWrongCountry' | 'LoginWrongCustomer' | 'RateLimited', ParentType, ContextType>;
};

export type LoginSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginSuccess'] = ResolversParentTypes['LoginSuccess']> = {
  loginMethod?: Resolver<ResolversTypes['LoginMethod'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LoginWrongCountryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginWrongCountry'] = ResolversParentTypes['LoginWrongCountry']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  customerCountry?: Resolver<ResolversTypes['CountryCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shopUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LoginWrongCustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginWrongCustomer'] = ResolversParentTypes['LoginWrongCustomer']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LogoutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = {
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type MagicLinkRequestedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MagicLinkRequested'] = ResolversParentTypes['MagicLinkRequested']> = {
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MarketInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MarketInfo'] = ResolversParentTypes['MarketInfo']> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  emailOnlyLogin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  market?: Resolver<ResolversTypes['Market'], ParentType, ContextType>;
  shopUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MarketResearchAlreadyConfirmedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MarketResearchAlreadyConfirmed'] = ResolversParentTypes['MarketResearchAlreadyConfirmed']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MarketResearchConfirmedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MarketResearchConfirmed'] = ResolversParentTypes['MarketResearchConfirmed']> = {
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
};

export type MoveWishlistItemToBasketResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MoveWishlistItemToBasketResult'] = ResolversParentTypes['MoveWishlistItemToBasketResult']> = {
  __resolveType: TypeResolveFn<'InvalidInput' | 'ProductSoldOut' | 'WishlistItemMovedToBasket' | 'WishlistItemNotFound', ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  activateAccount?: Resolver<ResolversTypes['ActivateAccountResult'], ParentType, ContextType, RequireFields<MutationActivateAccountArgs, 'input'>>;
  addDeliveryAddress?: Resolver<ResolversTypes['SaveDeliveryAddressResult'], ParentType, ContextType, RequireFields<MutationAddDeliveryAddressArgs, 'input'>>;
  addWishlistItem?: Resolver<ResolversTypes['AddWishlistItemResult'], ParentType, ContextType, RequireFields<MutationAddWishlistItemArgs, 'input'>>;
  buyAgain?: Resolver<ResolversTypes['BuyAgainResult'], ParentType, ContextType, RequireFields<MutationBuyAgainArgs, 'input'>>;
  cancelNewsletter?: Resolver<ResolversTypes['CancelNewsletterResult'], ParentType, ContextType, RequireFields<MutationCancelNewsletterArgs, 'input'>>;
  cancelOrder?: Resolver<ResolversTypes['CancelOrderResult'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'input'>>;
  changeDeliveryAddress?: Resolver<ResolversTypes['SaveDeliveryAddressResult'], ParentType, ContextType, RequireFields<MutationChangeDeliveryAddressArgs, 'id' | 'input'>>;
  changeEmail?: Resolver<ResolversTypes['ChangeEmailResult'], ParentType, ContextType, RequireFields<MutationChangeEmailArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordResult'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  checkAddress?: Resolver<ResolversTypes['CheckAddressResult'], ParentType, ContextType, RequireFields<MutationCheckAddressArgs, 'input'>>;
  checkUsername?: Resolver<ResolversTypes['CheckUsernameResult'], ParentType, ContextType, RequireFields<MutationCheckUsernameArgs, 'input'>>;
  completeSocialLogin?: Resolver<ResolversTypes['CompleteSocialLoginResult'], ParentType, ContextType, RequireFields<MutationCompleteSocialLoginArgs, 'input'>>;
  confirmEmailChange?: Resolver<ResolversTypes['ConfirmEmailChangeResult'], ParentType, ContextType, RequireFields<MutationConfirmEmailChangeArgs, 'input'>>;
  confirmMarketResearch?: Resolver<ResolversTypes['ConfirmMarketResearchResult'], ParentType, ContextType, RequireFields<MutationConfirmMarketResearchArgs, 'input'>>;
  confirmStockReminder?: Resolver<ResolversTypes['ConfirmStockReminderResult'], ParentType, ContextType, RequireFields<MutationConfirmStockReminderArgs, 'input'>>;
  confirmWithdrawal?: Resolver<ResolversTypes['ConfirmWithdrawalResult'], ParentType, ContextType, RequireFields<MutationConfirmWithdrawalArgs, 'input'>>;
  createAccount?: Resolver<ResolversTypes['CreateAccountResult'], ParentType, ContextType, RequireFields<MutationCreateAccountArgs, 'input'>>;
  createLightAccount?: Resolver<ResolversTypes['CreateAccountResult'], ParentType, ContextType, RequireFields<MutationCreateLightAccountArgs, 'input'>>;
  deleteAccount?: Resolver<ResolversTypes['DeleteAccountResult'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'input'>>;
  deleteBankAccount?: Resolver<ResolversTypes['DeleteBankAccountResult'], ParentType, ContextType>;
  deleteDeliveryAddress?: Resolver<ResolversTypes['DeliveryAddressChangeResult'], ParentType, ContextType, RequireFields<MutationDeleteDeliveryAddressArgs, 'id'>>;
  deleteWishlistItem?: Resolver<ResolversTypes['DeleteWishlistItemResult'], ParentType, ContextType, RequireFields<MutationDeleteWishlistItemArgs, 'input'>>;
  exportMyData?: Resolver<ResolversTypes['ExportMyDataResult'], ParentType, ContextType>;
  followCreator?: Resolver<ResolversTypes['FollowCreatorResult'], ParentType, ContextType, RequireFields<MutationFollowCreatorArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  moveWishlistItemToBasket?: Resolver<ResolversTypes['MoveWishlistItemToBasketResult'], ParentType, ContextType, RequireFields<MutationMoveWishlistItemToBasketArgs, 'input'>>;
  requestMagicLink?: Resolver<ResolversTypes['RequestMagicLinkResult'], ParentType, ContextType, RequireFields<MutationRequestMagicLinkArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetResult'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  resendActivation?: Resolver<ResolversTypes['ResendActivationResult'], ParentType, ContextType, RequireFields<MutationResendActivationArgs, 'input'>>;
  restoreDeliveryAddress?: Resolver<ResolversTypes['DeliveryAddressChangeResult'], ParentType, ContextType, RequireFields<MutationRestoreDeliveryAddressArgs, 'id'>>;
  returnOrderItems?: Resolver<ResolversTypes['ReturnOrderItemsResult'], ParentType, ContextType, RequireFields<MutationReturnOrderItemsArgs, 'input'>>;
  saveBankAccount?: Resolver<ResolversTypes['SaveBankAccountResult'], ParentType, ContextType, RequireFields<MutationSaveBankAccountArgs, 'input'>>;
  saveBillingAddress?: Resolver<ResolversTypes['SaveBillingAddressResult'], ParentType, ContextType, RequireFields<MutationSaveBillingAddressArgs, 'input'>>;
  sendSupportRequest?: Resolver<ResolversTypes['SendSupportRequestResult'], ParentType, ContextType, RequireFields<MutationSendSupportRequestArgs, 'input'>>;
  setPassword?: Resolver<ResolversTypes['SetPasswordResult'], ParentType, ContextType, RequireFields<MutationSetPasswordArgs, 'input'>>;
  setPreferredDeliveryAddress?: Resolver<ResolversTypes['SetPreferredDeliveryAddressResult'], ParentType, ContextType, RequireFields<MutationSetPreferredDeliveryAddressArgs, 'id'>>;
  setPreferredPaymentMethod?: Resolver<ResolversTypes['SetPreferredPaymentMethodResult'], ParentType, ContextType, RequireFields<MutationSetPreferredPaymentMethodArgs, 'input'>>;
  setSocialPassword?: Resolver<ResolversTypes['SetPasswordResult'], ParentType, ContextType, RequireFields<MutationSetSocialPasswordArgs, 'input'>>;
  setStayLoggedIn?: Resolver<ResolversTypes['SetStayLoggedInResult'], ParentType, ContextType, RequireFields<MutationSetStayLoggedInArgs, 'input'>>;
  startSocialLogin?: Resolver<ResolversTypes['StartSocialLoginResult'], ParentType, ContextType, RequireFields<MutationStartSocialLoginArgs, 'input'>>;
  startWithdrawal?: Resolver<ResolversTypes['StartWithdrawalResult'], ParentType, ContextType, RequireFields<MutationStartWithdrawalArgs, 'input'>>;
  unfollowCreator?: Resolver<ResolversTypes['UnfollowCreatorResult'], ParentType, ContextType, RequireFields<MutationUnfollowCreatorArgs, 'input'>>;
  unsubscribeStockReminder?: Resolver<ResolversTypes['UnsubscribeStockReminderResult'], ParentType, ContextType, RequireFields<MutationUnsubscribeStockReminderArgs, 'input'>>;
  unsubscribeUpsell?: Resolver<ResolversTypes['UnsubscribeUpsellResult'], ParentType, ContextType, RequireFields<MutationUnsubscribeUpsellArgs, 'input'>>;
  validateIban?: Resolver<ResolversTypes['ValidateIbanResult'], ParentType, ContextType, RequireFields<MutationValidateIbanArgs, 'input'>>;
  verifyAccount?: Resolver<ResolversTypes['VerifyAccountResult'], ParentType, ContextType, RequireFields<MutationVerifyAccountArgs, 'input'>>;
  verifyMagicLink?: Resolver<ResolversTypes['VerifyMagicLinkResult'], ParentType, ContextType, RequireFields<MutationVerifyMagicLinkArgs, 'input'>>;
};

export type MyDataExportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MyDataExport'] = ResolversParentTypes['MyDataExport']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unavailableSections?: Resolver<Array<ResolversTypes['MyDataSection']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NewsletterReducedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterReduced'] = ResolversParentTypes['NewsletterReduced']> = {
  subscription?: Resolver<ResolversTypes['NewsletterSubscription'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NewsletterSubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterSubscription'] = ResolversParentTypes['NewsletterSubscription']> = {
  frequency?: Resolver<Maybe<ResolversTypes['NewsletterFrequency']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maskedEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NewsletterSubscriptionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterSubscriptionResult'] = ResolversParentTypes['NewsletterSubscriptionResult']> = {
  __resolveType: TypeResolveFn<'InvalidInput' | 'NewsletterSubscription' | 'SubscriptionNotFound', ParentType, ContextType>;
};

export type NewsletterUnsubscribedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterUnsubscribed'] = ResolversParentTypes['NewsletterUnsubscribed']> = {
  alreadyUnsubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subscription?: Resolver<ResolversTypes['NewsletterSubscription'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NoCredentialsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NoCredentials'] = ResolversParentTypes['NoCredentials']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usernameType?: Resolver<ResolversTypes['UsernameType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NoPasswordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NoPassword'] = ResolversParentTypes['NoPassword']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  socialLoginProvider?: Resolver<Maybe<ResolversTypes['SocialLoginProvider']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usernameType?: Resolver<ResolversTypes['UsernameType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OpenInvoicesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OpenInvoices'] = ResolversParentTypes['OpenInvoices']> = {
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  cancellation?: Resolver<ResolversTypes['OrderCancellation'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deliveryAddress?: Resolver<Maybe<ResolversTypes['OrderDeliveryAddress']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['OrderPaymentType'], ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  returnPeriod?: Resolver<ResolversTypes['OrderReturnPeriod'], ParentType, ContextType>;
  returns?: Resolver<Array<ResolversTypes['OrderReturn']>, ParentType, ContextType>;
  shippingCosts?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  timeline?: Resolver<Array<ResolversTypes['OrderTimelineStep']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  vouchers?: Resolver<Array<ResolversTypes['OrderVoucher']>, ParentType, ContextType>;
  withdrawal?: Resolver<ResolversTypes['OrderWithdrawal'], ParentType, ContextType>;
};

export type OrderCancellationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderCancellation'] = ResolversParentTypes['OrderCancellation']> = {
  cancellable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancellableUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reasonCode?: Resolver<Maybe<ResolversTypes['CancellationReason']>, ParentType, ContextType>;
  windowMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrderEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderDeliveryAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderDeliveryAddress'] = ResolversParentTypes['OrderDeliveryAddress']> = {
  addressAddition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['CountryCode'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salutation?: Resolver<Maybe<ResolversTypes['Salutation']>, ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  streetNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OrderDeliveryAddressType'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderEdge'] = ResolversParentTypes['OrderEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type OrderInsightsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderInsights'] = ResolversParentTypes['OrderInsights']> = {
  cancelledOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnedOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusCounts?: Resolver<Array<ResolversTypes['OrderStatusCount']>, ParentType, ContextType>;
  totalOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  baseProductNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  canBuyAgain?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelledQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnableQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnedQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  singlePrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderItemStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderNotCancellableResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderNotCancellable'] = ResolversParentTypes['OrderNotCancellable']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderNotFoundResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderNotFound'] = ResolversParentTypes['OrderNotFound']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderReturnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderReturn'] = ResolversParentTypes['OrderReturn']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderReturnItem']>, ParentType, ContextType>;
  reasonCode?: Resolver<Maybe<ResolversTypes['ReturnReason']>, ParentType, ContextType>;
  returnAddress?: Resolver<ResolversTypes['ReturnAddress'], ParentType, ContextType>;
};

export type OrderReturnItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderReturnItem'] = ResolversParentTypes['OrderReturnItem']> = {
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderReturnPeriodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderReturnPeriod'] = ResolversParentTypes['OrderReturnPeriod']> = {
  deadline?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrderStatusCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderStatusCount'] = ResolversParentTypes['OrderStatusCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type OrderTimelineStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderTimelineStep'] = ResolversParentTypes['OrderTimelineStep']> = {
  at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OrderTimelineStepKind'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['OrderTimelineStepState'], ParentType, ContextType>;
};

export type OrderVoucherResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderVoucher'] = ResolversParentTypes['OrderVoucher']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  percentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['VoucherType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type OrderWithdrawalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderWithdrawal'] = ResolversParentTypes['OrderWithdrawal']> = {
  deadline?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WithdrawalStatus'], ParentType, ContextType>;
  withdrawnAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PasswordAlreadySetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordAlreadySet'] = ResolversParentTypes['PasswordAlreadySet']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PasswordChangedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordChanged'] = ResolversParentTypes['PasswordChanged']> = {
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PasswordResetRequestedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordResetRequested'] = ResolversParentTypes['PasswordResetRequested']> = {
  reason?: Resolver<ResolversTypes['PasswordLinkReason'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PasswordSameAsOldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordSameAsOld'] = ResolversParentTypes['PasswordSameAsOld']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PasswordSetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordSet'] = ResolversParentTypes['PasswordSet']> = {
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentMethodsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentMethods'] = ResolversParentTypes['PaymentMethods']> = {
  bankAccount?: Resolver<Maybe<ResolversTypes['BankAccount']>, ParentType, ContextType>;
  directDebitAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasBillingAddress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  preferredMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  settableMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
};

export type PaymentUpdateFailedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentUpdateFailed'] = ResolversParentTypes['PaymentUpdateFailed']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PersonalDetailsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonalDetails'] = ResolversParentTypes['PersonalDetails']> = {
  billingAddressId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  careOf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['CountryCode'], ParentType, ContextType>;
  customerClass?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasBillingAddress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preferredPaymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  salutation?: Resolver<Maybe<ResolversTypes['Salutation']>, ParentType, ContextType>;
  totalOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalReturnedOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PreferredDeliveryAddressSetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PreferredDeliveryAddressSet'] = ResolversParentTypes['PreferredDeliveryAddressSet']> = {
  list?: Resolver<ResolversTypes['DeliveryAddressList'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PreferredPaymentMethodSetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PreferredPaymentMethodSet'] = ResolversParentTypes['PreferredPaymentMethodSet']> = {
  paymentMethods?: Resolver<ResolversTypes['PaymentMethods'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  baseProductNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultVariant?: Resolver<Maybe<ResolversTypes['ProductVariant']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageAlt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  soldOnMedia?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  variant?: Resolver<Maybe<ResolversTypes['ProductVariant']>, ParentType, ContextType, RequireFields<ProductVariantArgs, 'sku'>>;
};

export type ProductNotFoundResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductNotFound'] = ResolversParentTypes['ProductNotFound']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductSoldOutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductSoldOut'] = ResolversParentTypes['ProductSoldOut']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductVariantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductVariant'] = ResolversParentTypes['ProductVariant']> = {
  availability?: Resolver<ResolversTypes['ProductAvailability'], ParentType, ContextType>;
  dimensions?: Resolver<Array<ResolversTypes['VariantDimension']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  priceLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stockLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProfileChangeFailedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfileChangeFailed'] = ResolversParentTypes['ProfileChangeFailed']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  featureFlags?: Resolver<ResolversTypes['FeatureFlags'], ParentType, ContextType>;
  market?: Resolver<ResolversTypes['MarketInfo'], ParentType, ContextType>;
  newsletterSubscription?: Resolver<ResolversTypes['NewsletterSubscriptionResult'], ParentType, ContextType, RequireFields<QueryNewsletterSubscriptionArgs, 'id'>>;
  socialLoginProviders?: Resolver<Array<ResolversTypes['SocialLoginOption']>, ParentType, ContextType>;
  stockReminder?: Resolver<ResolversTypes['StockReminderResult'], ParentType, ContextType, RequireFields<QueryStockReminderArgs, 'id'>>;
  tokenStatus?: Resolver<ResolversTypes['TokenStatusResult'], ParentType, ContextType, RequireFields<QueryTokenStatusArgs, 'token'>>;
  topDeals?: Resolver<Maybe<Array<ResolversTypes['TopDeal']>>, ParentType, ContextType, RequireFields<QueryTopDealsArgs, 'maxItems'>>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type RateLimitedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RateLimited'] = ResolversParentTypes['RateLimited']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retryAfterSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RecaptchaFailedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecaptchaFailed'] = ResolversParentTypes['RecaptchaFailed']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RecentlyViewedProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecentlyViewedProduct'] = ResolversParentTypes['RecentlyViewedProduct']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  viewedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ReferralResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Referral'] = ResolversParentTypes['Referral']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  welcomeVoucher?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type RequestMagicLinkResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestMagicLinkResult'] = ResolversParentTypes['RequestMagicLinkResult']> = {
  __resolveType: TypeResolveFn<'FeatureDisabled' | 'InvalidInput' | 'MagicLinkRequested' | 'RateLimited' | 'RecaptchaFailed', ParentType, ContextType>;
};

export type RequestPasswordResetResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestPasswordResetResult'] = ResolversParentTypes['RequestPasswordResetResult']> = {
  __resolveType: TypeResolveFn<'InvalidInput' | 'PasswordResetRequested' | 'RateLimited', ParentType, ContextType>;
};

export type ResendActivationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResendActivationResult'] = ResolversParentTypes['ResendActivationResult']> = {
  __resolveType: TypeResolveFn<'ActivationResent' | 'InvalidInput' | 'RateLimited', ParentType, ContextType>;
};

export type ReturnAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReturnAddress'] = ResolversParentTypes['ReturnAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['CountryCode'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReturnFailedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReturnFailed'] = ResolversParentTypes['ReturnFailed']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReturnOrderItemsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReturnOrderItemsResult'] = ResolversParentTypes['ReturnOrderItemsResult']> = {
  __resolveType: TypeResolveFn<'InvalidInput' | 'ReturnFailed' | 'ReturnPeriodExpired' | 'ReturnSuccess', ParentType, ContextType>;
};

export type ReturnPeriodExpiredResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReturnPeriodExpired'] = ResolversParentTypes['ReturnPeriodExpired']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  deadline?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReturnSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReturnSuccess'] = ResolversParentTypes['ReturnSuccess']> = {
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  returnId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SaveBankAccountResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaveBankAccountResult'] = ResolversParentTypes['SaveBankAccountResult']> = {
  __resolveType: TypeResolveFn<'BankAccountSaved' | 'BillingAddressRequired' | 'DirectDebitNotAvailable' | 'IbanInvalid' | 'InvalidInput' | 'PaymentUpdateFailed' | 'RateLimited', ParentType, ContextType>;
};

export type SaveBillingAddressResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaveBillingAddressResult'] = ResolversParentTypes['SaveBillingAddressResult']> = {
  __resolveType: TypeResolveFn<'AddressSaveFailed' | 'AddressSuggested' | 'BillingAddressSaved' | 'InvalidInput' | 'RateLimited', ParentType, ContextType>;
};

export type SaveDeliveryAddressResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaveDeliveryAddressResult'] = ResolversParentTypes['SaveDeliveryAddressResult']> = {
  __resolveType: TypeResolveFn<'AddressSaveFailed' | 'AddressSuggested' | 'DeliveryAddressLimitReached' | 'DeliveryAddressSaved' | 'InvalidInput' | 'RateLimited', ParentType, ContextType>;
};

export type SendSupportRequestResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SendSupportRequestResult'] = ResolversParentTypes['SendSupportRequestResult']> = {
  __resolveType: TypeResolveFn<'InvalidInput' | 'RateLimited' | 'SupportRequestFailed' | 'SupportRequestSent', ParentType, ContextType>;
};

export type SetPasswordResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetPasswordResult'] = ResolversParentTypes['SetPasswordResult']> = {
  __resolveType: TypeResolveFn<'InvalidInput' | 'PasswordAlreadySet' | 'PasswordSet' | 'RateLimited' | 'TokenError', ParentType, ContextType>;
};

export type SetPreferredDeliveryAddressResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetPreferredDeliveryAddressResult'] = ResolversParentTypes['SetPreferredDeliveryAddressResult']> = {
  __resolveType: TypeResolveFn<'AddressSaveFailed' | 'PreferredDeliveryAddressSet', ParentType, ContextType>;
};

export type SetPreferredPaymentMethodResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetPreferredPaymentMethodResult'] = ResolversParentTypes['SetPreferredPaymentMethodResult']> = {
  __resolveType: TypeResolveFn<'BankAccountRequired' | 'DirectDebitNotAvailable' | 'InvalidInput' | 'PaymentUpdateFailed' | 'PreferredPaymentMethodSet', ParentType, ContextType>;
};

export type SetStayLoggedInResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetStayLoggedInResult'] = ResolversParentTypes['SetStayLoggedInResult']> = {
  __resolveType: TypeResolveFn<'StayLoggedInFailed' | 'StayLoggedInUpdated', ParentType, ContextType>;
};

export type SocialCustomerNotFoundResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SocialCustomerNotFound'] = ResolversParentTypes['SocialCustomerNotFound']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userInfo?: Resolver<ResolversTypes['SocialUserInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SocialLoginFailedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SocialLoginFailed'] = ResolversParentTypes['SocialLoginFailed']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SocialLoginOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SocialLoginOption'] = ResolversParentTypes['SocialLoginOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inTesting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['SocialLoginProvider'], ParentType, ContextType>;
};

export type SocialLoginStartedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SocialLoginStarted'] = ResolversParentTypes['SocialLoginStarted']> = {
  authorizationUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['SocialLoginProvider'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SocialUserInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SocialUserInfo'] = ResolversParentTypes['SocialUserInfo']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salutation?: Resolver<Maybe<ResolversTypes['Salutation']>, ParentType, ContextType>;
  socialLoginToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StartSocialLoginResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StartSocialLoginResult'] = ResolversParentTypes['StartSocialLoginResult']> = {
  __resolveType: TypeResolveFn<'InvalidInput' | 'SocialLoginFailed' | 'SocialLoginStarted', ParentType, ContextType>;
};

export type StartWithdrawalResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StartWithdrawalResult'] = ResolversParentTypes['StartWithdrawalResult']> = {
  __resolveType: TypeResolveFn<'AlreadyWithdrawn' | 'InvalidInput' | 'OrderNotFound' | 'RateLimited' | 'WithdrawalNotApplicable' | 'WithdrawalNotAvailable' | 'WithdrawalPeriodExpired' | 'WithdrawalStarted', ParentType, ContextType>;
};

export type StayLoggedInFailedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StayLoggedInFailed'] = ResolversParentTypes['StayLoggedInFailed']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stayLoggedIn?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StayLoggedInUpdatedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StayLoggedInUpdated'] = ResolversParentTypes['StayLoggedInUpdated']> = {
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StockReminderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockReminder'] = ResolversParentTypes['StockReminder']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StockReminderConfirmedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockReminderConfirmed'] = ResolversParentTypes['StockReminderConfirmed']> = {
  reminder?: Resolver<ResolversTypes['StockReminder'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StockReminderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockReminderResult'] = ResolversParentTypes['StockReminderResult']> = {
  __resolveType: TypeResolveFn<'InvalidInput' | 'StockReminder' | 'SubscriptionNotFound', ParentType, ContextType>;
};

export type StockReminderUnsubscribedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockReminderUnsubscribed'] = ResolversParentTypes['StockReminderUnsubscribed']> = {
  alreadyUnsubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reminder?: Resolver<ResolversTypes['StockReminder'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SubscriptionEndedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionEnded'] = ResolversParentTypes['SubscriptionEnded']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SubscriptionNotFoundResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionNotFound'] = ResolversParentTypes['SubscriptionNotFound']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SupportRequestFailedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupportRequestFailed'] = ResolversParentTypes['SupportRequestFailed']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  errorId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SupportRequestSentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupportRequestSent'] = ResolversParentTypes['SupportRequestSent']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TokenErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TokenError'] = ResolversParentTypes['TokenError']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TokenStatusResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TokenStatusResult'] = ResolversParentTypes['TokenStatusResult']> = {
  __resolveType: TypeResolveFn<'RateLimited' | 'TokenError' | 'TokenValid', ParentType, ContextType>;
};

export type TokenValidResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TokenValid'] = ResolversParentTypes['TokenValid']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TokenKind'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TopDealResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TopDeal'] = ResolversParentTypes['TopDeal']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  variant?: Resolver<ResolversTypes['ProductVariant'], ParentType, ContextType>;
};

export type UnfollowCreatorResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnfollowCreatorResult'] = ResolversParentTypes['UnfollowCreatorResult']> = {
  __resolveType: TypeResolveFn<'CreatorNotFound' | 'CreatorUnfollowed', ParentType, ContextType>;
};

export type UnsubscribeStockReminderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnsubscribeStockReminderResult'] = ResolversParentTypes['UnsubscribeStockReminderResult']> = {
  __resolveType: TypeResolveFn<'InvalidInput' | 'RateLimited' | 'StockReminderUnsubscribed' | 'SubscriptionNotFound', ParentType, ContextType>;
};

export type UnsubscribeUpsellResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnsubscribeUpsellResult'] = ResolversParentTypes['UnsubscribeUpsellResult']> = {
  __resolveType: TypeResolveFn<'InvalidInput' | 'RateLimited' | 'SubscriptionNotFound' | 'UpsellUnsubscribed', ParentType, ContextType>;
};

export type UpsellUnsubscribedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpsellUnsubscribed'] = ResolversParentTypes['UpsellUnsubscribed']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UsernameAcceptedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UsernameAccepted'] = ResolversParentTypes['UsernameAccepted']> = {
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usernameType?: Resolver<ResolversTypes['UsernameType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UsernameCheckFailedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UsernameCheckFailed'] = ResolversParentTypes['UsernameCheckFailed']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UsernameNotFoundResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UsernameNotFound'] = ResolversParentTypes['UsernameNotFound']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usernameType?: Resolver<ResolversTypes['UsernameType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ValidateIbanResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ValidateIbanResult'] = ResolversParentTypes['ValidateIbanResult']> = {
  __resolveType: TypeResolveFn<'IbanInvalid' | 'IbanValidated' | 'InvalidInput' | 'RateLimited', ParentType, ContextType>;
};

export type VariantDimensionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VariantDimension'] = ResolversParentTypes['VariantDimension']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VerifyAccountResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerifyAccountResult'] = ResolversParentTypes['VerifyAccountResult']> = {
  __resolveType: TypeResolveFn<'AccountNotVerified' | 'AccountVerified' | 'InvalidInput' | 'RateLimited', ParentType, ContextType>;
};

export type VerifyMagicLinkResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerifyMagicLinkResult'] = ResolversParentTypes['VerifyMagicLinkResult']> = {
  __resolveType: TypeResolveFn<'FeatureDisabled' | 'LoginSuccess' | 'LoginWrongCountry' | 'RateLimited' | 'TokenError', ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['LoginState'], ParentType, ContextType>;
};

export type WishlistResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Wishlist'] = ResolversParentTypes['Wishlist']> = {
  items?: Resolver<Array<ResolversTypes['WishlistItem']>, ParentType, ContextType>;
};

export type WishlistItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WishlistItem'] = ResolversParentTypes['WishlistItem']> = {
  addedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variant?: Resolver<Maybe<ResolversTypes['ProductVariant']>, ParentType, ContextType>;
};

export type WishlistItemAddedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WishlistItemAdded'] = ResolversParentTypes['WishlistItemAdded']> = {
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['WishlistItem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WishlistItemDeletedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WishlistItemDeleted'] = ResolversParentTypes['WishlistItemDeleted']> = {
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WishlistItemMovedToBasketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WishlistItemMovedToBasket'] = ResolversParentTypes['WishlistItemMovedToBasket']> = {
  basketItemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WishlistItemNotFoundResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WishlistItemNotFound'] = ResolversParentTypes['WishlistItemNotFound']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WithdrawalChannelOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WithdrawalChannelOption'] = ResolversParentTypes['WithdrawalChannelOption']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['WithdrawalChannel'], ParentType, ContextType>;
};

export type WithdrawalConfirmedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WithdrawalConfirmed'] = ResolversParentTypes['WithdrawalConfirmed']> = {
  channel?: Resolver<ResolversTypes['WithdrawalChannel'], ParentType, ContextType>;
  confirmationSentTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confirmedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  withdrawalId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WithdrawalNotApplicableResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WithdrawalNotApplicable'] = ResolversParentTypes['WithdrawalNotApplicable']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WithdrawalNotAvailableResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WithdrawalNotAvailable'] = ResolversParentTypes['WithdrawalNotAvailable']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  voluntaryReturnPolicy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WithdrawalOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WithdrawalOrder'] = ResolversParentTypes['WithdrawalOrder']> = {
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['WithdrawalOrderItem']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type WithdrawalOrderItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WithdrawalOrderItem'] = ResolversParentTypes['WithdrawalOrderItem']> = {
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WithdrawalPeriodExpiredResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WithdrawalPeriodExpired'] = ResolversParentTypes['WithdrawalPeriodExpired']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  deadline?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WithdrawalRequestExpiredResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WithdrawalRequestExpired'] = ResolversParentTypes['WithdrawalRequestExpired']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WithdrawalStartedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WithdrawalStarted'] = ResolversParentTypes['WithdrawalStarted']> = {
  channels?: Resolver<Array<ResolversTypes['WithdrawalChannelOption']>, ParentType, ContextType>;
  confirmationSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deadline?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['WithdrawalOrder'], ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WrongPasswordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WrongPassword'] = ResolversParentTypes['WrongPassword']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AccountActivated?: AccountActivatedResolvers<ContextType>;
  AccountCreated?: AccountCreatedResolvers<ContextType>;
  AccountDeleted?: AccountDeletedResolvers<ContextType>;
  AccountNotActivated?: AccountNotActivatedResolvers<ContextType>;
  AccountNotVerified?: AccountNotVerifiedResolvers<ContextType>;
  AccountVerified?: AccountVerifiedResolvers<ContextType>;
  ActivateAccountResult?: ActivateAccountResultResolvers<ContextType>;
  ActivationResent?: ActivationResentResolvers<ContextType>;
  AddWishlistItemResult?: AddWishlistItemResultResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AddressChecked?: AddressCheckedResolvers<ContextType>;
  AddressSaveFailed?: AddressSaveFailedResolvers<ContextType>;
  AddressSuggested?: AddressSuggestedResolvers<ContextType>;
  AlreadyWithdrawn?: AlreadyWithdrawnResolvers<ContextType>;
  BankAccount?: BankAccountResolvers<ContextType>;
  BankAccountDeleteFailed?: BankAccountDeleteFailedResolvers<ContextType>;
  BankAccountDeleted?: BankAccountDeletedResolvers<ContextType>;
  BankAccountRequired?: BankAccountRequiredResolvers<ContextType>;
  BankAccountSaved?: BankAccountSavedResolvers<ContextType>;
  BillingAddress?: BillingAddressResolvers<ContextType>;
  BillingAddressRequired?: BillingAddressRequiredResolvers<ContextType>;
  BillingAddressSaved?: BillingAddressSavedResolvers<ContextType>;
  BuyAgainItemAdded?: BuyAgainItemAddedResolvers<ContextType>;
  BuyAgainItemFailed?: BuyAgainItemFailedResolvers<ContextType>;
  BuyAgainItemResult?: BuyAgainItemResultResolvers<ContextType>;
  BuyAgainItemUnavailable?: BuyAgainItemUnavailableResolvers<ContextType>;
  BuyAgainOutcome?: BuyAgainOutcomeResolvers<ContextType>;
  BuyAgainResult?: BuyAgainResultResolvers<ContextType>;
  CancelNewsletterResult?: CancelNewsletterResultResolvers<ContextType>;
  CancelOrderResult?: CancelOrderResultResolvers<ContextType>;
  CancelOrderSuccess?: CancelOrderSuccessResolvers<ContextType>;
  ChangeEmailResult?: ChangeEmailResultResolvers<ContextType>;
  ChangePasswordResult?: ChangePasswordResultResolvers<ContextType>;
  CheckAddressResult?: CheckAddressResultResolvers<ContextType>;
  CheckUsernameResult?: CheckUsernameResultResolvers<ContextType>;
  CheckedAddress?: CheckedAddressResolvers<ContextType>;
  CompleteSocialLoginResult?: CompleteSocialLoginResultResolvers<ContextType>;
  ConfirmEmailChangeResult?: ConfirmEmailChangeResultResolvers<ContextType>;
  ConfirmMarketResearchResult?: ConfirmMarketResearchResultResolvers<ContextType>;
  ConfirmStockReminderResult?: ConfirmStockReminderResultResolvers<ContextType>;
  ConfirmWithdrawalResult?: ConfirmWithdrawalResultResolvers<ContextType>;
  CreateAccountResult?: CreateAccountResultResolvers<ContextType>;
  Creator?: CreatorResolvers<ContextType>;
  CreatorFollowed?: CreatorFollowedResolvers<ContextType>;
  CreatorNotFound?: CreatorNotFoundResolvers<ContextType>;
  CreatorUnfollowed?: CreatorUnfollowedResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeleteAccountResult?: DeleteAccountResultResolvers<ContextType>;
  DeleteBankAccountResult?: DeleteBankAccountResultResolvers<ContextType>;
  DeleteWishlistItemResult?: DeleteWishlistItemResultResolvers<ContextType>;
  DeliveryAddress?: DeliveryAddressResolvers<ContextType>;
  DeliveryAddressChangeResult?: DeliveryAddressChangeResultResolvers<ContextType>;
  DeliveryAddressChanged?: DeliveryAddressChangedResolvers<ContextType>;
  DeliveryAddressLimitReached?: DeliveryAddressLimitReachedResolvers<ContextType>;
  DeliveryAddressList?: DeliveryAddressListResolvers<ContextType>;
  DeliveryAddressSaved?: DeliveryAddressSavedResolvers<ContextType>;
  DirectDebitNotAvailable?: DirectDebitNotAvailableResolvers<ContextType>;
  DuplicateAccount?: DuplicateAccountResolvers<ContextType>;
  EmailAlreadyExists?: EmailAlreadyExistsResolvers<ContextType>;
  EmailChangeConfirmed?: EmailChangeConfirmedResolvers<ContextType>;
  EmailChangeRequested?: EmailChangeRequestedResolvers<ContextType>;
  Error?: ErrorResolvers<ContextType>;
  ExportMyDataResult?: ExportMyDataResultResolvers<ContextType>;
  FeatureDisabled?: FeatureDisabledResolvers<ContextType>;
  FeatureFlags?: FeatureFlagsResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  FollowCreatorResult?: FollowCreatorResultResolvers<ContextType>;
  IbanInvalid?: IbanInvalidResolvers<ContextType>;
  IbanValidated?: IbanValidatedResolvers<ContextType>;
  InvalidInput?: InvalidInputResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  LightUserNoCredentials?: LightUserNoCredentialsResolvers<ContextType>;
  LoginChallengeRequired?: LoginChallengeRequiredResolvers<ContextType>;
  LoginFailed?: LoginFailedResolvers<ContextType>;
  LoginRejected?: LoginRejectedResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  LoginSuccess?: LoginSuccessResolvers<ContextType>;
  LoginWrongCountry?: LoginWrongCountryResolvers<ContextType>;
  LoginWrongCustomer?: LoginWrongCustomerResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  MagicLinkRequested?: MagicLinkRequestedResolvers<ContextType>;
  MarketInfo?: MarketInfoResolvers<ContextType>;
  MarketResearchAlreadyConfirmed?: MarketResearchAlreadyConfirmedResolvers<ContextType>;
  MarketResearchConfirmed?: MarketResearchConfirmedResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  MoveWishlistItemToBasketResult?: MoveWishlistItemToBasketResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyDataExport?: MyDataExportResolvers<ContextType>;
  NewsletterReduced?: NewsletterReducedResolvers<ContextType>;
  NewsletterSubscription?: NewsletterSubscriptionResolvers<ContextType>;
  NewsletterSubscriptionResult?: NewsletterSubscriptionResultResolvers<ContextType>;
  NewsletterUnsubscribed?: NewsletterUnsubscribedResolvers<ContextType>;
  NoCredentials?: NoCredentialsResolvers<ContextType>;
  NoPassword?: NoPasswordResolvers<ContextType>;
  OpenInvoices?: OpenInvoicesResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderCancellation?: OrderCancellationResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderDeliveryAddress?: OrderDeliveryAddressResolvers<ContextType>;
  OrderEdge?: OrderEdgeResolvers<ContextType>;
  OrderInsights?: OrderInsightsResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderNotCancellable?: OrderNotCancellableResolvers<ContextType>;
  OrderNotFound?: OrderNotFoundResolvers<ContextType>;
  OrderReturn?: OrderReturnResolvers<ContextType>;
  OrderReturnItem?: OrderReturnItemResolvers<ContextType>;
  OrderReturnPeriod?: OrderReturnPeriodResolvers<ContextType>;
  OrderStatusCount?: OrderStatusCountResolvers<ContextType>;
  OrderTimelineStep?: OrderTimelineStepResolvers<ContextType>;
  OrderVoucher?: OrderVoucherResolvers<ContextType>;
  OrderWithdrawal?: OrderWithdrawalResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PasswordAlreadySet?: PasswordAlreadySetResolvers<ContextType>;
  PasswordChanged?: PasswordChangedResolvers<ContextType>;
  PasswordResetRequested?: PasswordResetRequestedResolvers<ContextType>;
  PasswordSameAsOld?: PasswordSameAsOldResolvers<ContextType>;
  PasswordSet?: PasswordSetResolvers<ContextType>;
  PaymentMethods?: PaymentMethodsResolvers<ContextType>;
  PaymentUpdateFailed?: PaymentUpdateFailedResolvers<ContextType>;
  PersonalDetails?: PersonalDetailsResolvers<ContextType>;
  PreferredDeliveryAddressSet?: PreferredDeliveryAddressSetResolvers<ContextType>;
  PreferredPaymentMethodSet?: PreferredPaymentMethodSetResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductNotFound?: ProductNotFoundResolvers<ContextType>;
  ProductSoldOut?: ProductSoldOutResolvers<ContextType>;
  ProductVariant?: ProductVariantResolvers<ContextType>;
  ProfileChangeFailed?: ProfileChangeFailedResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RateLimited?: RateLimitedResolvers<ContextType>;
  RecaptchaFailed?: RecaptchaFailedResolvers<ContextType>;
  RecentlyViewedProduct?: RecentlyViewedProductResolvers<ContextType>;
  Referral?: ReferralResolvers<ContextType>;
  RequestMagicLinkResult?: RequestMagicLinkResultResolvers<ContextType>;
  RequestPasswordResetResult?: RequestPasswordResetResultResolvers<ContextType>;
  ResendActivationResult?: ResendActivationResultResolvers<ContextType>;
  ReturnAddress?: ReturnAddressResolvers<ContextType>;
  ReturnFailed?: ReturnFailedResolvers<ContextType>;
  ReturnOrderItemsResult?: ReturnOrderItemsResultResolvers<ContextType>;
  ReturnPeriodExpired?: ReturnPeriodExpiredResolvers<ContextType>;
  ReturnSuccess?: ReturnSuccessResolvers<ContextType>;
  SaveBankAccountResult?: SaveBankAccountResultResolvers<ContextType>;
  SaveBillingAddressResult?: SaveBillingAddressResultResolvers<ContextType>;
  SaveDeliveryAddressResult?: SaveDeliveryAddressResultResolvers<ContextType>;
  SendSupportRequestResult?: SendSupportRequestResultResolvers<ContextType>;
  SetPasswordResult?: SetPasswordResultResolvers<ContextType>;
  SetPreferredDeliveryAddressResult?: SetPreferredDeliveryAddressResultResolvers<ContextType>;
  SetPreferredPaymentMethodResult?: SetPreferredPaymentMethodResultResolvers<ContextType>;
  SetStayLoggedInResult?: SetStayLoggedInResultResolvers<ContextType>;
  SocialCustomerNotFound?: SocialCustomerNotFoundResolvers<ContextType>;
  SocialLoginFailed?: SocialLoginFailedResolvers<ContextType>;
  SocialLoginOption?: SocialLoginOptionResolvers<ContextType>;
  SocialLoginStarted?: SocialLoginStartedResolvers<ContextType>;
  SocialUserInfo?: SocialUserInfoResolvers<ContextType>;
  StartSocialLoginResult?: StartSocialLoginResultResolvers<ContextType>;
  StartWithdrawalResult?: StartWithdrawalResultResolvers<ContextType>;
  StayLoggedInFailed?: StayLoggedInFailedResolvers<ContextType>;
  StayLoggedInUpdated?: StayLoggedInUpdatedResolvers<ContextType>;
  StockReminder?: StockReminderResolvers<ContextType>;
  StockReminderConfirmed?: StockReminderConfirmedResolvers<ContextType>;
  StockReminderResult?: StockReminderResultResolvers<ContextType>;
  StockReminderUnsubscribed?: StockReminderUnsubscribedResolvers<ContextType>;
  SubscriptionEnded?: SubscriptionEndedResolvers<ContextType>;
  SubscriptionNotFound?: SubscriptionNotFoundResolvers<ContextType>;
  SupportRequestFailed?: SupportRequestFailedResolvers<ContextType>;
  SupportRequestSent?: SupportRequestSentResolvers<ContextType>;
  TokenError?: TokenErrorResolvers<ContextType>;
  TokenStatusResult?: TokenStatusResultResolvers<ContextType>;
  TokenValid?: TokenValidResolvers<ContextType>;
  TopDeal?: TopDealResolvers<ContextType>;
  UnfollowCreatorResult?: UnfollowCreatorResultResolvers<ContextType>;
  UnsubscribeStockReminderResult?: UnsubscribeStockReminderResultResolvers<ContextType>;
  UnsubscribeUpsellResult?: UnsubscribeUpsellResultResolvers<ContextType>;
  UpsellUnsubscribed?: UpsellUnsubscribedResolvers<ContextType>;
  UsernameAccepted?: UsernameAcceptedResolvers<ContextType>;
  UsernameCheckFailed?: UsernameCheckFailedResolvers<ContextType>;
  UsernameNotFound?: UsernameNotFoundResolvers<ContextType>;
  ValidateIbanResult?: ValidateIbanResultResolvers<ContextType>;
  VariantDimension?: VariantDimensionResolvers<ContextType>;
  VerifyAccountResult?: VerifyAccountResultResolvers<ContextType>;
  VerifyMagicLinkResult?: VerifyMagicLinkResultResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  Wishlist?: WishlistResolvers<ContextType>;
  WishlistItem?: WishlistItemResolvers<ContextType>;
  WishlistItemAdded?: WishlistItemAddedResolvers<ContextType>;
  WishlistItemDeleted?: WishlistItemDeletedResolvers<ContextType>;
  WishlistItemMovedToBasket?: WishlistItemMovedToBasketResolvers<ContextType>;
  WishlistItemNotFound?: WishlistItemNotFoundResolvers<ContextType>;
  WithdrawalChannelOption?: WithdrawalChannelOptionResolvers<ContextType>;
  WithdrawalConfirmed?: WithdrawalConfirmedResolvers<ContextType>;
  WithdrawalNotApplicable?: WithdrawalNotApplicableResolvers<ContextType>;
  WithdrawalNotAvailable?: WithdrawalNotAvailableResolvers<ContextType>;
  WithdrawalOrder?: WithdrawalOrderResolvers<ContextType>;
  WithdrawalOrderItem?: WithdrawalOrderItemResolvers<ContextType>;
  WithdrawalPeriodExpired?: WithdrawalPeriodExpiredResolvers<ContextType>;
  WithdrawalRequestExpired?: WithdrawalRequestExpiredResolvers<ContextType>;
  WithdrawalStarted?: WithdrawalStartedResolvers<ContextType>;
  WrongPassword?: WrongPasswordResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  customer?: CustomerDirectiveResolver<any, any, ContextType>;
};
