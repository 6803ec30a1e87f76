import { describe, expect, it } from 'vitest';
import { CookieJar, useMocks } from '../../../test/harness.ts';
import { BASE } from '../../../test/customerService.ts';

const TEN_DAYS = 10 * 24 * 60 * 60;
const SIXTY_DAYS = 60 * 24 * 60 * 60;

const mocks = useMocks();

function usernameCheck(username: string, recaptcha: string | null = 'dev-recaptcha-token') {
  return mocks.call('GET', `${BASE}/user/username-check?username=${encodeURIComponent(username)}`, {
    headers: recaptcha === null ? {} : { 'x-recaptcha-token': recaptcha },
    jar: new CookieJar(),
  });
}

describe('username check', () => {
  it('finds a customer by e-mail, case-insensitively and trimmed', async () => {
    const res = await usernameCheck('  Anna.Schmidt@Example.DE ');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ username: 'anna.schmidt@example.de', username_type: 'EMAIL', has_password: true });
  });

  it('finds a customer by a number typed with leading zeros or grouped digits', async () => {
    for (const typed of ['0010012345', '100 123 45', '10012345']) {
      const res = await usernameCheck(typed);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ username: '10012345', username_type: 'CUSTOMER_NUMBER', has_password: true });
    }
  });

  it('answers email_not_exist for an unknown e-mail', async () => {
    const res = await usernameCheck('nobody@example.de');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 404, key: '/dpl/cs/errors/email_not_exist' });
  });

  it('answers customer_number_not_exist for an unknown customer number', async () => {
    const res = await usernameCheck('99999999');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ key: '/dpl/cs/errors/customer_number_not_exist' });
  });

  it('answers no_credentials for the phone/TV customer', async () => {
    const res = await usernameCheck('tv.kunde@example.de');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ key: '/dpl/cs/errors/no_credentials' });
  });

  it('answers light_user_no_credentials for the light account', async () => {
    const res = await usernameCheck('40045678');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ key: '/dpl/cs/errors/light_user_no_credentials' });
  });

  it('tells that the Google customer has no password, and his provider', async () => {
    const res = await usernameCheck('max.sozial@example.de');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      username: 'max.sozial@example.de',
      username_type: 'EMAIL',
      has_password: false,
      social_login_provider: 'GOOGLE',
    });
  });

  it('does not check the market: the Austrian and Swiss customers are found on de', async () => {
    expect((await usernameCheck('lukas.gruber@example.at')).status).toBe(200);
    expect((await usernameCheck('heidi.meier@example.ch')).status).toBe(200);
    expect((await usernameCheck('60067890')).status).toBe(200);
  });

  it('refuses a missing or invalid recaptcha token', async () => {
    for (const token of [null, 'invalid']) {
      const res = await usernameCheck('anna.schmidt@example.de', token);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ key: '/dpl/cs/errors/recaptcha_invalid' });
    }
  });
});

