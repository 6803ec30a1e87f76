import { advanceClock, RECAPTCHA_TOKEN, tokenMailedTo } from '@mein-konto/testing';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  COMPLETE_SOCIAL_LOGIN,
  CREATE_ACCOUNT,
  CREATE_LIGHT_ACCOUNT,
  NEW_CUSTOMER,
  REQUEST_PASSWORD_RESET,
  run,
  SET_SOCIAL_PASSWORD,
  signInWithGoogle,
  SOCIAL_REDIRECT,
  SOCIAL_LOGIN_PROVIDERS,
  START_SOCIAL_LOGIN,
  TOKEN_STATUS,
} from './auth.ts';
import { startStack, useStack, type Browser } from './stack.ts';
import { loadConfig } from '../src/config.ts';

const stack = useStack({ FEATURE_FLAGS: 'socialLogin=true,facebookLogin=true' });

const REDIRECT = SOCIAL_REDIRECT;

function complete(browser: Browser, code: string, extra: Record<string, unknown> = {}) {
  return run(browser, COMPLETE_SOCIAL_LOGIN, { input: { provider: 'GOOGLE', code, redirectUrl: REDIRECT, ...extra } });
}

describe('social login providers', () => {
  it('offers Google, and Facebook and Apple as being tested with the facebookLogin flag', async () => {
    expect(await stack.browser().graphql(SOCIAL_LOGIN_PROVIDERS)).toMatchObject({
      data: {
        socialLoginProviders: [
          { id: 'GOOGLE', provider: 'GOOGLE', inTesting: false },
          { id: 'FACEBOOK', provider: 'FACEBOOK', inTesting: true },
          { id: 'APPLE', provider: 'APPLE', inTesting: true },
        ],
      },
    });
  });

  it('offers nothing without the socialLogin flag and refuses to start', async () => {
    const other = await startStack({ FEATURE_FLAGS: 'socialLogin=false' });
    try {
      const browser = other.browser();
      expect((await browser.graphql(SOCIAL_LOGIN_PROVIDERS)).data).toEqual({ socialLoginProviders: [] });
      expect(
        await run(browser, START_SOCIAL_LOGIN, { input: { provider: 'GOOGLE', redirectUrl: REDIRECT } }),
      ).toMatchObject({
        __typename: 'SocialLoginFailed',
        code: 'SOCIAL_LOGIN_PROVIDER_UNAVAILABLE',
      });
    } finally {
      await other.close();
    }
  });

  it('only Google without the facebookLogin flag', async () => {
    const other = await startStack({ FEATURE_FLAGS: 'socialLogin=true,facebookLogin=false' });
    try {
      const browser = other.browser();
      expect((await browser.graphql(SOCIAL_LOGIN_PROVIDERS)).data).toEqual({
        socialLoginProviders: [{ id: 'GOOGLE', provider: 'GOOGLE', inTesting: false }],
      });
      expect(
        await run(browser, START_SOCIAL_LOGIN, { input: { provider: 'APPLE', redirectUrl: REDIRECT } }),
      ).toMatchObject({
        code: 'SOCIAL_LOGIN_PROVIDER_UNAVAILABLE',
      });
    } finally {
      await other.close();
    }
  });
});

