/** The customer service (docs/product/upstream-services.md §7): login state, personal and customer details, login, session. */
import { HEADER } from '@mein-konto/schema/upstream/common';
import { customerService } from '@mein-konto/schema/upstream/customer';
import type { CookieJar } from '../cookies.ts';
import { UpstreamDataSource, type CallOptions, type CallResult } from './upstream.ts';
import { UpstreamHttpError, type UpstreamError } from './upstreamErrors.ts';

type Routes = typeof customerService.routes;
export type LoginStateResult = CallResult<Routes['loginState']>;
export type PersonalDetailsResult = CallResult<Routes['personalDetails']>;
export type CustomerDetailsResult = CallResult<Routes['customerDetails']>;
export type UsernameCheckResult = CallResult<Routes['usernameCheck']>;
export type LoginResponse = CallResult<Routes['login']>;
export type AccountCreatedResult = CallResult<Routes['createAccount']>;
export type AccountActivatedResult = CallResult<Routes['activateAccount']>;
export type AccountCheckResult = CallResult<Routes['accountCheck']>;
export type TokenStatusResult = CallResult<Routes['tokenStatus']>;
export type VerifyCustomerResult = CallResult<Routes['verifyCustomer']>;
export type ChangeEmailDoiVerifyResult = CallResult<Routes['changeEmailDoiVerify']>;
export type SupportRequestResult = CallResult<Routes['supportRequest']>;
export type UnsubscribeUpsellResult = CallResult<Routes['unsubscribeUpsell']>;
export type ReferralResult = CallResult<Routes['referral']>;
type Body<K extends keyof Routes> = NonNullable<CallOptions<Routes[K]>['body']>;
export type CreateAccountBody = Body<'createAccount'>;
export type LightAccountBody = Body<'createLightAccount'>;
export type SocialLoginBody = Body<'socialLogin'>;
export type ResetPasswordBody = Body<'resetPassword'>;
export type VerifyCustomerBody = Body<'verifyCustomer'>;

/** Refusals of the single-use tokens (docs/product/ways-in.md §3 token kinds): outcomes, not failures. */
export const TOKEN_ERROR_KEYS = ['token_missing', 'token_invalid', 'token_expired', 'token_already_used'] as const;

/** Answers of the username check that are outcomes of the username step, not failures. */
const USERNAME_STEP_KEYS = new Set([
  'email_not_exist',
  'customer_number_not_exist',
  'no_credentials',
  'light_user_no_credentials',
  'account_not_activated',
]);

function isHttp(error: UpstreamError, status: number, key?: string): boolean {
  return error instanceof UpstreamHttpError && error.status === status && (key === undefined || error.key === key);
}

/** An answer with one of these error keys (any 4xx status) is an expected outcome. */
function hasKey(...keys: readonly string[]): (error: UpstreamError) => boolean {
  const set = new Set(keys);
  return (error) =>
    error instanceof UpstreamHttpError && error.status < 500 && error.key !== undefined && set.has(error.key);
}

/** Field errors of account creation: every invalid_* key, email_invalid and bad_request. */
function isFieldError(error: UpstreamError): boolean {
  return (
    error instanceof UpstreamHttpError &&
    error.status === 400 &&
    error.key !== undefined &&
    (error.key.startsWith('invalid_') || error.key === 'email_invalid' || error.key === 'bad_request')
  );
}

export class CustomerDataSource extends UpstreamDataSource<typeof customerService> {
  protected readonly service = customerService;

  loginState(): Promise<LoginStateResult> {
    return this.call('loginState');
  }

  personalDetails(): Promise<PersonalDetailsResult> {
    return this.call('personalDetails', { query: { addressStrictTyping: 'true', packstationMapping: 'true' } });
  }

  customerDetails(): Promise<CustomerDetailsResult> {
    return this.call('customerDetails');
  }

  usernameCheck(username: string, recaptchaToken: string): Promise<UsernameCheckResult> {
    return this.call('usernameCheck', {
      query: { username },
      headers: { [HEADER.recaptcha]: recaptchaToken },
      expected: (e) => e instanceof UpstreamHttpError && e.key !== undefined && USERNAME_STEP_KEYS.has(e.key),
    });
  }

