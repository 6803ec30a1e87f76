/**
 * Hardening over HTTP against the real mocks: proxy trust, the recaptcha token, input
 * validation before any upstream call, and a fuzz of every mutation argument.
 */
import { DEMO_PASSWORD, RECAPTCHA_TOKEN } from '@mein-konto/testing';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { loadTypeDefs } from '../src/schema.ts';
import { SET_PASSWORD, TOKEN_STATUS } from './auth.ts';
import { LOGIN, startStack, useStack } from './stack.ts';

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
          .send({
            query: LOGIN,
            variables: {
              input: { username: 'anna.schmidt@example.de', password: 'falsch', recaptchaToken: RECAPTCHA_TOKEN },
            },
          });
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
    expect((await anna.login('anna.schmidt@example.de', DEMO_PASSWORD)).data?.login?.__typename).toBe('LoginSuccess');
    const from = stack.mocksRequests.length;
    for (const id of [LONE_SURROGATE, HUGE, 'o 1']) {
      const order = await anna.graphql('query($id: ID!) { viewer { customer { order(id: $id) { id } } } }', { id });
      expect(order.errors?.[0]?.extensions?.code, 'order').toBe('BAD_USER_INPUT');
      const cancel = await anna.graphql(
        'mutation($id: ID!) { cancelOrder(input: { orderId: $id, reasonCode: OTHER }) { __typename } }',
        { id },
      );
      expect(cancel.errors?.[0]?.extensions?.code, 'cancelOrder').toBe('BAD_USER_INPUT');
      const start = await anna.graphql(
        'mutation($id: ID!) { startWithdrawal(input: { orderId: $id }) { __typename } }',
        { id },
      );
      expect(start.errors?.[0]?.extensions?.code, 'startWithdrawal').toBe('BAD_USER_INPUT');
      const confirm = await anna.graphql(
        'mutation($id: ID!) { confirmWithdrawal(input: { requestId: $id, confirmationSecret: "s" }) { __typename } }',
        { id },
      );
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
        const set = await browser.graphql(SET_PASSWORD, {
          input: { token, password: 'Sommerwiese!2025', tokenSource },
        });
        expect(set.errors).toBeUndefined();
        expect(set.data?.setPassword).toMatchObject({ __typename: 'TokenError', code: 'TOKEN_INVALID' });
      }
    }
    expect(upstreamCalls(from)).toEqual([]);
  });
});

describe('public withdrawal lookup', () => {
  const START = /* GraphQL */ `
    mutation ($input: StartWithdrawalInput!) {
      startWithdrawal(input: $input) {
        __typename
      }
    }
  `;

  it('limits the attempts per e-mail, so one address cannot try order number after order number', async () => {
    const limited = await startStack({ RATE_LIMIT_OPERATIONS: 'startWithdrawal=1000/5' });
    try {
      const visitor = limited.browser();
      const answers: string[] = [];
      for (let n = 0; n < 8; n++) {
        const res = await visitor.graphql(START, {
          input: {
            public: {
              orderNumber: String(81000001 + n),
              email: 'anna.schmidt@example.de',
              recaptchaToken: RECAPTCHA_TOKEN,
            },
          },
        });
        answers.push(String(res.data?.startWithdrawal?.__typename));
      }
      expect(answers.slice(0, 5).includes('RateLimited')).toBe(false);
      expect(answers.slice(5)).toEqual(['RateLimited', 'RateLimited', 'RateLimited']);
      // Another address is counted on its own, and an unknown number answers as a wrong e-mail does.
      const other = await visitor.graphql(START, {
        input: {
          public: { orderNumber: '99999999', email: 'lukas.gruber@example.at', recaptchaToken: RECAPTCHA_TOKEN },
        },
      });
      const wrongMail = await visitor.graphql(START, {
        input: {
          public: { orderNumber: '81000009', email: 'lukas.gruber@example.at', recaptchaToken: RECAPTCHA_TOKEN },
        },
      });
      expect(other.data).toEqual(wrongMail.data);
      expect(other.data).toEqual({ startWithdrawal: { __typename: 'OrderNotFound' } });
    } finally {
      await limited.close();
    }
  });
});