describe('social login with Google', () => {
  it('starts at the configured sign-in page with the redirect URL and a fresh state', async () => {
    const browser = stack.browser();
    const a = await run(browser, START_SOCIAL_LOGIN, { input: { provider: 'GOOGLE', redirectUrl: REDIRECT } });
    const b = await run(browser, START_SOCIAL_LOGIN, { input: { provider: 'GOOGLE', redirectUrl: REDIRECT } });
    const url = new URL(a.authorizationUrl as unknown as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${stack.mocksUrl}/__admin/google/authorize`);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('state')).toBe(a.state);
    expect(a.state).not.toBe(b.state);
  });

  it('refuses redirect URLs outside the account area', async () => {
    for (const redirectUrl of [
      'https://shop.example/elsewhere/login',
      'javascript:alert(1)',
      '/dpl/av/login',
      'http://user:pw@localhost:4000/dpl/av/login',
    ]) {
      const result = await run(stack.browser(), START_SOCIAL_LOGIN, { input: { provider: 'GOOGLE', redirectUrl } });
      expect(result).toMatchObject({ __typename: 'InvalidInput', fieldErrors: [{ field: 'redirectUrl' }] });
    }
  });

  it('accepts only the configured origins when SOCIAL_LOGIN_REDIRECT_ORIGINS is set', async () => {
    const other = await startStack({
      FEATURE_FLAGS: 'socialLogin=true',
      SOCIAL_LOGIN_REDIRECT_ORIGINS: 'https://www.mein-shop.de',
    });
    try {
      const start = (redirectUrl: string) =>
        run(other.browser(), START_SOCIAL_LOGIN, { input: { provider: 'GOOGLE', redirectUrl } });
      expect(await start('https://www.mein-shop.de/dpl/av/login')).toMatchObject({ __typename: 'SocialLoginStarted' });
      expect(await start('https://evil.example/dpl/av/login')).toMatchObject({ __typename: 'InvalidInput' });
    } finally {
      await other.close();
    }
  });

  it('logs in a known customer with the returned code (max), once', async () => {
    const browser = stack.browser('de');
    const { code } = await signInWithGoogle(browser, 'max.sozial@example.de');
    const result = await complete(browser, code, { stayLoggedIn: true });
    expect(result).toMatchObject({
      __typename: 'LoginSuccess',
      loginMethod: 'GOOGLE',
      viewer: {
        state: 'LOGGED_IN',
        customer: { customerNumber: '50056789', socialLoginProvider: 'GOOGLE', hasPassword: false },
      },
    });
    expect(browser.cookies.has('mk_access')).toBe(true);
    const again = await complete(stack.browser(), code);
    expect(again).toMatchObject({ __typename: 'SocialLoginFailed', code: 'SOCIAL_LOGIN_CODE_INVALID' });
  });

  it('refuses a code for another redirect URL and an expired code', async () => {
    const browser = stack.browser();
    const first = await signInWithGoogle(browser, 'max.sozial@example.de');
    expect(await complete(browser, first.code, { redirectUrl: 'http://localhost:4000/dpl/av/other' })).toMatchObject({
      code: 'SOCIAL_LOGIN_CODE_INVALID',
    });
    const second = await signInWithGoogle(browser, 'max.sozial@example.de');
    await advanceClock(stack.mocksUrl, 11 * 60);
    expect(await complete(browser, second.code)).toMatchObject({ code: 'SOCIAL_LOGIN_CODE_INVALID' });
    expect(browser.cookies.size).toBe(0);
  });

  it('sends a customer of another market to their shop (max on at)', async () => {
    const browser = stack.browser('at');
    const { code } = await signInWithGoogle(browser, 'max.sozial@example.de');
    expect(await complete(browser, code)).toMatchObject({
      __typename: 'LoginWrongCountry',
      code: 'LOGIN_WRONG_COUNTRY',
      customerCountry: 'DE',
      shopUrl: 'https://www.mein-shop.de',
    });
    expect(browser.cookies.size).toBe(0);
  });

  it('prefills the registration of an unknown Google account, which then logs in', async () => {
    const browser = stack.browser('de');
    const { code } = await signInWithGoogle(browser, 'lisa.neumann@gmail.example');
    const notFound = await complete(browser, code);
    expect(notFound).toMatchObject({
      __typename: 'SocialCustomerNotFound',
      code: 'SOCIAL_CUSTOMER_NOT_FOUND',
      userInfo: { firstName: 'Lisa', lastName: 'Neumann', salutation: 'MS', email: 'lisa.neumann@gmail.example' },
    });
    const socialLoginToken = notFound.userInfo?.socialLoginToken as unknown as string;
    expect(socialLoginToken).toEqual(expect.any(String));

    const { password: _password, ...withoutPassword } = NEW_CUSTOMER;
    const input = {
      ...withoutPassword,
      firstName: 'Lisa',
      lastName: 'Neumann',
      email: 'lisa.neumann@gmail.example',
      socialLoginToken,
    };
    const created = await run(browser, CREATE_ACCOUNT, { input });
    expect(created).toMatchObject({
      __typename: 'AccountCreated',
      status: 'LOGGED_IN',
      loginMethod: 'GOOGLE',
      viewer: {
        state: 'LOGGED_IN',
        customer: { email: 'lisa.neumann@gmail.example', socialLoginProvider: 'GOOGLE', hasPassword: false },
      },
    });
    expect(browser.cookies.has('mk_access')).toBe(true);
    // the token is single use
    expect(
      await run(stack.browser(), CREATE_ACCOUNT, { input: { ...input, email: 'lisa2@example.de' } }),
    ).toMatchObject({
      __typename: 'TokenError',
      code: 'TOKEN_ALREADY_USED',
    });
  });

  it('registers an unknown Google account as a light account, logged in at once', async () => {
    const browser = stack.browser('de');
    const { code } = await signInWithGoogle(browser, 'lisa.neumann@gmail.example');
    const notFound = await complete(browser, code);
    const result = await run(browser, CREATE_LIGHT_ACCOUNT, {
      input: {
        firstName: 'Lisa',
        lastName: 'Neumann',
        email: 'lisa.neumann@gmail.example',
        socialLoginToken: notFound.userInfo?.socialLoginToken,
        recaptchaToken: RECAPTCHA_TOKEN,
      },
    });
    expect(result).toMatchObject({
      __typename: 'AccountCreated',
      status: 'LOGGED_IN',
      viewer: { customer: { isLightUser: true } },
    });
  });

  it('tells a Google user whose registration awaits activation to activate it first', async () => {
    const browser = stack.browser();
    const created = await run(browser, CREATE_ACCOUNT, {
      input: { ...NEW_CUSTOMER, firstName: 'Lisa', lastName: 'Neumann', email: 'lisa.neumann@gmail.example' },
    });
    expect(created).toMatchObject({ status: 'ACTIVATION_PENDING' });
    const { code } = await signInWithGoogle(browser, 'lisa.neumann@gmail.example');
    expect(await complete(browser, code)).toMatchObject({
      __typename: 'AccountNotActivated',
      code: 'ACCOUNT_NOT_ACTIVATED',
    });
    expect(browser.cookies.size).toBe(0);
  });

  it('Facebook and Apple sign in through their stand-ins outside production, with the same round trip as Google', async () => {
    for (const [provider, path] of [
      ['FACEBOOK', 'facebook'],
      ['APPLE', 'apple'],
    ] as const) {
      const browser = stack.browser();
      const started = await run(browser, START_SOCIAL_LOGIN, { input: { provider, redirectUrl: REDIRECT } });
      const authorize = new URL(started.authorizationUrl as unknown as string);
      expect(authorize.pathname).toBe(`/__admin/${path}/authorize`);
      const chosen = await request(authorize.origin)
        .post(authorize.pathname)
        .send({
          redirect_uri: authorize.searchParams.get('redirect_uri'),
          state: authorize.searchParams.get('state'),
          account: 'max.sozial@example.de',
        });
      const code = new URL(chosen.headers['location'] ?? '').searchParams.get('code') ?? '';
      const result = await run(browser, COMPLETE_SOCIAL_LOGIN, { input: { provider, code, redirectUrl: REDIRECT } });
      expect(result).toMatchObject({ __typename: 'LoginSuccess' });
    }
    const madeUp = await run(stack.browser(), COMPLETE_SOCIAL_LOGIN, {
      input: { provider: 'APPLE', code: 'abc', redirectUrl: REDIRECT },
    });
    expect(madeUp).toMatchObject({ __typename: 'SocialLoginFailed', code: 'SOCIAL_LOGIN_CODE_INVALID' });
  });

  it('production keeps the real Facebook and Apple sign-in pages', () => {
    const production = loadConfig({ APP_ENV: 'production', RECAPTCHA_SITE_KEY: 'key' });
    expect(production.socialLogin.providers.FACEBOOK.authorizeUrl).toMatch(/^https:\/\/www\.facebook\.com\//);
    expect(production.socialLogin.providers.APPLE.authorizeUrl).toMatch(/^https:\/\/appleid\.apple\.com\//);
    expect(production.socialLogin.providers.GOOGLE.authorizeUrl).toMatch(/^https:\/\/accounts\.google\.com\//);
  });
});

describe('social users set a password', () => {
  it('a logged-in social customer sets a first password and stays logged in; a second time is refused', async () => {
    const browser = stack.browser();
    const { code } = await signInWithGoogle(browser, 'max.sozial@example.de');
    await complete(browser, code);
    const set = await run(browser, SET_SOCIAL_PASSWORD, { input: { password: 'Neues!Passwort1' } });
    expect(set).toMatchObject({
      __typename: 'PasswordSet',
      viewer: { state: 'LOGGED_IN', customer: { hasPassword: true } },
    });
    expect(await run(browser, SET_SOCIAL_PASSWORD, { input: { password: 'Noch!einPasswort2' } })).toMatchObject({
      __typename: 'PasswordAlreadySet',
      code: 'PASSWORD_ALREADY_SET',
    });
    expect((await stack.browser().login('max.sozial@example.de', 'Neues!Passwort1')).data?.login).toMatchObject({
      __typename: 'LoginSuccess',
    });
  });

  it('without a session and without a token the customer must log in', async () => {
    const res = await stack.browser().graphql(SET_SOCIAL_PASSWORD, { input: { password: 'Neues!Passwort1' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('sets the password with the e-mailed set-password-for-social-login link', async () => {
    const browser = stack.browser();
    expect(
      await run(browser, REQUEST_PASSWORD_RESET, {
        input: { username: 'max.sozial@example.de', reason: 'SOCIAL_USER' },
      }),
    ).toEqual({
      __typename: 'PasswordResetRequested',
      username: 'max.sozial@example.de',
      reason: 'SOCIAL_USER',
    });
    const token = await tokenMailedTo(stack.mocksUrl, 'max.sozial@example.de');
    expect(await run(browser, TOKEN_STATUS, { token })).toMatchObject({ kind: 'SET_PASSWORD_FOR_SOCIAL_LOGIN' });
    expect(await run(browser, SET_SOCIAL_PASSWORD, { input: { token, password: 'kurz' } })).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [{ field: 'password', message: 'Das Passwort muss mindestens 8 Zeichen lang sein.' }],
    });
    expect(await run(browser, SET_SOCIAL_PASSWORD, { input: { token, password: 'Neues!Passwort1' } })).toMatchObject({
      __typename: 'PasswordSet',
      viewer: { state: 'LOGGED_OUT' },
    });
    expect(await run(browser, SET_SOCIAL_PASSWORD, { input: { token, password: 'Neues!Passwort1' } })).toMatchObject({
      __typename: 'TokenError',
      code: 'TOKEN_ALREADY_USED',
    });
    expect((await browser.login('max.sozial@example.de', 'Neues!Passwort1')).data?.login).toMatchObject({
      __typename: 'LoginSuccess',
    });
  });
});
