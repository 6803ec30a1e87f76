import { describe, expect, it } from 'vitest';
import { CookieJar, useMocks } from '../../../test/harness.ts';
import { BASE, SPA, HOUR, ERR, RECAPTCHA, customerTesting } from '../../../test/customerService.ts';

const mocks = useMocks({ spaBaseUrl: SPA });
const {
  post,
  mailbox,
  mailsTo,
  linkFor,
  tokenFor,
  advanceClock,
  loginState,
  googleCode,
  socialLogin,
  createAccount,
  resetPassword,
} = customerTesting(mocks);

describe('forgotten password', () => {
  it('e-mails a set-password link whose token sets a new password once', async () => {
    const res = await resetPassword('anna.schmidt@example.de');
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const mails = await mailsTo('anna.schmidt@example.de');
    expect(mails[0]?.subject).toBe('Ihr Link zum Zurücksetzen des Passworts');
    const link = await linkFor('anna.schmidt@example.de');
    expect(`${link.origin}${link.pathname}`).toBe(`${SPA}/set-password`);
    const token = link.searchParams.get('token');

    expect((await post('/user/set-password', { token, password: 'Neu-Passwort1' })).status).toBe(204);
    expect((await mocks.login('anna.schmidt@example.de', { jar: new CookieJar() })).status).toBe(403);
    expect(
      (await mocks.login('anna.schmidt@example.de', { password: 'Neu-Passwort1', jar: new CookieJar() })).status,
    ).toBe(200);

    const reused = await post('/user/set-password', { token, password: 'Noch-eins-123' });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ key: ERR('token_already_used') });
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const known = await resetPassword('anna.schmidt@example.de');
    const unknown = await resetPassword('niemand@example.de');
    const unknownNumber = await resetPassword('99999999');
    for (const res of [unknown, unknownNumber]) {
      expect(res.status).toBe(known.status);
      expect(res.text).toBe(known.text);
    }
    expect((await mailbox()).map((m) => m.to)).toEqual(['anna.schmidt@example.de']);
  });

  it('sends nothing for the phone customer without online account or an unactivated account', async () => {
    await createAccount();
    await mocks.call('DELETE', '/__admin/mailbox');
    expect((await resetPassword('tv.kunde@example.de')).status).toBe(204);
    expect((await resetPassword('marie.mustermann@example.de')).status).toBe(204);
    expect(await mailbox()).toEqual([]);
  });

  it('sets the password through the legacy path endpoint with the token as last segment', async () => {
    await resetPassword('10012345');
    const token = await tokenFor('anna.schmidt@example.de');
    expect((await post(`/user/set-password/${encodeURIComponent(token)}`, { password: 'Legacy-Pass1' })).status).toBe(
      204,
    );
    expect(
      (await mocks.login('anna.schmidt@example.de', { password: 'Legacy-Pass1', jar: new CookieJar() })).status,
    ).toBe(200);
    const reused = await post(`/user/set-password/${encodeURIComponent(token)}`, { password: 'Legacy-Pass2' });
    expect(reused.body).toMatchObject({ key: ERR('token_already_used') });
    const unknown = await post('/user/set-password/made-up', { password: 'Legacy-Pass2' });
    expect(unknown.body).toMatchObject({ key: ERR('token_invalid') });
  });

  it('ends the sessions the customer had when a password link sets a new password', async () => {
    const jar = new CookieJar();
    await mocks.login('anna.schmidt@example.de', { jar });
    await resetPassword('anna.schmidt@example.de');
    expect(
      (
        await post('/user/set-password', {
          token: await tokenFor('anna.schmidt@example.de'),
          password: 'Neu-Passwort1',
        })
      ).status,
    ).toBe(204);
    expect((await mocks.call('GET', `${BASE}/user/login-state`, { jar })).status).toBe(401);
    expect((await mocks.call('POST', `${BASE}/user/auth/refresh`, { jar })).status).toBe(401);
  });

  it('gives missing, invalid, expired and used tokens their own keys', async () => {
    const missing = await post('/user/set-password', { token: '', password: 'Neu-Passwort1' });
    expect([missing.status, (missing.body as { key: string }).key]).toEqual([400, ERR('token_missing')]);
    const invalid = await post('/user/set-password', { token: 'made-up', password: 'Neu-Passwort1' });
    expect([invalid.status, (invalid.body as { key: string }).key]).toEqual([400, ERR('token_invalid')]);

    await resetPassword('anna.schmidt@example.de');
    const token = await tokenFor('anna.schmidt@example.de');
    await advanceClock(2 * HOUR + 1);
    const expired = await post('/user/set-password', { token, password: 'Neu-Passwort1' });
    expect([expired.status, (expired.body as { key: string }).key]).toEqual([410, ERR('token_expired')]);
    const status = await mocks.call('GET', `${BASE}/user/token-status?token=${token}`);
    expect(status.body).toMatchObject({ key: ERR('token_expired') });
  });

  it('refuses a short password without spending the token', async () => {
    await resetPassword('anna.schmidt@example.de');
    const token = await tokenFor('anna.schmidt@example.de');
    const short = await post('/user/set-password', { token, password: '1234567' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      key: ERR('invalid_password'),
      detail: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    });
    expect((await post('/user/set-password', { token, password: '12345678' })).status).toBe(204);
  });

  it('does not set a password with an activation token of a full account', async () => {
    await createAccount();
    const token = await tokenFor('marie.mustermann@example.de');
    const res = await post('/user/set-password', { token, password: 'Egal-123456' });
    expect(res.body).toMatchObject({ key: ERR('token_invalid') });
  });

  it('links to the redirect_uri when one is given and refuses one that is no http(s) URL', async () => {
    await resetPassword(
      'anna.schmidt@example.de',
      { redirect_uri: 'http://localhost:5173/dpl/av/set-password' },
      { locale: 'de-de' },
    );
    const link = await linkFor('anna.schmidt@example.de');
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:5173/dpl/av/set-password');
    expect(link.searchParams.get('token')).toBeTruthy();
    const bad = await resetPassword('anna.schmidt@example.de', { redirect_uri: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ key: ERR('bad_request'), field_errors: [{ field: 'redirect_uri' }] });
  });

  it('carries the market of the request in the link', async () => {
    await resetPassword('lukas.gruber@example.at', {}, { locale: 'de-at' });
    expect((await linkFor('lukas.gruber@example.at')).searchParams.get('locale')).toBe('at');
  });

  it('sends the light user lena to light-user-set-password; afterwards she is a full customer', async () => {
    await resetPassword('lena.licht@example.de', { reason: 'LIGHT_USER_SET_PASSWORD' });
    const link = await linkFor('lena.licht@example.de');
    expect(link.pathname).toBe('/dpl/av/light-user-set-password');
    expect(
      (await post('/user/set-password', { token: link.searchParams.get('token'), password: 'Lena-Passwort1' })).status,
    ).toBe(204);
    const check = await mocks.call('GET', `${BASE}/user/username-check?username=lena.licht%40example.de`, {
      headers: RECAPTCHA,
    });
    expect(check.body).toEqual({ username: 'lena.licht@example.de', username_type: 'EMAIL', has_password: true });
  });

  it('tells kind, e-mail and expiry of a token without spending it', async () => {
    await resetPassword('anna.schmidt@example.de');
    const token = await tokenFor('anna.schmidt@example.de');
    const status = await mocks.call('GET', `${BASE}/user/token-status?token=${token}`);
    expect(status.status).toBe(200);
    expect(status.body).toEqual({
      kind: 'password-forgotten',
      email: 'anna.schmidt@example.de',
      expires_at: expect.any(String),
    });
    const lifetime =
      new Date((status.body as { expires_at: string }).expires_at).getTime() - mocks.kernel.clock.now().getTime();
    expect(lifetime).toBeGreaterThan(2 * HOUR * 1000 - 5000);
    expect(lifetime).toBeLessThanOrEqual(2 * HOUR * 1000);
    expect((await post('/user/set-password', { token, password: 'Neu-Passwort1' })).status).toBe(204);
    expect((await mocks.call('GET', `${BASE}/user/token-status?token=${token}`)).body).toMatchObject({
      key: ERR('token_already_used'),
    });
  });
});

