import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerService } from '@mein-konto/schema/upstream/customer';
import type { MailMessage } from '../../model.ts';
import { CookieJar, startMocks, type CallOptions, type MocksUnderTest } from '../../testing/harness.ts';

const BASE = customerService.basePath;
const SPA = 'http://spa.test/dpl/av';
const HOUR = 60 * 60;
const ERR = (name: string) => `/dpl/cs/errors/${name}`;
const RECAPTCHA = { 'x-recaptcha-token': 'dev-recaptcha-token' };
const GOOGLE_REDIRECT = 'http://spa.test/dpl/av/login';

let mocks: MocksUnderTest;
beforeAll(async () => {
  mocks = await startMocks({ spaBaseUrl: SPA });
});
afterAll(async () => {
  await mocks.close();
});
beforeEach(async () => {
  expect((await mocks.call('POST', '/__admin/reset')).status).toBe(204);
});

// ---- helpers ---------------------------------------------------------------------------------

function post(path: string, body: unknown, options: CallOptions = {}) {
  return mocks.call('POST', `${BASE}${path}`, { jar: new CookieJar(), ...options, body });
}

async function mailbox(): Promise<MailMessage[]> {
  const res = await mocks.call('GET', '/__admin/mailbox');
  return (res.body as { messages: MailMessage[] }).messages;
}

async function mailsTo(email: string): Promise<MailMessage[]> {
  return (await mailbox()).filter((m) => m.to === email);
}

/** The only link of the last e-mail to `email`. */
async function linkFor(email: string): Promise<URL> {
  const mails = await mailsTo(email);
  const last = mails.at(-1);
  if (!last) throw new Error(`no e-mail to ${email}`);
  expect(last.links).toHaveLength(1);
  return new URL(last.links[0] ?? '');
}

async function tokenFor(email: string): Promise<string> {
  return (await linkFor(email)).searchParams.get('token') ?? '';
}

function advanceClock(seconds: number) {
  return mocks.call('POST', '/__admin/clock', { body: { advance_seconds: seconds } });
}

async function loginState(jar: CookieJar) {
  return (await mocks.call('GET', `${BASE}/user/login-state`, { jar })).body;
}

/** Signs in on the Google stand-in page like a browser and returns the authorisation code. */
async function googleCode(account: string, redirectUri = GOOGLE_REDIRECT): Promise<string> {
  const res = await mocks.call('POST', '/__admin/google/authorize', { body: { redirect_uri: redirectUri, state: 's1', account } });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location') ?? '');
  expect(location.searchParams.get('state')).toBe('s1');
  return location.searchParams.get('code') ?? '';
}

function socialLogin(code: string, options: CallOptions & { provider?: string; redirectUrl?: string } = {}) {
  return post(
    '/user/social-login',
    { provider: options.provider ?? 'GOOGLE', code, redirect_url: options.redirectUrl ?? GOOGLE_REDIRECT },
    options,
  );
}

const NEW_CUSTOMER = {
  salutation: 'MS',
  first_name: 'Marie',
  last_name: 'Mustermann',
  street: 'Domstraße',
  street_number: '3a',
  address_addition: 'bei Müller',
  zip_code: '50668',
  city: 'Köln',
  date_of_birth: '1990-03-15',
  email: 'Marie.Mustermann@example.de',
  password: 'Sommer2024!',
  newsletter_consent: true,
  context: 'createAccount',
} as const;

function createAccount(overrides: Record<string, unknown> = {}, options: CallOptions = {}) {
  return post('/user/account', { ...NEW_CUSTOMER, ...overrides }, options);
}

// ---- create account --------------------------------------------------------------------------

