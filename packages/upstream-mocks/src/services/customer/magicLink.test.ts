import { describe, expect, it } from 'vitest';
import { CookieJar, useMocks, type CallOptions } from '../../../test/harness.ts';
import { SPA, ERR, RECAPTCHA, customerTesting } from '../../../test/customerService.ts';

const mocks = useMocks({ spaBaseUrl: SPA });
const { post, mailbox, mailsTo, linkFor, tokenFor, advanceClock, loginState, createAccount } = customerTesting(mocks);

function requestMagicLink(username: string, options: CallOptions = {}) {
  return post('/user/magic-link/login', { username, source: 'MY_ACCOUNT' }, { headers: RECAPTCHA, ...options });
}

describe('magic link', () => {
  it('e-mails a magic link that logs in once', async () => {
    const requested = await requestMagicLink('Anna.Schmidt@example.de');
    expect(requested.status).toBe(204);
    const mails = await mailsTo('anna.schmidt@example.de');
    expect(mails[0]?.subject).toBe('Ihr Anmeldelink für Mein Konto');
    const link = await linkFor('anna.schmidt@example.de');
    expect(`${link.origin}${link.pathname}`).toBe(`${SPA}/magic-link`);
    const token = link.searchParams.get('token');

    const jar = new CookieJar();
    const res = await post('/user/magic-link/verify', { token }, { jar });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'anna.schmidt@example.de', customer_number: '10012345' });
    expect(res.setCookies.map((c) => c.name).sort()).toEqual(['mk_access', 'mk_logged_in', 'mk_refresh']);
    expect(await loginState(jar)).toMatchObject({ state: 'LOGGED_IN', customer_number: '10012345' });

    const again = await post('/user/magic-link/verify', { token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ key: ERR('token_already_used') });
  });

  it('sends a link for a customer number too', async () => {
    await requestMagicLink('0010012345');
    expect(await mailsTo('anna.schmidt@example.de')).toHaveLength(1);
  });

  it('answers 204 without an e-mail for unknown, phone-only, light and unactivated accounts', async () => {
    await createAccount();
    for (const username of [
      'niemand@example.de',
      'tv.kunde@example.de',
      'lena.licht@example.de',
      'marie.mustermann@example.de',
    ]) {
      expect((await requestMagicLink(username)).status, username).toBe(204);
    }
    expect((await mailbox()).filter((m) => m.subject.includes('Anmeldelink'))).toEqual([]);
  });

  it('lets the link expire after 15 minutes', async () => {
    await requestMagicLink('anna.schmidt@example.de');
    const token = await tokenFor('anna.schmidt@example.de');
    await advanceClock(15 * 60 + 1);
    const res = await post('/user/magic-link/verify', { token });
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({ key: ERR('token_expired') });
  });

  it('answers token_invalid and token_missing for made-up and empty tokens', async () => {
    expect((await post('/user/magic-link/verify', { token: 'made-up' })).body).toMatchObject({
      key: ERR('token_invalid'),
    });
    expect((await post('/user/magic-link/verify', { token: '' })).body).toMatchObject({ key: ERR('token_missing') });
  });

  it('does not accept a password link as magic link', async () => {
    await post('/user/reset-password', { username: 'anna.schmidt@example.de', reason: 'FORGOT_PASSWORD' });
    const res = await post('/user/magic-link/verify', { token: await tokenFor('anna.schmidt@example.de') });
    expect(res.body).toMatchObject({ key: ERR('token_invalid') });
  });

  it('refuses the Austrian customer on the German market without spending the link', async () => {
    await requestMagicLink('lukas.gruber@example.at');
    const token = await tokenFor('lukas.gruber@example.at');
    const refused = await post('/user/magic-link/verify', { token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'LOGIN_FAIL_NOT_ALLOWED_FOR_COUNTRY_CODE',
      customer_country_code: 'AT',
    });
    expect((await post('/user/magic-link/verify', { token }, { locale: 'de-at' })).status).toBe(200);
  });

  it('requires a recaptcha token and source MY_ACCOUNT', async () => {
    const noCaptcha = await requestMagicLink('anna.schmidt@example.de', { headers: {} });
    expect(noCaptcha.status).toBe(400);
    expect(noCaptcha.body).toMatchObject({ key: ERR('recaptcha_invalid') });
    const invalid = await requestMagicLink('anna.schmidt@example.de', { headers: { 'x-recaptcha-token': 'invalid' } });
    expect(invalid.body).toMatchObject({ key: ERR('recaptcha_invalid') });
    const source = await post(
      '/user/magic-link/login',
      { username: 'anna.schmidt@example.de', source: 'SHOP' },
      { headers: RECAPTCHA },
    );
    expect(source.status).toBe(400);
    expect(source.body).toMatchObject({ key: ERR('bad_request') });
    expect(await mailbox()).toEqual([]);
  });
});
