import { advanceClock, lastMailTo, mailbox, tokenMailedTo } from '@mein-konto/testing';
import { describe, expect, it } from 'vitest';
import { REQUEST_MAGIC_LINK, requestMagicLink, run, TOKEN_STATUS, VERIFY_MAGIC_LINK } from './auth.ts';
import { useStack, type Browser } from './stack.ts';

const stack = useStack();

function verify(browser: Browser, token: string, stayLoggedIn = false) {
  return run(browser, VERIFY_MAGIC_LINK, { input: { token, stayLoggedIn } });
}

describe('magic link', () => {
  it('e-mails a link that logs the customer in once, with login method magic link', async () => {
    const browser = stack.browser('de');
    expect(await requestMagicLink(browser, ' Anna.Schmidt@example.de')).toEqual({
      __typename: 'MagicLinkRequested',
      username: 'anna.schmidt@example.de',
    });
    const { mail, link } = await lastMailTo(stack.mocksUrl, 'anna.schmidt@example.de');
    expect(mail.subject).toMatch(/Anmeldelink/);
    expect(link.pathname).toBe('/dpl/av/magic-link');
    const token = link.searchParams.get('token') ?? '';
    expect(await run(browser, TOKEN_STATUS, { token })).toMatchObject({ __typename: 'TokenValid', kind: 'MAGIC_LINK' });

    const result = await verify(browser, token, true);
    expect(result).toMatchObject({
      __typename: 'LoginSuccess',
      loginMethod: 'MAGIC_LINK',
      viewer: { state: 'LOGGED_IN', customer: { customerNumber: '10012345' } },
    });
    expect(browser.cookies.has('mk_access')).toBe(true);
    const again = await verify(stack.browser(), token);
    expect(again).toMatchObject({ __typename: 'TokenError', code: 'TOKEN_ALREADY_USED' });
    expect(again.message).toMatch(/bereits verwendet/);
  });

  it('keeps the customer logged in for 60 days when asked to', async () => {
    await requestMagicLink(stack.browser(), 'anna.schmidt@example.de');
    const token = await tokenMailedTo(stack.mocksUrl, 'anna.schmidt@example.de');
    const res = await stack.browser().graphql(VERIFY_MAGIC_LINK, { input: { token, stayLoggedIn: true } });
    const refresh = res.setCookies.find((c) => c.startsWith('mk_refresh='));
    expect(refresh).toMatch(new RegExp(`Max-Age=${60 * 24 * 60 * 60}`));
  });

  it('a failing service is an UPSTREAM_UNAVAILABLE error, not a success', async () => {
    await stack.fault({ service: 'customer', method: 'POST', path: '/user/magic-link/login', status: 503, times: 1 });
    const res = await stack.browser().graphql(REQUEST_MAGIC_LINK, {
      input: { username: 'anna.schmidt@example.de', recaptchaToken: 'dev-recaptcha-token' },
    });
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('accepts a customer number', async () => {
    expect(await requestMagicLink(stack.browser('de'), '00 100 123 45')).toMatchObject({
      __typename: 'MagicLinkRequested',
      username: '10012345',
    });
    expect((await mailbox(stack.mocksUrl)).map((m) => m.to)).toEqual(['anna.schmidt@example.de']);
  });

  it('answers the same for unknown, light and phone-only accounts and sends nothing', async () => {
    for (const username of ['niemand@example.de', 'lena.licht@example.de', 'tv.kunde@example.de']) {
      expect(await requestMagicLink(stack.browser(), username)).toEqual({ __typename: 'MagicLinkRequested', username });
    }
    expect(await mailbox(stack.mocksUrl)).toHaveLength(0);
  });

  it('expires after 15 minutes', async () => {
    await requestMagicLink(stack.browser(), 'anna.schmidt@example.de');
    const token = await tokenMailedTo(stack.mocksUrl, 'anna.schmidt@example.de');
    await advanceClock(stack.mocksUrl, 15 * 60 + 1);
    const browser = stack.browser();
    const result = await verify(browser, token);
    expect(result).toMatchObject({ __typename: 'TokenError', code: 'TOKEN_EXPIRED' });
    expect(browser.cookies.size).toBe(0);
  });

  it('tells missing and invalid links apart', async () => {
    expect(await verify(stack.browser(), '')).toMatchObject({ __typename: 'TokenError', code: 'TOKEN_MISSING' });
    expect(await verify(stack.browser(), 'ausgedacht')).toMatchObject({
      __typename: 'TokenError',
      code: 'TOKEN_INVALID',
    });
  });

  it('refuses a customer of another market without spending the link', async () => {
    await requestMagicLink(stack.browser('at'), 'lukas.gruber@example.at');
    const token = await tokenMailedTo(stack.mocksUrl, 'lukas.gruber@example.at');
    expect(await verify(stack.browser('de'), token)).toMatchObject({
      __typename: 'LoginWrongCountry',
      customerCountry: 'AT',
    });
    expect(await verify(stack.browser('at'), token)).toMatchObject({
      __typename: 'LoginSuccess',
      loginMethod: 'MAGIC_LINK',
    });
  });

  it('refuses a failed recaptcha check and an invalid username', async () => {
    expect(await requestMagicLink(stack.browser(), 'anna.schmidt@example.de', 'invalid')).toMatchObject({
      __typename: 'RecaptchaFailed',
      code: 'RECAPTCHA_FAILED',
    });
    expect(await requestMagicLink(stack.browser('ch'), '30034567')).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [{ field: 'username', message: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' }],
    });
    expect(await mailbox(stack.mocksUrl)).toHaveLength(0);
  });
});