  /**
   * Logs in. The session cookies of the answer land in `cookies` (a jar of its own), so the
   * caller relays them only after checking who was logged in.
   */
  login(
    input: { username: string; password: string; stayLoggedIn: boolean },
    recaptchaToken: string,
    cookies: CookieJar,
  ): Promise<LoginResponse> {
    return this.call('login', {
      body: input,
      headers: { [HEADER.recaptcha]: recaptchaToken },
      cookies,
      // a wrong password or a customer of another market is an answer, not a failure
      expected: (e) => isHttp(e, 403),
    });
  }

  /** Ends the session of `cookies` (default: the request's session). */
  logout(cookies?: CookieJar): Promise<void> {
    return this.call('logout', cookies ? { cookies } : {});
  }

  /**
   * Exchanges the refresh cookie of `cookies` for new session cookies (into that jar: the session
   * refresh shares them with the session's other requests). A refused refresh (401) is not a failure.
   */
  refresh(cookies: CookieJar): Promise<void> {
    return this.call('refresh', { cookies, expected: (e) => isHttp(e, 401) });
  }

  async getStayLoggedIn(): Promise<boolean> {
    return (await this.call('getStayLoggedIn')).stayLoggedIn;
  }

  async setStayLoggedIn(stayLoggedIn: boolean): Promise<boolean> {
    return (await this.call('setStayLoggedIn', { body: { stayLoggedIn } })).stayLoggedIn;
  }

  // ---- ways in: registration, light accounts, social login, magic link, passwords, verification

  /** Registers a full account. A social registration logs in: its cookies land in `cookies`. */
  createAccount(body: CreateAccountBody, recaptchaToken: string, cookies: CookieJar): Promise<AccountCreatedResult> {
    return this.call('createAccount', {
      body,
      headers: { [HEADER.recaptcha]: recaptchaToken },
      cookies,
      expected: (e) =>
        isFieldError(e) ||
        hasKey('email_already_exists', 'duplicate_account', 'recaptcha_invalid', ...TOKEN_ERROR_KEYS)(e),
    });
  }

  accountCheck(email: string): Promise<AccountCheckResult> {
    return this.call('accountCheck', { query: { email }, expected: hasKey('email_invalid') });
  }

  activateAccount(token: string): Promise<AccountActivatedResult> {
    return this.call('activateAccount', { body: { token }, expected: hasKey(...TOKEN_ERROR_KEYS) });
  }

  /** Registers a light account; with a social token it logs in (cookies land in `cookies`). */
  createLightAccount(
    body: LightAccountBody,
    recaptchaToken: string,
    cookies: CookieJar,
  ): Promise<AccountCreatedResult> {
    return this.call('createLightAccount', {
      body,
      headers: { [HEADER.recaptcha]: recaptchaToken },
      cookies,
      expected: (e) => isFieldError(e) || hasKey('email_already_exists', 'recaptcha_invalid', ...TOKEN_ERROR_KEYS)(e),
    });
  }

  resendActivationEmail(username: string): Promise<void> {
    return this.call('resendActivationEmail', { query: { username, origin: 'accountLightAccount' } });
  }

  /** Logs in with a provider's authorisation code; the session cookies land in `cookies`. */
  socialLogin(body: SocialLoginBody, cookies: CookieJar): Promise<LoginResponse> {
    return this.call('socialLogin', {
      body,
      cookies,
      expected: (e) =>
        isHttp(e, 403) ||
        hasKey(
          'social_login_customer_not_found',
          'social_login_code_invalid',
          'social_login_provider_unavailable',
          'account_not_activated',
        )(e),
    });
  }

  /** First password of a social-login customer: with a token, or for the session's customer. */
  socialSetPassword(body: { token?: string; password: string }): Promise<void> {
    return this.call('socialSetPassword', {
      body,
      expected: hasKey('invalid_password', 'password_already_set', ...TOKEN_ERROR_KEYS),
    });
  }

  magicLinkLogin(username: string, recaptchaToken: string): Promise<void> {
    return this.call('magicLinkLogin', {
      body: { username, source: 'MY_ACCOUNT' },
      headers: { [HEADER.recaptcha]: recaptchaToken },
      expected: hasKey('recaptcha_invalid'),
    });
  }

