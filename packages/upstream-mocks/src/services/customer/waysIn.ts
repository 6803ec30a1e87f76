/**
 * Every way into an account on the customer service: registration with activation by e-mail,
 * light accounts, Google login and social registration, magic links, password links (forgotten
 * password, light users' first password, social users' password) and the verification of
 * customers without online credentials. Registered by the customer service plugin.
 *
 * Tokens are single use and expire (see authTokens.ts); links in e-mails point to the account
 * SPA (`store.spaBaseUrl`) and land in the development mailbox.
 */
import { isValidEmail } from '@mein-konto/schema/rules/email';
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  COUNTRY_OF_MARKET,
  LOGIN_FAIL_ACCOUNT_NOT_ACTIVATED,
  LOGIN_FAIL_NOT_ALLOWED_FOR_COUNTRY_CODE,
  errorKey,
  type Market,
} from '@mein-konto/schema/upstream/common';
import { SESSION_COOKIE, customerService, type loginResponse } from '@mein-konto/schema/upstream/customer';
import {
  FieldErrors,
  checkAddress,
  checkDateOfBirth,
  checkEmail,
  checkName,
  checkPassword,
} from './accountValidation.ts';
import { checkToken, consumeToken, issueToken, linkTo, spaLink, type AuthTokenKind } from './tokens.ts';
import type { RegisterContractRoute } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import type { AuthTokenRecord, CustomerRecord, Salutation, SocialLoginProvider } from '../../model.ts';
import { hashPassword } from './passwordHash.ts';
import { authenticate, requireSession, setSessionCookies } from './sessions.ts';
import type { MockStore } from '../../store.ts';
import { normalisePlace } from '../addressCheck/index.ts';

/** SPA paths the e-mailed links open (relative to the SPA base). */
export const LINK_PATH = {
  activateAccount: 'activate-account',
  lightUserSetPassword: 'light-user-set-password',
  setPassword: 'set-password',
  magicLink: 'magic-link',
} as const;

/** Customer numbers of accounts created online start here. */
export const FIRST_NEW_CUSTOMER_NUMBER = 80000001;

type LoginData = z.input<typeof loginResponse>;

export interface CustomerAuthDependencies {
  store: MockStore;
  /** The customer service's username lookup (trimmed, e-mail case-insensitive, number without zeros). */
  lookUpUsername: (store: MockStore, raw: string) => { username: string; customer: CustomerRecord | undefined };
}

const SALUTATION_TEXT: Record<Salutation, string> = { MR: 'Herr', MS: 'Frau', FAMILY: 'Familie' };

function greeting(customer: Pick<CustomerRecord, 'salutation' | 'firstName' | 'lastName'>): string {
  return `Guten Tag ${SALUTATION_TEXT[customer.salutation]} ${customer.firstName} ${customer.lastName},`;
}

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function notActivated(): UpstreamError {
  return new UpstreamError(403, 'account_not_activated', {
    code: LOGIN_FAIL_ACCOUNT_NOT_ACTIVATED,
    detail: 'the account has not been activated through its e-mailed link yet',
  });
}

/** Same refusal as the password login: the customer belongs to another market. */
function assertMarket(customer: CustomerRecord, market: Market): void {
  if (customer.countryCode !== COUNTRY_OF_MARKET[market]) {
    throw new UpstreamError(403, 'not_authorized', {
      code: LOGIN_FAIL_NOT_ALLOWED_FOR_COUNTRY_CODE,
      customer_country_code: customer.countryCode,
      detail: `customer belongs to market ${customer.market}`,
    });
  }
}