describe('create account', () => {
  it('creates an unactivated account and e-mails a 24-hour activation link', async () => {
    const res = await createAccount();
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      customer_number: '80000001',
      email: 'marie.mustermann@example.de',
      status: 'ACTIVATION_PENDING',
      login: null,
    });
    expect(res.setCookies).toEqual([]);

    const mails = await mailsTo('marie.mustermann@example.de');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Bitte bestätigen Sie Ihre Registrierung');
    expect(mails[0]?.text).toContain('Guten Tag Frau Marie Mustermann');
    const link = await linkFor('marie.mustermann@example.de');
    expect(`${link.origin}${link.pathname}`).toBe(`${SPA}/activate-account`);
    expect(link.searchParams.get('locale')).toBe('de');

    const status = await mocks.call('GET', `${BASE}/user/token-status?token=${link.searchParams.get('token') ?? ''}`);
    expect(status.status).toBe(200);
    const { expires_at } = status.body as { expires_at: string };
    expect(new Date(expires_at).getTime() - mocks.store.now().getTime()).toBeGreaterThan(24 * HOUR * 1000 - 5000);
    expect(status.body).toMatchObject({ kind: 'account-activation', email: 'marie.mustermann@example.de' });
  });

  it('refuses login and the username step before activation with account_not_activated', async () => {
    await createAccount();
    const login = await mocks.login('marie.mustermann@example.de', { password: NEW_CUSTOMER.password, jar: new CookieJar() });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ key: ERR('account_not_activated'), code: 'LOGIN_FAIL_ACCOUNT_NOT_ACTIVATED' });
    // A wrong password still says nothing more than LOGIN_FAIL.
    const wrong = await mocks.login('marie.mustermann@example.de', { password: 'Falsch123!', jar: new CookieJar() });
    expect(wrong.body).toMatchObject({ key: ERR('not_authorized'), code: 'LOGIN_FAIL' });

    const check = await mocks.call('GET', `${BASE}/user/username-check?username=marie.mustermann%40example.de`, { headers: RECAPTCHA });
    expect(check.status).toBe(409);
    expect(check.body).toMatchObject({ key: ERR('account_not_activated') });
  });

  it('activates through the e-mailed link once; then the customer logs in', async () => {
    await createAccount();
    const token = await tokenFor('marie.mustermann@example.de');
    const activated = await post('/user/account/activate', { token });
    expect(activated.status).toBe(200);
    expect(activated.body).toEqual({ customer_number: '80000001', email: 'marie.mustermann@example.de' });

    const again = await post('/user/account/activate', { token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ key: ERR('token_already_used') });

    const jar = new CookieJar();
    expect((await mocks.login('marie.mustermann@example.de', { password: NEW_CUSTOMER.password, jar })).status).toBe(200);
    expect(await loginState(jar)).toMatchObject({ state: 'LOGGED_IN', first_name: 'Marie', customer_number: '80000001', has_password: true });
    const details = await mocks.call('GET', `${BASE}/user/customer-details`, { jar });
    expect(details.body).toMatchObject({
      customer_class: 'NEW',
      billing_address: { street: 'Domstraße', street_number: '3a', address_addition: 'bei Müller', zip_code: '50668', city: 'Köln', country_code: 'DE' },
    });
    const personal = await mocks.call('GET', `${BASE}/user/personal-details?address_strict_typing=true&packstation_mapping=true`, { jar });
    expect(personal.body).toMatchObject({ date_of_birth: '1990-03-15', salutation: 'MS' });
  });

  it('lets the activation link expire after 24 hours', async () => {
    await createAccount();
    const token = await tokenFor('marie.mustermann@example.de');
    await advanceClock(24 * HOUR + 1);
    const res = await post('/user/account/activate', { token });
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({ key: ERR('token_expired') });
  });

  it('still activates just before the 24 hours are over', async () => {
    await createAccount();
    const token = await tokenFor('marie.mustermann@example.de');
    await advanceClock(24 * HOUR - 60);
    expect((await post('/user/account/activate', { token })).status).toBe(200);
  });

  it('answers token_missing and token_invalid for an empty or unknown activation token', async () => {
    const empty = await post('/user/account/activate', { token: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ key: ERR('token_missing') });
    const unknown = await post('/user/account/activate', { token: 'no-such-token' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ key: ERR('token_invalid') });
  });

  it('answers every bad field with its invalid_* key and German text, the first one on top', async () => {
    const res = await createAccount({
      first_name: '',
      last_name: 'M3ier',
      street: '#',
      street_number: 'drei',
      address_addition: '<b>',
      zip_code: '5066',
      city: '',
      date_of_birth: '2020-01-01',
      email: 'kein-at-zeichen',
      password: 'kurz',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      status: 400,
      key: ERR('invalid_first_name'),
      detail: 'Bitte geben Sie einen gültigen Vornamen ein.',
      field_errors: [
        { key: ERR('invalid_first_name'), field: 'first_name', detail: 'Bitte geben Sie einen gültigen Vornamen ein.' },
        { key: ERR('invalid_last_name'), field: 'last_name', detail: 'Bitte geben Sie einen gültigen Nachnamen ein.' },
        { key: ERR('invalid_street'), field: 'street', detail: 'Bitte geben Sie eine gültige Straße ein.' },
        { key: ERR('invalid_street_number'), field: 'street_number', detail: 'Bitte geben Sie eine gültige Hausnummer ein.' },
        { key: ERR('invalid_address_addition'), field: 'address_addition', detail: expect.stringContaining('Adresszusatz') },
        { key: ERR('invalid_zip_code'), field: 'zip_code', detail: 'Bitte geben Sie eine gültige Postleitzahl ein.' },
        { key: ERR('invalid_city'), field: 'city', detail: 'Bitte geben Sie einen gültigen Ort ein.' },
        { key: ERR('invalid_date_of_birth'), field: 'date_of_birth', detail: expect.stringContaining('18 Jahre') },
        { key: ERR('email_invalid'), field: 'email', detail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
        { key: ERR('invalid_password'), field: 'password', detail: 'Das Passwort muss mindestens 8 Zeichen lang sein.' },
      ],
    });
    expect(await mailbox()).toEqual([]);
  });

  it('answers a single bad ZIP with invalid_zip_code and its text', async () => {
    const res = await createAccount({ zip_code: '506' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ key: ERR('invalid_zip_code'), detail: 'Bitte geben Sie eine gültige Postleitzahl ein.' });
  });

  it.each(['marie@', '<b>x</b>@example.de', '😀@example.de'])('answers an invalid e-mail (%s) with email_invalid and sends nothing', async (email) => {
    const res = await createAccount({ email });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ key: ERR('email_invalid'), field_errors: [{ field: 'email' }] });
    expect(await mailbox()).toEqual([]);
  });

  it('refuses a Packstation as billing street', async () => {
    const res = await createAccount({ street: 'Packstation', street_number: '123' });
    expect(res.body).toMatchObject({ key: ERR('invalid_street'), detail: 'Eine Packstation ist als Rechnungsadresse nicht möglich.' });
  });

  it('checks the date of birth: a real date, and an adult', async () => {
    const impossible = await createAccount({ date_of_birth: '1990-02-30' });
    expect(impossible.body).toMatchObject({ key: ERR('invalid_date_of_birth'), detail: 'Bitte geben Sie ein gültiges Geburtsdatum ein.' });
    const german = await createAccount({ date_of_birth: '15.03.1990' });
    expect(german.body).toMatchObject({ key: ERR('invalid_date_of_birth') });

    const now = mocks.store.now();
    const iso = (years: number, days: number) => {
      const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
      return d.toISOString().slice(0, 10);
    };
    const tomorrow18 = await createAccount({ date_of_birth: iso(18, 1) });
    expect(tomorrow18.body).toMatchObject({ key: ERR('invalid_date_of_birth'), detail: 'Sie müssen mindestens 18 Jahre alt sein, um ein Kundenkonto zu eröffnen.' });
    expect((await createAccount({ date_of_birth: iso(18, 0) })).status).toBe(201);
  });

  it('asks for a password of at least 8 characters', async () => {
    expect((await createAccount({ password: '1234567' })).body).toMatchObject({ key: ERR('invalid_password') });
    expect((await createAccount({ password: undefined })).body).toMatchObject({ key: ERR('invalid_password') });
  });

  it('takes the ZIP format and country of the market', async () => {
    const vienna = { street: 'Mariahilfer Straße', street_number: '10', zip_code: '1060', city: 'Wien' };
    expect((await createAccount(vienna, { locale: 'de-at' })).status).toBe(201);
    expect((await createAccount({ ...vienna, email: 'zwei@example.at' }, { locale: 'de-de' })).body).toMatchObject({ key: ERR('invalid_zip_code') });
    const country = await createAccount({ email: 'drei@example.de', country_code: 'AT' }, { locale: 'de-de' });
    expect(country.body).toMatchObject({ key: ERR('invalid_country_code'), field_errors: [{ field: 'country_code' }] });
  });

  it('writes the Swiss texts with ss', async () => {
    const res = await createAccount({ street: '#', zip_code: '8001', city: 'Zürich' }, { locale: 'de-ch' });
    expect(res.body).toMatchObject({ key: ERR('invalid_street'), detail: 'Bitte geben Sie eine gültige Strasse ein.' });
  });

  it('answers email_already_exists for a registered e-mail in any spelling', async () => {
    const res = await createAccount({ email: ' Anna.Schmidt@Example.de ' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ key: ERR('email_already_exists') });
  });

  it('answers duplicate_account for the name, birth date and address of an existing customer', async () => {
    const res = await createAccount({
      salutation: 'MS', first_name: 'Gisela', last_name: 'Fernseh', date_of_birth: '1950-01-31',
      street: 'Lindenallee', street_number: '7', zip_code: '30159', city: 'Hannover', address_addition: null,
      email: 'gisela.neu@example.de',
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ key: ERR('duplicate_account') });
    // Another birth date is another person.
    expect((await createAccount({
      first_name: 'Gisela', last_name: 'Fernseh', date_of_birth: '1951-01-31',
      street: 'Lindenallee', street_number: '7', zip_code: '30159', city: 'Hannover', email: 'gisela.neu@example.de',
    })).status).toBe(201);
  });

  it('numbers new customers one after the other', async () => {
    await createAccount();
    const second = await createAccount({ email: 'zweite@example.de', first_name: 'Zweite' });
    expect(second.body).toMatchObject({ customer_number: '80000002' });
  });
});

