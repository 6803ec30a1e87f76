import { describe, expect, it } from 'vitest';
import { CookieJar, useMocks } from '../../../test/harness.ts';
import { BASE, SPA, ERR, RECAPTCHA, customerTesting } from '../../../test/customerService.ts';

const mocks = useMocks({ spaBaseUrl: SPA });
const { post, mailbox, linkFor, loginState, createAccount, createLightAccount } = customerTesting(mocks);

describe('light account', () => {
  const LIGHT = {
    first_name: 'Paula',
    last_name: 'Probe',
    email: 'paula.probe@example.de',
    context: 'accountLightAccount',
  };

  it('creates a light account with name and e-mail; the e-mailed link sets its first password', async () => {
    const res = await createLightAccount(LIGHT);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      customer_number: '80000001',
      email: 'paula.probe@example.de',
      status: 'ACTIVATION_PENDING',
      login: null,
    });

    const check = await mocks.call('GET', `${BASE}/user/username-check?username=paula.probe%40example.de`, {
      headers: RECAPTCHA,
    });
    expect(check.body).toMatchObject({ key: ERR('light_user_no_credentials') });

    // no salutation given: a neutral greeting, not a made-up "Frau"
    const [mail] = await mailbox();
    expect(mail?.text.startsWith('Guten Tag Paula Probe,')).toBe(true);
    const link = await linkFor('paula.probe@example.de');
    expect(`${link.origin}${link.pathname}`).toBe(`${SPA}/light-user-set-password`);
    const token = link.searchParams.get('token') ?? '';
    expect((await post('/user/set-password', { token, password: 'Neues-Passwort1' })).status).toBe(204);

    const jar = new CookieJar();
    expect((await mocks.login('paula.probe@example.de', { password: 'Neues-Passwort1', jar })).status).toBe(200);
    expect(await loginState(jar)).toMatchObject({ state: 'LOGGED_IN', is_light_user: false, has_password: true });
    const personal = await mocks.call(
      'GET',
      `${BASE}/user/personal-details?address_strict_typing=true&packstation_mapping=true`,
      { jar },
    );
    expect(personal.status).toBe(200);
    expect(personal.body).toMatchObject({ date_of_birth: null, billing_address_id: null, salutation: null });
  });

  it('validates only first name, last name and e-mail', async () => {
    const res = await createLightAccount({ first_name: '', last_name: 'Probe', email: 'paula@' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      key: ERR('invalid_first_name'),
      field_errors: [{ key: ERR('invalid_first_name') }, { key: ERR('email_invalid'), field: 'email' }],
    });
  });

  it('answers email_already_exists for a registered e-mail', async () => {
    const res = await createLightAccount({ ...LIGHT, email: 'lena.licht@example.de' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ key: ERR('email_already_exists') });
  });

  it('resends the activation e-mail to the light user lena; its link sets her password', async () => {
    const res = await mocks.call(
      'GET',
      `${BASE}/user/light-users/resend-activation-email?username=lena.licht%40example.de&origin=accountLightAccount`,
    );
    expect(res.status).toBe(204);
    const link = await linkFor('lena.licht@example.de');
    expect(link.pathname).toBe('/dpl/av/light-user-set-password');
    expect(
      (await post('/user/set-password', { token: link.searchParams.get('token'), password: 'Lena-Passwort1' })).status,
    ).toBe(204);
    expect((await mocks.login('40045678', { password: 'Lena-Passwort1', jar: new CookieJar() })).status).toBe(200);
  });

  it('resends the activation e-mail of an unactivated full account with the activation link', async () => {
    await createAccount();
    await mocks.call('DELETE', '/__admin/mailbox');
    await mocks.call(
      'GET',
      `${BASE}/user/light-users/resend-activation-email?username=80000001&origin=accountLightAccount`,
    );
    expect((await linkFor('marie.mustermann@example.de')).pathname).toBe('/dpl/av/activate-account');
  });

  it('answers 204 to a resend for unknown or complete accounts without sending anything', async () => {
    for (const username of ['niemand@example.de', 'anna.schmidt@example.de']) {
      const res = await mocks.call(
        'GET',
        `${BASE}/user/light-users/resend-activation-email?username=${encodeURIComponent(username)}&origin=accountLightAccount`,
      );
      expect(res.status).toBe(204);
    }
    expect(await mailbox()).toEqual([]);
  });

  it('requires origin accountLightAccount', async () => {
    const res = await mocks.call(
      'GET',
      `${BASE}/user/light-users/resend-activation-email?username=lena.licht%40example.de&origin=checkout`,
    );
    expect(res.status).toBe(400);
  });
});