describe('social set password', () => {
  it('lets the logged-in Google customer set a password with the session, once', async () => {
    const jar = new CookieJar();
    await socialLogin(await googleCode('max.sozial@example.de'), { jar });
    const short = await post('/user/sn/set-password', { password: 'kurz' }, { jar });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ key: ERR('invalid_password') });

    expect((await post('/user/sn/set-password', { password: 'Max-Passwort1' }, { jar })).status).toBe(204);
    expect(await loginState(jar)).toMatchObject({ has_password: true, social_login_provider: 'GOOGLE' });
    expect(
      (await mocks.login('max.sozial@example.de', { password: 'Max-Passwort1', jar: new CookieJar() })).status,
    ).toBe(200);

    const again = await post('/user/sn/set-password', { password: 'Max-Passwort2' }, { jar });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ key: ERR('password_already_set') });
  });

  it('needs a session when no token is given', async () => {
    const res = await post('/user/sn/set-password', { password: 'Max-Passwort1' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ key: ERR('unauthenticated') });
  });

  it('sets the password with a set-password-for-social-login token from the e-mail', async () => {
    expect(
      (await post('/user/reset-password', { username: 'max.sozial@example.de', reason: 'SET_PASSWORD' })).status,
    ).toBe(204);
    const mails = await mailsTo('max.sozial@example.de');
    expect(mails[0]?.subject).toBe('Vergeben Sie Ihr Passwort für Mein Konto');
    const token = await tokenFor('max.sozial@example.de');
    expect((await mocks.call('GET', `${BASE}/user/token-status?token=${token}`)).body).toMatchObject({
      kind: 'set-password-for-social-login',
    });
    expect((await post('/user/sn/set-password', { token, password: 'Max-Passwort1' })).status).toBe(204);
    expect((await post('/user/sn/set-password', { token, password: 'Max-Passwort1' })).body).toMatchObject({
      key: ERR('token_already_used'),
    });
    expect((await mocks.login('50056789', { password: 'Max-Passwort1', jar: new CookieJar() })).status).toBe(200);
  });

  it('refuses other token kinds on the social endpoint', async () => {
    await post('/user/reset-password', { username: 'anna.schmidt@example.de', reason: 'FORGOT_PASSWORD' });
    const res = await post('/user/sn/set-password', {
      token: await tokenFor('anna.schmidt@example.de'),
      password: 'Anna-Passwort1',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ key: ERR('token_invalid') });
  });
});

