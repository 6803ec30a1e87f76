/**
 * The customer service: login state, personal and customer details, username check, login,
 * logout, token refresh and stay-logged-in, with real cookie sessions. Registration, light
 * accounts, social login, magic links, password links and verification: customerAuth.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import {
  COUNTRY_OF_MARKET,
  errorKey,
  LOGIN_FAIL,
  LOGIN_FAIL_ACCOUNT_NOT_ACTIVATED,
  LOGIN_FAIL_NOT_ALLOWED_FOR_COUNTRY_CODE,
} from '@mein-konto/schema/upstream/common';
import {
  SESSION_COOKIE,
  customerService,
  type loginStateResponse,
  type postalAddress,
} from '@mein-konto/schema/upstream/customer';
import { isNewCustomer } from '@mein-konto/schema/rules/market';
import { contractRoutes } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import type { MockService, ServicePluginOptions } from '../../kernel/mockService.ts';
import type { AddressRecord, CustomerRecord } from '../../model.ts';
import { verifyPassword } from './passwordHash.ts';
import {
  authenticate,
  clearSessionCookies,
  requireSession,
  setRefreshCookies,
  setSessionCookies,
} from './sessions.ts';
import { emailHash, type MockStore } from '../../store.ts';
import { registerCustomerAuthRoutes } from './waysIn.ts';

type UsernameType = 'EMAIL' | 'CUSTOMER_NUMBER';

interface UsernameLookup {
  username: string;
  type: UsernameType;
  customer: CustomerRecord | undefined;
}

/**
 * Normalises a username like the shared username rule: trimmed; an e-mail is matched case-
 * insensitively; a customer number loses its spaces and its leading-zero run.
 */
export function lookUpUsername(store: MockStore, raw: string): UsernameLookup {
  const trimmed = raw.trim();
  if (trimmed.includes('@')) {
    const username = trimmed.toLowerCase();
    return { username, type: 'EMAIL', customer: store.customerByEmail(username) };
  }
  const username = trimmed.replace(/\s+/g, '').replace(/^0+/, '');
  const customer = /^\d+$/.test(username) ? store.customerByNumber(username) : undefined;
  return { username, type: 'CUSTOMER_NUMBER', customer };
}

function toPostalAddress(address: AddressRecord): z.input<typeof postalAddress> {
  return {
    id: address.id,
    salutation: address.salutation,
    first_name: address.firstName,
    last_name: address.lastName,
    street: address.street,
    street_number: address.streetNumber,
    address_addition: address.addressAddition,
    zip_code: address.zipCode,
    city: address.city,
    country_code: address.countryCode,
    phone: address.phone,
    is_default: address.isDefault,
  };
}

function addressById(customer: CustomerRecord, id: string | null): AddressRecord | undefined {
  return id === null ? undefined : customer.addresses.find((a) => a.id === id && !a.isDeleted);
}

const LOGGED_OUT: z.input<typeof loginStateResponse> = {
  state: 'LOGGED_OUT',
  first_name: null,
  last_name: null,
  username: null,
  email: null,
  customer_number: null,
  customer_id: null,
  customer_class: null,
  email_hash: null,
  encrypted_email: null,
  is_hello_user: false,
  is_light_user: false,
  is_new_customer: false,
  has_password: false,
  social_login_provider: null,
  cross_device_tracking: false,
};

