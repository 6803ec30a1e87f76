/**
 * The gateway as it runs in production (APP_ENV=production) against the real mocks: no
 * introspection, no sandbox, masked errors without field suggestions, the deployment's market
 * whatever the request says, Secure session cookies and the security headers.
 */
import { DEMO_PASSWORD, RECAPTCHA_TOKEN } from '@mein-konto/testing';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../src/app.ts';
import { LOGIN, trustedDocuments, useStack, type Stack } from './stack.ts';

const LOGOUT = 'mutation { logout { viewer { state } } }';
const CANCEL =
  'mutation($reason: CancellationReason!) { cancelOrder(input: { orderId: "o-81000012", reasonCode: $reason }) { __typename } }';
const stack = useStack({
  APP_ENV: 'production',
  RECAPTCHA_SITE_KEY: 'site-key',
  DEFAULT_MARKET: 'de',
  TRUSTED_DOCUMENTS_DIR: trustedDocuments(LOGIN, LOGOUT, CANCEL, '{ __typename }', '{ market { market currency } }'),
});

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

function post(
  target: Stack,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return target.http().post('/graphql').set('content-type', 'application/json').set(headers).send({ query, variables });
}

function setCookiesOf(res: { headers: Record<string, unknown> }): string[] {
  return (res.headers['set-cookie'] as string[] | undefined) ?? [];
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
function cookieHeader(setCookies: string[]): string {
  return setCookies
    .map((c) => c.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

function login(username: string, headers: Record<string, string> = {}) {
  return post(
    stack,
    LOGIN,
    { input: { username, password: DEMO_PASSWORD, stayLoggedIn: true, recaptchaToken: RECAPTCHA_TOKEN } },
    headers,
  );
}

describe('production', () => {
  it('turns introspection and the sandbox off and masks errors without stack traces', async () => {
    const introspection = await post(stack, '{ __schema { queryType { name } } }');
    expect(introspection.status).toBe(400);
    expect((await stack.http().get('/sandbox')).status).toBe(404);
    for (const error of (introspection.body as GraphQLBody).errors ?? [])
      expect(error.extensions?.['stacktrace']).toBeUndefined();
  });

  it('answers no field or enum value suggestions', async () => {
    for (const res of [await post(stack, '{ viewr { id } }'), await post(stack, CANCEL, { reason: 'OTHR' })]) {
      expect(res.status).toBe(400);
      const body = res.body as GraphQLBody;
      expect(body.errors?.length).toBeGreaterThan(0);
      for (const error of body.errors ?? []) expect(error.message).not.toMatch(/Did you mean/i);
    }
  });

  it('runs no mutation without a POST', async () => {
    const res = await stack.http().get('/graphql').query({ query: LOGOUT }).set('apollo-require-preflight', 'true');
    expect(res.status).toBe(405);
    expect(
      (await stack.http().head('/graphql').query({ query: LOGOUT }).set('apollo-require-preflight', 'true')).status,
    ).toBe(404);
  });

  it('sends the Permissions-Policy header on every answer', async () => {
    expect(PERMISSIONS_POLICY).toMatch(/camera=\(\), .*geolocation=\(\), .*microphone=\(\)/);
    for (const path of ['/health', '/dpl/av/', '/dpl/av/runtime-config.js']) {
      const res = await stack.http().get(path);
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
    const graphql = await post(stack, '{ __typename }');
    expect(graphql.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });

  it('keeps the deployment market whatever x-market says', async () => {
    const market = await post(stack, '{ market { market currency } }', {}, { 'x-market': 'ch' });
    expect(market.body).toEqual({ data: { market: { market: 'DE', currency: 'EUR' } } });
    // An Austrian customer cannot log in on the de deployment by claiming the at market.
    const lukas = await login('lukas.gruber@example.at', { 'x-market': 'at' });
    expect((lukas.body as GraphQLBody).data).toMatchObject({
      login: { __typename: 'LoginWrongCountry', code: 'LOGIN_WRONG_COUNTRY' },
    });
    expect(setCookiesOf(lukas)).toEqual([]);
  });

  it('tells the SPA that the market cannot be overridden', async () => {
    const config = (await stack.http().get('/dpl/av/runtime-config.js')).text;
    expect(config).toContain('"marketOverride":false');
  });

  it('sets and clears every session cookie with Secure, HttpOnly and SameSite=Lax', async () => {
    const res = await login('anna.schmidt@example.de');
    expect((res.body as GraphQLBody).data).toMatchObject({ login: { __typename: 'LoginSuccess' } });
    const set = setCookiesOf(res);
    expect(set.map((c) => c.split('=')[0])).toEqual(
      expect.arrayContaining(['mk_access', 'mk_refresh', 'mk_logged_in']),
    );

    const out = await post(stack, LOGOUT, {}, { cookie: cookieHeader(set) });
    expect((out.body as GraphQLBody).data).toEqual({ logout: { viewer: { state: 'LOGGED_OUT' } } });
    const cleared = setCookiesOf(out);
    expect(cleared.map((c) => c.split('=')[0])).toEqual(
      expect.arrayContaining(['mk_access', 'mk_refresh', 'mk_logged_in']),
    );

    for (const cookie of [...set, ...cleared]) {
      const attributes = cookie.split(';').map((a) => a.trim().toLowerCase());
      expect(attributes, cookie).toContain('secure');
      expect(attributes, cookie).toContain('httponly');
      expect(attributes, cookie).toContain('samesite=lax');
    }
  });
});