describe('login throttling per customer', () => {
  it('counts wrong passwords per customer whichever identifier is typed, then asks for a challenge instead of locking the owner out', async () => {
    const throttled = await startStack({ RATE_LIMIT_OPERATIONS: 'login=1000/10', LOGIN_SLOWDOWN_MS: '30' });
    try {
      const attacker = throttled.browser();
      const identifiers = ['anna.schmidt@example.de', '0010012345', '100 123 45', 'Anna.Schmidt@example.de '];
      for (let i = 0; i < 10; i++) {
        const res = await attacker.login(identifiers[i % identifiers.length] ?? '', `falsch-${i}`);
        expect(res.data?.login?.__typename, `guess ${i + 1}`).toBe('LoginRejected');
      }
      // The 11th guess, by customer number or by e-mail, needs a solved challenge: one budget for anna.
      expect((await attacker.login('10012345', 'falsch-11')).data?.login).toMatchObject({
        __typename: 'LoginChallengeRequired',
        code: 'LOGIN_CHALLENGE_REQUIRED',
      });
      expect((await attacker.login('anna.schmidt@example.de', 'falsch-11')).data?.login?.__typename).toBe(
        'LoginChallengeRequired',
      );
      // Ten more guesses, each with a fresh challenge, each slower than the one before.
      const delays: number[] = [];
      for (let i = 0; i < 10; i++) {
        const started = Date.now();
        const res = await attacker.login(identifiers[i % identifiers.length] ?? '', `falsch-${i + 11}`, {
          challengeToken: `gelöst-${i}`,
        });
        delays.push(Date.now() - started);
        expect(res.data?.login?.__typename, `guess ${i + 11}`).toBe('LoginRejected');
      }
      // The slow-down grows: at least 30 ms per wrong password over the threshold.
      expect(delays[9]).toBeGreaterThanOrEqual(30 * 10);
      // A challenge is good for one attempt only.
      expect(
        (await attacker.login('anna.schmidt@example.de', 'falsch', { challengeToken: 'gelöst-3' })).data?.login
          ?.__typename,
      ).toBe('LoginChallengeRequired');

      // The owner: the right password alone is not enough now, with a fresh challenge it is.
      const owner = throttled.browser();
      expect((await owner.login('anna.schmidt@example.de')).data?.login?.__typename).toBe('LoginChallengeRequired');
      expect(
        (await owner.login('anna.schmidt@example.de', DEMO_PASSWORD, { challengeToken: 'von-anna' })).data?.login,
      ).toMatchObject({
        __typename: 'LoginSuccess',
        viewer: { customer: { customerNumber: '10012345' } },
      });
      // Other customers are not affected.
      expect((await throttled.browser().login('neu.kunde@example.de')).data?.login?.__typename).toBe('LoginSuccess');
    } finally {
      await throttled.close();
    }
  });
});

describe('writes whose answer is lost', () => {
  const ITEMS = /* GraphQL */ `
    query ($id: ID!) {
      viewer {
        customer {
          order(id: $id) {
            items {
              sku
              returnableQuantity
            }
            returns {
              id
            }
          }
        }
      }
    }
  `;
  const RETURN = /* GraphQL */ `
    mutation ($input: ReturnOrderItemsInput!) {
      returnOrderItems(input: $input) {
        __typename
        ... on ReturnSuccess {
          returnId
          order {
            returns {
              id
            }
          }
        }
      }
    }
  `;

  it('a retry with the same idempotency key after "write done, answer lost" creates no second return', async () => {
    const anna = stack.browser();
    expect((await anna.login('anna.schmidt@example.de', DEMO_PASSWORD)).data?.login?.__typename).toBe('LoginSuccess');
    const before = await anna.graphql(ITEMS, { id: 'o-81000009' });
    const order = before.data?.viewer?.customer?.order as unknown as {
      items: { sku: string; returnableQuantity: number }[];
      returns: unknown[];
    };
    const item = order.items.find((i) => i.returnableQuantity > 0);
    if (!item) throw new Error('no returnable item');
    const input = {
      orderId: 'o-81000009',
      items: [{ sku: item.sku, quantity: 1 }],
      idempotencyKey: 'ruecksendung-7f3c2a',
    };

    await stack.fault({ service: 'order', method: 'POST', path: '/orders/return', after: true, times: 1 });
    const lost = await anna.graphql(RETURN, { input });
    expect(lost.data?.returnOrderItems?.__typename ?? lost.errors?.[0]?.extensions?.code).not.toBe('ReturnSuccess');

    const retry = await anna.graphql(RETURN, { input });
    expect(retry.data?.returnOrderItems?.__typename).toBe('ReturnSuccess');
    const after = await anna.graphql(ITEMS, { id: 'o-81000009' });
    const afterOrder = after.data?.viewer?.customer?.order as unknown as {
      items: { sku: string; returnableQuantity: number }[];
      returns: unknown[];
    };
    expect(afterOrder.returns).toHaveLength(order.returns.length + 1);
    expect(afterOrder.items.find((i) => i.sku === item.sku)?.returnableQuantity).toBe(item.returnableQuantity - 1);
  });
});

