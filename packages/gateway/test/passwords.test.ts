import { advanceClock, DEMO_PASSWORD, lastMailTo, mailbox, tokenMailedTo } from '@mein-konto/testing';
import { describe, expect, it } from 'vitest';
import { REQUEST_PASSWORD_RESET, run, SET_PASSWORD, TOKEN_STATUS } from './auth.ts';
import { useStack, type Browser } from './stack.ts';

const stack = useStack();

const NEW_PASSWORD = 'Herbstlaub!2026';

function requestReset(browser: Browser, username: string, reason?: string) {
  return run(browser, REQUEST_PASSWORD_RESET, { input: { username, ...(reason ? { reason } : {}) } });
}
function setPassword(browser: Browser, token: string, password = NEW_PASSWORD, tokenSource?: 'QUERY' | 'LEGACY_PATH') {
  return run(browser, SET_PASSWORD, { input: { token, password, ...(tokenSource ? { tokenSource } : {}) } });
}

describe('forgotten password', () => {
  it('e-mails a set-password link whose token sets the new password once and ends the old sessions', async () => {
    const before = stack.browser();
    expect((await before.login('anna.schmidt@example.de')).data?.login).toMatchObject({ __typename: 'LoginSuccess' });

    const browser = stack.browser();
    expect(await requestReset(browser, 'anna.schmidt@example.de')).toEqual({
      __typename: 'PasswordResetRequested',
      username: 'anna.schmidt@example.de',
      reason: 'FORGOT_PASSWORD',
    });
    const { mail, link } = await lastMailTo(stack.mocksUrl, 'anna.schmidt@example.de');
    expect(mail.subject).toMatch(/Zurücksetzen/);
    expect(link.pathname).toBe('/dpl/av/set-password');
    const token = link.searchParams.get('token') ?? '';
    expect(await run(browser, TOKEN_STATUS, { token })).toMatchObject({
      __typename: 'TokenValid',
      kind: 'PASSWORD_FORGOTTEN',
      email: 'anna.schmidt@example.de',
      expiresAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    expect(await setPassword(browser, token)).toMatchObject({
      __typename: 'PasswordSet',
      viewer: { state: 'LOGGED_OUT' },
    });
    expect((await before.viewer()).data?.viewer).toMatchObject({ state: 'LOGGED_OUT' });
    expect((await browser.login('anna.schmidt@example.de', DEMO_PASSWORD)).data?.login).toMatchObject({
      __typename: 'LoginRejected',
    });
    expect((await browser.login('anna.schmidt@example.de', NEW_PASSWORD)).data?.login).toMatchObject({
      __typename: 'LoginSuccess',
    });

    expect(await setPassword(stack.browser(), token)).toMatchObject({
      __typename: 'TokenError',
      code: 'TOKEN_ALREADY_USED',
    });
    expect(await run(stack.browser(), TOKEN_STATUS, { token })).toMatchObject({
      __typename: 'TokenError',
      code: 'TOKEN_ALREADY_USED',
    });
  });

  it('sets the password from a legacy shop link (token as the last path segment)', async () => {
    await requestReset(stack.browser(), '10012345');
    const token = await tokenMailedTo(stack.mocksUrl, 'anna.schmidt@example.de');
    expect(await setPassword(stack.browser(), token, NEW_PASSWORD, 'LEGACY_PATH')).toMatchObject({
      __typename: 'PasswordSet',
    });
    expect(await setPassword(stack.browser(), token, NEW_PASSWORD, 'LEGACY_PATH')).toMatchObject({
      __typename: 'TokenError',
      code: 'TOKEN_ALREADY_USED',
    });
    expect(await setPassword(stack.browser(), 'ausgedacht', NEW_PASSWORD, 'LEGACY_PATH')).toMatchObject({
      __typename: 'TokenError',
      code: 'TOKEN_INVALID',
    });
  });

  it('the link expires after 2 hours', async () => {
    await requestReset(stack.browser(), 'anna.schmidt@example.de');
    const token = await tokenMailedTo(stack.mocksUrl, 'anna.schmidt@example.de');
    await advanceClock(stack.mocksUrl, 2 * 60 * 60 + 1);
    expect(await run(stack.browser(), TOKEN_STATUS, { token })).toMatchObject({
      __typename: 'TokenError',
      code: 'TOKEN_EXPIRED',
    });
    expect(await setPassword(stack.browser(), token)).toMatchObject({
      __typename: 'TokenError',
      code: 'TOKEN_EXPIRED',
    });
    expect(await setPassword(stack.browser(), token, NEW_PASSWORD, 'LEGACY_PATH')).toMatchObject({
      code: 'TOKEN_EXPIRED',
    });
  });

  it('gives missing, invalid, expired and used tokens their own state and text', async () => {
    const missing = await setPassword(stack.browser(), ' ');
    const invalid = await setPassword(stack.browser(), 'ausgedacht');
    expect(missing).toMatchObject({ __typename: 'TokenError', code: 'TOKEN_MISSING' });
    expect(invalid).toMatchObject({ __typename: 'TokenError', code: 'TOKEN_INVALID' });
    expect(missing.message).not.toBe(invalid.message);
  });

  it('checks the password length before spending the token', async () => {
    await requestReset(stack.browser(), 'anna.schmidt@example.de');
    const token = await tokenMailedTo(stack.mocksUrl, 'anna.schmidt@example.de');
    expect(await setPassword(stack.browser(), token, 'kurz')).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [{ field: 'password', message: 'Das Passwort muss mindestens 8 Zeichen lang sein.' }],
    });
    expect(await setPassword(stack.browser(), token)).toMatchObject({ __typename: 'PasswordSet' });
  });

  it('answers the same for unknown and known accounts and e-mails only existing ones', async () => {
    const unknown = await requestReset(stack.browser(), 'niemand@example.de');
    expect(unknown).toEqual({
      __typename: 'PasswordResetRequested',
      username: 'niemand@example.de',
      reason: 'FORGOT_PASSWORD',
    });
    expect(await requestReset(stack.browser(), '99999999')).toMatchObject({ __typename: 'PasswordResetRequested' });
    expect(await mailbox(stack.mocksUrl)).toHaveLength(0);
    expect(await requestReset(stack.browser('ch'), '30034567')).toMatchObject({ __typename: 'InvalidInput' });
  });

  it('a light user gets the light-user set-password link and becomes a full customer', async () => {
    expect(await requestReset(stack.browser(), 'lena.licht@example.de', 'LIGHT_USER')).toMatchObject({
      reason: 'LIGHT_USER',
    });
    const { mail, link } = await lastMailTo(stack.mocksUrl, 'lena.licht@example.de');
    expect(mail.subject).toMatch(/Vergeben Sie Ihr Passwort/);
    expect(link.pathname).toBe('/dpl/av/light-user-set-password');
    const browser = stack.browser();
    expect(await setPassword(browser, link.searchParams.get('token') ?? '')).toMatchObject({
      __typename: 'PasswordSet',
    });
    const login = await browser.login('lena.licht@example.de', NEW_PASSWORD);
    expect(login.data?.login).toMatchObject({ __typename: 'LoginSuccess' });
    expect((await browser.checkUsername('lena.licht@example.de')).data?.checkUsername).toMatchObject({
      __typename: 'UsernameAccepted',
    });
  });
});

