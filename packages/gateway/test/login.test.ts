import { tokenMailedTo } from '@mein-konto/testing';
import { describe, expect, it } from 'vitest';
import { REQUEST_PASSWORD_RESET, run, SET_PASSWORD } from './auth.ts';
import { startStack, useStack } from './stack.ts';

const stack = useStack();

const SESSION_COOKIES = ['mk_access', 'mk_refresh', 'mk_logged_in'];

describe('login', () => {
  it('logs in with an e-mail, relays the session cookies and answers with the logged-in viewer', async () => {
    const browser = stack.browser('de');
    const res = await browser.login('  Anna.Schmidt@Example.de ');
    expect(res.errors).toBeUndefined();
    expect(res.data?.login).toMatchObject({
      __typename: 'LoginSuccess',
      loginMethod: 'EMAIL',
      viewer: {
        id: 'viewer',
        state: 'LOGGED_IN',
        customer: { customerNumber: '10012345', email: 'anna.schmidt@example.de', firstName: 'Anna' },
      },
    });
    for (const name of SESSION_COOKIES) expect(browser.cookies.has(name)).toBe(true);
    expect(res.setCookies.every((c) => !/domain=/i.test(c))).toBe(true);
    expect(res.setCookies.some((c) => /HttpOnly/i.test(c))).toBe(true);
  });

  it('logs in with a customer number typed with leading zeros and grouped digits', async () => {
    const browser = stack.browser('de');
    const res = await browser.login('00 100 123 45');
    expect(res.data?.login).toMatchObject({
      __typename: 'LoginSuccess',
      loginMethod: 'CUSTOMER_NUMBER',
      viewer: { customer: { customerNumber: '10012345' } },
    });
    expect(browser.cookies.get('mk_logged_in')).toBe('10012345');
  });

  it('rejects a wrong password without reporting it as an error', async () => {
    const browser = stack.browser('de');
    const before = stack.logs.length;
    const res = await browser.login('anna.schmidt@example.de', 'falsch-falsch');
    expect(res.data?.login).toMatchObject({ __typename: 'LoginRejected', code: 'LOGIN_REJECTED' });
    expect(res.data?.login?.message).toMatch(/Passwort/);
    expect(browser.cookies.size).toBe(0);
    expect(stack.logs.slice(before).filter((l) => l['event'] === 'upstream_failure')).toHaveLength(0);
  });

  it('sends a customer of another market to their own shop (lukas on de)', async () => {
    const res = await stack.browser('de').login('lukas.gruber@example.at');
    expect(res.data?.login).toMatchObject({
      __typename: 'LoginWrongCountry',
      code: 'LOGIN_WRONG_COUNTRY',
      customerCountry: 'AT',
      shopUrl: 'https://www.mein-shop.at',
    });
    expect(res.data?.login?.message).toContain('Österreich');
  });

  it('lets lukas log in on his own market', async () => {
    const res = await stack.browser('at').login('lukas.gruber@example.at');
    expect(res.data?.login?.__typename).toBe('LoginSuccess');
  });

  it('refuses an answer for another customer, ends that session upstream and relays no cookies', async () => {
    await stack.fault({
      service: 'customer',
      method: 'POST',
      path: '/user/login',
      status: 200,
      times: 1,
      body: {
        email: 'neu.kunde@example.de',
        username: 'neu.kunde@example.de',
        customer_number: '60067890',
        is_hello_user: false,
        customer_id: 'c-neu',
      },
    });
    const browser = stack.browser('de');
    const res = await browser.login('anna.schmidt@example.de');
    expect(res.data?.login).toMatchObject({ __typename: 'LoginWrongCustomer', code: 'LOGIN_WRONG_CUSTOMER' });
    expect(res.setCookies).toEqual([]);
    expect(browser.cookies.size).toBe(0);
    expect(stack.logs.some((l) => l['event'] === 'login_wrong_customer' && l.level === 50)).toBe(true);
  });

  it('answers reason CONNECTION when the customer service does not answer in time', async () => {
    await stack.fault({ service: 'customer', method: 'POST', path: '/user/login', latency_ms: 2500, times: 1 });
    const res = await stack.browser('de').login('anna.schmidt@example.de');
    expect(res.data?.login).toMatchObject({
      __typename: 'LoginFailed',
      code: 'LOGIN_FAILED',
      reason: 'CONNECTION',
      message: 'Da hat etwas nicht funktioniert. Bitte versuchen Sie es später erneut.',
    });
  });

  it('answers reason CONNECTION when the connection is dropped', async () => {
    await stack.fault({ service: 'customer', method: 'POST', path: '/user/login', drop: true, times: 1 });
    const res = await stack.browser('de').login('anna.schmidt@example.de');
    expect(res.data?.login).toMatchObject({ __typename: 'LoginFailed', reason: 'CONNECTION' });
  });

  it('answers reason UNKNOWN for a server error', async () => {
    await stack.fault({ service: 'customer', method: 'POST', path: '/user/login', status: 500, times: 1 });
    const res = await stack.browser('de').login('anna.schmidt@example.de');
    expect(res.data?.login).toMatchObject({ __typename: 'LoginFailed', reason: 'UNKNOWN' });
  });

  it('does not retry a login (a write) after a 503', async () => {
    await stack.fault({ service: 'customer', method: 'POST', path: '/user/login', status: 503, times: 1 });
    const res = await stack.browser('de').login('anna.schmidt@example.de');
    expect(res.data?.login).toMatchObject({ __typename: 'LoginFailed', reason: 'UNKNOWN' });
  });

  it('answers reason UNKNOWN when the recaptcha token is refused', async () => {
    const res = await stack.browser('de').login('anna.schmidt@example.de', undefined, { recaptchaToken: 'invalid' });
    expect(res.data?.login).toMatchObject({ __typename: 'LoginFailed', reason: 'UNKNOWN' });
  });

  it('refuses a customer number on the ch market before calling any service', async () => {
    const res = await stack.browser('ch').login('30034567');
    expect(res.data?.login).toMatchObject({
      __typename: 'InvalidInput',
      code: 'INVALID_INPUT',
      fieldErrors: [{ field: 'username', message: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' }],
    });
  });

  it('refuses an empty username and an empty password as invalid input', async () => {
    const browser = stack.browser('de');
    expect((await browser.login('   ')).data?.login).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [{ field: 'username' }],
    });
    expect((await browser.login('anna.schmidt@example.de', '')).data?.login).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [{ field: 'password' }],
    });
  });
});

