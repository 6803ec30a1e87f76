import { describe, expect, it } from 'vitest';
import { CookieJar, useMocks } from '../../test/harness.ts';

const STATE = '/customer-service/user/login-state';

const mocks = useMocks();

interface ClockView {
  now: string;
  offset_seconds: number;
}

describe('mock clock', () => {
  it('tells the mock time and an offset of zero after reset', async () => {
    const res = await mocks.call('GET', '/__admin/clock');
    expect(res.status).toBe(200);
    const body = res.body as ClockView;
    expect(body.offset_seconds).toBe(0);
    expect(Math.abs(new Date(body.now).getTime() - Date.now())).toBeLessThan(5000);
  });

  it('moves forward by advance_seconds, adding up, and reset sets it back', async () => {
    await mocks.call('POST', '/__admin/clock', { body: { advance_seconds: 3600 } });
    const res = await mocks.call('POST', '/__admin/clock', { body: { advance_seconds: 60 } });
    expect(res.status).toBe(200);
    const body = res.body as ClockView;
    expect(body.offset_seconds).toBe(3660);
    expect(new Date(body.now).getTime() - Date.now()).toBeGreaterThan(3660 * 1000 - 5000);

    await mocks.call('POST', '/__admin/reset');
    expect(((await mocks.call('GET', '/__admin/clock')).body as ClockView).offset_seconds).toBe(0);
  });

  it('expires access tokens by the mock clock', async () => {
    const jar = new CookieJar();
    await mocks.login('anna.schmidt@example.de', { jar });
    await mocks.call('POST', '/__admin/clock', { body: { advance_seconds: 15 * 60 } });
    const res = await mocks.call('GET', STATE, { jar });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ key: '/dpl/cs/errors/unauthenticated' });
    // The refresh token (10 days) is still good.
    expect((await mocks.call('POST', '/customer-service/user/auth/refresh', { jar })).status).toBe(204);
    expect((await mocks.call('GET', STATE, { jar })).body).toMatchObject({ state: 'LOGGED_IN' });
  });

  it('refuses a negative, fractional or missing advance', async () => {
    for (const body of [{ advance_seconds: -1 }, { advance_seconds: 1.5 }, {}, { advance_seconds: 1, extra: true }]) {
      const res = await mocks.call('POST', '/__admin/clock', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ key: '/dpl/cs/errors/bad_request' });
    }
  });
});