const CHANGE_PASSWORD = /* GraphQL */ `
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
      ... on InvalidInput {
        fieldErrors {
          field
          message
        }
      }
      ... on PasswordChanged {
        viewer {
          state
          customer {
            hasPassword
          }
        }
      }
    }
  }
`;

describe('change password (logged in)', () => {
  async function loggedIn(username: string, market: 'de' | 'at' | 'ch' = 'de'): Promise<Browser> {
    const browser = stack.browser(market);
    expect((await browser.login(username, DEMO_PASSWORD)).data?.login).toMatchObject({ __typename: 'LoginSuccess' });
    return browser;
  }
  const change = (browser: Browser, currentPassword: string, newPassword: string) =>
    run(browser, CHANGE_PASSWORD, { input: { currentPassword, newPassword } });

  it('changes the password: this session stays, the other one ends, the notice is mailed, the new password logs in', async () => {
    const other = await loggedIn('anna.schmidt@example.de');
    const anna = await loggedIn('anna.schmidt@example.de');
    expect(await change(anna, DEMO_PASSWORD, NEW_PASSWORD)).toEqual({
      __typename: 'PasswordChanged',
      viewer: { state: 'LOGGED_IN', customer: { hasPassword: true } },
    });
    expect((await anna.viewer()).data?.viewer).toMatchObject({ state: 'LOGGED_IN' });
    expect((await other.viewer()).data?.viewer).toMatchObject({ state: 'LOGGED_OUT' });
    const notice = (await mailbox(stack.mocksUrl)).filter((m) => m.to === 'anna.schmidt@example.de').at(-1);
    expect(notice?.subject).toBe('Ihr Passwort wurde geändert');
    expect((await stack.browser().login('anna.schmidt@example.de', DEMO_PASSWORD)).data?.login).toMatchObject({
      __typename: 'LoginRejected',
    });
    expect((await stack.browser().login('anna.schmidt@example.de', NEW_PASSWORD)).data?.login).toMatchObject({
      __typename: 'LoginSuccess',
    });
  });

  it('answers a wrong current password, the same password, missing and short passwords, each with its type; nothing changes', async () => {
    const lukas = await loggedIn('lukas.gruber@example.at', 'at');
    const calls = () => stack.mocksRequests.filter((r) => r.includes('/user/change-password')).length;
    const before = calls();
    expect(await change(lukas, 'falsch-falsch', NEW_PASSWORD)).toEqual({
      __typename: 'WrongPassword',
      code: 'WRONG_PASSWORD',
      message: 'Ihr aktuelles Passwort ist nicht korrekt. Bitte versuchen Sie es erneut.',
    });
    expect(await change(lukas, DEMO_PASSWORD, DEMO_PASSWORD)).toEqual({
      __typename: 'PasswordSameAsOld',
      code: 'PASSWORD_SAME_AS_OLD',
      message: 'Ihr neues Passwort muss sich von Ihrem aktuellen Passwort unterscheiden.',
    });
    expect(await change(lukas, '', 'kurz')).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [
        { field: 'currentPassword', message: 'Bitte geben Sie Ihr aktuelles Passwort ein.' },
        { field: 'newPassword', message: 'Das Passwort muss mindestens 8 Zeichen lang sein.' },
      ],
    });
    // The gateway's own checks reach no service.
    expect(calls() - before).toBe(1);
    expect((await stack.browser('at').login('lukas.gruber@example.at', DEMO_PASSWORD)).data?.login).toMatchObject({
      __typename: 'LoginSuccess',
    });
  });

  it('answers the generic error when the customer service fails, and the password stays', async () => {
    const heidi = await loggedIn('heidi.meier@example.ch', 'ch');
    await stack.fault({ service: 'customer', method: 'POST', path: '/user/change-password', status: 500, times: 1 });
    expect(await change(heidi, DEMO_PASSWORD, NEW_PASSWORD)).toEqual({
      __typename: 'ProfileChangeFailed',
      code: 'PROFILE_CHANGE_FAILED',
      message: 'Da hat etwas nicht funktioniert. Bitte versuchen Sie es später erneut.',
    });
    expect((await stack.browser('ch').login('heidi.meier@example.ch', DEMO_PASSWORD)).data?.login).toMatchObject({
      __typename: 'LoginSuccess',
    });
  });

  it('a session that ended is UNAUTHENTICATED (the web returns to the login)', async () => {
    const anna = await loggedIn('anna.schmidt@example.de');
    await stack.admin('POST', '/sessions/expire-access', {});
    await stack.admin('POST', '/sessions/expire-refresh', {});
    const res = await anna.graphql(CHANGE_PASSWORD, {
      input: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('logs neither the current nor the new password, on success, refusal or failure', async () => {
    await stack.admin('DELETE', '/logs');
    stack.logs.length = 0;
    stack.mocksLogs.length = 0;
    const anna = await loggedIn('anna.schmidt@example.de');
    const secret = 'Geheim!Wort-4711';
    await change(anna, secret, NEW_PASSWORD);
    await stack.fault({ service: 'customer', method: 'POST', path: '/user/change-password', status: 500, times: 1 });
    await change(anna, DEMO_PASSWORD, secret);
    await change(anna, DEMO_PASSWORD, NEW_PASSWORD);
    const received = JSON.stringify((await stack.admin('GET', '/logs')).body);
    for (const value of [secret, DEMO_PASSWORD, NEW_PASSWORD]) {
      expect(JSON.stringify(stack.logs), 'gateway log').not.toContain(value);
      expect(received, 'log service').not.toContain(value);
      expect(JSON.stringify(stack.mocksLogs), 'mocks log').not.toContain(value);
    }
    expect(stack.logs.some((l) => l['event'] === 'upstream_failure' && l['route'] === 'changePassword')).toBe(true);
  });
});
