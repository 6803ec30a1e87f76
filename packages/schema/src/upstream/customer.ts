/**
 * Contract of the customer service (docs/product/upstream-services.md §7): login state, personal details, login, sessions,
 * registration, light accounts, social login, magic link, passwords and account verification.
 */
import { z } from 'zod';
import { noBody, noQuery, route, type ServiceContract } from './contract.ts';
import { countryCode, isoDate, money } from './common.ts';

/** Session cookies set by the customer service. All HttpOnly, SameSite=Lax, Path=/. */
export const SESSION_COOKIE = {
  /** Short-lived access token. */
  access: 'mk_access',
  /** Refresh token; lives 10 days, or 60 with stay-logged-in. */
  refresh: 'mk_refresh',
  /** Customer number of the logged-in customer, checked against the login state. */
  loggedIn: 'mk_logged_in',
} as const;

export const SESSION_DAYS = { default: 10, stayLoggedIn: 60 } as const;

export const salutation = z.enum(['MR', 'MS', 'FAMILY']);
export const socialLoginProvider = z.enum(['APPLE', 'GOOGLE', 'FACEBOOK']);
export const paymentMethod = z.enum(['PAYPAL', 'INVOICE', 'DIRECT_DEBIT']);

export const loginStateResponse = z.object({
  state: z.enum(['LOGGED_IN', 'LOGGED_OUT']),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  customer_number: z.string().nullable(),
  customer_id: z.string().nullable(),
  customer_class: z.string().nullable(),
  email_hash: z.string().nullable(),
  encrypted_email: z.string().nullable(),
  is_hello_user: z.boolean(),
  is_light_user: z.boolean(),
  is_new_customer: z.boolean(),
  has_password: z.boolean(),
  social_login_provider: socialLoginProvider.nullable(),
  cross_device_tracking: z.boolean(),
});

export const postalAddress = z.object({
  id: z.string(),
  salutation,
  first_name: z.string(),
  last_name: z.string(),
  street: z.string(),
  street_number: z.string(),
  address_addition: z.string().nullable(),
  zip_code: z.string(),
  city: z.string(),
  country_code: countryCode,
  phone: z.string().nullable(),
  is_default: z.boolean(),
});

export const personalDetailsResponse = z.object({
  customer_number: z.string(),
  email: z.string(),
  care_of: z.string().nullable(),
  country_code: countryCode,
  phone_number: z.string().nullable(),
  date_of_birth: isoDate.nullable(),
  salutation: salutation.nullable(),
  first_name: z.string().nullable(),
  preferred_payment_method: paymentMethod.nullable(),
  total_orders: z.number().int(),
  total_returned_orders: z.number().int(),
  delivery_address: postalAddress.nullable(),
  billing_address_id: z.string().nullable(),
});

export const customerDetailsResponse = z.object({
  customer_id: z.string(),
  customer_number: z.string(),
  salutation: salutation.nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  customer_class: z.string().nullable(),
  country_code: countryCode,
  billing_address: postalAddress.nullable(),
});

export const usernameCheckResponse = z.object({
  username: z.string(),
  username_type: z.enum(['EMAIL', 'CUSTOMER_NUMBER']),
  has_password: z.boolean(),
  /** The provider the customer signed up with; present for social-login customers. */
  social_login_provider: socialLoginProvider.nullable().optional(),
});

export const loginRequest = z.object({
  username: z.string().min(1),
  password: z.string().min(1),
  stay_logged_in: z.boolean(),
});

export const loginResponse = z.object({
  email: z.string(),
  username: z.string(),
  customer_number: z.string(),
  is_hello_user: z.boolean(),
  customer_id: z.string(),
});

export const stayLoggedInBody = z.object({ stay_logged_in: z.boolean() });

// ---- registration, light accounts, social login, magic link, passwords, verification ------

/**
 * Kinds of the single-use tokens the customer service e-mails or hands out (docs/product/ways-in.md §3 names the
 * first three; magic-link and social-login-registration are the tokens of those flows).
 */
export const authTokenKind = z.enum([
  'account-activation',
  'password-forgotten',
  'set-password-for-social-login',
  'magic-link',
  'social-login-registration',
  'email-change',
]);

/** Where an account is created from (docs/product/ways-in.md §3). */
export const createAccountContext = z.enum([
  'createAccount',
  'checkout',
  'checkoutLightAccount',
  'accountLightAccount',
]);

/**
 * POST /user/account. Field contents are checked by the service, not here, so that a bad value
 * answers with its own invalid_* key and German detail text in `field_errors`.
 */
