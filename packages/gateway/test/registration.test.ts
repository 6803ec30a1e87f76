import { advanceClock, lastMailTo, mailbox, RECAPTCHA_TOKEN, tokenMailedTo } from '@mein-konto/testing';
import { describe, expect, it } from 'vitest';
import {
  ACTIVATE_ACCOUNT,
  CHECK_ADDRESS,
  CREATE_ACCOUNT,
  CREATE_LIGHT_ACCOUNT,
  NEW_CUSTOMER,
  RESEND_ACTIVATION,
  run,
  SET_PASSWORD,
  TOKEN_STATUS,
} from './auth.ts';
import { useStack } from './stack.ts';

const stack = useStack();

function createAccount(input: Record<string, unknown>, market: 'de' | 'at' | 'ch' = 'de') {
  return run(stack.browser(market), CREATE_ACCOUNT, { input: { ...NEW_CUSTOMER, ...input } });
}

describe('create account', () => {
  it('registers, e-mails the activation link and logs in only after activation (double opt-in)', async () => {
    const browser = stack.browser('de');
    const created = await run(browser, CREATE_ACCOUNT, { input: NEW_CUSTOMER });
    expect(created).toMatchObject({
      __typename: 'AccountCreated',
      status: 'ACTIVATION_PENDING',
      email: 'erika.mustermann@example.de',
      customerNumber: '80000001',
      loginMethod: null,
      viewer: { state: 'LOGGED_OUT', customer: null },
    });
    expect(browser.cookies.size).toBe(0);

    const { mail, link } = await lastMailTo(stack.mocksUrl, NEW_CUSTOMER.email);
    expect(mail.subject).toMatch(/Registrierung/);
    expect(link.pathname).toBe('/dpl/av/activate-account');
    expect(link.searchParams.get('locale')).toBe('de');

    // before activation both the username step and the login say so
    expect((await browser.checkUsername(NEW_CUSTOMER.email)).data?.checkUsername).toMatchObject({
      __typename: 'AccountNotActivated',
      code: 'ACCOUNT_NOT_ACTIVATED',
    });
    const early = await browser.login(NEW_CUSTOMER.email, NEW_CUSTOMER.password);
    expect(early.data?.login).toMatchObject({ __typename: 'AccountNotActivated', code: 'ACCOUNT_NOT_ACTIVATED' });
    expect(early.data?.login?.message).toMatch(/aktiviert/);

    const token = link.searchParams.get('token') ?? '';
    expect(await run(browser, TOKEN_STATUS, { token })).toMatchObject({
      __typename: 'TokenValid',
      kind: 'ACCOUNT_ACTIVATION',
      email: NEW_CUSTOMER.email,
    });
    expect(await run(browser, ACTIVATE_ACCOUNT, { token })).toEqual({
      __typename: 'AccountActivated',
      email: NEW_CUSTOMER.email,
      customerNumber: '80000001',
    });
    const login = await browser.login(NEW_CUSTOMER.email, NEW_CUSTOMER.password);
    expect(login.data?.login).toMatchObject({
      __typename: 'LoginSuccess',
      viewer: { customer: { customerNumber: '80000001', firstName: 'Erika' } },
    });

    // single use
    expect(await run(browser, ACTIVATE_ACCOUNT, { token })).toMatchObject({
      __typename: 'TokenError',
      code: 'TOKEN_ALREADY_USED',
    });
    expect(await run(browser, TOKEN_STATUS, { token })).toMatchObject({
      __typename: 'TokenError',
      code: 'TOKEN_ALREADY_USED',
    });
  });

  it('the registration link is valid 24 hours', async () => {
    await createAccount({});
    const token = await tokenMailedTo(stack.mocksUrl, NEW_CUSTOMER.email);
    await advanceClock(stack.mocksUrl, 24 * 60 * 60 - 60);
    expect(await run(stack.browser(), TOKEN_STATUS, { token })).toMatchObject({ __typename: 'TokenValid' });
    await advanceClock(stack.mocksUrl, 61);
    const browser = stack.browser();
    expect(await run(browser, TOKEN_STATUS, { token })).toMatchObject({
      __typename: 'TokenError',
      code: 'TOKEN_EXPIRED',
    });
    const expired = await run(browser, ACTIVATE_ACCOUNT, { token });
    expect(expired).toMatchObject({ __typename: 'TokenError', code: 'TOKEN_EXPIRED' });
    expect(expired.message).toMatch(/abgelaufen/);
  });

  it('tells a missing and an unknown activation token apart', async () => {
    const browser = stack.browser();
    expect(await run(browser, ACTIVATE_ACCOUNT, { token: '  ' })).toMatchObject({
      __typename: 'TokenError',
      code: 'TOKEN_MISSING',
    });
    expect(await run(browser, ACTIVATE_ACCOUNT, { token: 'kein-echter-token' })).toMatchObject({
      __typename: 'TokenError',
      code: 'TOKEN_INVALID',
    });
    expect(await run(browser, TOKEN_STATUS, { token: '' })).toMatchObject({
      __typename: 'TokenError',
      code: 'TOKEN_MISSING',
    });
  });

  it('shows the service’s field errors at their fields with its German text', async () => {
    const result = await createAccount({
      firstName: ' ',
      lastName: '',
      street: 'Packstation 123',
      streetNumber: 'x',
      zipCode: '123',
      city: '9',
      addressAddition: '<b>',
    });
    expect(result).toMatchObject({ __typename: 'InvalidInput', code: 'INVALID_INPUT' });
    const byField = Object.fromEntries(
      (result.fieldErrors as unknown as { field: string; message: string }[]).map((f) => [f.field, f.message]),
    );
    expect(byField).toEqual({
      firstName: 'Bitte geben Sie einen gültigen Vornamen ein.',
      lastName: 'Bitte geben Sie einen gültigen Nachnamen ein.',
      street: 'Eine Packstation ist als Rechnungsadresse nicht möglich.',
      streetNumber: 'Bitte geben Sie eine gültige Hausnummer ein.',
      addressAddition: 'Bitte geben Sie einen gültigen Adresszusatz ein (ohne Sonderzeichen).',
      zipCode: 'Bitte geben Sie eine gültige Postleitzahl ein.',
      city: 'Bitte geben Sie einen gültigen Ort ein.',
    });
    expect(result.message).toBe('Bitte geben Sie einen gültigen Vornamen ein.');
    expect(await mailbox(stack.mocksUrl)).toHaveLength(0);
  });

  it('refuses names against the service’s rule before calling it, the rule in the text', async () => {
    const rule = (name: string) =>
      `Bitte geben Sie Ihren ${name} nur mit Buchstaben ein (dazu Leerzeichen, Bindestrich, Apostroph und Punkt), höchstens 35 Zeichen.`;
    expect(await createAccount({ firstName: 'Erika 😀', lastName: 'Mustermann-'.repeat(4) })).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [
        { field: 'firstName', message: rule('Vornamen') },
        { field: 'lastName', message: rule('Nachnamen') },
      ],
    });
    expect(
      await run(stack.browser(), CREATE_LIGHT_ACCOUNT, {
        input: {
          firstName: 'Paula1',
          lastName: 'Licht',
          email: 'paula.licht@example.de',
          recaptchaToken: RECAPTCHA_TOKEN,
        },
      }),
    ).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [{ field: 'firstName', message: rule('Vornamen') }],
    });
    expect(await mailbox(stack.mocksUrl)).toHaveLength(0);
  });

  it('refuses names that read as a web address with the name rule: nobody writes a link into the e-mail', async () => {
    const rule = (name: string) =>
      `Bitte geben Sie Ihren ${name} nur mit Buchstaben ein (dazu Leerzeichen, Bindestrich, Apostroph und Punkt), höchstens 35 Zeichen.`;
    for (const [firstName, lastName] of [
      ['Ihr Paket', 'wartet auf example-login.de'],
      ['www', 'x.de'],
      ['https', 'Schmidt'],
    ]) {
      expect(await createAccount({ firstName, lastName }), `${firstName} ${lastName}`).toMatchObject({
        __typename: 'InvalidInput',
        fieldErrors: expect.arrayContaining([
          {
            field: lastName === 'Schmidt' ? 'firstName' : 'lastName',
            message: rule(lastName === 'Schmidt' ? 'Vornamen' : 'Nachnamen'),
          },
        ]),
      });
      const light = { firstName, lastName, email: 'paula.licht@example.de', recaptchaToken: RECAPTCHA_TOKEN };
      expect(
        await run(stack.browser(), CREATE_LIGHT_ACCOUNT, { input: light }),
        `${firstName} ${lastName}`,
      ).toMatchObject({ __typename: 'InvalidInput' });
    }
    expect(await mailbox(stack.mocksUrl)).toHaveLength(0);
  });

  it('takes the recaptcha token as the login does: missing or refused, nothing is sent', async () => {
    for (const recaptchaToken of ['', ' ', 'invalid']) {
      expect(await createAccount({ recaptchaToken }), JSON.stringify(recaptchaToken)).toMatchObject({
        __typename: 'RecaptchaFailed',
        code: 'RECAPTCHA_FAILED',
      });
      const light = { firstName: 'Paula', lastName: 'Licht', email: 'paula.licht@example.de', recaptchaToken };
      expect(
        await run(stack.browser(), CREATE_LIGHT_ACCOUNT, { input: light }),
        JSON.stringify(recaptchaToken),
      ).toMatchObject({ __typename: 'RecaptchaFailed' });
    }
    expect(await mailbox(stack.mocksUrl)).toHaveLength(0);
  });

  it('uses the Swiss spelling in the Swiss market and refuses an address of another country', async () => {
    const ch = await createAccount({ street: '#', zipCode: '8001', city: 'Zürich', email: 'neu@example.ch' }, 'ch');
    expect(ch).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [{ field: 'street', message: 'Bitte geben Sie eine gültige Strasse ein.' }],
    });
    const other = await createAccount({ countryCode: 'AT' });
    expect(other).toMatchObject({ __typename: 'InvalidInput', fieldErrors: [{ field: 'countryCode' }] });
    for (const email of ['erika@', '<b>x</b>@example.de', '😀@example.de']) {
      const invalidEmail = await createAccount({ email });
      expect(invalidEmail).toMatchObject({
        __typename: 'InvalidInput',
        fieldErrors: [{ field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' }],
      });
    }
    expect(await mailbox(stack.mocksUrl)).toHaveLength(0);
  });

  it('registers in the Swiss market with a Swiss address', async () => {
    const ch = await createAccount(
      { street: 'Bahnhofstrasse', streetNumber: '5', zipCode: '8001', city: 'Zürich', email: 'neu@example.ch' },
      'ch',
    );
    expect(ch).toMatchObject({ __typename: 'AccountCreated', status: 'ACTIVATION_PENDING' });
    const { link } = await lastMailTo(stack.mocksUrl, 'neu@example.ch');
    expect(link.searchParams.get('locale')).toBe('ch');
  });

  it('checks date of birth and password with the shared rules before calling the service', async () => {
    const result = await createAccount({ dateOfBirth: '31.02.1980', password: 'kurz' });
    expect(result).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [
        { field: 'dateOfBirth', message: 'Bitte geben Sie ein gültiges Geburtsdatum ein.' },
        { field: 'password', message: 'Das Passwort muss mindestens 8 Zeichen lang sein.' },
      ],
    });
    const year = new Date().getUTCFullYear() - 17;
    expect(await createAccount({ dateOfBirth: `01.01.${year}` })).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [
        { field: 'dateOfBirth', message: 'Sie müssen mindestens 18 Jahre alt sein, um ein Kundenkonto zu eröffnen.' },
      ],
    });
    expect(await createAccount({ dateOfBirth: '12/04/1980' })).toMatchObject({ __typename: 'AccountCreated' });
  });

  it('knows an e-mail that is taken', async () => {
    const result = await createAccount({ email: 'Anna.Schmidt@example.de' });
    expect(result).toMatchObject({
      __typename: 'EmailAlreadyExists',
      code: 'EMAIL_ALREADY_EXISTS',
      email: 'anna.schmidt@example.de',
    });
  });

  it('recognises a customer who exists without online credentials (duplicate account)', async () => {
    const result = await createAccount({
      firstName: 'Gisela',
      lastName: 'Fernseh',
      dateOfBirth: '31.01.1950',
      street: 'Lindenallee',
      streetNumber: '7',
      zipCode: '30159',
      city: 'Hannover',
      email: 'gisela.neu@example.de',
    });
    expect(result).toMatchObject({ __typename: 'DuplicateAccount', code: 'DUPLICATE_ACCOUNT' });
  });

  it('refuses an unknown social login token', async () => {
    const { password: _password, ...withoutPassword } = NEW_CUSTOMER;
    const result = await run(stack.browser(), CREATE_ACCOUNT, {
      input: { ...withoutPassword, socialLoginToken: 'erfunden' },
    });
    expect(result).toMatchObject({ __typename: 'TokenError', code: 'TOKEN_INVALID' });
  });
});

