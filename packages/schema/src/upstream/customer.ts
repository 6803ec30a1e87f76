/** Contract of the customer service (SPEC §7): login state, personal details, login, sessions. */
import { z } from 'zod';
import { noBody, noQuery, route, type ServiceContract } from './contract.ts';
import { countryCode, isoDate } from './common.ts';

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

export const customerService = {
  name: 'customer',
  basePath: '/customer-service',
  routes: {
    loginState: route({
      method: 'GET', path: '/user/login-state', credentials: true, status: 200,
      query: noQuery, body: noBody, response: loginStateResponse,
    }),
    personalDetails: route({
      method: 'GET', path: '/user/personal-details', credentials: true, status: 200,
      query: z.object({ address_strict_typing: z.enum(['true', 'false']), packstation_mapping: z.enum(['true', 'false']) }),
      body: noBody, response: personalDetailsResponse,
    }),
    customerDetails: route({
      method: 'GET', path: '/user/customer-details', credentials: true, status: 200,
      query: noQuery, body: noBody, response: customerDetailsResponse,
    }),
    usernameCheck: route({
      method: 'GET', path: '/user/username-check', credentials: false, status: 200,
      requiredHeaders: ['x-recaptcha-token'],
      query: z.object({ username: z.string() }), body: noBody, response: usernameCheckResponse,
    }),
    login: route({
      method: 'POST', path: '/user/login', credentials: true, status: 200,
      requiredHeaders: ['x-recaptcha-token'],
      query: noQuery, body: loginRequest, response: loginResponse,
    }),
    logout: route({
      method: 'GET', path: '/user/auth/logout', credentials: true, status: 204,
      query: noQuery, body: noBody, response: z.void(),
    }),
    refresh: route({
      method: 'POST', path: '/user/auth/refresh', credentials: true, status: 204,
      query: noQuery, body: noBody, response: z.void(),
    }),
    getStayLoggedIn: route({
      method: 'GET', path: '/user/auth/stay-logged-in', credentials: true, status: 200,
      query: noQuery, body: noBody, response: stayLoggedInBody,
    }),
    setStayLoggedIn: route({
      method: 'PATCH', path: '/user/auth/stay-logged-in', credentials: true, status: 200,
      query: noQuery, body: stayLoggedInBody, response: stayLoggedInBody,
    }),
  },
} as const satisfies ServiceContract;
