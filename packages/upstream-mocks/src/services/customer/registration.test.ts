import { describe, expect, it } from 'vitest';
import { CookieJar, useMocks } from '../../../test/harness.ts';
import { BASE, SPA, HOUR, ERR, RECAPTCHA, NEW_CUSTOMER, customerTesting } from '../../../test/customerService.ts';

const mocks = useMocks({ spaBaseUrl: SPA });
const { post, mailbox, mailsTo, linkFor, tokenFor, advanceClock, loginState, createAccount } = customerTesting(mocks);

describe('create account', () => {
  it('refuses a registration without a recaptcha token, as the login', async () => {
    for (const path of ['/user/account', '/user/light-account']) {
      const res = await post(path, { ...NEW_CUSTOMER });
      expect(res.status, path).toBe(400);
      expect(res.body).toMatchObject({ key: ERR('recaptcha_invalid') });
    }
    expect(await mailbox()).toEqual([]);
  });

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
    expect(new Date(expires_at).getTime() - mocks.kernel.clock.now().getTime()).toBeGreaterThan(
      24 * HOUR * 1000 - 5000,
    );
    expect(status.body).toMatchObject({ kind: 'account-activation', email: 'marie.mustermann@example.de' });
  });

  it('refuses login and the username step before activation with account_not_activated', async () => {
    await createAccount();
    const login = await mocks.login('marie.mustermann@example.de', {
      password: NEW_CUSTOMER.password,
      jar: new CookieJar(),
    });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ key: ERR('account_not_activated'), code: 'LOGIN_FAIL_ACCOUNT_NOT_ACTIVATED' });
    // A wrong password still says nothing more than LOGIN_FAIL.
    const wrong = await mocks.login('marie.mustermann@example.de', { password: 'Falsch123!', jar: new CookieJar() });
    expect(wrong.body).toMatchObject({ key: ERR('not_authorized'), code: 'LOGIN_FAIL' });

    const check = await mocks.call('GET', `${BASE}/user/username-check?username=marie.mustermann%40example.de`, {
      headers: RECAPTCHA,
    });
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
    expect((await mocks.login('marie.mustermann@example.de', { password: NEW_CUSTOMER.password, jar })).status).toBe(
      200,
    );
    expect(await loginState(jar)).toMatchObject({
      state: 'LOGGED_IN',
      first_name: 'Marie',
      customer_number: '80000001',
      has_password: true,
    });
    const details = await mocks.call('GET', `${BASE}/user/customer-details`, { jar });
    expect(details.body).toMatchObject({
      customer_class: 'NEW',
      billing_address: {
        street: 'Domstraße',
        street_number: '3a',
        address_addition: 'bei Müller',
        zip_code: '50668',
        city: 'Köln',
        country_code: 'DE',
      },
    });
    const personal = await mocks.call(
      'GET',
      `${BASE}/user/personal-details?address_strict_typing=true&packstation_mapping=true`,
      { jar },
    );
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
        {
          key: ERR('invalid_street_number'),
          field: 'street_number',
          detail: 'Bitte geben Sie eine gültige Hausnummer ein.',
        },
        {
          key: ERR('invalid_address_addition'),
          field: 'address_addition',
          detail: expect.stringContaining('Adresszusatz'),
        },
        { key: ERR('invalid_zip_code'), field: 'zip_code', detail: 'Bitte geben Sie eine gültige Postleitzahl ein.' },
        { key: ERR('invalid_city'), field: 'city', detail: 'Bitte geben Sie einen gültigen Ort ein.' },
        { key: ERR('invalid_date_of_birth'), field: 'date_of_birth', detail: expect.stringContaining('18 Jahre') },
        { key: ERR('email_invalid'), field: 'email', detail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
        {
          key: ERR('invalid_password'),
          field: 'password',
          detail: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
        },
      ],
    });
    expect(await mailbox()).toEqual([]);
  });

  it('answers a single bad ZIP with invalid_zip_code and its text', async () => {
    const res = await createAccount({ zip_code: '506' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      key: ERR('invalid_zip_code'),
      detail: 'Bitte geben Sie eine gültige Postleitzahl ein.',
    });
  });

  it.each(['marie@', '<b>x</b>@example.de', '😀@example.de'])(
    'answers an invalid e-mail (%s) with email_invalid and sends nothing',
    async (email) => {
      const res = await createAccount({ email });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ key: ERR('email_invalid'), field_errors: [{ field: 'email' }] });
      expect(await mailbox()).toEqual([]);
    },
  );

  it('refuses a Packstation as billing street', async () => {
    const res = await createAccount({ street: 'Packstation', street_number: '123' });
    expect(res.body).toMatchObject({
      key: ERR('invalid_street'),
      detail: 'Eine Packstation ist als Rechnungsadresse nicht möglich.',
    });
  });

  it('checks the date of birth: a real date, and an adult', async () => {
    const impossible = await createAccount({ date_of_birth: '1990-02-30' });
    expect(impossible.body).toMatchObject({
      key: ERR('invalid_date_of_birth'),
      detail: 'Bitte geben Sie ein gültiges Geburtsdatum ein.',
    });
    const german = await createAccount({ date_of_birth: '15.03.1990' });
    expect(german.body).toMatchObject({ key: ERR('invalid_date_of_birth') });

    const now = mocks.kernel.clock.now();
    const iso = (years: number, days: number) => {
      const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
      return d.toISOString().slice(0, 10);
    };
    const tomorrow18 = await createAccount({ date_of_birth: iso(18, 1) });
    expect(tomorrow18.body).toMatchObject({
      key: ERR('invalid_date_of_birth'),
      detail: 'Sie müssen mindestens 18 Jahre alt sein, um ein Kundenkonto zu eröffnen.',
    });
    expect((await createAccount({ date_of_birth: iso(18, 0) })).status).toBe(201);
  });

  it('asks for a password of at least 8 characters', async () => {
    expect((await createAccount({ password: '1234567' })).body).toMatchObject({ key: ERR('invalid_password') });
    expect((await createAccount({ password: undefined })).body).toMatchObject({ key: ERR('invalid_password') });
  });

  it('takes the ZIP format and country of the market', async () => {
    const vienna = { street: 'Mariahilfer Straße', street_number: '10', zip_code: '1060', city: 'Wien' };
    expect((await createAccount(vienna, { locale: 'de-at' })).status).toBe(201);
    expect((await createAccount({ ...vienna, email: 'zwei@example.at' }, { locale: 'de-de' })).body).toMatchObject({
      key: ERR('invalid_zip_code'),
    });
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
      salutation: 'MS',
      first_name: 'Gisela',
      last_name: 'Fernseh',
      date_of_birth: '1950-01-31',
      street: 'Lindenallee',
      street_number: '7',
      zip_code: '30159',
      city: 'Hannover',
      address_addition: null,
      email: 'gisela.neu@example.de',
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ key: ERR('duplicate_account') });
    // Another birth date is another person.
    expect(
      (
        await createAccount({
          first_name: 'Gisela',
          last_name: 'Fernseh',
          date_of_birth: '1951-01-31',
          street: 'Lindenallee',
          street_number: '7',
          zip_code: '30159',
          city: 'Hannover',
          email: 'gisela.neu@example.de',
        })
      ).status,
    ).toBe(201);
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