describe('light account', () => {
  const lightInput = {
    firstName: 'Paula',
    lastName: 'Licht',
    email: 'paula.licht@example.de',
    recaptchaToken: RECAPTCHA_TOKEN,
  };

  it('creates a light account, resends its e-mail and lets the customer set a first password', async () => {
    const browser = stack.browser();
    expect(await run(browser, CREATE_LIGHT_ACCOUNT, { input: lightInput })).toMatchObject({
      __typename: 'AccountCreated',
      status: 'ACTIVATION_PENDING',
      email: 'paula.licht@example.de',
    });
    const first = await lastMailTo(stack.mocksUrl, 'paula.licht@example.de');
    expect(first.link.pathname).toBe('/dpl/av/light-user-set-password');

    expect(await run(browser, RESEND_ACTIVATION, { username: ' Paula.Licht@example.de ' })).toEqual({
      __typename: 'ActivationResent',
      username: 'paula.licht@example.de',
    });
    const mails = (await mailbox(stack.mocksUrl)).filter((m) => m.to === 'paula.licht@example.de');
    expect(mails).toHaveLength(2);

    const token = await tokenMailedTo(stack.mocksUrl, 'paula.licht@example.de');
    expect(await run(browser, SET_PASSWORD, { input: { token, password: 'Lichtblick!2024' } })).toMatchObject({
      __typename: 'PasswordSet',
    });
    const login = await browser.login('paula.licht@example.de', 'Lichtblick!2024');
    expect(login.data?.login).toMatchObject({ __typename: 'LoginSuccess' });
  });

  it('validates only name and e-mail, with the service’s texts', async () => {
    const result = await run(stack.browser(), CREATE_LIGHT_ACCOUNT, {
      input: { firstName: 'Paula', lastName: '', email: 'paula@', recaptchaToken: RECAPTCHA_TOKEN },
    });
    expect(result).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [
        { field: 'lastName', message: 'Bitte geben Sie einen gültigen Nachnamen ein.' },
        { field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
      ],
    });
    expect(
      await run(stack.browser(), CREATE_LIGHT_ACCOUNT, { input: { ...lightInput, email: 'lena.licht@example.de' } }),
    ).toMatchObject({
      __typename: 'EmailAlreadyExists',
    });
  });

  it('answers a resend the same for unknown accounts and sends nothing', async () => {
    expect(await run(stack.browser(), RESEND_ACTIVATION, { username: 'niemand@example.de' })).toMatchObject({
      __typename: 'ActivationResent',
    });
    expect(await mailbox(stack.mocksUrl)).toHaveLength(0);
    expect(await run(stack.browser(), RESEND_ACTIVATION, { username: 'kein@' })).toMatchObject({
      __typename: 'InvalidInput',
    });
  });
});