describe('username check', () => {
  const check = async (username: string, market: 'de' | 'at' | 'ch' = 'de', token?: string) =>
    (await stack.browser(market).checkUsername(username, token)).data?.checkUsername;

  it('accepts a known e-mail with password', async () => {
    expect(await check(' ANNA.schmidt@example.de')).toEqual({
      __typename: 'UsernameAccepted',
      username: 'anna.schmidt@example.de',
      usernameType: 'EMAIL',
    });
  });

  it('accepts a known customer number with leading zeros', async () => {
    expect(await check('0010012345')).toEqual({
      __typename: 'UsernameAccepted',
      username: '10012345',
      usernameType: 'CUSTOMER_NUMBER',
    });
  });

  it('answers EMAIL_NOT_FOUND for an unknown e-mail without reporting an error', async () => {
    const before = stack.logs.length;
    expect(await check('niemand@example.de')).toMatchObject({
      __typename: 'UsernameNotFound',
      code: 'EMAIL_NOT_FOUND',
      usernameType: 'EMAIL',
    });
    expect(stack.logs.slice(before).filter((l) => l['event'] === 'upstream_failure')).toHaveLength(0);
  });

  it('answers CUSTOMER_NUMBER_NOT_FOUND for an unknown customer number', async () => {
    expect(await check('99999999')).toMatchObject({
      __typename: 'UsernameNotFound',
      code: 'CUSTOMER_NUMBER_NOT_FOUND',
      usernameType: 'CUSTOMER_NUMBER',
      username: '99999999',
    });
  });

  it('answers NO_CREDENTIALS for the phone customer by e-mail and by customer number', async () => {
    expect(await check('tv.kunde@example.de')).toMatchObject({
      __typename: 'NoCredentials',
      code: 'NO_CREDENTIALS',
      usernameType: 'EMAIL',
    });
    expect(await check('70078901')).toMatchObject({
      __typename: 'NoCredentials',
      code: 'NO_CREDENTIALS',
      usernameType: 'CUSTOMER_NUMBER',
    });
  });

  it('answers LIGHT_USER_NO_CREDENTIALS for the light account', async () => {
    expect(await check('lena.licht@example.de')).toMatchObject({
      __typename: 'LightUserNoCredentials',
      code: 'LIGHT_USER_NO_CREDENTIALS',
    });
  });

  it('answers NO_PASSWORD with the provider for the Google customer max, by e-mail and by customer number', async () => {
    const expected = {
      __typename: 'NoPassword',
      code: 'NO_PASSWORD',
      usernameType: 'EMAIL',
      username: 'max.sozial@example.de',
      socialLoginProvider: 'GOOGLE',
    };
    expect(await check('Max.Sozial@example.de')).toEqual({
      ...expected,
      message: expect.stringContaining('kein Passwort'),
    });
    expect(await check('50056789')).toMatchObject({
      ...expected,
      usernameType: 'CUSTOMER_NUMBER',
      username: '50056789',
    });
  });

  it('accepts max once he has set a password through the e-mailed link', async () => {
    const browser = stack.browser('de');
    expect(
      await run(browser, REQUEST_PASSWORD_RESET, {
        input: { username: 'max.sozial@example.de', reason: 'SOCIAL_USER' },
      }),
    ).toMatchObject({
      __typename: 'PasswordResetRequested',
    });
    const token = await tokenMailedTo(stack.mocksUrl, 'max.sozial@example.de');
    expect(await run(browser, SET_PASSWORD, { input: { token, password: 'Neues!Passwort1' } })).toMatchObject({
      __typename: 'PasswordSet',
    });
    expect(await check('max.sozial@example.de')).toEqual({
      __typename: 'UsernameAccepted',
      username: 'max.sozial@example.de',
      usernameType: 'EMAIL',
    });
    expect((await stack.browser('de').login('max.sozial@example.de', 'Neues!Passwort1')).data?.login).toMatchObject({
      __typename: 'LoginSuccess',
    });
  });

  it('requires an e-mail on the ch market and accepts heidi by e-mail', async () => {
    expect(await check('30034567', 'ch')).toMatchObject({ __typename: 'InvalidInput', code: 'INVALID_INPUT' });
    expect(await check('heidi.meier@example.ch', 'ch')).toMatchObject({ __typename: 'UsernameAccepted' });
  });

  it('answers RECAPTCHA_FAILED when the recaptcha token is refused', async () => {
    expect(await check('anna.schmidt@example.de', 'de', 'invalid')).toMatchObject({
      __typename: 'UsernameCheckFailed',
      code: 'RECAPTCHA_FAILED',
    });
  });

  it('answers LOGIN_FAILED when the customer service fails', async () => {
    await stack.fault({ service: 'customer', path: '/user/username-check', status: 503 });
    expect(await check('anna.schmidt@example.de')).toMatchObject({
      __typename: 'UsernameCheckFailed',
      code: 'LOGIN_FAILED',
    });
  });
});

