import { describe, expect, it } from 'vitest';
import { useMocks } from '../../test/harness.ts';

const mocks = useMocks({}, { reset: false });

describe('every upstream route', () => {
  it('answers 400 missing_header without the client id header', async () => {
    const res = await mocks.call('GET', '/customer-service/user/login-state', { clientId: null });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      status: 400,
      key: '/dpl/cs/errors/missing_header',
      detail: 'header x-client-id is required',
    });
  });

  it('answers 400 missing_header without the locale header', async () => {
    const res = await mocks.call('GET', '/order-history-service/orders?address_strict_typing=true&limit=1', {
      locale: null,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ key: '/dpl/cs/errors/missing_header', detail: 'header x-locale is required' });
  });

  it('refuses a locale outside de-de, de-at and de-ch', async () => {
    const res = await mocks.call('GET', '/customer-service/user/login-state', { locale: 'en-us' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ key: '/dpl/cs/errors/bad_request' });
  });

  it('validates the query against the contract and names the failing field', async () => {
    const res = await mocks.call('GET', '/order-history-service/orders?address_strict_typing=true&limit=0');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      status: 400,
      key: '/dpl/cs/errors/bad_request',
      field_errors: [expect.objectContaining({ field: 'limit' })],
    });
  });

  it('validates the body against the contract and names the failing field', async () => {
    const res = await mocks.call('POST', '/customer-service/user/login', {
      headers: { 'x-recaptcha-token': 'ok' },
      body: { username: 'anna.schmidt@example.de', password: 'x', stay_logged_in: 'yes' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field_errors: [expect.objectContaining({ field: 'stay_logged_in' })] });
  });

  it('refuses a body that is not JSON with bad_request', async () => {
    const res = await fetch(`${mocks.baseUrl}/log-service/logs`, {
      method: 'POST',
      headers: { 'x-client-id': 't', 'x-locale': 'de-de', 'content-type': 'application/json' },
      body: '{"broken"',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ key: '/dpl/cs/errors/bad_request' });
  });

  it('accepts a bodiless POST sent with a JSON content type', async () => {
    const res = await mocks.call('POST', '/customer-service/user/auth/refresh', {
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ key: '/dpl/cs/errors/unauthenticated' });
  });

  it('answers an unknown path with a not_found error body', async () => {
    const res = await mocks.call('GET', '/customer-service/user/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 404, key: '/dpl/cs/errors/not_found' });
  });

  it('reports health without any header', async () => {
    const res = await fetch(`${mocks.baseUrl}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});