describe('address check', () => {
  const check = (input: Record<string, unknown>, market: 'de' | 'ch' = 'de') =>
    run(stack.browser(market), CHECK_ADDRESS, { input });

  it('proceeds when the address matches the first suggestion', async () => {
    expect(await check({ street: 'Domstraße', streetNumber: '12', zipCode: '50668', city: 'Köln' })).toMatchObject({
      __typename: 'AddressChecked',
      verdict: 'MATCH',
      recommendedAddress: null,
    });
  });

  it('recommends the corrected address when it differs from the input', async () => {
    expect(
      await check({
        firstName: 'Erika',
        lastName: 'Mustermann',
        street: 'Domstrase',
        streetNumber: '12',
        zipCode: '50668',
        city: 'Kölln',
      }),
    ).toEqual({
      __typename: 'AddressChecked',
      verdict: 'SUGGESTION',
      input: { street: 'Domstrase', streetNumber: '12', zipCode: '50668', city: 'Kölln', countryCode: 'DE' },
      recommendedAddress: {
        street: 'Domstraße',
        streetNumber: '12',
        zipCode: '50668',
        city: 'Köln',
        countryCode: 'DE',
      },
    });
  });

  it('says when the address is unknown, and checks Swiss addresses in the Swiss market', async () => {
    expect(await check({ street: 'Nirgendwo', streetNumber: '1', zipCode: '99999', city: 'Irgendwo' })).toMatchObject({
      verdict: 'UNKNOWN',
    });
    expect(
      await check({ street: 'Bahnhofstr.', streetNumber: '1', zipCode: '8001', city: 'Zürich' }, 'ch'),
    ).toMatchObject({
      verdict: 'SUGGESTION',
      recommendedAddress: { street: 'Bahnhofstrasse', countryCode: 'CH' },
    });
  });

  it('an unavailable address check is an UPSTREAM_UNAVAILABLE error', async () => {
    await stack.fault({ service: 'addressCheck', path: '/addresses/check', status: 503 });
    const res = await stack
      .browser()
      .graphql(CHECK_ADDRESS, { input: { street: 'Domstraße', streetNumber: '1', zipCode: '50668', city: 'Köln' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    await stack.admin('DELETE', '/faults');
  });

  it('refuses a Packstation and empty fields at their fields', async () => {
    expect(await check({ street: 'Packstation', streetNumber: '123', zipCode: '50668', city: 'Köln' })).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [{ field: 'street', message: expect.stringMatching(/Packstation/) }],
    });
    expect(await check({ street: ' ', streetNumber: '1', zipCode: '50668', city: 'Köln' })).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [{ field: 'street' }],
    });
  });
});
