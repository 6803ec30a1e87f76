/**
 * Hardening over HTTP against the real mocks: proxy trust, the recaptcha token, input
 * validation before any upstream call.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { SET_PASSWORD, TOKEN_STATUS } from './auth.ts';
import { LOGIN, PASSWORD, RECAPTCHA, startStack, useStack } from './stack.ts';

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

describe('ids and tokens before any upstream call', () => {
  const LONE_SURROGATE = 'o-\ud800';
  const HUGE = 'x'.repeat(10_000);

  /** The mocks' requests since `from`, other than reading the login state and the admin surface. */
  function upstreamCalls(from: number): string[] {
    return stack.mocksRequests.slice(from).filter((r) => !r.includes('/user/login-state') && !r.includes('/__admin/'));
  }

  it('answers BAD_USER_INPUT for a malformed order or request id and calls no service with it', async () => {
    const anna = stack.browser();
    expect((await anna.login('anna.schmidt@example.de', PASSWORD)).data?.login?.__typename).toBe('LoginSuccess');
    const from = stack.mocksRequests.length;
    for (const id of [LONE_SURROGATE, HUGE, 'o 1']) {
      const order = await anna.graphql('query($id: ID!) { viewer { customer { order(id: $id) { id } } } }', { id });
      expect(order.errors?.[0]?.extensions?.code, 'order').toBe('BAD_USER_INPUT');
      const cancel = await anna.graphql('mutation($id: ID!) { cancelOrder(input: { orderId: $id, reasonCode: OTHER }) { __typename } }', { id });
      expect(cancel.errors?.[0]?.extensions?.code, 'cancelOrder').toBe('BAD_USER_INPUT');
      const start = await anna.graphql('mutation($id: ID!) { startWithdrawal(input: { orderId: $id }) { __typename } }', { id });
      expect(start.errors?.[0]?.extensions?.code, 'startWithdrawal').toBe('BAD_USER_INPUT');
      const confirm = await anna.graphql('mutation($id: ID!) { confirmWithdrawal(input: { requestId: $id, confirmationSecret: "s" }) { __typename } }', { id });
      expect(confirm.errors?.[0]?.extensions?.code, 'confirmWithdrawal').toBe('BAD_USER_INPUT');
    }
    expect(upstreamCalls(from)).toEqual([]);
  });

  it('answers TOKEN_INVALID for a malformed token and calls no service with it', async () => {
    const browser = stack.browser();
    const from = stack.mocksRequests.length;
    for (const token of ['\ud800abc', HUGE, 'a b']) {
      const status = await browser.graphql(TOKEN_STATUS, { token });
      expect(status.errors).toBeUndefined();
      expect(status.data?.tokenStatus).toMatchObject({ __typename: 'TokenError', code: 'TOKEN_INVALID' });
      for (const tokenSource of ['QUERY', 'LEGACY_PATH']) {
        const set = await browser.graphql(SET_PASSWORD, { input: { token, password: 'Sommerwiese!2025', tokenSource } });
        expect(set.errors).toBeUndefined();
        expect(set.data?.setPassword).toMatchObject({ __typename: 'TokenError', code: 'TOKEN_INVALID' });
      }
    }
    expect(upstreamCalls(from)).toEqual([]);
  });
});

describe('public withdrawal lookup', () => {
  const START = /* GraphQL */ `mutation($input: StartWithdrawalInput!) { startWithdrawal(input: $input) { __typename } }`;

  it('limits the attempts per e-mail, so one address cannot try order number after order number', async () => {
    const limited = await startStack({ RATE_LIMIT_OPERATIONS: 'startWithdrawal=1000/5' });
    try {
      const visitor = limited.browser();
      const answers: string[] = [];
      for (let n = 0; n < 8; n++) {
        const res = await visitor.graphql(START, { input: { public: { orderNumber: String(81000001 + n), email: 'anna.schmidt@example.de', recaptchaToken: RECAPTCHA } } });
        answers.push(String(res.data?.startWithdrawal?.__typename));
      }
      expect(answers.slice(0, 5).includes('RateLimited')).toBe(false);
      expect(answers.slice(5)).toEqual(['RateLimited', 'RateLimited', 'RateLimited']);
      // Another address is counted on its own, and an unknown number answers as a wrong e-mail does.
      const other = await visitor.graphql(START, { input: { public: { orderNumber: '99999999', email: 'lukas.gruber@example.at', recaptchaToken: RECAPTCHA } } });
      const wrongMail = await visitor.graphql(START, { input: { public: { orderNumber: '81000009', email: 'lukas.gruber@example.at', recaptchaToken: RECAPTCHA } } });
      expect(other.data).toEqual(wrongMail.data);
      expect(other.data).toEqual({ startWithdrawal: { __typename: 'OrderNotFound' } });
    } finally {
      await limited.close();
    }
  });
});
