import { describe, expect, it } from 'vitest';
import { CookieJar, parseSetCookie } from './cookies.ts';

describe('parseSetCookie', () => {
  it('removes the Domain attribute and keeps the others', () => {
    const parsed = parseSetCookie(
      'mk_access=abc; Domain=upstream.example; Path=/; HttpOnly; SameSite=Lax; Max-Age=900',
    );
    expect(parsed).toEqual({
      name: 'mk_access',
      value: 'abc',
      cleared: false,
      header: 'mk_access=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=900',
    });
  });

  it('recognises a cleared cookie by Max-Age=0 or a past Expires', () => {
    expect(parseSetCookie('mk_access=; Path=/; Max-Age=0')?.cleared).toBe(true);
    expect(parseSetCookie('mk_access=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT')?.cleared).toBe(true);
  });
});

describe('CookieJar', () => {
  it('forwards only the session cookies of the browser', () => {
    const jar = new CookieJar({ mk_access: 'a', mk_refresh: 'r', tracking: 't' });
    expect(jar.header()).toBe('mk_access=a; mk_refresh=r');
  });

  it('takes in new cookies and remembers them for the browser, last change wins', () => {
    const jar = new CookieJar({ mk_access: 'old' });
    jar.applySetCookies(['mk_access=new1; Path=/', 'mk_access=new2; Path=/']);
    expect(jar.get('mk_access')).toBe('new2');
    expect(jar.pendingSetCookies()).toEqual(['mk_access=new2; Path=/']);
  });

  it('clears the whole session in the jar and in the browser', () => {
    const jar = new CookieJar({ mk_access: 'a', mk_refresh: 'r', mk_logged_in: '1' });
    jar.clearSession();
    expect(jar.header()).toBeUndefined();
    expect(jar.pendingSetCookies()).toHaveLength(3);
    expect(jar.pendingSetCookies().every((c) => c.includes('Max-Age=0'))).toBe(true);
  });

  it('adopts the cookies another jar received', () => {
    const login = new CookieJar();
    login.applySetCookies(['mk_access=n; Path=/; HttpOnly']);
    const request = new CookieJar({ mk_access: 'old' });
    request.adopt(login);
    expect(request.get('mk_access')).toBe('n');
    expect(request.pendingSetCookies()).toEqual(['mk_access=n; Path=/; HttpOnly']);
  });
});