describe('account check', () => {
  it('tells whether an e-mail is registered, by GET and by POST', async () => {
    const known = await mocks.call('GET', `${BASE}/user/account/check?email=ANNA.schmidt%40example.de`);
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ email: 'anna.schmidt@example.de', exists: true });
    const unknown = await post('/user/account/check', { email: 'niemand@example.de' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ email: 'niemand@example.de', exists: false });
  });

  it('answers email_invalid for something that is no e-mail', async () => {
    const res = await post('/user/account/check', { email: 'niemand' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ key: ERR('email_invalid') });
  });
});

// ---- light accounts --------------------------------------------------------------------------

describe('light account', () => {
  const LIGHT = { first_name: 'Paula', last_name: 'Probe', email: 'paula.probe@example.de', context: 'accountLightAccount' };

  it('creates a light account with name and e-mail; the e-mailed link sets its first password', async () => {
    const res = await post('/user/light-account', LIGHT);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ customer_number: '80000001', email: 'paula.probe@example.de', status: 'ACTIVATION_PENDING', login: null });

    const check = await mocks.call('GET', `${BASE}/user/username-check?username=paula.probe%40example.de`, { headers: RECAPTCHA });
    expect(check.body).toMatchObject({ key: ERR('light_user_no_credentials') });

    const link = await linkFor('paula.probe@example.de');
    expect(`${link.origin}${link.pathname}`).toBe(`${SPA}/light-user-set-password`);
    const token = link.searchParams.get('token') ?? '';
    expect((await post('/user/set-password', { token, password: 'Neues-Passwort1' })).status).toBe(204);

    const jar = new CookieJar();
    expect((await mocks.login('paula.probe@example.de', { password: 'Neues-Passwort1', jar })).status).toBe(200);
    expect(await loginState(jar)).toMatchObject({ state: 'LOGGED_IN', is_light_user: false, has_password: true });
    const personal = await mocks.call('GET', `${BASE}/user/personal-details?address_strict_typing=true&packstation_mapping=true`, { jar });
    expect(personal.status).toBe(200);
    expect(personal.body).toMatchObject({ date_of_birth: null, billing_address_id: null });
  });

  it('validates only first name, last name and e-mail', async () => {
    const res = await post('/user/light-account', { first_name: '', last_name: 'Probe', email: 'paula@' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      key: ERR('invalid_first_name'),
      field_errors: [{ key: ERR('invalid_first_name') }, { key: ERR('email_invalid'), field: 'email' }],
    });
  });

  it('answers email_already_exists for a registered e-mail', async () => {
    const res = await post('/user/light-account', { ...LIGHT, email: 'lena.licht@example.de' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ key: ERR('email_already_exists') });
  });

  it('resends the activation e-mail to the light user lena; its link sets her password', async () => {
    const res = await mocks.call('GET', `${BASE}/user/light-users/resend-activation-email?username=lena.licht%40example.de&origin=accountLightAccount`);
    expect(res.status).toBe(204);
    const link = await linkFor('lena.licht@example.de');
    expect(link.pathname).toBe('/dpl/av/light-user-set-password');
    expect((await post('/user/set-password', { token: link.searchParams.get('token'), password: 'Lena-Passwort1' })).status).toBe(204);
    expect((await mocks.login('40045678', { password: 'Lena-Passwort1', jar: new CookieJar() })).status).toBe(200);
  });

  it('resends the activation e-mail of an unactivated full account with the activation link', async () => {
    await createAccount();
    await mocks.call('DELETE', '/__admin/mailbox');
    await mocks.call('GET', `${BASE}/user/light-users/resend-activation-email?username=80000001&origin=accountLightAccount`);
    expect((await linkFor('marie.mustermann@example.de')).pathname).toBe('/dpl/av/activate-account');
  });

  it('answers 204 to a resend for unknown or complete accounts without sending anything', async () => {
    for (const username of ['niemand@example.de', 'anna.schmidt@example.de']) {
      const res = await mocks.call('GET', `${BASE}/user/light-users/resend-activation-email?username=${encodeURIComponent(username)}&origin=accountLightAccount`);
      expect(res.status).toBe(204);
    }
    expect(await mailbox()).toEqual([]);
  });

  it('requires origin accountLightAccount', async () => {
    const res = await mocks.call('GET', `${BASE}/user/light-users/resend-activation-email?username=lena.licht%40example.de&origin=checkout`);
    expect(res.status).toBe(400);
  });
});

