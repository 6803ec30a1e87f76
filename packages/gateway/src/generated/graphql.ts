import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ViewerModel, CustomerModel, PersonalDetailsModel } from '../domains/session/models.ts';
import type { OrderModel, OrderItemModel, ProductModel } from '../domains/orders/models.ts';
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

export type AlreadyWithdrawn = Error & {
  __typename?: 'AlreadyWithdrawn';
  code: ErrorCode;
  message: Scalars['String']['output'];
  withdrawnAt?: Maybe<Scalars['DateTime']['output']>;
};

export type CancelOrderInput = {
  orderId: Scalars['ID']['input'];
  /** Required; a missing reason gives InvalidInput. */
  reasonCode?: InputMaybe<CancellationReason>;
};

export type CancelOrderResult = CancelOrderSuccess | InvalidInput | OrderNotCancellable;

export type CancelOrderSuccess = {
  __typename?: 'CancelOrderSuccess';
  /** The customer's e-mail, for the cancel-success page. */
  email: Scalars['String']['output'];
  /** The cancelled order. */
  order: Order;
};

export type CancellationReason =
  | 'CHANGED_MIND'
  | 'DELIVERY_TOO_LONG'
  | 'FOUND_CHEAPER'
  | 'ORDERED_BY_MISTAKE'
  | 'OTHER';

export type CheckUsernameInput = {
  recaptchaToken: Scalars['String']['input'];
  /** As typed; the gateway trims it and strips leading zeros of a customer number. */
  username: Scalars['String']['input'];
};

export type CheckUsernameResult = InvalidInput | LightUserNoCredentials | NoCredentials | RateLimited | UsernameAccepted | UsernameCheckFailed | UsernameNotFound;

export type ConfirmWithdrawalInput = {
  channel?: WithdrawalChannel;
  requestId: Scalars['ID']['input'];
};

export type ConfirmWithdrawalResult = AlreadyWithdrawn | RateLimited | WithdrawalConfirmed | WithdrawalNotApplicable | WithdrawalNotAvailable | WithdrawalPeriodExpired | WithdrawalRequestExpired;

export type CountryCode =
  | 'AT'
  | 'CH'
  | 'DE';

export type Currency =
  | 'CHF'
  | 'EUR';

/** The logged-in customer (SPEC §3 logged-in user). */
export type Customer = {
  __typename?: 'Customer';
  crossDeviceTracking: Scalars['Boolean']['output'];
  customerClass?: Maybe<Scalars['String']['output']>;
  customerNumber: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  emailHash?: Maybe<Scalars['String']['output']>;
  encryptedEmail?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  hasPassword: Scalars['Boolean']['output'];
  /** The customer id. */
  id: Scalars['ID']['output'];
  isHelloUser: Scalars['Boolean']['output'];
  isLightUser: Scalars['Boolean']['output'];
  /**
   * True when the customer placed no order in the last 2 years (checked with the last order).
   * Null when the order history could not be read.
   */
  isNewCustomer?: Maybe<Scalars['Boolean']['output']>;
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
  /** Personal details merged with customer details; null when the customer service could not deliver them. */
  personalDetails?: Maybe<PersonalDetails>;
  socialLoginProvider?: Maybe<SocialLoginProvider>;
  /** Whether this session stays logged in for 60 days; null when it could not be read. */
  stayLoggedIn?: Maybe<Scalars['Boolean']['output']>;
  username?: Maybe<Scalars['String']['output']>;
};


/** The logged-in customer (SPEC §3 logged-in user). */
export type CustomerOpenInvoicesArgs = {
  sort?: InputMaybe<SortDirection>;
};


/** The logged-in customer (SPEC §3 logged-in user). */
export type CustomerOrderArgs = {
  id: Scalars['ID']['input'];
};


/** The logged-in customer (SPEC §3 logged-in user). */
export type CustomerOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
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

export type ErrorCode =
  /** The order was already withdrawn. */
  | 'ALREADY_WITHDRAWN'
  /** The username step: no account with this customer number. */
  | 'CUSTOMER_NUMBER_NOT_FOUND'
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
  /** Online cancellation is not possible (outside the window, dispatched, already cancelled, or switched off). */
  | 'ORDER_NOT_CANCELLABLE'
  /** No such order (for this customer, or this order number and e-mail). */
  | 'ORDER_NOT_FOUND'
  /** Too many attempts; wait and try again. */
  | 'RATE_LIMITED'
  /** The recaptcha check failed. */
  | 'RECAPTCHA_FAILED'
  /** The return could not be transmitted ('Übertragungsfehler'); try again. */
  | 'RETURN_FAILED'
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

export type FeatureFlags = {
  __typename?: 'FeatureFlags';
  completeProfile: Scalars['Boolean']['output'];
  contactForm: Scalars['Boolean']['output'];
  deleteWishlistProduct: Scalars['Boolean']['output'];
  facebookLogin: Scalars['Boolean']['output'];
  fakePages: Scalars['Boolean']['output'];
  gcpMigration: Scalars['Boolean']['output'];
  /** Always 'featureFlags': the flags are one object per deployment. */
  id: Scalars['ID']['output'];
  lightAccount: Scalars['Boolean']['output'];
  loginBenefits: Scalars['Boolean']['output'];
  magicLinkLogin: Scalars['Boolean']['output'];
  multipleVouchers: Scalars['Boolean']['output'];
  myAccountHomeRedesign: Scalars['Boolean']['output'];
  orderCancellation: Scalars['Boolean']['output'];
  socialLogin: Scalars['Boolean']['output'];
  stayLoggedIn: Scalars['Boolean']['output'];
};

