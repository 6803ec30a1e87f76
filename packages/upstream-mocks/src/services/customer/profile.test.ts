import { describe, expect, it } from 'vitest';
import { CookieJar, useMocks } from '../../../test/harness.ts';
import { BASE, SPA, HOUR, ERR, customerTesting } from '../../../test/customerService.ts';

const mocks = useMocks({ spaBaseUrl: SPA });
const { post, mailsTo, advanceClock, loginState, createAccount } = customerTesting(mocks);

const SOURCE = { 'x-request-source': 'SHOP' };

async function loggedIn(username = 'anna.schmidt@example.de', locale = 'de-de'): Promise<CookieJar> {
  const jar = new CookieJar();
  expect((await mocks.login(username, { jar, locale })).status).toBe(200);
  return jar;
}

function changeEmail(jar: CookieJar, body: Record<string, unknown>) {
  return post(
    '/user/change-email',
    { password: 'Passwort123!', newsletter_opt_in: false, ...body },
    { jar, headers: SOURCE },
  );
}

/** The token of the confirm link in the last e-mail to `email`. */
async function confirmTokenFor(email: string): Promise<string> {
  const mail = (await mailsTo(email)).at(-1);
  const link = new URL(mail?.links[0] ?? '');
  expect(`${link.origin}${link.pathname}`).toBe(`${SPA}/email-change/confirm-doi`);
  return link.searchParams.get('token') ?? '';
}

describe('change e-mail', () => {
  it('sends a confirm link to the new address and a notice to the old one; the link changes the e-mail once', async () => {
    const jar = await loggedIn();
    expect((await changeEmail(jar, { new_email: ' Anna.Neu@Example.de ' })).status).toBe(204);

    const notice = (await mailsTo('anna.schmidt@example.de')).at(-1);
    expect(notice?.subject).toBe('Ihre E-Mail-Adresse wird geändert');
    expect(notice?.text).toContain('anna.neu@example.de');
    expect(notice?.text).toContain('0800 123 45 67');
    expect(notice?.links).toEqual([]);
    // Not changed before the link is confirmed.
    expect(await loginState(jar)).toMatchObject({ email: 'anna.schmidt@example.de' });

    const token = await confirmTokenFor('anna.neu@example.de');
    const confirmed = await post('/user/change-email/doi/verify', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: 'anna.neu@example.de' });
    expect(await loginState(jar)).toMatchObject({ email: 'anna.neu@example.de' });
    expect((await mocks.login('anna.neu@example.de', { jar: new CookieJar() })).status).toBe(200);
    expect((await mocks.login('anna.schmidt@example.de', { jar: new CookieJar() })).status).toBe(403);

    const reused = await post('/user/change-email/doi/verify', { token });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ key: ERR('token_already_used') });
  });

  it('names the hotline of the customer’s market in the notice', async () => {
    const jar = await loggedIn('heidi.meier@example.ch', 'de-ch');
    expect(
      (
        await post(
          '/user/change-email',
          { password: 'Passwort123!', new_email: 'heidi.neu@example.ch', newsletter_opt_in: true },
          { jar, headers: SOURCE, locale: 'de-ch' },
        )
      ).status,
    ).toBe(204);
    expect((await mailsTo('heidi.meier@example.ch')).at(-1)?.text).toContain('0800 30 40 50');
  });

  it('refuses a wrong password (403), a taken or the current e-mail and an invalid one (400), and sends nothing', async () => {
    const jar = await loggedIn();
    const wrong = await changeEmail(jar, { new_email: 'anna.neu@example.de', password: 'falsch-123' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ key: ERR('not_authorized') });
    for (const taken of ['lukas.gruber@example.at', 'anna.schmidt@example.de']) {
      const res = await changeEmail(jar, { new_email: taken });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ key: ERR('email_already_exists') });
    }
    const invalid = await changeEmail(jar, { new_email: 'anna@' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ key: ERR('email_invalid') });
    expect(await mailsTo('anna.neu@example.de')).toEqual([]);
    expect(await mailsTo('anna.schmidt@example.de')).toEqual([]);
  });

  it('refuses a caller without session', async () => {
    expect((await changeEmail(new CookieJar(), { new_email: 'x.neu@example.de' })).status).toBe(401);
  });

  it('answers expired, unknown and missing tokens with their keys; the lifetime is a mock setting', async () => {
    expect((await mocks.call('GET', '/__admin/customer/settings')).body).toEqual({
      email_change_token_seconds: 24 * HOUR,
    });
    expect(
      (await mocks.call('POST', '/__admin/customer/settings', { body: { email_change_token_seconds: 60 } })).status,
    ).toBe(200);
    const jar = await loggedIn();
    await changeEmail(jar, { new_email: 'anna.neu@example.de' });
    const token = await confirmTokenFor('anna.neu@example.de');
    await advanceClock(61);
    const expired = await post('/user/change-email/doi/verify', { token });
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ key: ERR('token_expired') });
    expect((await post('/user/change-email/doi/verify', { token: 'made-up' })).body).toMatchObject({
      key: ERR('token_invalid'),
    });
    expect((await post('/user/change-email/doi/verify', { token: ' ' })).body).toMatchObject({
      key: ERR('token_missing'),
    });
    expect(await loginState(jar)).toMatchObject({ email: 'anna.schmidt@example.de' });
  });

  it('refuses the link when the address was taken in the meantime', async () => {
    const anna = await loggedIn();
    await changeEmail(anna, { new_email: 'wer.zuerst@example.de' });
    const token = await confirmTokenFor('wer.zuerst@example.de');
    expect((await createAccount({ email: 'wer.zuerst@example.de' })).status).toBe(201);
    const res = await post('/user/change-email/doi/verify', { token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ key: ERR('email_already_exists') });
  });
});

describe('delete account', () => {
  it('refuses a wrong password and keeps the account', async () => {
    const jar = await loggedIn('neu.kunde@example.de');
    const res = await post('/user/delete-account', { password: 'falsch-123' }, { jar });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ key: ERR('not_authorized') });
    expect(await loginState(jar)).toMatchObject({ state: 'LOGGED_IN' });
  });

  it('deletes the account, ends the session and refuses the login afterwards', async () => {
    const jar = await loggedIn('neu.kunde@example.de');
    const other = await loggedIn('neu.kunde@example.de');
    const res = await post('/user/delete-account', { password: 'Passwort123!' }, { jar });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toContain('mk_access=;');
    expect(await loginState(other)).toMatchObject({ key: ERR('unauthenticated') });
    expect((await mocks.login('neu.kunde@example.de', { jar: new CookieJar() })).status).toBe(403);
    expect(
      (
        await mocks.call('GET', `${BASE}/user/username-check?username=60067890`, {
          headers: { 'x-recaptcha-token': 'dev-recaptcha-token' },
        })
      ).status,
    ).toBe(404);
  });
});
