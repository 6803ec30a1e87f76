/**
 * Hardening over HTTP against the real mocks: proxy trust, the recaptcha token, input
 * validation before any upstream call.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { LOGIN, RECAPTCHA, startStack, useStack } from './stack.ts';

const stack = useStack();

describe('proxy trust', () => {
  it('never trusts every proxy: TRUST_PROXY takes a hop count or addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(ConfigError);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' }).trustProxy).toEqual(['10.0.0.0/8', '192.0.2.1']);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('counts a client behind one proxy by the address the proxy saw, however it rotates X-Forwarded-For', async () => {
    const behindProxy = await startStack({ TRUST_PROXY: '1', RATE_LIMIT_OPERATIONS: 'login=5/1000' });
    try {
      const typenames: string[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await behindProxy
          .http()
          .post('/graphql')
          .set('x-forwarded-for', `198.51.100.${i + 1}, 203.0.113.7`)
          .send({ query: LOGIN, variables: { input: { username: 'anna.schmidt@example.de', password: 'falsch', recaptchaToken: RECAPTCHA } } });
        typenames.push((res.body as { data: { login: { __typename: string } } }).data.login.__typename);
      }
      expect(typenames.slice(0, 5).every((t) => t !== 'RateLimited')).toBe(true);
      expect(typenames.slice(5)).toEqual(['RateLimited', 'RateLimited', 'RateLimited']);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('recaptcha token', () => {
  it('answers the generic login error for an empty token, without an upstream call', async () => {
    const browser = stack.browser();
    const before = stack.mocksRequests.length;
    const res = await browser.login('anna.schmidt@example.de', undefined, { recaptchaToken: '' });
    expect(res.errors).toBeUndefined();
    expect(res.data?.login).toMatchObject({ __typename: 'LoginFailed', code: 'LOGIN_FAILED', reason: 'UNKNOWN' });
    const check = await browser.checkUsername('anna.schmidt@example.de', ' ');
    expect(check.errors).toBeUndefined();
    expect(check.data?.checkUsername).toMatchObject({ __typename: 'UsernameCheckFailed', code: 'RECAPTCHA_FAILED' });
    expect(stack.mocksRequests.slice(before).filter((r) => r.includes('/user/'))).toEqual([]);
  });
});
