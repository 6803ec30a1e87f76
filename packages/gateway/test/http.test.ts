import { DEMO_PASSWORD, RECAPTCHA_TOKEN } from '@mein-konto/testing';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeWebDist, LOGIN, startStack, trustedDocuments, useStack, type Stack } from './stack.ts';

const stack = useStack({ FEATURE_FLAGS: 'socialLogin=true,fakePages=false', GRAPHQL_MAX_DEPTH: '3' }, { reset: false });

const INTROSPECTION = '{ __schema { queryType { name } } }';

/** POST /graphql with a JSON body (or, with another content type, the text as it is). */
function post(target: Stack, body: unknown, contentType = 'application/json') {
  return target
    .http()
    .post('/graphql')
    .set('content-type', contentType)
    .send(typeof body === 'string' ? body : JSON.stringify(body));
}

describe('health and readiness', () => {
  it('answers /health', async () => {
    const res = await stack.http().get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers /ready when every upstream answers', async () => {
    const res = await stack.http().get('/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ready',
      upstreams: {
        customer: 'up',
        address: 'up',
        orderHistory: 'up',
        log: 'up',
        order: 'up',
        product: 'up',
        payment: 'up',
        addressCheck: 'up',
        newsletter: 'up',
        stockReminder: 'up',
        wishlist: 'up',
        basket: 'up',
        socialLiveCommerce: 'up',
        productDispenser: 'up',
        personalisation: 'up',
      },
    });
  });

  it('answers /ready with 503 when an upstream is down', async () => {
    const down = await startStack({ UPSTREAM_LOG_URL: 'http://127.0.0.1:1/log-service' });
    try {
      const res = await down.http().get('/ready');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        status: 'not_ready',
        upstreams: {
          customer: 'up',
          address: 'up',
          orderHistory: 'up',
          log: 'down',
          order: 'up',
          product: 'up',
          payment: 'up',
          addressCheck: 'up',
          newsletter: 'up',
          stockReminder: 'up',
          wishlist: 'up',
          basket: 'up',
          socialLiveCommerce: 'up',
          productDispenser: 'up',
          personalisation: 'up',
        },
      });
    } finally {
      await down.close();
    }
  });
});