/** A field-level validation problem. */
export type FieldError = {
  __typename?: 'FieldError';
  /** Input field path, e.g. username. */
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** Input failed validation. */
export type InvalidInput = Error & {
  __typename?: 'InvalidInput';
  code: ErrorCode;
  fieldErrors: Array<FieldError>;
  message: Scalars['String']['output'];
};

export type Invoice = {
  __typename?: 'Invoice';
  amount: Money;
  dueDate: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  /** ENCASH. */
  isOverdue: Scalars['Boolean']['output'];
  number: Scalars['String']['output'];
  orderNumber?: Maybe<Scalars['String']['output']>;
  status: InvoiceStatus;
};

export type InvoiceStatus =
  /** Handed to collection: overdue. */
  | 'ENCASH'
  | 'OPEN';

/** A light account without password: the client starts the light-user set-password flow. */
export type LightUserNoCredentials = Error & {
  __typename?: 'LightUserNoCredentials';
  code: ErrorCode;
  message: Scalars['String']['output'];
  username: Scalars['String']['output'];
  usernameType: UsernameType;
};

export type LoginFailed = Error & {
  __typename?: 'LoginFailed';
  code: ErrorCode;
  message: Scalars['String']['output'];
  reason: LoginFailureReason;
};

export type LoginFailureReason =
  /** The service gave no answer (timeout, connection refused). */
  | 'CONNECTION'
  /** The service answered with an unexpected status or the recaptcha check failed. */
  | 'UNKNOWN';

export type LoginInput = {
  password: Scalars['String']['input'];
  recaptchaToken: Scalars['String']['input'];
  stayLoggedIn?: Scalars['Boolean']['input'];
  username: Scalars['String']['input'];
};

export type LoginMethod =
  | 'APPLE'
  | 'CUSTOMER_NUMBER'
  | 'EMAIL'
  | 'FACEBOOK'
  | 'GOOGLE'
  | 'MAGIC_LINK';

/** Unknown username/password combination (403). */
export type LoginRejected = Error & {
  __typename?: 'LoginRejected';
  code: ErrorCode;
  message: Scalars['String']['output'];
};

export type LoginResult = InvalidInput | LoginFailed | LoginRejected | LoginSuccess | LoginWrongCountry | LoginWrongCustomer | RateLimited;

export type LoginState =
  | 'LOGGED_IN'
  | 'LOGGED_OUT';

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
  code: ErrorCode;
  customerCountry: CountryCode;
  message: Scalars['String']['output'];
  /** Address of the customer's own shop. */
  shopUrl: Scalars['String']['output'];
};

/** The service answered with a different customer than the one whose username was given. */
export type LoginWrongCustomer = Error & {
  __typename?: 'LoginWrongCustomer';
  code: ErrorCode;
  message: Scalars['String']['output'];
};

export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  viewer: Viewer;
};

/** Markets the shop sells in. */
export type Market =
  | 'AT'
  | 'CH'
  | 'DE';

export type MarketInfo = {
  __typename?: 'MarketInfo';
  currency: Currency;
  /** Whether the username must be an e-mail (CH). */
  emailOnlyLogin: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** BCP 47 locale for formatting: de-DE, de-AT or de-CH. */
  locale: Scalars['String']['output'];
  market: Market;
  /** Address of this market's shop. */
  shopUrl: Scalars['String']['output'];
};

/** A sum of money. The amount is a decimal string, never a float. */
export type Money = {
  __typename?: 'Money';
  amount: Scalars['String']['output'];
  currency: Currency;
};

export type Mutation = {
  __typename?: 'Mutation';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  /** Cancel an order online: only on the day of order within the minutes the server gives, with a reason (SPEC §6). */
  cancelOrder: CancelOrderResult;
  /** The username step of the login (SPEC §4): tells whether and how this username can log in. */
  checkUsername: CheckUsernameResult;
  /** Withdrawal function, step 2: confirm; the confirmation e-mail with date and time goes out at once. */
  confirmWithdrawal: ConfirmWithdrawalResult;
  /** Log in with username and password. Sets the session cookies on success. */
  login: LoginResult;
  /** End the session and clear the session cookies. */
  logout: LogoutPayload;
  /** Return items of a delivered order (SPEC §4 'Return'). */
  returnOrderItems: ReturnOrderItemsResult;
  /** Change the stay-logged-in setting of the current session (60 instead of 10 days). */
  setStayLoggedIn: SetStayLoggedInResult;
  /**
   * Withdrawal function, step 1: identify the order and the contact channel. Logged in with
   * orderId, or without login with public {orderNumber, email, recaptchaToken} (rate-limited).
   */
  startWithdrawal: StartWithdrawalResult;
};


export type MutationCancelOrderArgs = {
  input: CancelOrderInput;
};


export type MutationCheckUsernameArgs = {
  input: CheckUsernameInput;
};


