/**
 * A way in whose flag is off is refused by the API, not only hidden by the web
 * (docs/product/markets-and-flags.md §6): every mutation of it answers FeatureDisabled (the
 * social login SocialLoginFailed with SOCIAL_LOGIN_PROVIDER_UNAVAILABLE) before any service is
 * called, no e-mail goes out and no session cookie is set. Production runs with its defaults
 * (magicLinkLogin, socialLogin and facebookLogin off); the light account is switched off on a
 * stack of its own.
 */
import { mailbox, RECAPTCHA_TOKEN, tokenMailedTo } from '@mein-konto/testing';
import { describe, expect, it } from 'vitest';
import { HEADER } from '@mein-konto/schema/upstream/common';
import {
  COMPLETE_SOCIAL_LOGIN,
  CREATE_ACCOUNT,
  CREATE_LIGHT_ACCOUNT,
  NEW_CUSTOMER,
  REQUEST_MAGIC_LINK,
  run,
  SOCIAL_REDIRECT,
  START_SOCIAL_LOGIN,
  VERIFY_MAGIC_LINK,
} from './auth.ts';
import { trustedDocuments, useStack, type Stack } from './stack.ts';

const production = useStack({
  APP_ENV: 'production',
  RECAPTCHA_SITE_KEY: 'site-key',
  SOCIAL_LOGIN_REDIRECT_ORIGINS: new URL(SOCIAL_REDIRECT).origin,
  TRUSTED_DOCUMENTS_DIR: trustedDocuments(
    REQUEST_MAGIC_LINK,
    VERIFY_MAGIC_LINK,
    START_SOCIAL_LOGIN,
    COMPLETE_SOCIAL_LOGIN,
    CREATE_ACCOUNT,
    CREATE_LIGHT_ACCOUNT,
  ),
});
const noLightAccount = useStack({ FEATURE_FLAGS: 'lightAccount=false,socialLogin=true' });

const disabled = { __typename: 'FeatureDisabled', code: 'FEATURE_DISABLED' };

/** The customer service's calls of a route since `from` (the stack records every request that reached the mocks). */
function calls(stack: Stack, from: number, path: string): string[] {
  return stack.mocksRequests.slice(from).filter((line) => line.includes(path));
}

/** A link token of the mocks themselves, as a customer may still hold one from before the flag was switched off. */
async function magicLinkToken(stack: Stack, username: string): Promise<string> {
  const res = await fetch(`${stack.mocksUrl}/customer-service/user/magic-link/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [HEADER.clientId]: 'mein-konto-web',
      [HEADER.locale]: 'de-de',
      [HEADER.recaptcha]: RECAPTCHA_TOKEN,
    },
    body: JSON.stringify({ username, source: 'MY_ACCOUNT' }),
  });
  expect(res.status).toBe(204);
  return tokenMailedTo(stack.mocksUrl, username);
}

/** A Google authorisation code of the mocks' stand-in for `account`. */
async function googleCode(stack: Stack, account: string): Promise<string> {
  const res = await fetch(`${stack.mocksUrl}/__admin/google/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ redirect_uri: SOCIAL_REDIRECT, state: 's1', account }),
    redirect: 'manual',
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
}

