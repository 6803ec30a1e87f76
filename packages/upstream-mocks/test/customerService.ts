/** Helpers of the customer service's tests: calls, the mailbox, e-mailed links, Google codes. */
import { expect } from 'vitest';
import { customerService } from '@mein-konto/schema/upstream/customer';
import type { MailMessage } from '../src/kernel/mailbox.ts';
import { CookieJar, type CallOptions, type MocksUnderTest } from './harness.ts';

export const BASE = customerService.basePath;
export const SPA = 'http://spa.test/dpl/av';
export const HOUR = 60 * 60;
export const ERR = (name: string) => `/dpl/cs/errors/${name}`;
export const RECAPTCHA = { 'x-recaptcha-token': 'dev-recaptcha-token' };
export const GOOGLE_REDIRECT = 'http://spa.test/dpl/av/login';

export const NEW_CUSTOMER = {
  salutation: 'MS',
  first_name: 'Marie',
  last_name: 'Mustermann',
  street: 'Domstraße',
  street_number: '3a',
  address_addition: 'bei Müller',
  zip_code: '50668',
  city: 'Köln',
  date_of_birth: '1990-03-15',
  email: 'Marie.Mustermann@example.de',
  password: 'Sommer2024!',
  newsletter_consent: true,
  context: 'createAccount',
} as const;

/** The helpers, bound to the mocks of a test file (started with `spaBaseUrl: SPA`). */
export function customerTesting(mocks: MocksUnderTest) {
  function post(path: string, body: unknown, options: CallOptions = {}) {
    return mocks.call('POST', `${BASE}${path}`, { jar: new CookieJar(), ...options, body });
  }

  async function mailbox(): Promise<MailMessage[]> {
    const res = await mocks.call('GET', '/__admin/mailbox');
    return (res.body as { messages: MailMessage[] }).messages;
  }

  async function mailsTo(email: string): Promise<MailMessage[]> {
    return (await mailbox()).filter((m) => m.to === email);
  }

  /** The only link of the last e-mail to `email`. */
  async function linkFor(email: string): Promise<URL> {
    const mails = await mailsTo(email);
    const last = mails.at(-1);
    if (!last) throw new Error(`no e-mail to ${email}`);
    expect(last.links).toHaveLength(1);
    return new URL(last.links[0] ?? '');
  }

  return {
    post,
    mailbox,
    mailsTo,
    linkFor,

    async tokenFor(email: string): Promise<string> {
      return (await linkFor(email)).searchParams.get('token') ?? '';
    },

    advanceClock(seconds: number) {
      return mocks.call('POST', '/__admin/clock', { body: { advance_seconds: seconds } });
    },

    async loginState(jar: CookieJar) {
      return (await mocks.call('GET', `${BASE}/user/login-state`, { jar })).body;
    },

    /** Signs in on the Google stand-in page like a browser and returns the authorisation code. */
    async googleCode(account: string, redirectUri = GOOGLE_REDIRECT): Promise<string> {
      const res = await mocks.call('POST', '/__admin/google/authorize', {
        body: { redirect_uri: redirectUri, state: 's1', account },
      });
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location') ?? '');
      expect(location.searchParams.get('state')).toBe('s1');
      return location.searchParams.get('code') ?? '';
    },

    socialLogin(code: string, options: CallOptions & { provider?: string; redirectUrl?: string } = {}) {
      return post(
        '/user/social-login',
        { provider: options.provider ?? 'GOOGLE', code, redirect_url: options.redirectUrl ?? GOOGLE_REDIRECT },
        options,
      );
    },

    /** A registration as the gateway sends it, with the recaptcha token. */
    createAccount(overrides: Record<string, unknown> = {}, options: CallOptions = {}) {
      return post(
        '/user/account',
        { ...NEW_CUSTOMER, ...overrides },
        { ...options, headers: { ...RECAPTCHA, ...options.headers } },
      );
    },

    /** A light account's registration as the gateway sends it, with the recaptcha token. */
    createLightAccount(body: Record<string, unknown>, options: CallOptions = {}) {
      return post('/user/light-account', body, { ...options, headers: { ...RECAPTCHA, ...options.headers } });
    },

    resetPassword(username: string, extra: Record<string, unknown> = {}, options: CallOptions = {}) {
      return post('/user/reset-password', { username, reason: 'FORGOT_PASSWORD', ...extra }, options);
    },
  };
}
