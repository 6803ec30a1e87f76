import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ViewerModel, CustomerModel, PersonalDetailsModel } from '../domains/session/models.ts';
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

export type CheckUsernameInput = {
  recaptchaToken: Scalars['String']['input'];
  /** As typed; the gateway trims it and strips leading zeros of a customer number. */
  username: Scalars['String']['input'];
};

export type CheckUsernameResult = InvalidInput | LightUserNoCredentials | NoCredentials | RateLimited | UsernameAccepted | UsernameCheckFailed | UsernameNotFound;

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
  /** Personal details merged with customer details; null when the customer service could not deliver them. */
  personalDetails?: Maybe<PersonalDetails>;
  socialLoginProvider?: Maybe<SocialLoginProvider>;
  /** Whether this session stays logged in for 60 days; null when it could not be read. */
  stayLoggedIn?: Maybe<Scalars['Boolean']['output']>;
  username?: Maybe<Scalars['String']['output']>;
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
  /** Too many attempts; wait and try again. */
  | 'RATE_LIMITED'
  /** The recaptcha check failed. */
  | 'RECAPTCHA_FAILED'
  /** A change could not be saved; the previous value is still in force. Try again later. */
  | 'UPDATE_FAILED';

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
  /** The username step of the login (SPEC §4): tells whether and how this username can log in. */
  checkUsername: CheckUsernameResult;
  /** Log in with username and password. Sets the session cookies on success. */
  login: LoginResult;
  /** End the session and clear the session cookies. */
  logout: LogoutPayload;
  /** Change the stay-logged-in setting of the current session (60 instead of 10 days). */
  setStayLoggedIn: SetStayLoggedInResult;
};