export const createAccountRequest = z.object({
  salutation,
  first_name: z.string(),
  last_name: z.string(),
  street: z.string(),
  street_number: z.string(),
  address_addition: z.string().nullable().optional(),
  zip_code: z.string(),
  city: z.string(),
  /** Defaults to the country of the market (x-locale); another country is refused. */
  country_code: countryCode.optional(),
  /** yyyy-mm-dd; the customer must be an adult. */
  date_of_birth: z.string(),
  email: z.string(),
  /** At least 8 characters; may be left out with a social_login_token. */
  password: z.string().optional(),
  newsletter_consent: z.boolean(),
  social_login_token: z.string().optional(),
  context: createAccountContext.optional(),
});

/**
 * Answer of account and light-account creation. ACTIVATION_PENDING: an activation e-mail was
 * sent and the account cannot log in yet. ACTIVE (social registration with the provider's
 * e-mail): the customer is logged in (`login` set, session cookies set).
 */
export const accountCreatedResponse = z.object({
  customer_number: z.string(),
  email: z.string(),
  status: z.enum(['ACTIVATION_PENDING', 'ACTIVE']),
  login: loginResponse.nullable(),
});

export const accountCheckRequest = z.object({ email: z.string() });
export const accountCheckResponse = z.object({ email: z.string(), exists: z.boolean() });

export const tokenRequest = z.object({ token: z.string() });

export const accountActivatedResponse = z.object({ customer_number: z.string(), email: z.string() });

export const lightAccountRequest = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  social_login_token: z.string().optional(),
  context: createAccountContext.optional(),
});

export const resendActivationQuery = z.object({
  username: z.string(),
  origin: z.literal('accountLightAccount'),
});

export const socialLoginRequest = z.object({
  provider: socialLoginProvider,
  /** The provider's authorisation code. */
  code: z.string().min(1),
  /** The redirect URL the code was issued for. */
  redirect_url: z.string().min(1),
  stay_logged_in: z.boolean().optional(),
});

export const magicLinkRequest = z.object({
  username: z.string(),
  source: z.literal('MY_ACCOUNT'),
});

export const magicLinkVerifyRequest = z.object({
  token: z.string(),
  stay_logged_in: z.boolean().optional(),
});

export const resetPasswordRequest = z.object({
  username: z.string(),
  /** Why the link is requested; carried back to the confirmation page. */
  reason: z.string().min(1),
  /** Absolute http(s) URL of the page the e-mailed link opens; the token is added as `token`. */
  redirect_uri: z.string().optional(),
});

export const setPasswordRequest = z.object({ token: z.string(), password: z.string() });
export const setPasswordByPathRequest = z.object({ password: z.string() });
/** Social users: with a set-password-for-social-login token, or without one with the session. */
export const socialSetPasswordRequest = z.object({ token: z.string().optional(), password: z.string() });

export const tokenStatusResponse = z.object({
  kind: authTokenKind,
  email: z.string(),
  expires_at: z.iso.datetime({ offset: true }),
});

/**
 * POST /customers/verify for customers without online credentials: the e-mail plus one proof,
 * an order number, the customer number, or the billing address with the date of birth.
 */
export const verifyCustomerRequest = z.object({
  email: z.string(),
  method: z.enum(['ORDER_NUMBER', 'CUSTOMER_NUMBER', 'ADDRESS']),
  order_number: z.string().optional(),
  customer_number: z.string().optional(),
  street: z.string().optional(),
  street_number: z.string().optional(),
  zip_code: z.string().optional(),
  city: z.string().optional(),
  /** yyyy-mm-dd */
  date_of_birth: z.string().optional(),
});
export const verifyCustomerResponse = z.object({ status: z.enum(['VERIFIED', 'NOT_VERIFIED']) });

// ---- my data: change e-mail with double opt-in, delete account -----------------------------

/**
 * POST /user/change-email (header x-request-source SHOP). 403 wrong password; 400
 * email_already_exists; any other 400 (email_invalid) an invalid e-mail. On success (204) a
 * double opt-in link goes to the new address and a notice to the current one; the e-mail
 * changes only when the link is confirmed.
 */
export const changeEmailRequest = z.object({
  password: z.string(),
  new_email: z.string(),
  newsletter_opt_in: z.boolean(),
});

/** Answer of POST /user/change-email/doi/verify: the customer's e-mail from now on. */
export const changeEmailDoiVerifyResponse = z.object({ email: z.string() });

