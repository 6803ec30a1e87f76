import { beforeEach, describe, expect, it } from 'vitest';
import { CookieJar, useMocks } from '../../../test/harness.ts';

const STATE = '/customer-service/user/login-state';
const DETAILS = '/customer-service/user/customer-details';
const REFRESH = '/customer-service/user/auth/refresh';
const LOGOUT = '/customer-service/user/auth/logout';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let clock = new Date('2026-03-02T10:00:00Z');
const mocks = useMocks({ now: () => clock }, { reset: false });
beforeEach(() => {
  clock = new Date('2026-03-02T10:00:00Z');
  mocks.kernel.reset();
});

async function loggedIn(username = 'anna.schmidt@example.de', stayLoggedIn = false): Promise<CookieJar> {
  const jar = new CookieJar();
  const res = await mocks.login(username, { jar, stayLoggedIn });
  expect(res.status).toBe(200);
  return jar;
}

describe('cookie sessions', () => {
  it('answers 401 on an expired access token, and serves again after a refresh', async () => {
    const jar = await loggedIn();
    await mocks.call('POST', '/__admin/sessions/expire-access', { body: {} });

    const expired = await mocks.call('GET', DETAILS, { jar });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ key: '/dpl/cs/errors/unauthenticated' });
    const state = await mocks.call('GET', STATE, { jar });
    expect(state.status).toBe(401);

    const oldAccess = jar.get('mk_access');
    const refreshed = await mocks.call('POST', REFRESH, { jar });
    expect(refreshed.status).toBe(204);
    expect(refreshed.setCookies.map((c) => c.name).sort()).toEqual(['mk_access', 'mk_logged_in', 'mk_refresh']);
    expect(jar.get('mk_access')).not.toBe(oldAccess);

    expect((await mocks.call('GET', DETAILS, { jar })).status).toBe(200);
    expect((await mocks.call('GET', STATE, { jar })).body).toMatchObject({ state: 'LOGGED_IN' });
  });

  it('treats a missing access cookie next to a refresh cookie as expired', async () => {
    const jar = await loggedIn();
    jar.delete('mk_access');
    expect((await mocks.call('GET', STATE, { jar })).status).toBe(401);
    expect((await mocks.call('POST', REFRESH, { jar })).status).toBe(204);
    expect((await mocks.call('GET', STATE, { jar })).body).toMatchObject({ state: 'LOGGED_IN' });
  });

  it('rotates the refresh token on use, refuses a used one and ends its session, counting every call', async () => {
    const jar = await loggedIn();
    const used = jar.clone();
    const first = await mocks.call('POST', REFRESH, { jar });
    expect(first.status).toBe(204);
    expect(jar.get('mk_refresh')).not.toBe(used.get('mk_refresh'));
    expect((await mocks.call('GET', DETAILS, { jar })).status).toBe(200);

    // the used token again (a second refresh of the same session): refused, cookies cleared, the session over
    const reused = await mocks.call('POST', REFRESH, { jar: used });
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({
      key: '/dpl/cs/errors/unauthenticated',
      detail: 'refresh token already used: the session has ended',
    });
    expect(reused.setCookies.map((c) => [c.name, c.maxAge]).sort()).toEqual([
      ['mk_access', 0],
      ['mk_logged_in', 0],
      ['mk_refresh', 0],
    ]);
    expect((await mocks.call('GET', DETAILS, { jar })).status).toBe(401);
    expect((await mocks.call('POST', REFRESH, { jar })).status).toBe(401);
    expect((await mocks.call('GET', '/__admin/sessions/refreshes')).body).toEqual({
      refreshed: 1,
      refused: 2,
      reused: 1,
    });

    await mocks.call('POST', '/__admin/reset', { body: {} });
    expect((await mocks.call('GET', '/__admin/sessions/refreshes')).body).toEqual({
      refreshed: 0,
      refused: 0,
      reused: 0,
    });
  });

  it('lets access tokens expire after their lifetime', async () => {
    const jar = await loggedIn();
    clock = new Date(clock.getTime() + 14 * MINUTE);
    expect((await mocks.call('GET', DETAILS, { jar })).status).toBe(200);
    clock = new Date(clock.getTime() + 2 * MINUTE);
    expect((await mocks.call('GET', DETAILS, { jar })).status).toBe(401);
  });

  it('expires only the named customer when expire-access names one', async () => {
    const anna = await loggedIn('anna.schmidt@example.de');
    const neu = await loggedIn('neu.kunde@example.de');
    await mocks.call('POST', '/__admin/sessions/expire-access', { body: { customer_number: '10012345' } });
    expect((await mocks.call('GET', DETAILS, { jar: anna })).status).toBe(401);
    expect((await mocks.call('GET', DETAILS, { jar: neu })).status).toBe(200);
  });

  it('refuses the refresh with 401 and clears the cookies once the refresh token expired', async () => {
    const jar = await loggedIn();
    await mocks.call('POST', '/__admin/sessions/expire-refresh', { body: {} });

    expect((await mocks.call('GET', DETAILS, { jar })).status).toBe(401);
    const refused = await mocks.call('POST', REFRESH, { jar });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ key: '/dpl/cs/errors/unauthenticated' });
    expect(refused.setCookies.map((c) => [c.name, c.maxAge]).sort()).toEqual([
      ['mk_access', 0],
      ['mk_logged_in', 0],
      ['mk_refresh', 0],
    ]);
    expect((await mocks.call('GET', STATE, { jar })).body).toMatchObject({ state: 'LOGGED_OUT' });
  });

  it('ends a session after 10 days without refresh, but slides it with every refresh', async () => {
    const jar = await loggedIn();
    clock = new Date(clock.getTime() + 9 * DAY);
    expect((await mocks.call('POST', REFRESH, { jar })).status).toBe(204);
    clock = new Date(clock.getTime() + 9 * DAY);
    expect((await mocks.call('POST', REFRESH, { jar })).status).toBe(204);
    clock = new Date(clock.getTime() + 10 * DAY + MINUTE);
    expect((await mocks.call('POST', REFRESH, { jar })).status).toBe(401);
  });

  it('keeps a stay-logged-in session 60 days', async () => {
    const jar = await loggedIn('anna.schmidt@example.de', true);
    clock = new Date(clock.getTime() + 59 * DAY);
    expect((await mocks.call('POST', REFRESH, { jar })).status).toBe(204);
    clock = new Date(clock.getTime() + 60 * DAY + MINUTE);
    expect((await mocks.call('POST', REFRESH, { jar })).status).toBe(401);
  });

  it('ends the session on logout: cookies cleared, old tokens refused', async () => {
    const jar = await loggedIn();
    const stolen = jar.clone();
    const res = await mocks.call('GET', LOGOUT, { jar });
    expect(res.status).toBe(204);
    expect(res.setCookies.every((c) => c.maxAge === 0)).toBe(true);
    expect(res.setCookies).toHaveLength(3);

    expect((await mocks.call('GET', STATE, { jar })).body).toMatchObject({ state: 'LOGGED_OUT' });
    expect((await mocks.call('GET', DETAILS, { jar: stolen })).status).toBe(401);
    expect((await mocks.call('POST', REFRESH, { jar: stolen })).status).toBe(401);
  });

  it('answers logout without a session with 204 as well', async () => {
    expect((await mocks.call('GET', LOGOUT, { jar: new CookieJar() })).status).toBe(204);
  });

  it('replaces the previous session of the browser on a new login', async () => {
    const jar = await loggedIn('anna.schmidt@example.de');
    const before = jar.clone();
    await mocks.login('neu.kunde@example.de', { jar });
    expect((await mocks.call('GET', STATE, { jar })).body).toMatchObject({ customer_number: '60067890' });
    expect((await mocks.call('GET', DETAILS, { jar: before })).status).toBe(401);
  });
});