describe('ways in switched off (production defaults)', () => {
  it('magic link: requesting one is refused and mails nothing', async () => {
    const from = production.mocksRequests.length;
    const browser = production.browser();
    expect(
      await run(browser, REQUEST_MAGIC_LINK, {
        input: { username: 'anna.schmidt@example.de', recaptchaToken: RECAPTCHA_TOKEN },
      }),
    ).toMatchObject(disabled);
    expect(calls(production, from, '/user/magic-link/login')).toEqual([]);
    expect(await mailbox(production.mocksUrl)).toEqual([]);
  });

  it('magic link: a link token is refused and logs nobody in', async () => {
    const token = await magicLinkToken(production, 'anna.schmidt@example.de');
    const from = production.mocksRequests.length;
    const browser = production.browser();
    const res = await browser.graphql(VERIFY_MAGIC_LINK, { input: { token, stayLoggedIn: false } });
    expect(res.data?.['verifyMagicLink']).toMatchObject(disabled);
    expect(res.setCookies).toEqual([]);
    expect(calls(production, from, '/user/magic-link/verify')).toEqual([]);
  });

  it('social login: Google can neither be started nor completed', async () => {
    const browser = production.browser();
    expect(
      await run(browser, START_SOCIAL_LOGIN, { input: { provider: 'GOOGLE', redirectUrl: SOCIAL_REDIRECT } }),
    ).toMatchObject({
      __typename: 'SocialLoginFailed',
      code: 'SOCIAL_LOGIN_PROVIDER_UNAVAILABLE',
    });
    const code = await googleCode(production, 'max.sozial@example.de');
    const from = production.mocksRequests.length;
    const res = await browser.graphql(COMPLETE_SOCIAL_LOGIN, {
      input: { provider: 'GOOGLE', code, redirectUrl: SOCIAL_REDIRECT },
    });
    expect(res.data?.['completeSocialLogin']).toMatchObject({
      __typename: 'SocialLoginFailed',
      code: 'SOCIAL_LOGIN_PROVIDER_UNAVAILABLE',
    });
    expect(res.setCookies).toEqual([]);
    expect(calls(production, from, '/user/social-login')).toEqual([]);
  });

  it('facebook and apple login: neither started nor completed', async () => {
    const browser = production.browser();
    for (const provider of ['FACEBOOK', 'APPLE']) {
      expect(
        await run(browser, START_SOCIAL_LOGIN, { input: { provider, redirectUrl: SOCIAL_REDIRECT } }),
      ).toMatchObject({ code: 'SOCIAL_LOGIN_PROVIDER_UNAVAILABLE' });
      const from = production.mocksRequests.length;
      expect(
        await run(browser, COMPLETE_SOCIAL_LOGIN, {
          input: { provider, code: 'a-code', redirectUrl: SOCIAL_REDIRECT },
        }),
      ).toMatchObject({
        code: 'SOCIAL_LOGIN_PROVIDER_UNAVAILABLE',
      });
      expect(calls(production, from, '/user/social-login')).toEqual([]);
    }
  });

  it('social registration: an account with a social login token is refused, full or light', async () => {
    const from = production.mocksRequests.length;
    const browser = production.browser();
    const { password: _password, ...withoutPassword } = NEW_CUSTOMER;
    expect(
      await run(browser, CREATE_ACCOUNT, { input: { ...withoutPassword, socialLoginToken: 'a-social-login-token' } }),
    ).toMatchObject(disabled);
    const light = {
      firstName: 'Lisa',
      lastName: 'Neumann',
      email: 'lisa.neumann@gmail.example',
      socialLoginToken: 'a-social-login-token',
      recaptchaToken: RECAPTCHA_TOKEN,
    };
    expect(await run(browser, CREATE_LIGHT_ACCOUNT, { input: light })).toMatchObject(disabled);
    expect(calls(production, from, '/user/account').concat(calls(production, from, '/user/light-account'))).toEqual([]);
    expect(await mailbox(production.mocksUrl)).toEqual([]);
  });
});

describe('the light account switched off', () => {
  it('refuses a light account and mails nothing', async () => {
    const from = noLightAccount.mocksRequests.length;
    const input = {
      firstName: 'Paula',
      lastName: 'Licht',
      email: 'paula.licht@example.de',
      recaptchaToken: RECAPTCHA_TOKEN,
    };
    expect(await run(noLightAccount.browser(), CREATE_LIGHT_ACCOUNT, { input })).toMatchObject(disabled);
    expect(calls(noLightAccount, from, '/user/light-account')).toEqual([]);
    expect(await mailbox(noLightAccount.mocksUrl)).toEqual([]);
  });
});