/** POST /user/delete-account: 403 wrong password; 204 deleted, the session cookies cleared. */
export const deleteAccountRequest = z.object({ password: z.string() });
/** Market research consent by the token of the invitation e-mail (docs/product/public-pages.md §7: GET with param market-research-doi-token). */
export const marketResearchConfirmQuery = z.object({ 'market-research-doi-token': z.string() });
/** Unsubscribing from upsell e-mails by the data of the e-mail's link (docs/product/public-pages.md §7). */
export const upsellUnsubscribeRequest = z.object({
  customer_id: z.string(),
  email: z.string(),
  external_order_id: z.string(),
});
export const upsellUnsubscribeResponse = z.object({ email: z.string() });

/** The customer's personal link to recommend the shop (the friend gets the welcome voucher, docs/product/activity.md §9). */
export const referralResponse = z.object({
  referral_code: z.string(),
  /** Absolute URL of the shop with the code. */
  referral_url: z.string(),
  /** The friend's welcome voucher, in the customer's currency. */
  welcome_voucher: money,
});

/** What a support request is about (docs/product/my-data.md §5 support form: topic). */
export const supportTopic = z.enum(['ORDER', 'DELIVERY', 'RETURN', 'INVOICE_PAYMENT', 'ACCOUNT', 'PRODUCT', 'OTHER']);
/** A logged-in customer's request to the customer service (docs/product/my-data.md §7 support: name, topic, text, e-mail). */
export const supportRequestBody = z.object({
  name: z.string(),
  topic: z.string(),
  text: z.string(),
  email: z.string(),
});
export const supportRequestResponse = z.object({
  /** The reference of the request, named in the confirmation e-mail. */
  request_id: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});

/** A customer with a password changes it; the new one must differ from the current one. */
export const changePasswordRequest = z.object({ current_password: z.string(), new_password: z.string() });

