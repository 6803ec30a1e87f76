import { describe, expect, it } from 'vitest';
import { CookieJar, useMocks } from '../../../test/harness.ts';
import { SPA, HOUR, ERR, GOOGLE_REDIRECT, customerTesting } from '../../../test/customerService.ts';

const mocks = useMocks({ spaBaseUrl: SPA });
const { post, mailbox, mailsTo, advanceClock, loginState, googleCode, socialLogin, createAccount, createLightAccount } =
  customerTesting(mocks);

describe('social login', () => {
  it('logs the Google customer max in with session cookies', async () => {
    const jar = new CookieJar();
    const res = await socialLogin(await googleCode('max.sozial@example.de'), { jar });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      email: 'max.sozial@example.de',
      username: 'max.sozial@example.de',
      customer_number: '50056789',
      is_hello_user: false,
      customer_id: expect.any(String),
    });
    expect(res.setCookies.map((c) => c.name).sort()).toEqual(['mk_access', 'mk_logged_in', 'mk_refresh']);
    expect(await loginState(jar)).toMatchObject({
      state: 'LOGGED_IN',
      social_login_provider: 'GOOGLE',
      has_password: false,
    });
  });

  it('keeps a social session 60 days with stay_logged_in', async () => {
    const res = await post('/user/social-login', {
      provider: 'GOOGLE',
      code: await googleCode('max.sozial@example.de'),
      redirect_url: GOOGLE_REDIRECT,
      stay_logged_in: true,
    });
    expect(res.setCookies.find((c) => c.name === 'mk_refresh')?.maxAge).toBe(60 * 24 * HOUR);
  });

  it('answers social_login_customer_not_found with the Google data and a registration token for lisa', async () => {
    const res = await socialLogin(await googleCode('lisa.neumann@gmail.example'));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      status: 404,
      key: ERR('social_login_customer_not_found'),
      detail: expect.any(String),
      user_info: {
        first_name: 'Lisa',
        last_name: 'Neumann',
        salutation: 'MS',
        social_login_token: expect.any(String),
        email: 'lisa.neumann@gmail.example',
      },
    });
    expect(res.setCookies).toEqual([]);
  });

  it('registers lisa with the social token: active at once, logged in, and Google logs her in afterwards', async () => {
    const notFound = await socialLogin(await googleCode('lisa.neumann@gmail.example'));
    const { social_login_token } = (notFound.body as { user_info: { social_login_token: string } }).user_info;

    const jar = new CookieJar();
    const res = await createAccount(
      {
        first_name: 'Lisa',
        last_name: 'Neumann',
        email: 'lisa.neumann@gmail.example',
        password: undefined,
        social_login_token,
      },
      { jar },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'ACTIVE',
      email: 'lisa.neumann@gmail.example',
      login: { email: 'lisa.neumann@gmail.example', customer_number: '80000001' },
    });
    expect(await loginState(jar)).toMatchObject({
      state: 'LOGGED_IN',
      social_login_provider: 'GOOGLE',
      has_password: false,
    });
    expect(await mailbox()).toEqual([]);

    const reused = await createAccount({ email: 'lisa2@example.de', social_login_token });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ key: ERR('token_already_used') });

    expect((await socialLogin(await googleCode('lisa.neumann@gmail.example'))).status).toBe(200);
  });

  it('sends the activation e-mail when the social registration uses another e-mail', async () => {
    const notFound = await socialLogin(await googleCode('lisa.neumann@gmail.example'));
    const { social_login_token } = (notFound.body as { user_info: { social_login_token: string } }).user_info;
    const res = await createAccount({
      first_name: 'Lisa',
      last_name: 'Neumann',
      email: 'lisa@example.de',
      social_login_token,
    });
    expect(res.body).toMatchObject({ status: 'ACTIVATION_PENDING', login: null });
    expect(await mailsTo('lisa@example.de')).toHaveLength(1);
  });

  it('creates a logged-in light account from the social token (201 with data)', async () => {
    const notFound = await socialLogin(await googleCode('lisa.neumann@gmail.example'));
    const { social_login_token } = (notFound.body as { user_info: { social_login_token: string } }).user_info;
    const jar = new CookieJar();
    const res = await createLightAccount(
      { first_name: 'Lisa', last_name: 'Neumann', email: 'lisa.neumann@gmail.example', social_login_token },
      { jar },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'ACTIVE', login: { email: 'lisa.neumann@gmail.example' } });
    expect(await loginState(jar)).toMatchObject({
      state: 'LOGGED_IN',
      is_light_user: true,
      social_login_provider: 'GOOGLE',
    });
  });

  it('lets the registration token expire after an hour', async () => {
    const notFound = await socialLogin(await googleCode('lisa.neumann@gmail.example'));
    const { social_login_token } = (notFound.body as { user_info: { social_login_token: string } }).user_info;
    await advanceClock(HOUR + 1);
    const res = await createAccount({ email: 'lisa.neumann@gmail.example', social_login_token });
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({ key: ERR('token_expired') });
  });

  it('refuses max on another market with his country like the password login', async () => {
    const res = await socialLogin(await googleCode('max.sozial@example.de'), { locale: 'de-at' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      key: ERR('not_authorized'),
      code: 'LOGIN_FAIL_NOT_ALLOWED_FOR_COUNTRY_CODE',
      customer_country_code: 'DE',
    });
    expect(res.setCookies).toEqual([]);
  });

  it('redeems a code once and only with its redirect URL', async () => {
    const code = await googleCode('max.sozial@example.de');
    const wrongRedirect = await socialLogin(code, { redirectUrl: 'http://elsewhere.test/' });
    expect(wrongRedirect.status).toBe(400);
    expect(wrongRedirect.body).toMatchObject({ key: ERR('social_login_code_invalid') });

    const code2 = await googleCode('max.sozial@example.de');
    expect((await socialLogin(code2)).status).toBe(200);
    expect((await socialLogin(code2)).body).toMatchObject({ key: ERR('social_login_code_invalid') });
    expect((await socialLogin('made-up')).body).toMatchObject({ key: ERR('social_login_code_invalid') });
  });

  it('lets a code expire after 10 minutes of the mock clock', async () => {
    const code = await googleCode('max.sozial@example.de');
    await advanceClock(11 * 60);
    expect((await socialLogin(code)).body).toMatchObject({ key: ERR('social_login_code_invalid') });
  });

  it('logs in with Facebook and Apple through their stand-ins; a Google code does not count for them', async () => {
    for (const [path, provider] of [
      ['facebook', 'FACEBOOK'],
      ['apple', 'APPLE'],
    ] as const) {
      const fromGoogle = await googleCode('max.sozial@example.de');
      const wrong = await socialLogin(fromGoogle, { provider });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ key: ERR('social_login_code_invalid') });
      const res = await mocks.call('POST', `/__admin/${path}/authorize`, {
        body: { redirect_uri: GOOGLE_REDIRECT, state: 's1', account: 'max.sozial@example.de' },
      });
      const code = new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
      const login = await socialLogin(code, { provider });
      expect(login.status).toBe(200);
    }
  });

  it('gets its code through the stand-in page like a browser', async () => {
    const page = await mocks.call(
      'GET',
      `/__admin/google/authorize?redirect_uri=${encodeURIComponent(GOOGLE_REDIRECT)}&state=xyz`,
    );
    expect(page.status).toBe(200);
    expect(page.text).toContain('lisa.neumann@gmail.example');
    const chosen = await fetch(`${mocks.baseUrl}/__admin/google/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        redirect_uri: GOOGLE_REDIRECT,
        state: 'xyz',
        account: 'max.sozial@example.de',
      }).toString(),
      redirect: 'manual',
    });
    expect(chosen.status).toBe(302);
    const location = new URL(chosen.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(GOOGLE_REDIRECT);
    expect(location.searchParams.get('state')).toBe('xyz');
    expect((await socialLogin(location.searchParams.get('code') ?? '')).status).toBe(200);
  });
});