const plugin: FastifyPluginAsync<ServicePluginOptions> = async (app, { store, validateResponses }) => {
  const route = contractRoutes(app, { validateResponses });
  const routes = customerService.routes;

  const lastOrderAt = (customer: CustomerRecord): Date | null => store.ordersOf(customer.customerNumber)[0]?.placedAt ?? null;

  route(routes.loginState, ({ request }) => {
    const auth = authenticate(request, store);
    if (!auth) {
      // Something to refresh: let the caller refresh. Nothing at all: simply logged out.
      if (request.cookies[SESSION_COOKIE.refresh]) requireSession(request, store);
      return LOGGED_OUT;
    }
    const { customer, session } = auth;
    return {
      state: 'LOGGED_IN' as const,
      first_name: customer.firstName,
      last_name: customer.lastName,
      username: session.username,
      email: customer.email,
      customer_number: customer.customerNumber,
      customer_id: customer.customerId,
      customer_class: customer.customerClass,
      email_hash: emailHash(customer.email),
      encrypted_email: Buffer.from(`mk:${customer.email}`).toString('base64url'),
      is_hello_user: customer.isHelloUser,
      is_light_user: customer.isLightUser,
      is_new_customer: isNewCustomer(lastOrderAt(customer), store.now()),
      has_password: customer.passwordHash !== null,
      social_login_provider: customer.socialLoginProvider,
      cross_device_tracking: customer.crossDeviceTracking,
    };
  });

  route(routes.personalDetails, ({ request }) => {
    const { customer } = requireSession(request, store);
    const orders = store.ordersOf(customer.customerNumber);
    const delivery =
      addressById(customer, customer.preferredDeliveryAddressId) ?? addressById(customer, customer.billingAddressId);
    return {
      customer_number: customer.customerNumber,
      email: customer.email,
      care_of: customer.careOf,
      country_code: customer.countryCode,
      phone_number: customer.phoneNumber,
      date_of_birth: customer.dateOfBirth,
      salutation: customer.salutation,
      first_name: customer.firstName,
      preferred_payment_method: customer.preferredPaymentMethod,
      total_orders: orders.length,
      total_returned_orders: orders.filter((o) => o.status === 'returned' || o.status === 'partiallyReturned').length,
      delivery_address: delivery ? toPostalAddress(delivery) : null,
      billing_address_id: customer.billingAddressId,
    };
  });

  route(routes.customerDetails, ({ request }) => {
    const { customer } = requireSession(request, store);
    const billing = addressById(customer, customer.billingAddressId);
    return {
      customer_id: customer.customerId,
      customer_number: customer.customerNumber,
      salutation: customer.salutation,
      first_name: customer.firstName,
      last_name: customer.lastName,
      email: customer.email,
      customer_class: customer.customerClass,
      country_code: customer.countryCode,
      billing_address: billing ? toPostalAddress(billing) : null,
    };
  });

  route(routes.usernameCheck, ({ query }) => {
    const lookup = lookUpUsername(store, query.username);
    if (lookup.username === '') {
      throw new UpstreamError(400, 'bad_request', {
        detail: 'username must not be empty',
        field_errors: [{ key: errorKey('bad_request'), field: 'username', detail: 'must not be empty' }],
      });
    }
    const { customer } = lookup;
    if (!customer) {
      throw lookup.type === 'EMAIL'
        ? new UpstreamError(404, 'email_not_exist', { detail: 'no customer with this e-mail' })
        : new UpstreamError(404, 'customer_number_not_exist', { detail: 'no customer with this customer number' });
    }
    if (!customer.hasOnlineAccount) {
      throw new UpstreamError(409, 'no_credentials', { detail: 'customer has no online credentials' });
    }
    if (customer.isLightUser) {
      throw new UpstreamError(409, 'light_user_no_credentials', { detail: 'light account without password' });
    }
    if (customer.activationPending) {
      throw new UpstreamError(409, 'account_not_activated', { detail: 'account registered but not activated yet' });
    }
    return {
      username: lookup.username,
      username_type: lookup.type,
      has_password: customer.passwordHash !== null,
      ...(customer.socialLoginProvider === null ? {} : { social_login_provider: customer.socialLoginProvider }),
    };
  });

  route(routes.login, ({ request, reply, body, market }) => {
    const { customer, username } = lookUpUsername(store, body.username);
    if (!customer || !customer.hasOnlineAccount || !verifyPassword(body.password, customer.passwordHash)) {
      throw new UpstreamError(403, 'not_authorized', { code: LOGIN_FAIL, detail: 'username or password wrong' });
    }
    if (customer.activationPending) {
      throw new UpstreamError(403, 'account_not_activated', {
        code: LOGIN_FAIL_ACCOUNT_NOT_ACTIVATED,
        detail: 'the account has not been activated through its e-mailed link yet',
      });
    }
    if (customer.countryCode !== COUNTRY_OF_MARKET[market]) {
      throw new UpstreamError(403, 'not_authorized', {
        code: LOGIN_FAIL_NOT_ALLOWED_FOR_COUNTRY_CODE,
        customer_country_code: customer.countryCode,
        detail: `customer belongs to market ${customer.market}`,
      });
    }
    // A new login replaces the session the browser had.
    const previous = authenticate(request, store)?.session ?? store.sessionOfRefreshToken(request.cookies[SESSION_COOKIE.refresh]);
    if (previous) store.endSession(previous.id);

    const { session, access } = store.createSession(customer, username, body.stay_logged_in);
    setSessionCookies(reply, store, session, access);
    return {
      email: customer.email,
      username,
      customer_number: customer.customerNumber,
      is_hello_user: customer.isHelloUser,
      customer_id: customer.customerId,
    };
  });

  route(routes.logout, ({ request, reply }) => {
    const session =
      authenticate(request, store)?.session ?? store.sessionOfRefreshToken(request.cookies[SESSION_COOKIE.refresh]);
    if (session) store.endSession(session.id);
    clearSessionCookies(reply);
  });

  route(routes.refresh, ({ request, reply }) => {
    const session = store.sessionOfRefreshToken(request.cookies[SESSION_COOKIE.refresh]);
    if (!session) {
      clearSessionCookies(reply);
      throw new UpstreamError(401, 'unauthenticated', { detail: 'refresh token missing, unknown or expired' });
    }
    const access = store.refreshSession(session);
    setSessionCookies(reply, store, session, access);
  });

  route(routes.getStayLoggedIn, ({ request }) => {
    const { session } = requireSession(request, store);
    return { stay_logged_in: session.stayLoggedIn };
  });

  route(routes.setStayLoggedIn, ({ request, reply, body }) => {
    const { session } = requireSession(request, store);
    store.setStayLoggedIn(session, body.stay_logged_in);
    setRefreshCookies(reply, store, session);
    return { stay_logged_in: session.stayLoggedIn };
  });

  registerCustomerAuthRoutes(route, { store, lookUpUsername });
};

export const customerMock: MockService = { contract: customerService, plugin };