describe('change password (logged in)', () => {
  const change = (jar: CookieJar, current: string, next: string) =>
    post('/user/change-password', { current_password: current, new_password: next }, { jar });

  it('changes the password, keeps this session, ends the others and sends a notice with the hotline', async () => {
    const jar = new CookieJar();
    const other = new CookieJar();
    expect((await mocks.login('anna.schmidt@example.de', { jar })).status).toBe(200);
    expect((await mocks.login('anna.schmidt@example.de', { jar: other })).status).toBe(200);

    expect((await change(jar, 'Passwort123!', 'Neues-Passwort-42')).status).toBe(204);
    expect(await loginState(jar)).toMatchObject({ state: 'LOGGED_IN' });
    expect(await loginState(other)).not.toMatchObject({ state: 'LOGGED_IN' });
    const notice = (await mailsTo('anna.schmidt@example.de')).at(-1);
    expect(notice?.subject).toBe('Ihr Passwort wurde geändert');
    expect(notice?.text).toContain('0800 123 45 67');
    expect(notice?.text).not.toContain('Neues-Passwort-42');
    expect((await mocks.login('anna.schmidt@example.de', { jar: new CookieJar() })).status).toBe(403);
    expect(
      (await mocks.login('anna.schmidt@example.de', { password: 'Neues-Passwort-42', jar: new CookieJar() })).status,
    ).toBe(200);
  });

  it('refuses a wrong current password (403), the same password and a short one (400), and changes nothing', async () => {
    const jar = new CookieJar();
    expect((await mocks.login('lukas.gruber@example.at', { jar, locale: 'de-at' })).status).toBe(200);
    const wrong = await change(jar, 'falsch-falsch', 'Neues-Passwort-42');
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ key: ERR('not_authorized') });
    const same = await change(jar, 'Passwort123!', 'Passwort123!');
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({ key: ERR('password_same_as_old') });
    const short = await change(jar, 'Passwort123!', 'kurz');
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ key: ERR('invalid_password') });
    expect(await mailsTo('lukas.gruber@example.at')).toEqual([]);
    expect((await mocks.login('lukas.gruber@example.at', { jar: new CookieJar(), locale: 'de-at' })).status).toBe(200);
  });

  it('refuses a customer without a password (social login) and a call without session', async () => {
    const jar = new CookieJar();
    await socialLogin(await googleCode('max.sozial@example.de'), { jar });
    expect((await change(jar, '', 'Max-Passwort1')).status).toBe(403);
    expect(
      (await post('/user/change-password', { current_password: 'Passwort123!', new_password: 'Neues-Passwort-42' }))
        .status,
    ).toBe(401);
  });
});

describe('fault injection on the new routes', () => {
  it('answers an injected status on the legacy set-password route by its contract path', async () => {
    await mocks.call('POST', '/__admin/faults', {
      body: { service: 'customer', path: '/user/set-password/:token', status: 503, times: 1 },
    });
    expect((await post('/user/set-password/abc', { password: 'Egal-123456' })).status).toBe(503);
    expect((await post('/user/set-password/abc', { password: 'Egal-123456' })).status).toBe(400);
  });
});
