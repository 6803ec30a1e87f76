/** The customer service (SPEC §7): login state, personal and customer details, login, session. */
import { HEADER } from '@mein-konto/schema/upstream/common';
import { customerService } from '@mein-konto/schema/upstream/customer';
import type { CookieJar } from '../cookies.ts';
import { UpstreamDataSource, UpstreamHttpError, type CallResult, type UpstreamError } from './upstream.ts';

type Routes = typeof customerService.routes;
export type LoginStateResult = CallResult<Routes['loginState']>;
export type PersonalDetailsResult = CallResult<Routes['personalDetails']>;
export type CustomerDetailsResult = CallResult<Routes['customerDetails']>;
export type UsernameCheckResult = CallResult<Routes['usernameCheck']>;
export type LoginResponse = CallResult<Routes['login']>;

/** Answers of the username check that are outcomes of the username step, not failures. */
const USERNAME_STEP_KEYS = new Set(['email_not_exist', 'customer_number_not_exist', 'no_credentials', 'light_user_no_credentials']);

function isHttp(error: UpstreamError, status: number, key?: string): boolean {
  return error instanceof UpstreamHttpError && error.status === status && (key === undefined || error.key === key);
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

  /** Exchanges the refresh cookie for a new access cookie. A refused refresh (401) is not a failure. */
  refresh(): Promise<void> {
    return this.call('refresh', { refreshOnUnauthorized: false, expected: (e) => isHttp(e, 401) });
  }

  async stayLoggedIn(): Promise<boolean> {
    return (await this.call('getStayLoggedIn')).stayLoggedIn;
  }

  async setStayLoggedIn(stayLoggedIn: boolean): Promise<boolean> {
    return (await this.call('setStayLoggedIn', { body: { stayLoggedIn } })).stayLoggedIn;
  }
}