export type MutationCheckUsernameArgs = {
  input: CheckUsernameInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationSetStayLoggedInArgs = {
  input: SetStayLoggedInInput;
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
  CheckUsernameResult:
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( LightUserNoCredentials & { __typename: 'LightUserNoCredentials' } )
    | ( NoCredentials & { __typename: 'NoCredentials' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( UsernameAccepted & { __typename: 'UsernameAccepted' } )
    | ( UsernameCheckFailed & { __typename: 'UsernameCheckFailed' } )
    | ( UsernameNotFound & { __typename: 'UsernameNotFound' } )
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
  SetStayLoggedInResult:
    | ( StayLoggedInFailed & { __typename: 'StayLoggedInFailed' } )
    | ( Omit<StayLoggedInUpdated, 'customer'> & { customer: _RefType['Customer'] } & { __typename: 'StayLoggedInUpdated' } )
  ;
};

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Error:
    | ( InvalidInput & { __typename: 'InvalidInput' } )
    | ( LightUserNoCredentials & { __typename: 'LightUserNoCredentials' } )
    | ( LoginFailed & { __typename: 'LoginFailed' } )
    | ( LoginRejected & { __typename: 'LoginRejected' } )
    | ( LoginWrongCountry & { __typename: 'LoginWrongCountry' } )
    | ( LoginWrongCustomer & { __typename: 'LoginWrongCustomer' } )
    | ( NoCredentials & { __typename: 'NoCredentials' } )
    | ( RateLimited & { __typename: 'RateLimited' } )
    | ( StayLoggedInFailed & { __typename: 'StayLoggedInFailed' } )
    | ( UsernameCheckFailed & { __typename: 'UsernameCheckFailed' } )
    | ( UsernameNotFound & { __typename: 'UsernameNotFound' } )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CheckUsernameInput: CheckUsernameInput;
  CheckUsernameResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CheckUsernameResult']>;
  CountryCode: CountryCode;
  Currency: Currency;
  Customer: ResolverTypeWrapper<CustomerModel>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Error: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Error']>;
  ErrorCode: ErrorCode;
  FeatureFlags: ResolverTypeWrapper<FeatureFlags>;
  FieldError: ResolverTypeWrapper<FieldError>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvalidInput: ResolverTypeWrapper<InvalidInput>;
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
  PaymentMethod: PaymentMethod;
  PersonalDetails: ResolverTypeWrapper<PersonalDetailsModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RateLimited: ResolverTypeWrapper<RateLimited>;
  Salutation: Salutation;
  SetStayLoggedInInput: SetStayLoggedInInput;
  SetStayLoggedInResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetStayLoggedInResult']>;
  SocialLoginProvider: SocialLoginProvider;
  StayLoggedInFailed: ResolverTypeWrapper<StayLoggedInFailed>;
  StayLoggedInUpdated: ResolverTypeWrapper<Omit<StayLoggedInUpdated, 'customer'> & { customer: ResolversTypes['Customer'] }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UsernameAccepted: ResolverTypeWrapper<UsernameAccepted>;
  UsernameCheckFailed: ResolverTypeWrapper<UsernameCheckFailed>;
  UsernameNotFound: ResolverTypeWrapper<UsernameNotFound>;
  UsernameType: UsernameType;
  Viewer: ResolverTypeWrapper<ViewerModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  CheckUsernameInput: CheckUsernameInput;
  CheckUsernameResult: ResolversUnionTypes<ResolversParentTypes>['CheckUsernameResult'];
  Customer: CustomerModel;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Error: ResolversInterfaceTypes<ResolversParentTypes>['Error'];
  FeatureFlags: FeatureFlags;
  FieldError: FieldError;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InvalidInput: InvalidInput;
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
  PersonalDetails: PersonalDetailsModel;
  Query: Record<PropertyKey, never>;
  RateLimited: RateLimited;
  SetStayLoggedInInput: SetStayLoggedInInput;
  SetStayLoggedInResult: ResolversUnionTypes<ResolversParentTypes>['SetStayLoggedInResult'];
  StayLoggedInFailed: StayLoggedInFailed;
  StayLoggedInUpdated: Omit<StayLoggedInUpdated, 'customer'> & { customer: ResolversParentTypes['Customer'] };
  String: Scalars['String']['output'];
  UsernameAccepted: UsernameAccepted;
  UsernameCheckFailed: UsernameCheckFailed;
  UsernameNotFound: UsernameNotFound;
  Viewer: ViewerModel;
};

export type CheckUsernameResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckUsernameResult'] = ResolversParentTypes['CheckUsernameResult']> = {
  __resolveType: TypeResolveFn<'InvalidInput' | 'LightUserNoCredentials' | 'NoCredentials' | 'RateLimited' | 'UsernameAccepted' | 'UsernameCheckFailed' | 'UsernameNotFound', ParentType, ContextType>;
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
  __resolveType: TypeResolveFn<'InvalidInput' | 'LightUserNoCredentials' | 'LoginFailed' | 'LoginRejected' | 'LoginWrongCountry' | 'LoginWrongCustomer' | 'NoCredentials' | 'RateLimited' | 'StayLoggedInFailed' | 'UsernameCheckFailed' | 'UsernameNotFound', ParentType, ContextType>;
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
  checkUsername?: Resolver<ResolversTypes['CheckUsernameResult'], ParentType, ContextType, RequireFields<MutationCheckUsernameArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  setStayLoggedIn?: Resolver<ResolversTypes['SetStayLoggedInResult'], ParentType, ContextType, RequireFields<MutationSetStayLoggedInArgs, 'input'>>;
};

export type NoCredentialsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NoCredentials'] = ResolversParentTypes['NoCredentials']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usernameType?: Resolver<ResolversTypes['UsernameType'], ParentType, ContextType>;
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

export type SetStayLoggedInResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetStayLoggedInResult'] = ResolversParentTypes['SetStayLoggedInResult']> = {
  __resolveType: TypeResolveFn<'StayLoggedInFailed' | 'StayLoggedInUpdated', ParentType, ContextType>;
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

export type Resolvers<ContextType = GatewayContext> = {
  CheckUsernameResult?: CheckUsernameResultResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Error?: ErrorResolvers<ContextType>;
  FeatureFlags?: FeatureFlagsResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  InvalidInput?: InvalidInputResolvers<ContextType>;
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
  PersonalDetails?: PersonalDetailsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RateLimited?: RateLimitedResolvers<ContextType>;
  SetStayLoggedInResult?: SetStayLoggedInResultResolvers<ContextType>;
  StayLoggedInFailed?: StayLoggedInFailedResolvers<ContextType>;
  StayLoggedInUpdated?: StayLoggedInUpdatedResolvers<ContextType>;
  UsernameAccepted?: UsernameAcceptedResolvers<ContextType>;
  UsernameCheckFailed?: UsernameCheckFailedResolvers<ContextType>;
  UsernameNotFound?: UsernameNotFoundResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
};