  /** Logs in with a magic link's token; the session cookies land in `cookies`. */
  magicLinkVerify(body: { token: string; stayLoggedIn: boolean }, cookies: CookieJar): Promise<LoginResponse> {
    return this.call('magicLinkVerify', {
      body,
      cookies,
      expected: (e) => isHttp(e, 403) || hasKey(...TOKEN_ERROR_KEYS)(e),
    });
  }

  resetPassword(body: ResetPasswordBody): Promise<void> {
    return this.call('resetPassword', { body });
  }

  /** Sets a password with an e-mailed token (set-password page: token from the query). */
  setPassword(token: string, password: string): Promise<void> {
    return this.call('setPassword', {
      body: { token, password },
      expected: hasKey('invalid_password', ...TOKEN_ERROR_KEYS),
    });
  }

  /** The same for a legacy shop link whose last path segment is the token. */
  setPasswordByPath(token: string, password: string): Promise<void> {
    return this.call('setPasswordByPath', {
      params: { token },
      body: { password },
      expected: (e) => isHttp(e, 404) || hasKey('invalid_password', ...TOKEN_ERROR_KEYS)(e),
    });
  }

  tokenStatus(token: string): Promise<TokenStatusResult> {
    return this.call('tokenStatus', { query: { token }, expected: hasKey(...TOKEN_ERROR_KEYS) });
  }

  verifyCustomer(body: VerifyCustomerBody): Promise<VerifyCustomerResult> {
    return this.call('verifyCustomer', { body, expected: hasKey('bad_request') });
  }

  // ---- my data: e-mail change, delete account

  /** Asks for an e-mail change: the service e-mails a confirmation link to the new address. */
  changeEmail(body: { password: string; newEmail: string; newsletterOptIn: boolean }): Promise<void> {
    return this.call('changeEmail', {
      body,
      headers: { [HEADER.requestSource]: 'SHOP' },
      expected: (e) => isHttp(e, 403) || hasKey('email_already_exists', 'email_invalid')(e),
    });
  }

  /** Confirms an e-mail change with the token of the e-mailed link. */
  changeEmailDoiVerify(token: string): Promise<ChangeEmailDoiVerifyResult> {
    return this.call('changeEmailDoiVerify', {
      body: { token },
      expected: hasKey('email_already_exists', ...TOKEN_ERROR_KEYS),
    });
  }

  /** Market research consent with the invitation's token: 400 already confirmed, 404 unknown token. */
  confirmMarketResearch(token: string): Promise<void> {
    return this.call('confirmMarketResearch', {
      query: { 'market-research-doi-token': token },
      expected: (e) => isHttp(e, 404) || hasKey('market_research_already_confirmed')(e),
    });
  }

  /** Ends the upsell e-mails of the customer named by the e-mail's link; answers the e-mail it applies to. */
  unsubscribeUpsell(body: {
    customerId: string;
    email: string;
    externalOrderId: string;
  }): Promise<UnsubscribeUpsellResult> {
    return this.call('unsubscribeUpsell', { body, expected: hasKey('upsell_recipient_unknown') });
  }

  /** The customer's personal link to recommend the shop. */
  referral(): Promise<ReferralResult> {
    return this.call('referral');
  }

  /** Sends a support request; `idempotencyKey` is the customer's request, the same for its retries. */
  supportRequest(
    body: { name: string; topic: string; text: string; email: string },
    idempotencyKey?: string,
  ): Promise<SupportRequestResult> {
    return this.call('supportRequest', {
      body,
      headers: idempotencyKey === undefined ? {} : { [HEADER.idempotencyKey]: idempotencyKey },
      expected: hasKey('bad_request'),
    });
  }

  /** Changes the session's password; 403 for a wrong current one, 400 for the same or a short new one. */
  changePassword(body: { currentPassword: string; newPassword: string }): Promise<void> {
    return this.call('changePassword', {
      body,
      expected: (e) => isHttp(e, 403) || hasKey('password_same_as_old', 'invalid_password')(e),
    });
  }

  /** Deletes the session's account; the answer clears the session cookies. */
  deleteAccount(password: string): Promise<void> {
    return this.call('deleteAccount', { body: { password }, expected: (e) => isHttp(e, 403) });
  }
}