describe('fuzz: no client input makes an internal error', () => {
  const schema = buildSchema(loadTypeDefs().join('\n'));
  const HOSTILE_STRINGS = ['x'.repeat(10_000), 'a\ud800b', 'a\r\nX-Injected: 1', '', '\u0000'];
  const HOSTILE_INTS = [2147483647, -2147483648, 0];

  /** A plausible value of an input type: every field set, strings 'x', the first enum value, lists of one. */
  function base(type: GraphQLInputType, depth = 0): unknown {
    const nullable = getNullableType(type);
    if (isListType(nullable)) return [base(nullable.ofType, depth + 1)];
    if (isEnumType(nullable)) return nullable.getValues()[0]?.value;
    if (isInputObjectType(nullable)) {
      if (depth > 4) return undefined;
      return Object.fromEntries(Object.values(nullable.getFields()).map((f) => [f.name, base(f.type, depth + 1)]));
    }
    if (isScalarType(nullable)) {
      if (nullable.name === 'Int') return 1;
      if (nullable.name === 'Boolean') return false;
      if (nullable.name === 'Date') return '1961-04-12';
      return 'x';
    }
    return undefined;
  }

  /** Every leaf (string, number, list) of a value along its type, as a path and the hostile values for it. */
  function leaves(
    type: GraphQLInputType,
    path: (string | number)[] = [],
  ): { path: (string | number)[]; values: unknown[] }[] {
    const nullable = getNullableType(type);
    if (isListType(nullable)) {
      const item = base(nullable.ofType);
      return [{ path, values: [[], new Array(2000).fill(item)] }, ...leaves(nullable.ofType, [...path, 0])];
    }
    if (isInputObjectType(nullable))
      return Object.values(nullable.getFields()).flatMap((f) => leaves(f.type, [...path, f.name]));
    if (isScalarType(nullable) && nullable.name === 'Int') return [{ path, values: HOSTILE_INTS }];
    if (isScalarType(nullable) && (nullable.name === 'String' || nullable.name === 'ID'))
      return [{ path, values: HOSTILE_STRINGS }];
    return [];
  }

  function withValue(value: unknown, path: (string | number)[], replacement: unknown): unknown {
    if (path.length === 0) return replacement;
    const [head, ...rest] = path;
    const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
    copy[head as string] = withValue(copy[head as string], rest, replacement);
    return copy;
  }

  it('answers every mutation argument with hostile values without INTERNAL_SERVER_ERROR', async () => {
    const anna = stack.browser();
    expect((await anna.login('anna.schmidt@example.de', DEMO_PASSWORD)).data?.login?.__typename).toBe('LoginSuccess');
    const mutation = schema.getMutationType();
    if (!mutation) throw new Error('no mutations');
    let requests = 0;
    const internal: string[] = [];
    for (const field of Object.values(mutation.getFields())) {
      if (field.args.length === 0) continue;
      const named = getNamedType(field.type);
      const selection = isLeafType(named) ? '' : '{ __typename }';
      const variables = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
      const query = `mutation(${variables}) { ${field.name}(${field.args.map((a) => `${a.name}: $${a.name}`).join(', ')}) ${selection} }`;
      const plausible = Object.fromEntries(field.args.map((a) => [a.name, base(a.type)]));
      for (const arg of field.args) {
        for (const leaf of leaves(arg.type)) {
          for (const value of leaf.values) {
            const res = await anna.graphql(query, {
              ...plausible,
              [arg.name]: withValue(plausible[arg.name], leaf.path, value),
            });
            requests++;
            const codes = (res.errors ?? []).map((e) => e.extensions?.code);
            if (res.status >= 500 || codes.includes('INTERNAL_SERVER_ERROR')) {
              internal.push(
                `${field.name}(${[arg.name, ...leaf.path].join('.')}) = ${JSON.stringify(value).slice(0, 30)}: ${res.status} ${JSON.stringify(res.errors).slice(0, 200)}`,
              );
            }
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(500);
    expect(internal).toEqual([]);
  }, 240_000);
});
