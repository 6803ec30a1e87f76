import { describe, expect, it } from 'vitest';
import { CookieJar, useMocks } from '../../../test/harness.ts';
import { BASE } from '../../../test/customerService.ts';

const mocks = useMocks();

describe('login state and details', () => {
  it('answers LOGGED_OUT with empty fields without session cookies', async () => {
    const res = await mocks.call('GET', `${BASE}/user/login-state`, { jar: new CookieJar() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      state: 'LOGGED_OUT',
      first_name: null,
      customer_number: null,
      has_password: false,
    });
  });

  it('answers LOGGED_IN with the customer after login', async () => {
    const jar = new CookieJar();
    await mocks.login('anna.schmidt@example.de', { jar });
    const res = await mocks.call('GET', `${BASE}/user/login-state`, { jar });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      state: 'LOGGED_IN',
      first_name: 'Anna',
      last_name: 'Schmidt',
      customer_number: '10012345',
      email: 'anna.schmidt@example.de',
      has_password: true,
      is_light_user: false,
      is_new_customer: false,
      social_login_provider: null,
    });
  });

  it('marks the new customer as new', async () => {
    const jar = new CookieJar();
    await mocks.login('neu.kunde@example.de', { jar });
    const res = await mocks.call('GET', `${BASE}/user/login-state`, { jar });
    expect(res.body).toMatchObject({ state: 'LOGGED_IN', is_new_customer: true });
  });

  it('serves personal and customer details of the logged-in customer', async () => {
    const jar = new CookieJar();
    await mocks.login('anna.schmidt@example.de', { jar });
    const personal = await mocks.call(
      'GET',
      `${BASE}/user/personal-details?address_strict_typing=true&packstation_mapping=true`,
      { jar },
    );
    expect(personal.status).toBe(200);
    expect(personal.body).toMatchObject({
      customer_number: '10012345',
      date_of_birth: '1961-04-12',
      salutation: 'MS',
      country_code: 'DE',
      preferred_payment_method: 'INVOICE',
      total_orders: 12,
      billing_address_id: expect.any(String),
      delivery_address: expect.objectContaining({ city: 'Köln' }),
    });
    const details = await mocks.call('GET', `${BASE}/user/customer-details`, { jar });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      last_name: 'Schmidt',
      billing_address: expect.objectContaining({ city: 'Köln' }),
    });
  });

  it('has no billing address for the new customer', async () => {
    const jar = new CookieJar();
    await mocks.login('60067890', { jar });
    const details = await mocks.call('GET', `${BASE}/user/customer-details`, { jar });
    expect(details.body).toMatchObject({ billing_address: null });
    const personal = await mocks.call(
      'GET',
      `${BASE}/user/personal-details?address_strict_typing=true&packstation_mapping=false`,
      { jar },
    );
    expect(personal.body).toMatchObject({ billing_address_id: null, delivery_address: null, total_orders: 0 });
  });

  it('refuses personal details without a session', async () => {
    const res = await mocks.call(
      'GET',
      `${BASE}/user/personal-details?address_strict_typing=true&packstation_mapping=true`,
      { jar: new CookieJar() },
    );
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ key: '/dpl/cs/errors/unauthenticated' });
  });
});