describe('rate limit', () => {
  it('asks for a challenge after the wrong passwords per username, and answers RateLimited with a wait per client', async () => {
    const limited = await startStack({
      RATE_LIMIT_MAX_PER_USERNAME: '3',
      RATE_LIMIT_MAX_PER_IP: '6',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      LOGIN_SLOWDOWN_MS: '0',
    });
    try {
      const browser = limited.browser('de');
      for (let i = 0; i < 3; i++) {
        expect((await browser.login('anna.schmidt@example.de', 'falsch')).data?.login?.__typename).toBe(
          'LoginRejected',
        );
      }
      const challenge = await browser.login('ANNA.schmidt@example.de');
      expect(challenge.data?.login).toMatchObject({
        __typename: 'LoginChallengeRequired',
        code: 'LOGIN_CHALLENGE_REQUIRED',
      });
      expect(
        (await browser.login('ANNA.schmidt@example.de', undefined, { challengeToken: 'gelöst' })).data?.login
          ?.__typename,
      ).toBe('LoginSuccess');
      // another username from the same client is still allowed
      expect((await browser.login('neu.kunde@example.de')).data?.login?.__typename).toBe('LoginSuccess');
      // the client's seventh attempt within the window is over its limit
      const res = await browser.login('neu.kunde@example.de');
      expect(res.data?.login).toMatchObject({ __typename: 'RateLimited', code: 'RATE_LIMITED' });
      expect(res.data?.login?.retryAfterSeconds).toBeGreaterThan(0);
      expect(res.data?.login?.retryAfterSeconds).toBeLessThanOrEqual(60);
    } finally {
      await limited.close();
    }
  });

  it('limits username checks per client IP', async () => {
    const limited = await startStack({ RATE_LIMIT_MAX_PER_USERNAME: '100', RATE_LIMIT_MAX_PER_IP: '2' });
    try {
      const browser = limited.browser('de');
      expect((await browser.checkUsername('a1@example.de')).data?.checkUsername?.__typename).toBe('UsernameNotFound');
      expect((await browser.checkUsername('a2@example.de')).data?.checkUsername?.__typename).toBe('UsernameNotFound');
      expect((await browser.checkUsername('a3@example.de')).data?.checkUsername?.__typename).toBe('RateLimited');
    } finally {
      await limited.close();
    }
  });
});