export const customerService = {
  name: 'customer',
  basePath: '/customer-service',
  routes: {
    loginState: route({
      method: 'GET',
      path: '/user/login-state',
      credentials: true,
      status: 200,
      query: noQuery,
      body: noBody,
      response: loginStateResponse,
    }),
    personalDetails: route({
      method: 'GET',
      path: '/user/personal-details',
      credentials: true,
      status: 200,
      query: z.object({
        address_strict_typing: z.enum(['true', 'false']),
        packstation_mapping: z.enum(['true', 'false']),
      }),
      body: noBody,
      response: personalDetailsResponse,
    }),
    customerDetails: route({
      method: 'GET',
      path: '/user/customer-details',
      credentials: true,
      status: 200,
      query: noQuery,
      body: noBody,
      response: customerDetailsResponse,
    }),
    usernameCheck: route({
      method: 'GET',
      path: '/user/username-check',
      credentials: false,
      status: 200,
      requiredHeaders: ['x-recaptcha-token'],
      query: z.object({ username: z.string() }),
      body: noBody,
      response: usernameCheckResponse,
    }),
    login: route({
      method: 'POST',
      path: '/user/login',
      credentials: true,
      status: 200,
      requiredHeaders: ['x-recaptcha-token'],
      query: noQuery,
      body: loginRequest,
      response: loginResponse,
    }),
    logout: route({
      method: 'GET',
      path: '/user/auth/logout',
      credentials: true,
      status: 204,
      query: noQuery,
      body: noBody,
      response: z.void(),
    }),
    refresh: route({
      method: 'POST',
      path: '/user/auth/refresh',
      credentials: true,
      status: 204,
      query: noQuery,
      body: noBody,
      response: z.void(),
    }),
    getStayLoggedIn: route({
      method: 'GET',
      path: '/user/auth/stay-logged-in',
      credentials: true,
      status: 200,
      query: noQuery,
      body: noBody,
      response: stayLoggedInBody,
    }),
    setStayLoggedIn: route({
      method: 'PATCH',
      path: '/user/auth/stay-logged-in',
      credentials: true,
      status: 200,
      query: noQuery,
      body: stayLoggedInBody,
      response: stayLoggedInBody,
    }),
    createAccount: route({
      method: 'POST',
      path: '/user/account',
      credentials: true,
      status: 201,
      requiredHeaders: ['x-recaptcha-token'],
      query: noQuery,
      body: createAccountRequest,
      response: accountCreatedResponse,
    }),
    accountCheck: route({
      method: 'GET',
      path: '/user/account/check',
      credentials: false,
      status: 200,
      query: accountCheckRequest,
      body: noBody,
      response: accountCheckResponse,
    }),
    accountCheckPost: route({
      method: 'POST',
      path: '/user/account/check',
      credentials: false,
      status: 200,
      query: noQuery,
      body: accountCheckRequest,
      response: accountCheckResponse,
    }),
    activateAccount: route({
      method: 'POST',
      path: '/user/account/activate',
      credentials: false,
      status: 200,
      query: noQuery,
      body: tokenRequest,
      response: accountActivatedResponse,
    }),
    createLightAccount: route({
      method: 'POST',
      path: '/user/light-account',
      credentials: true,
      status: 201,
      requiredHeaders: ['x-recaptcha-token'],
      query: noQuery,
      body: lightAccountRequest,
      response: accountCreatedResponse,
    }),
    resendActivationEmail: route({
      method: 'GET',
      path: '/user/light-users/resend-activation-email',
      credentials: false,
      status: 204,
      query: resendActivationQuery,
      body: noBody,
      response: z.void(),
    }),
    socialLogin: route({
      method: 'POST',
      path: '/user/social-login',
      credentials: true,
      status: 200,
      query: noQuery,
      body: socialLoginRequest,
      response: loginResponse,
    }),
    socialSetPassword: route({
      method: 'POST',
      path: '/user/sn/set-password',
      credentials: true,
      status: 204,
      query: noQuery,
      body: socialSetPasswordRequest,
      response: z.void(),
    }),
    magicLinkLogin: route({
      method: 'POST',
      path: '/user/magic-link/login',
      credentials: false,
      status: 204,
      requiredHeaders: ['x-recaptcha-token'],
      query: noQuery,
      body: magicLinkRequest,
      response: z.void(),
    }),
    magicLinkVerify: route({
      method: 'POST',
      path: '/user/magic-link/verify',
      credentials: true,
      status: 200,
      query: noQuery,
      body: magicLinkVerifyRequest,
      response: loginResponse,
    }),
    resetPassword: route({
      method: 'POST',
      path: '/user/reset-password',
      credentials: false,
      status: 204,
      query: noQuery,
      body: resetPasswordRequest,
      response: z.void(),
    }),
    setPassword: route({
      method: 'POST',
      path: '/user/set-password',
      credentials: false,
      status: 204,
      query: noQuery,
      body: setPasswordRequest,
      response: z.void(),
    }),
    setPasswordByPath: route({
      method: 'POST',
      path: '/user/set-password/:token',
      credentials: false,
      status: 204,
      query: noQuery,
      body: setPasswordByPathRequest,
      response: z.void(),
    }),
    tokenStatus: route({
      method: 'GET',
      path: '/user/token-status',
      credentials: false,
      status: 200,
      query: tokenRequest,
      body: noBody,
      response: tokenStatusResponse,
    }),
    changeEmail: route({
      method: 'POST',
      path: '/user/change-email',
      credentials: true,
      status: 204,
      requiredHeaders: ['x-request-source'],
      query: noQuery,
      body: changeEmailRequest,
      response: z.void(),
    }),
    changeEmailDoiVerify: route({
      method: 'POST',
      path: '/user/change-email/doi/verify',
      credentials: false,
      status: 200,
      query: noQuery,
      body: tokenRequest,
      response: changeEmailDoiVerifyResponse,
    }),
    confirmMarketResearch: route({
      method: 'GET',
      path: '/user/market-research-consent/confirm',
      credentials: false,
      status: 204,
      changesState: true,
      query: marketResearchConfirmQuery,
      body: noBody,
      response: z.void(),
    }),
    unsubscribeUpsell: route({
      method: 'POST',
      path: '/user/unsubscribe/upsell',
      credentials: false,
      status: 200,
      query: noQuery,
      body: upsellUnsubscribeRequest,
      response: upsellUnsubscribeResponse,
    }),
    referral: route({
      method: 'GET',
      path: '/user/referral',
      credentials: true,
      status: 200,
      query: noQuery,
      body: noBody,
      response: referralResponse,
    }),
    supportRequest: route({
      method: 'POST',
      path: '/user/support-requests',
      credentials: true,
      status: 201,
      query: noQuery,
      body: supportRequestBody,
      response: supportRequestResponse,
    }),
    changePassword: route({
      method: 'POST',
      path: '/user/change-password',
      credentials: true,
      status: 204,
      query: noQuery,
      body: changePasswordRequest,
      response: z.void(),
    }),
    deleteAccount: route({
      method: 'POST',
      path: '/user/delete-account',
      credentials: true,
      status: 204,
      query: noQuery,
      body: deleteAccountRequest,
      response: z.void(),
    }),
    verifyCustomer: route({
      method: 'POST',
      path: '/customers/verify',
      credentials: false,
      status: 200,
      query: noQuery,
      body: verifyCustomerRequest,
      response: verifyCustomerResponse,
    }),
  },
} as const satisfies ServiceContract;