// ---- social login ----------------------------------------------------------------------------

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
    expect(await loginState(jar)).toMatchObject({ state: 'LOGGED_IN', social_login_provider: 'GOOGLE', has_password: false });
  });

  it('keeps a social session 60 days with stay_logged_in', async () => {
    const res = await post('/user/social-login', {
      provider: 'GOOGLE', code: await googleCode('max.sozial@example.de'), redirect_url: GOOGLE_REDIRECT, stay_logged_in: true,
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
      { first_name: 'Lisa', last_name: 'Neumann', email: 'lisa.neumann@gmail.example', password: undefined, social_login_token },
      { jar },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'ACTIVE',
      email: 'lisa.neumann@gmail.example',
      login: { email: 'lisa.neumann@gmail.example', customer_number: '80000001' },
    });
    expect(await loginState(jar)).toMatchObject({ state: 'LOGGED_IN', social_login_provider: 'GOOGLE', has_password: false });
    expect(await mailbox()).toEqual([]);

    const reused = await createAccount({ email: 'lisa2@example.de', social_login_token });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ key: ERR('token_already_used') });

    expect((await socialLogin(await googleCode('lisa.neumann@gmail.example'))).status).toBe(200);
  });

  it('sends the activation e-mail when the social registration uses another e-mail', async () => {
    const notFound = await socialLogin(await googleCode('lisa.neumann@gmail.example'));
    const { social_login_token } = (notFound.body as { user_info: { social_login_token: string } }).user_info;
    const res = await createAccount({ first_name: 'Lisa', last_name: 'Neumann', email: 'lisa@example.de', social_login_token });
    expect(res.body).toMatchObject({ status: 'ACTIVATION_PENDING', login: null });
    expect(await mailsTo('lisa@example.de')).toHaveLength(1);
  });

  it('creates a logged-in light account from the social token (201 with data)', async () => {
    const notFound = await socialLogin(await googleCode('lisa.neumann@gmail.example'));
    const { social_login_token } = (notFound.body as { user_info: { social_login_token: string } }).user_info;
    const jar = new CookieJar();
    const res = await post('/user/light-account', { first_name: 'Lisa', last_name: 'Neumann', email: 'lisa.neumann@gmail.example', social_login_token }, { jar });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'ACTIVE', login: { email: 'lisa.neumann@gmail.example' } });
    expect(await loginState(jar)).toMatchObject({ state: 'LOGGED_IN', is_light_user: true, social_login_provider: 'GOOGLE' });
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

  it('answers social_login_provider_unavailable for Facebook and Apple', async () => {
    for (const provider of ['FACEBOOK', 'APPLE']) {
      const res = await socialLogin('any', { provider });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ key: ERR('social_login_provider_unavailable') });
    }
  });

  it('gets its code through the stand-in page like a browser', async () => {
    const page = await mocks.call('GET', `/__admin/google/authorize?redirect_uri=${encodeURIComponent(GOOGLE_REDIRECT)}&state=xyz`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('lisa.neumann@gmail.example');
    const chosen = await fetch(`${mocks.baseUrl}/__admin/google/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ redirect_uri: GOOGLE_REDIRECT, state: 'xyz', account: 'max.sozial@example.de' }).toString(),
      redirect: 'manual',
    });
    expect(chosen.status).toBe(302);
    const location = new URL(chosen.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(GOOGLE_REDIRECT);
    expect(location.searchParams.get('state')).toBe('xyz');
    expect((await socialLogin(location.searchParams.get('code') ?? '')).status).toBe(200);
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
    expect((await mocks.login('max.sozial@example.de', { password: 'Max-Passwort1', jar: new CookieJar() })).status).toBe(200);

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
    expect((await post('/user/reset-password', { username: 'max.sozial@example.de', reason: 'SET_PASSWORD' })).status).toBe(204);
    const mails = await mailsTo('max.sozial@example.de');
    expect(mails[0]?.subject).toBe('Vergeben Sie Ihr Passwort für Mein Konto');
    const token = await tokenFor('max.sozial@example.de');
    expect((await mocks.call('GET', `${BASE}/user/token-status?token=${token}`)).body).toMatchObject({ kind: 'set-password-for-social-login' });
    expect((await post('/user/sn/set-password', { token, password: 'Max-Passwort1' })).status).toBe(204);
    expect((await post('/user/sn/set-password', { token, password: 'Max-Passwort1' })).body).toMatchObject({ key: ERR('token_already_used') });
    expect((await mocks.login('50056789', { password: 'Max-Passwort1', jar: new CookieJar() })).status).toBe(200);
  });

  it('refuses other token kinds on the social endpoint', async () => {
    await post('/user/reset-password', { username: 'anna.schmidt@example.de', reason: 'FORGOT_PASSWORD' });
    const res = await post('/user/sn/set-password', { token: await tokenFor('anna.schmidt@example.de'), password: 'Anna-Passwort1' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ key: ERR('token_invalid') });
  });
});

// ---- magic link ------------------------------------------------------------------------------

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
    for (const username of ['niemand@example.de', 'tv.kunde@example.de', 'lena.licht@example.de', 'marie.mustermann@example.de']) {
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
    expect((await post('/user/magic-link/verify', { token: 'made-up' })).body).toMatchObject({ key: ERR('token_invalid') });
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
    expect(refused.body).toMatchObject({ code: 'LOGIN_FAIL_NOT_ALLOWED_FOR_COUNTRY_CODE', customer_country_code: 'AT' });
    expect((await post('/user/magic-link/verify', { token }, { locale: 'de-at' })).status).toBe(200);
  });

  it('requires a recaptcha token and source MY_ACCOUNT', async () => {
    const noCaptcha = await requestMagicLink('anna.schmidt@example.de', { headers: {} });
    expect(noCaptcha.status).toBe(400);
    expect(noCaptcha.body).toMatchObject({ key: ERR('recaptcha_invalid') });
    const invalid = await requestMagicLink('anna.schmidt@example.de', { headers: { 'x-recaptcha-token': 'invalid' } });
    expect(invalid.body).toMatchObject({ key: ERR('recaptcha_invalid') });
    const source = await post('/user/magic-link/login', { username: 'anna.schmidt@example.de', source: 'SHOP' }, { headers: RECAPTCHA });
    expect(source.status).toBe(400);
    expect(source.body).toMatchObject({ key: ERR('bad_request') });
    expect(await mailbox()).toEqual([]);
  });
});

// ---- forgotten password ----------------------------------------------------------------------

function resetPassword(username: string, extra: Record<string, unknown> = {}, options: CallOptions = {}) {
  return post('/user/reset-password', { username, reason: 'FORGOT_PASSWORD', ...extra }, options);
}

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
    expect((await mocks.login('anna.schmidt@example.de', { password: 'Neu-Passwort1', jar: new CookieJar() })).status).toBe(200);

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
    expect((await post(`/user/set-password/${encodeURIComponent(token)}`, { password: 'Legacy-Pass1' })).status).toBe(204);
    expect((await mocks.login('anna.schmidt@example.de', { password: 'Legacy-Pass1', jar: new CookieJar() })).status).toBe(200);
    const reused = await post(`/user/set-password/${encodeURIComponent(token)}`, { password: 'Legacy-Pass2' });
    expect(reused.body).toMatchObject({ key: ERR('token_already_used') });
    const unknown = await post('/user/set-password/made-up', { password: 'Legacy-Pass2' });
    expect(unknown.body).toMatchObject({ key: ERR('token_invalid') });
  });

  it('ends the sessions the customer had when a password link sets a new password', async () => {
    const jar = new CookieJar();
    await mocks.login('anna.schmidt@example.de', { jar });
    await resetPassword('anna.schmidt@example.de');
    expect((await post('/user/set-password', { token: await tokenFor('anna.schmidt@example.de'), password: 'Neu-Passwort1' })).status).toBe(204);
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
    expect(short.body).toMatchObject({ key: ERR('invalid_password'), detail: 'Das Passwort muss mindestens 8 Zeichen lang sein.' });
    expect((await post('/user/set-password', { token, password: '12345678' })).status).toBe(204);
  });

  it('does not set a password with an activation token of a full account', async () => {
    await createAccount();
    const token = await tokenFor('marie.mustermann@example.de');
    const res = await post('/user/set-password', { token, password: 'Egal-123456' });
    expect(res.body).toMatchObject({ key: ERR('token_invalid') });
  });

  it('links to the redirect_uri when one is given and refuses one that is no http(s) URL', async () => {
    await resetPassword('anna.schmidt@example.de', { redirect_uri: 'http://localhost:5173/dpl/av/set-password' }, { locale: 'de-de' });
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
    expect((await post('/user/set-password', { token: link.searchParams.get('token'), password: 'Lena-Passwort1' })).status).toBe(204);
    const check = await mocks.call('GET', `${BASE}/user/username-check?username=lena.licht%40example.de`, { headers: RECAPTCHA });
    expect(check.body).toEqual({ username: 'lena.licht@example.de', username_type: 'EMAIL', has_password: true });
  });

  it('tells kind, e-mail and expiry of a token without spending it', async () => {
    await resetPassword('anna.schmidt@example.de');
    const token = await tokenFor('anna.schmidt@example.de');
    const status = await mocks.call('GET', `${BASE}/user/token-status?token=${token}`);
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ kind: 'password-forgotten', email: 'anna.schmidt@example.de', expires_at: expect.any(String) });
    const lifetime = new Date((status.body as { expires_at: string }).expires_at).getTime() - mocks.store.now().getTime();
    expect(lifetime).toBeGreaterThan(2 * HOUR * 1000 - 5000);
    expect(lifetime).toBeLessThanOrEqual(2 * HOUR * 1000);
    expect((await post('/user/set-password', { token, password: 'Neu-Passwort1' })).status).toBe(204);
    expect((await mocks.call('GET', `${BASE}/user/token-status?token=${token}`)).body).toMatchObject({ key: ERR('token_already_used') });
  });
});

// ---- account verification --------------------------------------------------------------------

function verify(body: Record<string, unknown>) {
  return post('/customers/verify', { email: 'tv.kunde@example.de', ...body });
}

describe('account verification', () => {
  it('verifies tv by order number and e-mails a set-password link that gives him online access', async () => {
    const res = await verify({ method: 'ORDER_NUMBER', order_number: '99887766' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'VERIFIED' });
    const mails = await mailsTo('tv.kunde@example.de');
    expect(mails[0]?.subject).toBe('Vergeben Sie Ihr Passwort für Mein Konto');
    const link = await linkFor('tv.kunde@example.de');
    expect(link.pathname).toBe('/dpl/av/set-password');
    expect((await post('/user/set-password', { token: link.searchParams.get('token'), password: 'Fernseh-1950' })).status).toBe(204);

    const check = await mocks.call('GET', `${BASE}/user/username-check?username=70078901`, { headers: RECAPTCHA });
    expect(check.status).toBe(200);
    expect((await mocks.login('tv.kunde@example.de', { password: 'Fernseh-1950', jar: new CookieJar() })).status).toBe(200);
  });

  it('verifies tv by his customer number, also typed with leading zeros', async () => {
    expect((await verify({ method: 'CUSTOMER_NUMBER', customer_number: '0070078901' })).body).toEqual({ status: 'VERIFIED' });
    expect((await verify({ method: 'CUSTOMER_NUMBER', customer_number: '700 789 01' })).body).toEqual({ status: 'VERIFIED' });
  });

  it('verifies tv by address and birth date', async () => {
    const res = await verify({ method: 'ADDRESS', street: 'Lindenallee', street_number: '7', zip_code: '30159', city: 'Hannover', date_of_birth: '1950-01-31' });
    expect(res.body).toEqual({ status: 'VERIFIED' });
  });

  it('does not verify wrong proofs, customers with credentials or unknown e-mails, and sends nothing', async () => {
    const cases: Record<string, unknown>[] = [
      { method: 'ORDER_NUMBER', order_number: '81000012' },
      { method: 'CUSTOMER_NUMBER', customer_number: '10012345' },
      { method: 'ADDRESS', street: 'Lindenallee', street_number: '7', zip_code: '30159', date_of_birth: '1950-01-30' },
      { method: 'ADDRESS', street: 'Lindenallee', street_number: '8', zip_code: '30159', date_of_birth: '1950-01-31' },
      { email: 'anna.schmidt@example.de', method: 'CUSTOMER_NUMBER', customer_number: '10012345' },
      { email: 'niemand@example.de', method: 'ORDER_NUMBER', order_number: '99887766' },
    ];
    for (const body of cases) {
      const res = await verify(body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body, JSON.stringify(body)).toEqual({ status: 'NOT_VERIFIED' });
    }
    expect(await mailbox()).toEqual([]);
  });

  it('asks for the proof of the chosen method', async () => {
    const res = await verify({ method: 'ADDRESS', street: 'Lindenallee' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      key: ERR('bad_request'),
      field_errors: [{ field: 'street_number' }, { field: 'zip_code' }, { field: 'date_of_birth' }],
    });
  });
});

// ---- faults reach the new routes too ---------------------------------------------------------

describe('fault injection on the new routes', () => {
  it('answers an injected status on the legacy set-password route by its contract path', async () => {
    await mocks.call('POST', '/__admin/faults', { body: { service: 'customer', path: '/user/set-password/:token', status: 503, times: 1 } });
    expect((await post('/user/set-password/abc', { password: 'Egal-123456' })).status).toBe(503);
    expect((await post('/user/set-password/abc', { password: 'Egal-123456' })).status).toBe(400);
  });
});