export type MutationConfirmWithdrawalArgs = {
  input: ConfirmWithdrawalInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationReturnOrderItemsArgs = {
  input: ReturnOrderItemsInput;
};


export type MutationSetStayLoggedInArgs = {
  input: SetStayLoggedInInput;
};


export type MutationStartWithdrawalArgs = {
  input: StartWithdrawalInput;
};

/**
 * The account has no online credentials. For an e-mail the client starts account verification;
 * for a customer number it shows the no-credentials state.
 */
export type NoCredentials = Error & {
  __typename?: 'NoCredentials';
  code: ErrorCode;
  message: Scalars['String']['output'];
  username: Scalars['String']['output'];
  usernameType: UsernameType;
};

/** Open invoices (SPEC §3 'Invoices'). A value per sort order, so it has no id. */
export type OpenInvoices = {
  __typename?: 'OpenInvoices';
  /** Sum of the open amounts. */
  balance: Money;
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
  cancellation: OrderCancellation;
  /** Details from here on. */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  deliveryAddress?: Maybe<OrderDeliveryAddress>;
  /** What PERCENTAGE and VALUE vouchers took off (free shipping shows in shippingCosts). */
  discount: Money;
  id: Scalars['ID']['output'];
  itemCount: Scalars['Int']['output'];
  items: Array<OrderItem>;
  number: Scalars['String']['output'];
  paymentType: OrderPaymentType;
  placedAt: Scalars['DateTime']['output'];
  returns: Array<OrderReturn>;
  /** 0.00 with a FREE_SHIPPING voucher. */
  shippingCosts: Money;
  status: OrderStatus;
  subtotal: Money;
  /** Status timeline derived from the item states, oldest step first. */
  timeline: Array<OrderTimelineStep>;
  total: Money;
  vouchers: Array<OrderVoucher>;
  withdrawal: OrderWithdrawal;
};

export type OrderCancellation = {
  __typename?: 'OrderCancellation';
  /** Whether online cancellation is possible now (day of order, within the window, not dispatched, flag orderCancellation on). */
  cancellable: Scalars['Boolean']['output'];
  /** End of online cancellation; null when the order's state rules it out. */
  cancellableUntil?: Maybe<Scalars['DateTime']['output']>;
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  reasonCode?: Maybe<CancellationReason>;
  /** The server's online-cancellation window after placing an order. */
  windowMinutes: Scalars['Int']['output'];
};

export type OrderConnection = {
  __typename?: 'OrderConnection';
  edges: Array<OrderEdge>;
  pageInfo: PageInfo;
  /** All orders of the customer. */
  totalCount: Scalars['Int']['output'];
};

/** The address the order went to, as it was at the time of the order. */
export type OrderDeliveryAddress = {
  __typename?: 'OrderDeliveryAddress';
  addressAddition?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  countryCode: CountryCode;
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  /** Carrier post number of a Packstation or pickup address. */
  postNumber?: Maybe<Scalars['String']['output']>;
  salutation?: Maybe<Salutation>;
  street: Scalars['String']['output'];
  streetNumber: Scalars['String']['output'];
  type: OrderDeliveryAddressType;
  zipCode: Scalars['String']['output'];
};

export type OrderDeliveryAddressType =
  | 'DHL_ADDRESS'
  | 'POSTAL';

export type OrderEdge = {
  __typename?: 'OrderEdge';
  cursor: Scalars['String']['output'];
  node: Order;
};

export type OrderInsights = {
  __typename?: 'OrderInsights';
  cancelledOrders: Scalars['Int']['output'];
  returnedOrders: Scalars['Int']['output'];
  /** One entry per order status, zero counts included. */
  statusCounts: Array<OrderStatusCount>;
  totalOrders: Scalars['Int']['output'];
};

export type OrderItem = {
  __typename?: 'OrderItem';
  baseProductNo: Scalars['String']['output'];
  cancelledQuantity: Scalars['Int']['output'];
  /** Order id and sku. */
  id: Scalars['ID']['output'];
  /** Details from here on: 1-based position in the order. */
  position: Scalars['Int']['output'];
  /** Product data (name, brand, image); loaded for all items of a request in one product-service call. Null when unknown or unavailable. */
  product?: Maybe<Product>;
  quantity: Scalars['Int']['output'];
  /** How many pieces may still be returned (0: not returnable). */
  returnableQuantity: Scalars['Int']['output'];
  returnedQuantity: Scalars['Int']['output'];
  singlePrice: Money;
  sku: Scalars['String']['output'];
  status: OrderItemStatus;
  title: Scalars['String']['output'];
};

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

export type OrderNotCancellable = Error & {
  __typename?: 'OrderNotCancellable';
  code: ErrorCode;
  message: Scalars['String']['output'];
  /** The order as it is. */
  order: Order;
};

/** No order with this number and e-mail. */
export type OrderNotFound = Error & {
  __typename?: 'OrderNotFound';
  code: ErrorCode;
  message: Scalars['String']['output'];
};

export type OrderPaymentType =
  | 'DIRECT_DEBIT'
  | 'INSTALMENT'
  | 'INVOICE'
  | 'PAYPAL';

export type OrderReturn = {
  __typename?: 'OrderReturn';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  items: Array<OrderReturnItem>;
  reasonCode?: Maybe<ReturnReason>;
};

export type OrderReturnItem = {
  __typename?: 'OrderReturnItem';
  quantity: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
};

/** Order summary status (SPEC §3); the web labels it. */
export type OrderStatus =
  | 'CANCELLED'
  | 'DISPATCHED'
  | 'PARTIALLY_CANCELLED'
  | 'PARTIALLY_RETURNED'
  | 'PROCESSING'
  | 'RETURNED';

export type OrderStatusCount = {
  __typename?: 'OrderStatusCount';
  count: Scalars['Int']['output'];
  status: OrderStatus;
};

export type OrderTimelineStep = {
  __typename?: 'OrderTimelineStep';
  /** When the step was reached, where known. */
  at?: Maybe<Scalars['DateTime']['output']>;
  kind: OrderTimelineStepKind;
  state: OrderTimelineStepState;
};

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

export type OrderVoucher = {
  __typename?: 'OrderVoucher';
  code: Scalars['String']['output'];
  /** What the voucher took off this order. */
  discount: Money;
  /** PERCENTAGE only: the percent taken off the subtotal. */
  percentage?: Maybe<Scalars['Float']['output']>;
  type: VoucherType;
  /** VALUE only: the amount taken off. */
  value?: Maybe<Money>;
};

export type OrderWithdrawal = {
  __typename?: 'OrderWithdrawal';
  /** Last day of the withdrawal period; null while not delivered (or not available). */
  deadline?: Maybe<Scalars['Date']['output']>;
  status: WithdrawalStatus;
  withdrawnAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Relay-style page information of a connection. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last edge of the page; pass as `after` for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type PaymentMethod =
  | 'DIRECT_DEBIT'
  | 'INVOICE'
  | 'PAYPAL';

/** Personal details of the customer (SPEC §3), merged with the customer details. */
export type PersonalDetails = {
  __typename?: 'PersonalDetails';
  billingAddressId?: Maybe<Scalars['String']['output']>;
  careOf?: Maybe<Scalars['String']['output']>;
  countryCode: CountryCode;
  customerClass?: Maybe<Scalars['String']['output']>;
  customerNumber: Scalars['String']['output'];
  dateOfBirth?: Maybe<Scalars['Date']['output']>;
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  /** True when a billing address exists (the complete-profile hint shows when it does not). */
  hasBillingAddress: Scalars['Boolean']['output'];
  /** Same id as the customer. */
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  phoneNumber?: Maybe<Scalars['String']['output']>;
  preferredPaymentMethod?: Maybe<PaymentMethod>;
  salutation?: Maybe<Salutation>;
  totalOrders: Scalars['Int']['output'];
  totalReturnedOrders: Scalars['Int']['output'];
};

/** Product data of the product service (SPEC §3 'Product'). */
export type Product = {
  __typename?: 'Product';
  baseProductNo: Scalars['String']['output'];
  brand: Scalars['String']['output'];
  /** The base product number. */
  id: Scalars['ID']['output'];
  imageAlt?: Maybe<Scalars['String']['output']>;
  imageUrl?: Maybe<Scalars['String']['output']>;
  isNew: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  shortName: Scalars['String']['output'];
  soldOnMedia: Scalars['Boolean']['output'];
};

export type PublicWithdrawalInput = {
  email: Scalars['String']['input'];
  orderNumber: Scalars['String']['input'];
  recaptchaToken: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Feature flags of this deployment (SPEC §6). */
  featureFlags: FeatureFlags;
  /** The market this request is served for (deployment default, or the locale override outside production). */
  market: MarketInfo;
  /** Health of the API itself; always true when the gateway answers. */
  ok: Scalars['Boolean']['output'];
  /** The visitor: their login state and, when logged in, the customer. Never fails for logged-out visitors. */
  viewer: Viewer;
};

/** Too many attempts from this client or for this account. */
export type RateLimited = Error & {
  __typename?: 'RateLimited';
  code: ErrorCode;
  message: Scalars['String']['output'];
  /** Seconds until another attempt is accepted. */
  retryAfterSeconds: Scalars['Int']['output'];
};

/** The return could not be transmitted (SPEC §8: message and button label 'Übertragungsfehler'). */
export type ReturnFailed = Error & {
  __typename?: 'ReturnFailed';
  code: ErrorCode;
  message: Scalars['String']['output'];
};

export type ReturnItemInput = {
  quantity: Scalars['Int']['input'];
  sku: Scalars['String']['input'];
};

export type ReturnOrderItemsInput = {
  items: Array<ReturnItemInput>;
  orderId: Scalars['ID']['input'];
  reasonCode?: InputMaybe<ReturnReason>;
};

export type ReturnOrderItemsResult = InvalidInput | ReturnFailed | ReturnSuccess;

export type ReturnReason =
  | 'DAMAGED'
  | 'DISLIKED'
  | 'DOES_NOT_FIT'
  | 'NOT_AS_DESCRIBED'
  | 'OTHER';

export type ReturnSuccess = {
  __typename?: 'ReturnSuccess';
  /** The order with its items in their new state. */
  order: Order;
  returnId: Scalars['ID']['output'];
};

export type Salutation =
  | 'FAMILY'
  | 'MR'
  | 'MS';

export type SetStayLoggedInInput = {
  stayLoggedIn: Scalars['Boolean']['input'];
};

export type SetStayLoggedInResult = StayLoggedInFailed | StayLoggedInUpdated;

export type SocialLoginProvider =
  | 'APPLE'
  | 'FACEBOOK'
  | 'GOOGLE';

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type StartWithdrawalInput = {
  /** Logged in: the order's id. */
  orderId?: InputMaybe<Scalars['ID']['input']>;
  /** Without login: order number and e-mail. */
  public?: InputMaybe<PublicWithdrawalInput>;
};

export type StartWithdrawalResult = AlreadyWithdrawn | InvalidInput | OrderNotFound | RateLimited | WithdrawalNotApplicable | WithdrawalNotAvailable | WithdrawalPeriodExpired | WithdrawalStarted;

/** Saving failed; the previous value is still in force. */
export type StayLoggedInFailed = Error & {
  __typename?: 'StayLoggedInFailed';
  code: ErrorCode;
  message: Scalars['String']['output'];
  /** The value still in force. */
  stayLoggedIn?: Maybe<Scalars['Boolean']['output']>;
};

export type StayLoggedInUpdated = {
  __typename?: 'StayLoggedInUpdated';
  customer: Customer;
};

/** The username exists and has a password: continue with the password step. */
export type UsernameAccepted = {
  __typename?: 'UsernameAccepted';
  /** The normalised username. */
  username: Scalars['String']['output'];
  usernameType: UsernameType;
};

/** The check failed for another reason (recaptcha refused, service error): show the generic login error. */
export type UsernameCheckFailed = Error & {
  __typename?: 'UsernameCheckFailed';
  code: ErrorCode;
  message: Scalars['String']['output'];
};

/**
 * No account for this username. For an e-mail (code EMAIL_NOT_FOUND) the client offers
 * registration; for a customer number (CUSTOMER_NUMBER_NOT_FOUND) the wrong-account-number message.
 */
export type UsernameNotFound = Error & {
  __typename?: 'UsernameNotFound';
  code: ErrorCode;
  message: Scalars['String']['output'];
  username: Scalars['String']['output'];
  usernameType: UsernameType;
};

export type UsernameType =
  | 'CUSTOMER_NUMBER'
  | 'EMAIL';

/** The visitor of the account area. A singleton per session (id is always 'viewer'). */
export type Viewer = {
  __typename?: 'Viewer';
  /** The logged-in customer; null when logged out. */
  customer?: Maybe<Customer>;
  id: Scalars['ID']['output'];
  state: LoginState;
};

export type VoucherType =
  | 'FREE_SHIPPING'
  | 'PERCENTAGE'
  | 'VALUE';

export type WithdrawalChannel =
  | 'EMAIL';

export type WithdrawalChannelOption = {
  __typename?: 'WithdrawalChannelOption';
  /** The e-mail address on file. */
  address: Scalars['String']['output'];
  type: WithdrawalChannel;
};

export type WithdrawalConfirmed = {
  __typename?: 'WithdrawalConfirmed';
  channel: WithdrawalChannel;
  /** The address the confirmation e-mail was sent to. */
  confirmationSentTo: Scalars['String']['output'];
  confirmedAt: Scalars['DateTime']['output'];
  /** The order in its new state when the visitor is logged in as its customer; else null. */
  order?: Maybe<Order>;
  orderNumber: Scalars['String']['output'];
  withdrawalId: Scalars['ID']['output'];
};

export type WithdrawalNotApplicable = Error & {
  __typename?: 'WithdrawalNotApplicable';
  code: ErrorCode;
  message: Scalars['String']['output'];
};

/** No statutory withdrawal right in this market (ch): show the voluntary return policy. */
export type WithdrawalNotAvailable = Error & {
  __typename?: 'WithdrawalNotAvailable';
  code: ErrorCode;
  message: Scalars['String']['output'];
  /** Always true: the retailer's voluntary return policy applies instead. */
  voluntaryReturnPolicy: Scalars['Boolean']['output'];
};

/** What the withdrawal steps show of the order. */
export type WithdrawalOrder = {
  __typename?: 'WithdrawalOrder';
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  items: Array<WithdrawalOrderItem>;
  number: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
  placedAt: Scalars['DateTime']['output'];
  total: Money;
};

export type WithdrawalOrderItem = {
  __typename?: 'WithdrawalOrderItem';
  quantity: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type WithdrawalPeriodExpired = Error & {
  __typename?: 'WithdrawalPeriodExpired';
  code: ErrorCode;
  deadline?: Maybe<Scalars['Date']['output']>;
  message: Scalars['String']['output'];
};

/** The request is unknown, used or expired (60 minutes): start again. */
export type WithdrawalRequestExpired = Error & {
  __typename?: 'WithdrawalRequestExpired';
  code: ErrorCode;
  message: Scalars['String']['output'];
};

export type WithdrawalStarted = {
  __typename?: 'WithdrawalStarted';
  /** Where the confirmation goes. */
  channels: Array<WithdrawalChannelOption>;
  /** Last day of the withdrawal period; null while not delivered. */
  deadline?: Maybe<Scalars['Date']['output']>;
  expiresAt: Scalars['DateTime']['output'];
  order: WithdrawalOrder;
  /** Pass to confirmWithdrawal; valid until expiresAt. */
  requestId: Scalars['ID']['output'];
};

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
  CancelOrderResult:
    | ( Omit<CancelOrderSuccess, 'order'> & { order: _RefType['Order'] } & { __typename: 'CancelOrderSuccess' } )
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( Omit<OrderNotCancellable, 'order'> & { order: _RefType['Order'] } & { __typename: 'OrderNotCancellable' } )
  ;
  CheckUsernameResult:
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( LightUserNoCredentials & { __typename: 'LightUserNoCredentials' } )
    | ( NoCredentials & { __typename: 'NoCredentials' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( UsernameAccepted & { __typename: 'UsernameAccepted' } )
    | ( UsernameCheckFailed & { __typename: 'UsernameCheckFailed' } )
    | ( UsernameNotFound & { __typename: 'UsernameNotFound' } )
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
  LoginResult:
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( LoginFailed & { __typename: 'LoginFailed' } )
    | ( LoginRejected & { __typename: 'LoginRejected' } )
    | ( Omit<LoginSuccess, 'viewer'> & { viewer: _RefType['Viewer'] } & { __typename: 'LoginSuccess' } )
    | ( LoginWrongCountry & { __typename: 'LoginWrongCountry' } )
    | ( LoginWrongCustomer & { __typename: 'LoginWrongCustomer' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
  ;
  ReturnOrderItemsResult:
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( ReturnFailed & { __typename: 'ReturnFailed' } )
    | ( Omit<ReturnSuccess, 'order'> & { order: _RefType['Order'] } & { __typename: 'ReturnSuccess' } )
  ;
  SetStayLoggedInResult:
    | ( StayLoggedInFailed & { __typename: 'StayLoggedInFailed' } )
    | ( Omit<StayLoggedInUpdated, 'customer'> & { customer: _RefType['Customer'] } & { __typename: 'StayLoggedInUpdated' } )
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
};

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Error:
    | ( AlreadyWithdrawn & { __typename: 'AlreadyWithdrawn' } )
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( LightUserNoCredentials & { __typename: 'LightUserNoCredentials' } )
    | ( LoginFailed & { __typename: 'LoginFailed' } )
    | ( LoginRejected & { __typename: 'LoginRejected' } )
    | ( LoginWrongCountry & { __typename: 'LoginWrongCountry' } )
    | ( LoginWrongCustomer & { __typename: 'LoginWrongCustomer' } )
    | ( NoCredentials & { __typename: 'NoCredentials' } )
    | ( Omit<OrderNotCancellable, 'order'> & { order: _RefType['Order'] } & { __typename: 'OrderNotCancellable' } )
    | ( OrderNotFound & { __typename: 'OrderNotFound' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( ReturnFailed & { __typename: 'ReturnFailed' } )
    | ( StayLoggedInFailed & { __typename: 'StayLoggedInFailed' } )
    | ( UsernameCheckFailed & { __typename: 'UsernameCheckFailed' } )
    | ( UsernameNotFound & { __typename: 'UsernameNotFound' } )
    | ( WithdrawalNotApplicable & { __typename: 'WithdrawalNotApplicable' } )
    | ( WithdrawalNotAvailable & { __typename: 'WithdrawalNotAvailable' } )
    | ( WithdrawalPeriodExpired & { __typename: 'WithdrawalPeriodExpired' } )
    | ( WithdrawalRequestExpired & { __typename: 'WithdrawalRequestExpired' } )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AlreadyWithdrawn: ResolverTypeWrapper<AlreadyWithdrawn>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CancelOrderInput: CancelOrderInput;
  CancelOrderResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CancelOrderResult']>;
  CancelOrderSuccess: ResolverTypeWrapper<Omit<CancelOrderSuccess, 'order'> & { order: ResolversTypes['Order'] }>;
  CancellationReason: CancellationReason;
  CheckUsernameInput: CheckUsernameInput;
  CheckUsernameResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CheckUsernameResult']>;
  ConfirmWithdrawalInput: ConfirmWithdrawalInput;
  ConfirmWithdrawalResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ConfirmWithdrawalResult']>;
  CountryCode: CountryCode;
  Currency: Currency;
  Customer: ResolverTypeWrapper<CustomerModel>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Error: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Error']>;
  ErrorCode: ErrorCode;
  FeatureFlags: ResolverTypeWrapper<FeatureFlags>;
  FieldError: ResolverTypeWrapper<FieldError>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvalidInput: ResolverTypeWrapper<InvalidInput>;
  Invoice: ResolverTypeWrapper<Invoice>;
  InvoiceStatus: InvoiceStatus;
  LightUserNoCredentials: ResolverTypeWrapper<LightUserNoCredentials>;
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
  Market: Market;
  MarketInfo: ResolverTypeWrapper<MarketInfo>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NoCredentials: ResolverTypeWrapper<NoCredentials>;
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
  OrderStatus: OrderStatus;
  OrderStatusCount: ResolverTypeWrapper<OrderStatusCount>;
  OrderTimelineStep: ResolverTypeWrapper<OrderTimelineStep>;
  OrderTimelineStepKind: OrderTimelineStepKind;
  OrderTimelineStepState: OrderTimelineStepState;
  OrderVoucher: ResolverTypeWrapper<OrderVoucher>;
  OrderWithdrawal: ResolverTypeWrapper<OrderWithdrawal>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PaymentMethod: PaymentMethod;
  PersonalDetails: ResolverTypeWrapper<PersonalDetailsModel>;
  Product: ResolverTypeWrapper<ProductModel>;
  PublicWithdrawalInput: PublicWithdrawalInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RateLimited: ResolverTypeWrapper<RateLimited>;
  ReturnFailed: ResolverTypeWrapper<ReturnFailed>;
  ReturnItemInput: ReturnItemInput;
  ReturnOrderItemsInput: ReturnOrderItemsInput;
  ReturnOrderItemsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ReturnOrderItemsResult']>;
  ReturnReason: ReturnReason;
  ReturnSuccess: ResolverTypeWrapper<Omit<ReturnSuccess, 'order'> & { order: ResolversTypes['Order'] }>;
  Salutation: Salutation;
  SetStayLoggedInInput: SetStayLoggedInInput;
  SetStayLoggedInResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetStayLoggedInResult']>;
  SocialLoginProvider: SocialLoginProvider;
  SortDirection: SortDirection;
  StartWithdrawalInput: StartWithdrawalInput;
  StartWithdrawalResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['StartWithdrawalResult']>;
  StayLoggedInFailed: ResolverTypeWrapper<StayLoggedInFailed>;
  StayLoggedInUpdated: ResolverTypeWrapper<Omit<StayLoggedInUpdated, 'customer'> & { customer: ResolversTypes['Customer'] }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UsernameAccepted: ResolverTypeWrapper<UsernameAccepted>;
  UsernameCheckFailed: ResolverTypeWrapper<UsernameCheckFailed>;
  UsernameNotFound: ResolverTypeWrapper<UsernameNotFound>;
  UsernameType: UsernameType;
  Viewer: ResolverTypeWrapper<ViewerModel>;
  VoucherType: VoucherType;
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
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AlreadyWithdrawn: AlreadyWithdrawn;
  Boolean: Scalars['Boolean']['output'];
  CancelOrderInput: CancelOrderInput;
  CancelOrderResult: ResolversUnionTypes<ResolversParentTypes>['CancelOrderResult'];
  CancelOrderSuccess: Omit<CancelOrderSuccess, 'order'> & { order: ResolversParentTypes['Order'] };
  CheckUsernameInput: CheckUsernameInput;
  CheckUsernameResult: ResolversUnionTypes<ResolversParentTypes>['CheckUsernameResult'];
  ConfirmWithdrawalInput: ConfirmWithdrawalInput;
  ConfirmWithdrawalResult: ResolversUnionTypes<ResolversParentTypes>['ConfirmWithdrawalResult'];
  Customer: CustomerModel;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Error: ResolversInterfaceTypes<ResolversParentTypes>['Error'];
  FeatureFlags: FeatureFlags;
  FieldError: FieldError;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InvalidInput: InvalidInput;
  Invoice: Invoice;
  LightUserNoCredentials: LightUserNoCredentials;
  LoginFailed: LoginFailed;
  LoginInput: LoginInput;
  LoginRejected: LoginRejected;
  LoginResult: ResolversUnionTypes<ResolversParentTypes>['LoginResult'];
  LoginSuccess: Omit<LoginSuccess, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  LoginWrongCountry: LoginWrongCountry;
  LoginWrongCustomer: LoginWrongCustomer;
  LogoutPayload: Omit<LogoutPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  MarketInfo: MarketInfo;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  NoCredentials: NoCredentials;
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
  OrderStatusCount: OrderStatusCount;
  OrderTimelineStep: OrderTimelineStep;
  OrderVoucher: OrderVoucher;
  OrderWithdrawal: OrderWithdrawal;
  PageInfo: PageInfo;
  PersonalDetails: PersonalDetailsModel;
  Product: ProductModel;
  PublicWithdrawalInput: PublicWithdrawalInput;
  Query: Record<PropertyKey, never>;
  RateLimited: RateLimited;
  ReturnFailed: ReturnFailed;
  ReturnItemInput: ReturnItemInput;
  ReturnOrderItemsInput: ReturnOrderItemsInput;
  ReturnOrderItemsResult: ResolversUnionTypes<ResolversParentTypes>['ReturnOrderItemsResult'];
  ReturnSuccess: Omit<ReturnSuccess, 'order'> & { order: ResolversParentTypes['Order'] };
  SetStayLoggedInInput: SetStayLoggedInInput;
  SetStayLoggedInResult: ResolversUnionTypes<ResolversParentTypes>['SetStayLoggedInResult'];
  StartWithdrawalInput: StartWithdrawalInput;
  StartWithdrawalResult: ResolversUnionTypes<ResolversParentTypes>['StartWithdrawalResult'];
  StayLoggedInFailed: StayLoggedInFailed;
  StayLoggedInUpdated: Omit<StayLoggedInUpdated, 'customer'> & { customer: ResolversParentTypes['Customer'] };
  String: Scalars['String']['output'];
  UsernameAccepted: UsernameAccepted;
  UsernameCheckFailed: UsernameCheckFailed;
  UsernameNotFound: UsernameNotFound;
  Viewer: ViewerModel;
  WithdrawalChannelOption: WithdrawalChannelOption;
  WithdrawalConfirmed: Omit<WithdrawalConfirmed, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  WithdrawalNotApplicable: WithdrawalNotApplicable;
  WithdrawalNotAvailable: WithdrawalNotAvailable;
  WithdrawalOrder: WithdrawalOrder;
  WithdrawalOrderItem: WithdrawalOrderItem;
  WithdrawalPeriodExpired: WithdrawalPeriodExpired;
  WithdrawalRequestExpired: WithdrawalRequestExpired;
  WithdrawalStarted: WithdrawalStarted;
};

export type AlreadyWithdrawnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AlreadyWithdrawn'] = ResolversParentTypes['AlreadyWithdrawn']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  withdrawnAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CancelOrderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancelOrderResult'] = ResolversParentTypes['CancelOrderResult']> = {
  __resolveType: TypeResolveFn<'CancelOrderSuccess' | 'InvalidInput' | 'OrderNotCancellable', ParentType, ContextType>;
};

export type CancelOrderSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancelOrderSuccess'] = ResolversParentTypes['CancelOrderSuccess']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CheckUsernameResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckUsernameResult'] = ResolversParentTypes['CheckUsernameResult']> = {
  __resolveType: TypeResolveFn<'InvalidInput' | 'LightUserNoCredentials' | 'NoCredentials' | 'RateLimited' | 'UsernameAccepted' | 'UsernameCheckFailed' | 'UsernameNotFound', ParentType, ContextType>;
};

export type ConfirmWithdrawalResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmWithdrawalResult'] = ResolversParentTypes['ConfirmWithdrawalResult']> = {
  __resolveType: TypeResolveFn<'AlreadyWithdrawn' | 'RateLimited' | 'WithdrawalConfirmed' | 'WithdrawalNotApplicable' | 'WithdrawalNotAvailable' | 'WithdrawalPeriodExpired' | 'WithdrawalRequestExpired', ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  crossDeviceTracking?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customerClass?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailHash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  encryptedEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  personalDetails?: Resolver<Maybe<ResolversTypes['PersonalDetails']>, ParentType, ContextType>;
  socialLoginProvider?: Resolver<Maybe<ResolversTypes['SocialLoginProvider']>, ParentType, ContextType>;
  stayLoggedIn?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type ErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Error'] = ResolversParentTypes['Error']> = {
  __resolveType: TypeResolveFn<'AlreadyWithdrawn' | 'InvalidInput' | 'LightUserNoCredentials' | 'LoginFailed' | 'LoginRejected' | 'LoginWrongCountry' | 'LoginWrongCustomer' | 'NoCredentials' | 'OrderNotCancellable' | 'OrderNotFound' | 'RateLimited' | 'ReturnFailed' | 'StayLoggedInFailed' | 'UsernameCheckFailed' | 'UsernameNotFound' | 'WithdrawalNotApplicable' | 'WithdrawalNotAvailable' | 'WithdrawalPeriodExpired' | 'WithdrawalRequestExpired', ParentType, ContextType>;
};

export type FeatureFlagsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeatureFlags'] = ResolversParentTypes['FeatureFlags']> = {
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
  __resolveType: TypeResolveFn<'InvalidInput' | 'LoginFailed' | 'LoginRejected' | 'LoginSuccess' | 'LoginWrongCountry' | 'LoginWrongCustomer' | 'RateLimited', ParentType, ContextType>;
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

export type MarketInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MarketInfo'] = ResolversParentTypes['MarketInfo']> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  emailOnlyLogin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  market?: Resolver<ResolversTypes['Market'], ParentType, ContextType>;
  shopUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  cancelOrder?: Resolver<ResolversTypes['CancelOrderResult'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'input'>>;
  checkUsername?: Resolver<ResolversTypes['CheckUsernameResult'], ParentType, ContextType, RequireFields<MutationCheckUsernameArgs, 'input'>>;
  confirmWithdrawal?: Resolver<ResolversTypes['ConfirmWithdrawalResult'], ParentType, ContextType, RequireFields<MutationConfirmWithdrawalArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  returnOrderItems?: Resolver<ResolversTypes['ReturnOrderItemsResult'], ParentType, ContextType, RequireFields<MutationReturnOrderItemsArgs, 'input'>>;
  setStayLoggedIn?: Resolver<ResolversTypes['SetStayLoggedInResult'], ParentType, ContextType, RequireFields<MutationSetStayLoggedInArgs, 'input'>>;
  startWithdrawal?: Resolver<ResolversTypes['StartWithdrawalResult'], ParentType, ContextType, RequireFields<MutationStartWithdrawalArgs, 'input'>>;
};

export type NoCredentialsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NoCredentials'] = ResolversParentTypes['NoCredentials']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
};

export type OrderReturnItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderReturnItem'] = ResolversParentTypes['OrderReturnItem']> = {
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  baseProductNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageAlt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  soldOnMedia?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  featureFlags?: Resolver<ResolversTypes['FeatureFlags'], ParentType, ContextType>;
  market?: Resolver<ResolversTypes['MarketInfo'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type RateLimitedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RateLimited'] = ResolversParentTypes['RateLimited']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retryAfterSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReturnFailedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReturnFailed'] = ResolversParentTypes['ReturnFailed']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReturnOrderItemsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReturnOrderItemsResult'] = ResolversParentTypes['ReturnOrderItemsResult']> = {
  __resolveType: TypeResolveFn<'InvalidInput' | 'ReturnFailed' | 'ReturnSuccess', ParentType, ContextType>;
};

export type ReturnSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReturnSuccess'] = ResolversParentTypes['ReturnSuccess']> = {
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  returnId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SetStayLoggedInResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetStayLoggedInResult'] = ResolversParentTypes['SetStayLoggedInResult']> = {
  __resolveType: TypeResolveFn<'StayLoggedInFailed' | 'StayLoggedInUpdated', ParentType, ContextType>;
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

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['LoginState'], ParentType, ContextType>;
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
  deadline?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['WithdrawalOrder'], ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AlreadyWithdrawn?: AlreadyWithdrawnResolvers<ContextType>;
  CancelOrderResult?: CancelOrderResultResolvers<ContextType>;
  CancelOrderSuccess?: CancelOrderSuccessResolvers<ContextType>;
  CheckUsernameResult?: CheckUsernameResultResolvers<ContextType>;
  ConfirmWithdrawalResult?: ConfirmWithdrawalResultResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Error?: ErrorResolvers<ContextType>;
  FeatureFlags?: FeatureFlagsResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  InvalidInput?: InvalidInputResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  LightUserNoCredentials?: LightUserNoCredentialsResolvers<ContextType>;
  LoginFailed?: LoginFailedResolvers<ContextType>;
  LoginRejected?: LoginRejectedResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  LoginSuccess?: LoginSuccessResolvers<ContextType>;
  LoginWrongCountry?: LoginWrongCountryResolvers<ContextType>;
  LoginWrongCustomer?: LoginWrongCustomerResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  MarketInfo?: MarketInfoResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NoCredentials?: NoCredentialsResolvers<ContextType>;
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
  OrderStatusCount?: OrderStatusCountResolvers<ContextType>;
  OrderTimelineStep?: OrderTimelineStepResolvers<ContextType>;
  OrderVoucher?: OrderVoucherResolvers<ContextType>;
  OrderWithdrawal?: OrderWithdrawalResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PersonalDetails?: PersonalDetailsResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RateLimited?: RateLimitedResolvers<ContextType>;
  ReturnFailed?: ReturnFailedResolvers<ContextType>;
  ReturnOrderItemsResult?: ReturnOrderItemsResultResolvers<ContextType>;
  ReturnSuccess?: ReturnSuccessResolvers<ContextType>;
  SetStayLoggedInResult?: SetStayLoggedInResultResolvers<ContextType>;
  StartWithdrawalResult?: StartWithdrawalResultResolvers<ContextType>;
  StayLoggedInFailed?: StayLoggedInFailedResolvers<ContextType>;
  StayLoggedInUpdated?: StayLoggedInUpdatedResolvers<ContextType>;
  UsernameAccepted?: UsernameAcceptedResolvers<ContextType>;
  UsernameCheckFailed?: UsernameCheckFailedResolvers<ContextType>;
  UsernameNotFound?: UsernameNotFoundResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  WithdrawalChannelOption?: WithdrawalChannelOptionResolvers<ContextType>;
  WithdrawalConfirmed?: WithdrawalConfirmedResolvers<ContextType>;
  WithdrawalNotApplicable?: WithdrawalNotApplicableResolvers<ContextType>;
  WithdrawalNotAvailable?: WithdrawalNotAvailableResolvers<ContextType>;
  WithdrawalOrder?: WithdrawalOrderResolvers<ContextType>;
  WithdrawalOrderItem?: WithdrawalOrderItemResolvers<ContextType>;
  WithdrawalPeriodExpired?: WithdrawalPeriodExpiredResolvers<ContextType>;
  WithdrawalRequestExpired?: WithdrawalRequestExpiredResolvers<ContextType>;
  WithdrawalStarted?: WithdrawalStartedResolvers<ContextType>;
};

