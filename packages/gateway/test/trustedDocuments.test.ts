/**
 * Trusted documents over HTTP: in production the gateway runs the operations the known clients
 * registered (the web's manifest written by codegen, a mobile team's manifest beside it) and
 * refuses any other before it reaches a service; outside production everything runs.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kind, parse, print, visit, type FieldNode, type SelectionSetNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { useStack } from './stack.ts';

const WEB_MANIFEST = join(import.meta.dirname, '..', 'trusted-documents', 'web.json');

interface Manifest {
  operations: { id: string; name: string; body: string }[];
}

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/** The document as Apollo Client sends it: `__typename` added to every selection below the root. */
function asApolloClientSends(body: string): string {
  const document = parse(body);
  return print(
    visit(document, {
      SelectionSet: (node: SelectionSetNode, _key, parent) => {
        if (!parent || Array.isArray(parent) || (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION)
          return undefined;
        if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
        return { ...node, selections: [...node.selections, TYPENAME] };
      },
    }),
  );
}

const MOBILE_OPERATION = 'query MobileMarket { market { market currency } }';
/** Apollo Kotlin's and Apollo iOS's operation id: the sha256 of the operation's text, as in their manifests. */
const MOBILE_OPERATION_ID = createHash('sha256').update(MOBILE_OPERATION).digest('hex');

/** The repo's manifests plus a mobile team's. */
function trustedFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mk-trusted-docs-'));
  cpSync(WEB_MANIFEST, join(dir, 'web.json'));
  writeFileSync(
    join(dir, 'ios.json'),
    JSON.stringify({
      format: 'apollo-persisted-query-manifest',
      version: 1,
      operations: [{ id: MOBILE_OPERATION_ID, name: 'MobileMarket', type: 'query', body: MOBILE_OPERATION }],
    }),
  );
  return dir;
}

const production = useStack({
  APP_ENV: 'production',
  RECAPTCHA_SITE_KEY: 'site-key',
  TRUSTED_DOCUMENTS_DIR: trustedFolder(),
});

function post(query: string) {
  return production.http().post('/graphql').set('content-type', 'application/json').send({ query });
}

describe('trusted documents in production', () => {
  it('runs an operation of the web manifest as the web client sends it', async () => {
    const manifest = JSON.parse(readFileSync(WEB_MANIFEST, 'utf8')) as Manifest;
    const loginPage = manifest.operations.find((o) => o.name === 'LoginPage');
    expect(loginPage).toBeDefined();
    const res = await post(asApolloClientSends(loginPage?.body ?? ''));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { viewer: { state: 'LOGGED_OUT' }, featureFlags: { id: 'featureFlags' } } });
  });

  it('runs an operation a mobile team registered, whatever its spacing', async () => {
    const res = await post('query MobileMarket {\n  market {\n    market\n    currency\n  }\n}');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { market: { market: 'DE', currency: 'EUR' } } });
  });

  it('refuses an ad-hoc operation with OPERATION_NOT_REGISTERED before any service is called', async () => {
    const before = production.mocksRequests.length;
    const res = await post('query Probe { viewer { id state customer { email } } }');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: [{ extensions: { code: 'OPERATION_NOT_REGISTERED' } }] });
    expect(production.mocksRequests.slice(before)).toEqual([]);
    // A registered operation changed by one field is another operation.
    const changed = await post('query MobileMarket { market { market currency } viewer { id } }');
    expect(changed.status).toBe(400);
  });
});

describe('persisted operations by id in production', () => {
  const persistedQuery = { version: 1, sha256Hash: MOBILE_OPERATION_ID };

  it('runs a registered operation sent as Apollo Kotlin sends it in safelisting mode: its hash alone, POST and GET', async () => {
    const before = production.mocksRequests.length;
    // POST: operation name, variables and the hash, no text
    const posted = await production
      .http()
      .post('/graphql')
      .set({
        'content-type': 'application/json',
        'x-apollo-operation-name': 'MobileMarket',
        'x-apollo-operation-id': MOBILE_OPERATION_ID,
      })
      .send({ operationName: 'MobileMarket', variables: {}, extensions: { persistedQuery } });
    expect(posted.status).toBe(200);
    expect(posted.body).toEqual({ data: { market: { market: 'DE', currency: 'EUR' } } });
    // GET: the same as query parameters, `extensions` JSON-encoded (Apollo Kotlin's and Apollo Client's GET for hashed queries)
    const got = await production
      .http()
      .get('/graphql')
      .query({ operationName: 'MobileMarket', variables: '{}', extensions: JSON.stringify({ persistedQuery }) })
      .set('x-apollo-operation-name', 'MobileMarket');
    expect(got.status).toBe(200);
    expect(got.body).toEqual({ data: { market: { market: 'DE', currency: 'EUR' } } });
    expect(production.mocksRequests.slice(before)).toEqual([]);
  });

  it('runs a web operation by the id codegen wrote into its manifest', async () => {
    const manifest = JSON.parse(readFileSync(WEB_MANIFEST, 'utf8')) as Manifest;
    const loginPage = manifest.operations.find((o) => o.name === 'LoginPage');
    const res = await production
      .http()
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({ operationName: 'LoginPage', extensions: { persistedQuery: { version: 1, sha256Hash: loginPage?.id } } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { viewer: { state: 'LOGGED_OUT' } } });
  });

  it('answers an unknown hash PERSISTED_QUERY_NOT_FOUND and keeps no text registered with a hash', async () => {
    const text = 'query Probe { viewer { id } }';
    const probe = { version: 1, sha256Hash: createHash('sha256').update(text).digest('hex') };
    const send = (body: unknown) =>
      production
        .http()
        .post('/graphql')
        .set('content-type', 'application/json')
        .send(body as object);
    const unknown = await send({ extensions: { persistedQuery: probe } });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });
    const registering = await send({ query: text, extensions: { persistedQuery: probe } });
    expect(registering.status).toBe(400);
    expect(registering.body).toMatchObject({ errors: [{ extensions: { code: 'OPERATION_NOT_REGISTERED' } }] });
    // a registered operation's text with its hash runs, and nothing new is kept: the hash alone is still unknown
    const variant = 'query MobileMarket { market { market currency __typename } }';
    const variantHash = { version: 1, sha256Hash: createHash('sha256').update(variant).digest('hex') };
    expect((await send({ query: variant, extensions: { persistedQuery: variantHash } })).status).toBe(200);
    expect((await send({ extensions: { persistedQuery: variantHash } })).body).toMatchObject({
      errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    });
    expect((await send({ extensions: { persistedQuery: probe } })).body).toMatchObject({
      errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    });
  });
});

describe('outside production', () => {
  const development = useStack({}, { reset: false });

  it("runs a web operation by its registered id alone, GET, as index.html's bootstrap sends it, with what the client's cache needs", async () => {
    const manifest = JSON.parse(readFileSync(WEB_MANIFEST, 'utf8')) as Manifest;
    const loginPage = manifest.operations.find((o) => o.name === 'LoginPage');
    const res = await development
      .http()
      .get('/graphql')
      .query({
        operationName: 'LoginPage',
        variables: '{}',
        extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: loginPage?.id } }),
      })
      .set({
        'x-apollo-operation-name': 'LoginPage',
        accept: 'application/graphql-response+json,application/json;q=0.9',
      });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      data: { viewer: { state: 'LOGGED_OUT', __typename: 'Viewer' }, featureFlags: { __typename: 'FeatureFlags' } },
    });
  });

  it('runs any operation', async () => {
    const res = await development
      .http()
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({ query: 'query Probe { market { market } }' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { market: { market: 'DE' } } });
  });
});