describe('login', () => {
  it('logs in and sets access, refresh and logged-in cookies for 10 days', async () => {
    const jar = new CookieJar();
    const res = await mocks.login('anna.schmidt@example.de', { jar });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      email: 'anna.schmidt@example.de',
      username: 'anna.schmidt@example.de',
      customer_number: '10012345',
      is_hello_user: false,
      customer_id: expect.any(String),
    });
    const byName = Object.fromEntries(res.setCookies.map((c) => [c.name, c]));
    expect(Object.keys(byName).sort()).toEqual(['mk_access', 'mk_logged_in', 'mk_refresh']);
    expect(byName.mk_access?.maxAge).toBe(15 * 60);
    expect(byName.mk_refresh?.maxAge).toBe(TEN_DAYS);
    expect(byName.mk_logged_in?.maxAge).toBe(TEN_DAYS);
    expect(byName.mk_logged_in?.value).toBe('10012345');
    for (const c of res.setCookies) {
      expect(c.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
      expect(c.attributes.some((a) => a.toLowerCase().startsWith('domain='))).toBe(false);
    }
  });

  it('keeps the session 60 days with stay-logged-in', async () => {
    const res = await mocks.login('0010012345', { stayLoggedIn: true, jar: new CookieJar() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: '10012345' });
    const refresh = res.setCookies.find((c) => c.name === 'mk_refresh');
    expect(refresh?.maxAge).toBe(SIXTY_DAYS);
  });

  it('refuses a wrong password with 403 not_authorized LOGIN_FAIL, naming the customer, and sets no cookie', async () => {
    const res = await mocks.login('anna.schmidt@example.de', { password: 'Falsch123!', jar: new CookieJar() });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      status: 403,
      key: '/dpl/cs/errors/not_authorized',
      code: 'LOGIN_FAIL',
      detail: expect.any(String),
      customer_number: '10012345',
    });
    expect(res.setCookies).toEqual([]);
    // Typed as customer number, the same customer is named.
    const byNumber = await mocks.login('0010012345', { password: 'Falsch123!', jar: new CookieJar() });
    expect(byNumber.body).toMatchObject({ key: '/dpl/cs/errors/not_authorized', customer_number: '10012345' });
  });

  it('refuses unknown customers and customers without a password with LOGIN_FAIL', async () => {
    for (const username of [
      'nobody@example.de',
      '12121212',
      'max.sozial@example.de',
      'lena.licht@example.de',
      'tv.kunde@example.de',
    ]) {
      const res = await mocks.login(username, { jar: new CookieJar() });
      expect(res.status, username).toBe(403);
      expect(res.body).toMatchObject({ code: 'LOGIN_FAIL' });
    }
  });

  it('refuses the Austrian customer on the German market with his country code', async () => {
    const res = await mocks.login('lukas.gruber@example.at', { locale: 'de-de', jar: new CookieJar() });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      status: 403,
      key: '/dpl/cs/errors/not_authorized',
      code: 'LOGIN_FAIL_NOT_ALLOWED_FOR_COUNTRY_CODE',
      customer_country_code: 'AT',
    });
    expect(res.setCookies).toEqual([]);
  });

  it('logs the Austrian customer in on the Austrian market and the Swiss one on the Swiss market', async () => {
    expect((await mocks.login('20023456', { locale: 'de-at', jar: new CookieJar() })).status).toBe(200);
    expect((await mocks.login('heidi.meier@example.ch', { locale: 'de-ch', jar: new CookieJar() })).status).toBe(200);
  });

  it('refuses a missing or invalid recaptcha token', async () => {
    const variants: Record<string, string>[] = [{}, { 'x-recaptcha-token': 'invalid' }];
    for (const headers of variants) {
      const res = await mocks.call('POST', `${BASE}/user/login`, {
        headers,
        body: { username: 'anna.schmidt@example.de', password: 'Passwort123!', stay_logged_in: false },
        jar: new CookieJar(),
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ key: '/dpl/cs/errors/recaptcha_invalid' });
    }
  });
});

describe('stay logged in', () => {
  it('reads and switches stay-logged-in, renewing the refresh cookie for 60 days', async () => {
    const jar = new CookieJar();
    await mocks.login('anna.schmidt@example.de', { jar });
    expect((await mocks.call('GET', `${BASE}/user/auth/stay-logged-in`, { jar })).body).toEqual({
      stay_logged_in: false,
    });

    const res = await mocks.call('PATCH', `${BASE}/user/auth/stay-logged-in`, { jar, body: { stay_logged_in: true } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ stay_logged_in: true });
    expect(res.setCookies.find((c) => c.name === 'mk_refresh')?.maxAge).toBe(SIXTY_DAYS);
    expect((await mocks.call('GET', `${BASE}/user/auth/stay-logged-in`, { jar })).body).toEqual({
      stay_logged_in: true,
    });
  });
});
