import { describe, expect, it } from 'vitest';
import { advanceClock, lastMailTo, mailbox, REQUEST_PASSWORD_RESET, run, SET_PASSWORD, TOKEN_STATUS, tokenMailedTo } from './auth.ts';
import { PASSWORD, useStack, type Browser } from './stack.ts';

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
    const { mail, link } = await lastMailTo(stack, 'anna.schmidt@example.de');
    expect(mail.subject).toMatch(/Zurücksetzen/);
    expect(link.pathname).toBe('/dpl/av/set-password');
    const token = link.searchParams.get('token') ?? '';
    expect(await run(browser, TOKEN_STATUS, { token })).toMatchObject({
      __typename: 'TokenValid',
      kind: 'PASSWORD_FORGOTTEN',
      email: 'anna.schmidt@example.de',
      expiresAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    expect(await setPassword(browser, token)).toMatchObject({ __typename: 'PasswordSet', viewer: { state: 'LOGGED_OUT' } });
    expect((await before.viewer()).data?.viewer).toMatchObject({ state: 'LOGGED_OUT' });
    expect((await browser.login('anna.schmidt@example.de', PASSWORD)).data?.login).toMatchObject({ __typename: 'LoginRejected' });
    expect((await browser.login('anna.schmidt@example.de', NEW_PASSWORD)).data?.login).toMatchObject({ __typename: 'LoginSuccess' });

    expect(await setPassword(stack.browser(), token)).toMatchObject({ __typename: 'TokenError', code: 'TOKEN_ALREADY_USED' });
    expect(await run(stack.browser(), TOKEN_STATUS, { token })).toMatchObject({ __typename: 'TokenError', code: 'TOKEN_ALREADY_USED' });
  });

  it('sets the password from a legacy shop link (token as the last path segment)', async () => {
    await requestReset(stack.browser(), '10012345');
    const token = await tokenMailedTo(stack, 'anna.schmidt@example.de');
    expect(await setPassword(stack.browser(), token, NEW_PASSWORD, 'LEGACY_PATH')).toMatchObject({ __typename: 'PasswordSet' });
    expect(await setPassword(stack.browser(), token, NEW_PASSWORD, 'LEGACY_PATH')).toMatchObject({ __typename: 'TokenError', code: 'TOKEN_ALREADY_USED' });
    expect(await setPassword(stack.browser(), 'ausgedacht', NEW_PASSWORD, 'LEGACY_PATH')).toMatchObject({ __typename: 'TokenError', code: 'TOKEN_INVALID' });
  });

  it('the link expires after 2 hours', async () => {
    await requestReset(stack.browser(), 'anna.schmidt@example.de');
    const token = await tokenMailedTo(stack, 'anna.schmidt@example.de');
    await advanceClock(stack, 2 * 60 * 60 + 1);
    expect(await run(stack.browser(), TOKEN_STATUS, { token })).toMatchObject({ __typename: 'TokenError', code: 'TOKEN_EXPIRED' });
    expect(await setPassword(stack.browser(), token)).toMatchObject({ __typename: 'TokenError', code: 'TOKEN_EXPIRED' });
    expect(await setPassword(stack.browser(), token, NEW_PASSWORD, 'LEGACY_PATH')).toMatchObject({ code: 'TOKEN_EXPIRED' });
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
    const token = await tokenMailedTo(stack, 'anna.schmidt@example.de');
    expect(await setPassword(stack.browser(), token, 'kurz')).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [{ field: 'password', message: 'Das Passwort muss mindestens 8 Zeichen lang sein.' }],
    });
    expect(await setPassword(stack.browser(), token)).toMatchObject({ __typename: 'PasswordSet' });
  });

  it('answers the same for unknown and known accounts and e-mails only existing ones', async () => {
    const unknown = await requestReset(stack.browser(), 'niemand@example.de');
    expect(unknown).toEqual({ __typename: 'PasswordResetRequested', username: 'niemand@example.de', reason: 'FORGOT_PASSWORD' });
    expect(await requestReset(stack.browser(), '99999999')).toMatchObject({ __typename: 'PasswordResetRequested' });
    expect(await mailbox(stack)).toHaveLength(0);
    expect(await requestReset(stack.browser('ch'), '30034567')).toMatchObject({ __typename: 'InvalidInput' });
  });

  it('a light user gets the light-user set-password link and becomes a full customer', async () => {
    expect(await requestReset(stack.browser(), 'lena.licht@example.de', 'LIGHT_USER')).toMatchObject({ reason: 'LIGHT_USER' });
    const { mail, link } = await lastMailTo(stack, 'lena.licht@example.de');
    expect(mail.subject).toMatch(/Vergeben Sie Ihr Passwort/);
    expect(link.pathname).toBe('/dpl/av/light-user-set-password');
    const browser = stack.browser();
    expect(await setPassword(browser, link.searchParams.get('token') ?? '')).toMatchObject({ __typename: 'PasswordSet' });
    const login = await browser.login('lena.licht@example.de', NEW_PASSWORD);
    expect(login.data?.login).toMatchObject({ __typename: 'LoginSuccess' });
    expect((await browser.checkUsername('lena.licht@example.de')).data?.checkUsername).toMatchObject({ __typename: 'UsernameAccepted' });
  });
});