describe('GraphQL security', () => {
  it('refuses a simple-request POST (CSRF prevention)', async () => {
    const res = await post(stack, JSON.stringify({ query: '{ __typename }' }), 'text/plain');
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/Cross-Site Request Forgery/);
  });

  it('refuses queries deeper than the limit', async () => {
    // the limit of this deployment is 3 (default 10); introspection is not counted
    const deep = '{ viewer { customer { personalDetails { id } } } }';
    const shallow = await post(stack, { query: '{ viewer { customer { id } } }' });
    expect(shallow.status).toBe(200);
    const res = await post(stack, { query: deep });
    expect(res.status).toBe(400);
    const body = res.body as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(body.errors.some((e) => /depth/i.test(e.message))).toBe(true);
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: market { id }`).join(' ');
    const res = await post(stack, { query: `{ ${aliases} }` });
    expect(res.status).toBe(400);
    const body = res.body as { errors: { message: string }[] };
    expect(body.errors.some((e) => /alias/i.test(e.message))).toBe(true);
  });

  it('refuses queries above the cost limit', async () => {
    const costly = await startStack({ GRAPHQL_MAX_COST: '20' });
    try {
      const cheap = await post(costly, { query: '{ __typename }' });
      expect(cheap.status).toBe(200);
      const query =
        '{ featureFlags { id deleteWishlistProduct fakePages magicLinkLogin socialLogin completeProfile lightAccount contactForm myAccountHomeRedesign facebookLogin loginBenefits stayLoggedIn multipleVouchers orderCancellation gcpMigration } market { id market currency locale emailOnlyLogin shopUrl } }';
      const res = await post(costly, { query });
      expect(res.status).toBe(400);
      const body = res.body as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors[0]?.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(body.errors[0]?.message).toMatch(/cost/i);
    } finally {
      await costly.close();
    }
  });

  it('allows introspection outside production', async () => {
    const res = await post(stack, { query: INTROSPECTION });
    expect(res.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('disables introspection and the sandbox in production and hides error details', async () => {
    // the introspection query registered too: refused by validation all the same
    const prod = await startStack({
      APP_ENV: 'production',
      RECAPTCHA_SITE_KEY: 'site-key',
      TRUSTED_DOCUMENTS_DIR: trustedDocuments(
        '{ market { market } }',
        '{ featureFlags { myAccountHomeRedesign } }',
        INTROSPECTION,
      ),
    });
    try {
      const res = await post(prod, { query: INTROSPECTION });
      expect(res.status).toBe(400);
      const body = res.body as { errors: { message: string; extensions: Record<string, unknown> }[] };
      expect(body.errors[0]?.message).toMatch(/introspection/i);
      expect(body.errors[0]?.extensions['stacktrace']).toBeUndefined();
      expect((await prod.http().get('/sandbox')).status).toBe(404);
      const config = (await prod.http().get('/dpl/av/runtime-config.js')).text;
      expect(config).toContain('"environment":"production"');
      expect(config).toContain('"provider":"google"');
      // the flag switch of tests and local runs has no effect
      const flags = await prod
        .http()
        .post('/graphql')
        .set('content-type', 'application/json')
        .set('cookie', 'mk_feature_flags=myAccountHomeRedesign=true')
        .send(JSON.stringify({ query: '{ featureFlags { myAccountHomeRedesign } }' }));
      expect(flags.body).toEqual({ data: { featureFlags: { myAccountHomeRedesign: false } } });
      // without an x-market header the deployment's market applies
      const market = await post(prod, { query: '{ market { market } }' });
      expect(market.body).toEqual({ data: { market: { market: 'DE' } } });
      const { headers } = await prod.http().get('/health');
      expect(headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await prod.close();
    }
  });
});

describe('compiled execution (decision 028)', () => {
  it('coerces variables before execution: a default of an input field applies, a wrong type is BAD_USER_INPUT with 400', async () => {
    const browser = stack.browser();
    // stayLoggedIn (Boolean! = false) left out: the default applies, the login succeeds for 10 days
    const res = await browser.graphql<{ login: { __typename: string } }>(
      'mutation($input: LoginInput!) { login(input: $input) { __typename } }',
      { input: { username: 'anna.schmidt@example.de', password: 'Passwort123!', recaptchaToken: 'test' } },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.login.__typename).toBe('LoginSuccess');
    expect(
      (
        await browser.graphql<{ viewer: { customer: { stayLoggedIn: boolean } } }>(
          '{ viewer { customer { stayLoggedIn } } }',
        )
      ).data?.viewer.customer.stayLoggedIn,
    ).toBe(false);

    const wrong = await post(stack, {
      query: 'query($n: Int) { topDeals(maxItems: $n) { __typename } }',
      variables: { n: 'zehn' },
    });
    expect(wrong.status).toBe(400);
    expect((wrong.body as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('runs the operation a document names, each of them compiled on its own', async () => {
    const document = 'query Market { market { id market currency } } query Flags { featureFlags { id socialLogin } }';
    for (let round = 0; round < 2; round++) {
      const market = await post(stack, { query: document, operationName: 'Market' });
      expect(market.body).toEqual({ data: { market: { id: 'de', market: 'DE', currency: 'EUR' } } });
      const flags = await post(stack, { query: document, operationName: 'Flags' });
      expect(flags.body).toEqual({ data: { featureFlags: { id: 'featureFlags', socialLogin: true } } });
    }
  });
});

describe('config domain', () => {
  it('answers the feature flags of the deployment with its overrides', async () => {
    const res = await stack
      .browser()
      .graphql('{ featureFlags { id socialLogin fakePages stayLoggedIn magicLinkLogin gcpMigration } }');
    expect(res.data).toEqual({
      featureFlags: {
        id: 'featureFlags',
        socialLogin: true,
        fakePages: false,
        stayLoggedIn: true,
        magicLinkLogin: true,
        gcpMigration: false,
      },
    });
  });

  it('lets a request switch single flags with the mk_feature_flags cookie outside production, ignoring unknown ones', async () => {
    const browser = stack.browser();
    browser.setCookie(
      'mk_feature_flags',
      'myAccountHomeRedesign=true,socialLogin=false,noSuchFlag=true,stayLoggedIn=maybe',
    );
    const res = await browser.graphql('{ featureFlags { myAccountHomeRedesign socialLogin stayLoggedIn } }');
    expect(res.data).toEqual({ featureFlags: { myAccountHomeRedesign: true, socialLogin: false, stayLoggedIn: true } });
  });

  it('answers the market of the request from the x-market header', async () => {
    const res = await stack.browser('ch').graphql('{ market { id market currency locale emailOnlyLogin shopUrl } }');
    expect(res.data).toEqual({
      market: {
        id: 'ch',
        market: 'CH',
        currency: 'CHF',
        locale: 'de-CH',
        emailOnlyLogin: true,
        shopUrl: 'https://www.mein-shop.ch',
      },
    });
  });

  it('serves GET queries with the preflight header', async () => {
    const res = await stack
      .http()
      .get('/graphql')
      .query({ query: '{ __typename }' })
      .set('apollo-require-preflight', 'true');
    expect(res.body).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('GraphQL over HTTP (decision 031)', () => {
  type Errors = { errors: { message: string; extensions: { code: string; stacktrace?: string[] } }[] };
  const codeOf = (body: unknown) => (body as Errors).errors[0]?.extensions.code;

  it('refuses a GET without a preflight header, and mutations over GET with 405', async () => {
    const simple = await stack.http().get('/graphql').query({ query: '{ __typename }' });
    expect(simple.status).toBe(400);
    expect(simple.text).toMatch(/Cross-Site Request Forgery/);
    const mutation = await stack
      .http()
      .get('/graphql')
      .query({ query: 'mutation { logout { __typename } }' })
      .set('apollo-require-preflight', 'true');
    expect(mutation.status).toBe(405);
    expect(mutation.headers['allow']).toBe('POST');
    expect(codeOf(mutation.body)).toBe('BAD_REQUEST');
  });

  it('answers refused requests with their code and 400: no query, a batch, bad syntax, an unknown operation', async () => {
    const cases: [unknown, string][] = [
      [{ variables: {} }, 'BAD_REQUEST'],
      [[{ query: '{ __typename }' }], 'BAD_REQUEST'],
      [{ query: '{ market { id }' }, 'GRAPHQL_PARSE_FAILED'],
      [{ query: 'query A { __typename }', operationName: 'B' }, 'OPERATION_RESOLUTION_FAILURE'],
      [{ query: 'query A { __typename } query B { __typename }' }, 'OPERATION_RESOLUTION_FAILURE'],
    ];
    for (const [body, code] of cases) {
      const res = await post(stack, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(codeOf(res.body), JSON.stringify(body)).toBe(code);
      expect((res.body as Errors).errors[0]?.extensions.stacktrace?.length).toBeGreaterThan(0);
    }
  });

  it('answers in the media type the client accepts: JSON by default, the GraphQL response type when preferred, 406 when neither', async () => {
    const plain = await post(stack, { query: '{ __typename }' });
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const graphqlResponse = await post(stack, { query: '{ __typename }' }).set(
      'accept',
      'application/graphql-response+json, application/json;q=0.9',
    );
    expect(graphqlResponse.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
    expect(JSON.parse(graphqlResponse.text)).toEqual({ data: { __typename: 'Query' } });
    const html = await post(stack, { query: '{ __typename }' }).set('accept', 'text/html');
    expect(html.status).toBe(406);
    expect(codeOf(html.body)).toBe('BAD_REQUEST');
    // nothing ran: a login refused for its Accept header sets no session cookie
    const login = await post(stack, {
      query: LOGIN,
      variables: {
        input: { username: 'anna.schmidt@example.de', password: DEMO_PASSWORD, recaptchaToken: RECAPTCHA_TOKEN },
      },
    }).set('accept', 'text/html');
    expect(login.status).toBe(406);
    expect(login.headers['set-cookie']).toBeUndefined();
  });

  it('registers automatic persisted queries outside production: an unknown hash is PERSISTED_QUERY_NOT_FOUND, then the hash with its text, then the hash alone runs', async () => {
    const query = `query Persisted${String(Date.now())} { market { market } }`;
    const persistedQuery = { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') };
    const unknown = await post(stack, { extensions: { persistedQuery } });
    expect(unknown.status).toBe(200);
    expect(codeOf(unknown.body)).toBe('PERSISTED_QUERY_NOT_FOUND');
    const registered = await post(stack, { query, extensions: { persistedQuery } });
    expect(registered.body).toEqual({ data: { market: { market: 'DE' } } });
    const byHash = await stack
      .http()
      .get('/graphql')
      .query({ extensions: JSON.stringify({ persistedQuery }) })
      .set('apollo-require-preflight', 'true');
    expect(byHash.body).toEqual({ data: { market: { market: 'DE' } } });
    const wrongHash = await post(stack, { query: '{ __typename }', extensions: { persistedQuery } });
    expect(wrongHash.status).toBe(400);
  });

  it('answers an error of the operation with 200 and its code', async () => {
    const res = await post(stack, {
      query: 'mutation { cancelOrder(input: { orderId: "o-81000012", reasonCode: OTHER }) { __typename } }',
    });
    expect(res.status).toBe(200);
    expect(codeOf(res.body)).toBe('UNAUTHENTICATED');
  });
});

describe('web surface', () => {
  it('serves the runtime configuration script', async () => {
    const res = await stack.http().get('/dpl/av/runtime-config.js');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.text).toBe(
      'window.__MEIN_KONTO_CONFIG__ = {"market":"de","environment":"local-dev","recaptcha":{"provider":"development"},"graphqlPath":"/graphql","marketOverride":true};\n',
    );
  });

  it('redirects / to the app', async () => {
    const res = await stack.http().get('/');
    expect(res.status).toBe(302);
    expect(res.headers['location']).toBe('/dpl/av/');
  });

  it('serves index.html for client routes of both base paths, and assets as files', async () => {
    for (const path of [
      '/dpl/av/',
      '/dpl/av/login',
      '/dpl/av/orders/123',
      '/dpl/av/creators-hub/',
      '/dpl/av/creators-hub/login',
    ]) {
      const res = await stack.http().get(path);
      expect(res.status, path).toBe(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await stack.http().get('/dpl/av/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await stack.http().get('/dpl/av/assets/missing.js')).status).toBe(404);
  });

  it('says clearly that the web app is not built when its folder is missing', async () => {
    const bare = await startStack({ WEB_DIST_DIR: '/nonexistent/web/dist' });
    try {
      const res = await bare.http().get('/dpl/av/login');
      expect(res.status).toBe(404);
      expect((res.body as { message: string }).message).toMatch(/not been built/);
      expect((await bare.http().get('/health')).status).toBe(200);
    } finally {
      await bare.close();
    }
  });

  it('answers a JSON 404 for unknown paths', async () => {
    const res = await stack.http().get('/nope');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'Not Found' });
  });

  it('answers a browser an HTML 404 page in German with a title, and API clients still JSON', async () => {
    const browser = await stack
      .http()
      .get('/nope')
      .set('accept', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8');
    expect(browser.status).toBe(404);
    expect(browser.headers['content-type']).toMatch(/^text\/html/);
    expect(browser.text).toContain('<html lang="de">');
    expect(browser.text).toMatch(/<title>Seite nicht gefunden – Mein Konto<\/title>/);
    expect(browser.text).toContain('href="/dpl/av/"');
    const api = await stack.http().get('/nope').set('accept', 'application/json, text/html;q=0.5');
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ error: 'Not Found' });
  });

  it('allows product pictures from the origin the browser is given (PRODUCT_IMAGES_ORIGIN), as in docker compose', async () => {
    const composed = await startStack({ PRODUCT_IMAGES_ORIGIN: 'http://localhost:4010' });
    try {
      const csp = String((await composed.http().get('/dpl/av/')).headers['content-security-policy'] ?? '');
      expect(csp).toMatch(/img-src [^;]*http:\/\/localhost:4010/);
      expect(csp).not.toContain(composed.mocksUrl);
    } finally {
      await composed.close();
    }
  });

  it('allows the inline scripts of the built index.html by their hash, and no other inline script', async () => {
    const dist = fakeWebDist();
    const bootstrap = 'window.__first = 1;';
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><html lang="de"><head><script>${bootstrap}</script><script type="module" crossorigin src="/dpl/av/assets/app-abc123.js"></script></head><div id="root"></div></html>`,
    );
    const built = await startStack({ WEB_DIST_DIR: dist });
    try {
      const csp = String((await built.http().get('/dpl/av/orders')).headers['content-security-policy'] ?? '');
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc.split(' ')).toEqual([
        "'self'",
        `'sha256-${createHash('sha256').update(bootstrap).digest('base64')}'`,
      ]);
      expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    } finally {
      await built.close();
    }
  });

  it('sets security headers with a content security policy for the SPA', async () => {
    const res = await stack.http().get('/dpl/av/');
    const csp = String(res.headers['content-security-policy'] ?? '');
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    // outside production the product pictures of the mocks (plain http) may load
    expect(csp).toMatch(new RegExp(`img-src [^;]*${stack.mocksUrl.replace(/[.]/g, '\\.')}`));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-correlation-id']).toBeTruthy();
  });

  it('serves an offline sandbox (GraphiQL 5): page, bundle, Monaco workers and font all from the gateway', async () => {
    const page = await stack.http().get('/sandbox');
    expect(page.status).toBe(200);
    const html = page.text;
    expect(html).not.toMatch(/https?:\/\//);
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)]
      .map((m) => m[1] ?? '')
      .filter((src) => !src.startsWith('data:'));
    expect(sources).toEqual(['/sandbox/assets/sandbox.css', '/sandbox/assets/sandbox.js']);
    const css = await stack.http().get('/sandbox/assets/sandbox.css');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    const fonts = [...css.text.matchAll(/url\("?\.\/([^")]+\.ttf)"?\)/g)].map((m) => m[1] ?? '');
    expect(fonts.length).toBeGreaterThan(0);
    for (const file of ['sandbox.js', 'editor.worker.js', 'json.worker.js', 'graphql.worker.js', ...fonts]) {
      const asset = await stack.http().get(`/sandbox/assets/${file}`).buffer(true);
      expect(asset.status, file).toBe(200);
      expect(asset.headers['content-type'], file).toMatch(file.endsWith('.ttf') ? /^font\/ttf/ : /^text\/javascript/);
      const bytes = asset.text ? Buffer.byteLength(asset.text) : Buffer.isBuffer(asset.body) ? asset.body.length : 0;
      expect(bytes, file).toBeGreaterThan(10_000);
    }
    // The bundle asks for its workers here, never on a CDN.
    const bundle = (await stack.http().get('/sandbox/assets/sandbox.js')).text;
    expect(bundle).toContain('/sandbox/assets/');
    expect(bundle).not.toContain('esm.sh');
    expect((await stack.http().get('/sandbox/assets/package.json')).status).toBe(404);
    expect((await stack.http().get('/sandbox/assets/..%2Fserver.js')).status).toBe(404);
  });
});