export function registerCustomerAuthRoutes(route: RegisterContractRoute, { store, lookUpUsername }: CustomerAuthDependencies): void {
  const routes = customerService.routes;

  // ---- helpers on the store ---------------------------------------------------------------

  function startSession(request: FastifyRequest, reply: FastifyReply, customer: CustomerRecord, stayLoggedIn: boolean): LoginData {
    // A new login replaces the session the browser had.
    const previous =
      authenticate(request, store)?.session ?? store.sessionOfRefreshToken(request.cookies[SESSION_COOKIE.refresh]);
    if (previous) store.endSession(previous.id);
    const { session, access } = store.createSession(customer, customer.email, stayLoggedIn);
    setSessionCookies(reply, store, session, access);
    return {
      email: customer.email,
      username: customer.email,
      customer_number: customer.customerNumber,
      is_hello_user: customer.isHelloUser,
      customer_id: customer.customerId,
    };
  }

  function nextCustomerNumber(): string {
    let n = FIRST_NEW_CUSTOMER_NUMBER;
    while (store.customers.has(String(n))) n += 1;
    return String(n);
  }

  function customerOfToken(record: AuthTokenRecord): CustomerRecord {
    const customer = record.customerNumber === null ? undefined : store.customerByNumber(record.customerNumber);
    if (!customer) throw new UpstreamError(400, 'token_invalid', { detail: 'the token belongs to no customer' });
    return customer;
  }

  function sendActivationMail(customer: CustomerRecord, market: Market): void {
    const { token } = issueToken(store, { kind: 'account-activation', customerNumber: customer.customerNumber, email: customer.email });
    if (customer.isLightUser) {
      const link = spaLink(store, LINK_PATH.lightUserSetPassword, token, market);
      store.sendMail({
        to: customer.email,
        subject: 'Willkommen! Bitte vergeben Sie Ihr Passwort',
        text: `${greeting(customer)}\n\nvielen Dank für Ihre Anmeldung. Bitte vergeben Sie über diesen Link ein Passwort, um Ihr Kundenkonto zu vervollständigen:\n\n${link}\n\nDer Link ist 24 Stunden gültig und kann einmal verwendet werden.`,
      });
      return;
    }
    const link = spaLink(store, LINK_PATH.activateAccount, token, market);
    store.sendMail({
      to: customer.email,
      subject: 'Bitte bestätigen Sie Ihre Registrierung',
      text: `${greeting(customer)}\n\nvielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Kundenkonto zu aktivieren:\n\n${link}\n\nDer Link ist 24 Stunden gültig und kann einmal verwendet werden.`,
    });
  }

  function sendPasswordMail(customer: CustomerRecord, market: Market, redirectUri: string | undefined): void {
    let kind: AuthTokenKind = 'password-forgotten';
    if (customer.socialLoginProvider !== null && customer.passwordHash === null) kind = 'set-password-for-social-login';
    const { token } = issueToken(store, { kind, customerNumber: customer.customerNumber, email: customer.email });
    const path = customer.isLightUser ? LINK_PATH.lightUserSetPassword : LINK_PATH.setPassword;
    const link = redirectUri === undefined ? spaLink(store, path, token, market) : linkTo(redirectUri, token, market);
    const first = customer.passwordHash === null;
    store.sendMail({
      to: customer.email,
      subject: first ? 'Vergeben Sie Ihr Passwort für Mein Konto' : 'Ihr Link zum Zurücksetzen des Passworts',
      text: `${greeting(customer)}\n\n${first ? 'über diesen Link vergeben Sie ein Passwort für Ihr Kundenkonto' : 'über diesen Link vergeben Sie ein neues Passwort für Ihr Kundenkonto'}:\n\n${link}\n\nDer Link ist 2 Stunden gültig und kann einmal verwendet werden. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.`,
    });
  }

  function setPassword(customer: CustomerRecord, password: string): void {
    customer.passwordHash = hashPassword(password);
    customer.hasOnlineAccount = true;
    customer.isLightUser = false;
    customer.activationPending = false;
  }

  function endSessionsOf(customer: CustomerRecord): void {
    for (const session of [...store.sessions.values()]) {
      if (session.customerNumber === customer.customerNumber) store.endSession(session.id);
    }
  }

  function checkNewPassword(market: Market, password: string): void {
    const errors = new FieldErrors(market);
    checkPassword(errors, password, true);
    errors.throwIfAny();
  }

  function assertEmailFree(email: string): void {
    if (store.customerByEmail(email)) {
      throw new UpstreamError(409, 'email_already_exists', { detail: 'Diese E-Mail-Adresse ist bereits registriert.' });
    }
  }

  // ---- create account ----------------------------------------------------------------------

  route(routes.createAccount, ({ request, reply, body, market }) => {
    const errors = new FieldErrors(market);
    checkName(errors, body.first_name, body.last_name);
    const countryCode = checkAddress(errors, market, body);
    checkDateOfBirth(errors, body.date_of_birth, store.now());
    checkEmail(errors, body.email);
    const social = body.social_login_token === undefined ? undefined : body.social_login_token;
    checkPassword(errors, body.password, social === undefined);
    errors.throwIfAny();

    const socialToken = social === undefined ? undefined : checkToken(store, social, ['social-login-registration']);
    const email = body.email.trim().toLowerCase();
    assertEmailFree(email);

    const firstName = body.first_name.trim();
    const lastName = body.last_name.trim();
    const street = body.street.trim();
    const streetNumber = body.street_number.trim();
    const zipCode = body.zip_code.trim();
    const dateOfBirth = body.date_of_birth.trim();
    const duplicate = [...store.customers.values()].some(
      (c) =>
        sameText(c.firstName, firstName) &&
        sameText(c.lastName, lastName) &&
        c.dateOfBirth === dateOfBirth &&
        c.addresses.some(
          (a) =>
            !a.isDeleted &&
            normalisePlace(a.street) === normalisePlace(street) &&
            sameText(a.streetNumber, streetNumber) &&
            a.zipCode === zipCode,
        ),
    );
    if (duplicate) {
      throw new UpstreamError(409, 'duplicate_account', {
        detail: 'a customer with this name, date of birth and address exists already',
      });
    }

    const customerNumber = nextCustomerNumber();
    const billingId = `a-${customerNumber}-billing`;
    // Registered with the provider's own (verified) e-mail: active at once and logged in.
    const provider: SocialLoginProvider | null = socialToken?.social?.provider ?? null;
    const verifiedBySocial = socialToken !== undefined && socialToken.email === email;
    const customer: CustomerRecord = {
      customerId: randomUUID(),
      customerNumber,
      email,
      market,
      countryCode,
      currency: market === 'ch' ? 'CHF' : 'EUR',
      salutation: body.salutation,
      firstName,
      lastName,
      dateOfBirth,
      phoneNumber: null,
      careOf: null,
      customerClass: 'NEW',
      passwordHash: body.password ? hashPassword(body.password) : null,
      hasOnlineAccount: true,
      activationPending: !verifiedBySocial,
      isLightUser: false,
      isHelloUser: false,
      socialLoginProvider: provider,
      crossDeviceTracking: false,
      preferredPaymentMethod: null,
      billingAddressId: billingId,
      preferredDeliveryAddressId: null,
      addresses: [
        {
          id: billingId, kind: 'BILLING', type: 'POSTAL', pickupKind: null, postNumber: null, stationNumber: null,
          salutation: body.salutation, firstName, lastName, street, streetNumber,
          addressAddition: body.address_addition?.trim() ? body.address_addition.trim() : null,
          zipCode, city: body.city.trim(), countryCode, phone: null, isDefault: true, isDeleted: false,
        },
      ],
      bankAccount: null,
      newsletter: body.newsletter_consent ? { subscriptionId: `nl-${customerNumber}`, frequency: 'WEEKLY' } : null,
      wishlist: [],
      followedStreamerIds: [],
      recentlyViewedBaseProductNos: [],
    };
    store.customers.set(customerNumber, customer);
    if (socialToken) consumeToken(store, socialToken);

    if (verifiedBySocial) {
      return { customer_number: customerNumber, email, status: 'ACTIVE' as const, login: startSession(request, reply, customer, false) };
    }
    sendActivationMail(customer, market);
    return { customer_number: customerNumber, email, status: 'ACTIVATION_PENDING' as const, login: null };
  });

  function accountCheck(rawEmail: string): { email: string; exists: boolean } {
    const email = rawEmail.trim().toLowerCase();
    if (!isValidEmail(email)) throw new UpstreamError(400, 'email_invalid', { detail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' });
    return { email, exists: store.customerByEmail(email) !== undefined };
  }
  route(routes.accountCheck, ({ query }) => accountCheck(query.email));
  route(routes.accountCheckPost, ({ body }) => accountCheck(body.email));

  route(routes.activateAccount, ({ body }) => {
    const record = checkToken(store, body.token, ['account-activation']);
    const customer = customerOfToken(record);
    consumeToken(store, record);
    customer.activationPending = false;
    return { customer_number: customer.customerNumber, email: customer.email };
  });

  // ---- light accounts ----------------------------------------------------------------------

  route(routes.createLightAccount, ({ request, reply, body, market }) => {
    const errors = new FieldErrors(market);
    checkName(errors, body.first_name, body.last_name);
    checkEmail(errors, body.email);
    errors.throwIfAny();
    const socialToken =
      body.social_login_token === undefined ? undefined : checkToken(store, body.social_login_token, ['social-login-registration']);
    const email = body.email.trim().toLowerCase();
    assertEmailFree(email);

    const customerNumber = nextCustomerNumber();
    const customer: CustomerRecord = {
      customerId: randomUUID(),
      customerNumber,
      email,
      market,
      countryCode: COUNTRY_OF_MARKET[market],
      currency: market === 'ch' ? 'CHF' : 'EUR',
      salutation: socialToken?.social?.account.salutation ?? 'MS',
      firstName: body.first_name.trim(),
      lastName: body.last_name.trim(),
      dateOfBirth: null,
      phoneNumber: null,
      careOf: null,
      customerClass: 'LIGHT',
      passwordHash: null,
      hasOnlineAccount: true,
      activationPending: socialToken === undefined,
      isLightUser: true,
      isHelloUser: false,
      socialLoginProvider: socialToken?.social?.provider ?? null,
      crossDeviceTracking: false,
      preferredPaymentMethod: null,
      billingAddressId: null,
      preferredDeliveryAddressId: null,
      addresses: [],
      bankAccount: null,
      newsletter: null,
      wishlist: [],
      followedStreamerIds: [],
      recentlyViewedBaseProductNos: [],
    };
    store.customers.set(customerNumber, customer);
    if (socialToken) {
      consumeToken(store, socialToken);
      return { customer_number: customerNumber, email, status: 'ACTIVE' as const, login: startSession(request, reply, customer, false) };
    }
    sendActivationMail(customer, market);
    return { customer_number: customerNumber, email, status: 'ACTIVATION_PENDING' as const, login: null };
  });

  // Answers 204 whether or not there is anything to resend (no account enumeration).
  route(routes.resendActivationEmail, ({ query, market }) => {
    const { customer } = lookUpUsername(store, query.username);
    if (!customer) return;
    const lightWithoutPassword = customer.isLightUser && customer.passwordHash === null;
    if (customer.activationPending || lightWithoutPassword) sendActivationMail(customer, market);
  });

  // ---- social login ------------------------------------------------------------------------

  route(routes.socialLogin, ({ request, reply, body, market }) => {
    if (body.provider !== 'GOOGLE') {
      throw new UpstreamError(400, 'social_login_provider_unavailable', {
        detail: `${body.provider} sign-in is not available in this environment`,
      });
    }
    const account = store.redeemGoogleCode(body.code, body.redirect_url);
    if (!account) {
      throw new UpstreamError(400, 'social_login_code_invalid', {
        detail: 'authorisation code unknown, used, expired or issued for another redirect URL',
      });
    }
    const customer = store.customerByEmail(account.email);
    if (!customer) {
      const { token } = issueToken(store, {
        kind: 'social-login-registration',
        customerNumber: null,
        email: account.email.toLowerCase(),
        social: { provider: 'GOOGLE', account },
      });
      throw new UpstreamError(404, 'social_login_customer_not_found', {
        detail: 'no customer with the e-mail of this Google account',
        user_info: {
          first_name: account.firstName,
          last_name: account.lastName,
          salutation: account.salutation,
          social_login_token: token,
          email: account.email.toLowerCase(),
        },
      });
    }
    if (customer.activationPending) throw notActivated();
    assertMarket(customer, market);
    customer.socialLoginProvider ??= 'GOOGLE';
    customer.hasOnlineAccount = true;
    return startSession(request, reply, customer, body.stay_logged_in ?? false);
  });

  route(routes.socialSetPassword, ({ request, body, market }) => {
    if (body.token !== undefined) {
      const record = checkToken(store, body.token, ['set-password-for-social-login']);
      checkNewPassword(market, body.password);
      const customer = customerOfToken(record);
      consumeToken(store, record);
      setPassword(customer, body.password);
      endSessionsOf(customer);
      return;
    }
    const { customer } = requireSession(request, store);
    if (customer.passwordHash !== null) {
      throw new UpstreamError(409, 'password_already_set', { detail: 'the customer has a password; change it instead' });
    }
    checkNewPassword(market, body.password);
    setPassword(customer, body.password);
  });

  // ---- magic link --------------------------------------------------------------------------

  // Answers 204 whether or not a link was sent (no account enumeration).
  route(routes.magicLinkLogin, ({ body, market }) => {
    const { customer } = lookUpUsername(store, body.username);
    if (!customer || !customer.hasOnlineAccount || customer.activationPending || customer.isLightUser) return;
    const { token } = issueToken(store, { kind: 'magic-link', customerNumber: customer.customerNumber, email: customer.email });
    const link = spaLink(store, LINK_PATH.magicLink, token, market);
    store.sendMail({
      to: customer.email,
      subject: 'Ihr Anmeldelink für Mein Konto',
      text: `${greeting(customer)}\n\nmelden Sie sich mit diesem Link bei Mein Konto an:\n\n${link}\n\nDer Link ist 15 Minuten gültig und kann einmal verwendet werden. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.`,
    });
  });

  route(routes.magicLinkVerify, ({ request, reply, body, market }) => {
    const record = checkToken(store, body.token, ['magic-link']);
    const customer = customerOfToken(record);
    // Refused for the market without spending the link.
    assertMarket(customer, market);
    consumeToken(store, record);
    return startSession(request, reply, customer, body.stay_logged_in ?? false);
  });

  // ---- passwords ---------------------------------------------------------------------------

  // Answers 204 whether or not the account exists (no account enumeration).
  route(routes.resetPassword, ({ body, market }) => {
    let redirectUri: string | undefined;
    if (body.redirect_uri !== undefined && body.redirect_uri !== '') {
      const parsed = URL.canParse(body.redirect_uri) ? new URL(body.redirect_uri) : undefined;
      if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
        throw new UpstreamError(400, 'bad_request', {
          detail: 'redirect_uri must be an absolute http(s) URL',
          field_errors: [{ key: errorKey('bad_request'), field: 'redirect_uri', detail: 'must be an absolute http(s) URL' }],
        });
      }
      redirectUri = parsed.toString();
    }
    const { customer } = lookUpUsername(store, body.username);
    if (!customer || !customer.hasOnlineAccount || customer.activationPending) return;
    sendPasswordMail(customer, market, redirectUri);
  });

  const PASSWORD_TOKEN_KINDS: readonly AuthTokenKind[] = ['password-forgotten', 'set-password-for-social-login', 'account-activation'];

  function setPasswordWithToken(token: string, password: string, market: Market): void {
    const record = checkToken(store, token, PASSWORD_TOKEN_KINDS);
    const customer = customerOfToken(record);
    // An activation token sets a password only for a light account (its first password).
    if (record.kind === 'account-activation' && !customer.isLightUser) {
      throw new UpstreamError(400, 'token_invalid', { detail: 'token unknown or not meant for this purpose' });
    }
    checkNewPassword(market, password);
    consumeToken(store, record);
    setPassword(customer, password);
    // Whoever had a session before the password was (re)set is logged out.
    endSessionsOf(customer);
  }

  route(routes.setPassword, ({ body, market }) => setPasswordWithToken(body.token, body.password, market));
  route(routes.setPasswordByPath, ({ request, body, market }) => {
    const { token } = request.params as { token: string };
    setPasswordWithToken(token, body.password, market);
  });

  route(routes.tokenStatus, ({ query }) => {
    const record = checkToken(store, query.token, ['account-activation', 'password-forgotten', 'set-password-for-social-login', 'magic-link']);
    return { kind: record.kind, email: record.email, expires_at: record.expiresAt.toISOString() };
  });

  // ---- account verification ----------------------------------------------------------------

  route(routes.verifyCustomer, ({ body, market }) => {
    const required: Record<typeof body.method, readonly (keyof typeof body)[]> = {
      ORDER_NUMBER: ['order_number'],
      CUSTOMER_NUMBER: ['customer_number'],
      ADDRESS: ['street', 'street_number', 'zip_code', 'date_of_birth'],
    };
    const missing = required[body.method].filter((field) => !body[field]?.toString().trim());
    if (missing.length > 0) {
      throw new UpstreamError(400, 'bad_request', {
        detail: `method ${body.method} needs ${missing.join(', ')}`,
        field_errors: missing.map((field) => ({ key: errorKey('bad_request'), field, detail: 'required' })),
      });
    }
    const customer = store.customerByEmail(body.email.trim().toLowerCase());
    // Only customers without online credentials verify; everything else is simply not verified.
    if (!customer || customer.hasOnlineAccount) return { status: 'NOT_VERIFIED' as const };

    let verified = false;
    if (body.method === 'ORDER_NUMBER') {
      const number = body.order_number?.replace(/\s+/g, '') ?? '';
      verified = store.ordersOf(customer.customerNumber).some((o) => o.number === number);
    } else if (body.method === 'CUSTOMER_NUMBER') {
      verified = (body.customer_number ?? '').replace(/\s+/g, '').replace(/^0+/, '') === customer.customerNumber;
    } else {
      verified =
        customer.dateOfBirth === body.date_of_birth?.trim() &&
        customer.addresses.some(
          (a) =>
            !a.isDeleted &&
            normalisePlace(a.street) === normalisePlace(body.street ?? '') &&
            sameText(a.streetNumber, body.street_number ?? '') &&
            a.zipCode === body.zip_code?.trim() &&
            (body.city === undefined || body.city.trim() === '' || normalisePlace(a.city) === normalisePlace(body.city)),
        );
    }
    if (!verified) return { status: 'NOT_VERIFIED' as const };
    sendPasswordMail(customer, market, undefined);
    return { status: 'VERIFIED' as const };
  });
}
