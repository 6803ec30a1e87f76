/**
 * Memory under hostile input: a production-mode gateway process with the production heap
 * settings receives thousands of requests, each with a different large operation name, query
 * text, variables object or persisted-query hash, and 50 distinct documents of some 190 kB (12
 * operations of 3,150 fragment spreads each); then it is still up, answers a registered operation
 * correctly, and its resident memory never went above 250 MB. Every cache keyed by what a client
 * sends is bounded by size, and nothing is kept for a refused request (app.ts, executor.ts,
 * plugins/trustedDocuments.ts). The session refreshes (sessionRefresh.ts), keyed by the refresh
 * token a client sends: thousands of distinct 4 kB tokens, each refreshed once and kept at most
 * up to the configured number.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMocksApp } from '@mein-konto/upstream-mocks/app';
import { freePort } from './freePort.ts';
import { manifestFolder, startProductionGateway, type ProductionGateway } from './productionGateway.ts';

const MARKET = '{ market { market currency } }';
const TYPENAME = '{ __typename }';
const VIEWER_STATE = '{ viewer { state } }';
/** The session refreshes a replica keeps, lowered so that the hostile refresh tokens go far past it. */
const REFRESH_ENTRIES = 200;
const REFRESH_TOKENS = 2000;
const LARGE = 100_000;
const EACH = 500;
const CONCURRENCY = 8;
const MAX_RSS_MB = 250;

let mocks: FastifyInstance;
let mocksUrl: string;
let gateway: ProductionGateway;
let metricsPort: number;

beforeAll(async () => {
  mocks = await buildMocksApp({ logger: false });
  await mocks.listen({ port: 0, host: '127.0.0.1' });
  mocksUrl = `http://127.0.0.1:${String((mocks.server.address() as AddressInfo).port)}`;
  metricsPort = await freePort();
  gateway = await startProductionGateway({
    mocksUrl,
    trustedDocumentsDir: manifestFolder([MARKET, TYPENAME, VIEWER_STATE]),
    // The refused refreshes of one client are limited (refreshSession): raised so that every distinct token is refreshed once.
    env: { LOG_LEVEL: 'fatal', METRICS_PORT: String(metricsPort), SESSION_REFRESH_MAX_ENTRIES: String(REFRESH_ENTRIES), RATE_LIMIT_OPERATIONS: 'refreshSession=100000/1' },
  });
}, 120_000);

afterAll(async () => {
  await gateway.stop();
  await mocks.close();
});

/** A different large string for each i (the number at its end). */
function large(i: number, length = LARGE, fill = 'x'): string {
  const tail = String(i).padStart(8, '0');
  return fill.repeat(length - tail.length) + tail;
}

/** The hostile document of the issue: 12 operations, each spreading one fragment 3,150 times (~190 kB), distinct by its names. */
function fragmentBomb(i: number): string {
  const operations = Array.from({ length: 12 }, (_, n) => `query Q${String(i)}x${String(n)} { ${'...F '.repeat(3150)}}`);
  return `${operations.join('\n')}\nfragment F on Query { __typename }`;
}

describe('a production gateway under hostile input', () => {
  it('stays up, bounded in memory, and answers correctly afterwards', async () => {
    const pool = new Pool(gateway.url, { connections: CONCURRENCY });
    const statuses = new Map<number, number>();
    const post = async (body: unknown) => {
      const res = await pool.request({ method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      await res.body.dump();
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    };
    const bodies: ((i: number) => unknown)[] = [
      // a registered text and an unregistered one, each with a different 100 kB operation name
      (i) => ({ query: i % 2 ? TYPENAME : '{ __typename a: __typename }', operationName: large(i) }),
      // a different 100 kB text: the registered operation after a long comment (it runs), or an unregistered one
      (i) => ({ query: i % 2 ? `# ${large(i)}\n${MARKET}` : `query Q${large(i, LARGE, 'q')} { __typename }` }),
      // a different 100 kB variables object
      (i) => ({ query: MARKET, variables: { [`v${String(i)}`]: large(i) } }),
      // a different unknown persisted-query hash, short or 100 kB long
      (i) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: i % 2 ? large(i, 64, 'a') : large(i) } } }),
    ];
    const requests: unknown[] = [];
    for (let i = 0; i < EACH; i++) for (const body of bodies) requests.push(body(i));
    for (let i = 0; i < 50; i++) requests.push({ query: fragmentBomb(i) });
    expect(requests.length).toBeGreaterThanOrEqual(2050);

    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < requests.length) await post(requests[next++]);
      }),
    );
    await pool.close();

    expect(gateway.up()).toBe(true);
    // refusals are 400, the registered operation with a comment or extra variables runs, unknown hashes are PERSISTED_QUERY_NOT_FOUND (200)
    expect([...statuses.keys()].sort()).toEqual([200, 400]);
    const res = await fetch(`${gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: MARKET }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { market: { market: 'DE', currency: 'EUR' } } });
    const peak = gateway.peakRssMb();
    console.log(`hostile input: ${String(requests.length)} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}, peak RSS ${String(peak)} MB`);
    expect(peak).toBeLessThanOrEqual(MAX_RSS_MB);
  }, 300_000);

  it('shares the refresh of each of thousands of distinct large refresh tokens and keeps at most the configured number', async () => {
    const refreshes = async () => ((await (await fetch(`${mocksUrl}/__admin/sessions/refreshes`)).json()) as { refused: number }).refused;
    const before = await refreshes();
    const pool = new Pool(gateway.url, { connections: CONCURRENCY });
    const states = new Map<string, number>();
    // Distinct 4 kB refresh tokens with an access token the customer service does not know; every fourth twice in a row.
    const tokens = Array.from({ length: REFRESH_TOKENS }, (_, i) => (i % 4 === 0 ? [large(i, 4000, 'r'), large(i, 4000, 'r')] : [large(i, 4000, 'r')])).flat();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < tokens.length) {
          const token = tokens[next++] ?? '';
          const res = await pool.request({
            method: 'POST',
            path: '/graphql',
            headers: { 'content-type': 'application/json', cookie: `mk_access=expired; mk_refresh=${token}` },
            body: JSON.stringify({ query: VIEWER_STATE }),
          });
          const body = (await res.body.json()) as { data?: { viewer?: { state: string } } };
          const state = `${String(res.statusCode)} ${body.data?.viewer?.state ?? JSON.stringify(body)}`;
          states.set(state, (states.get(state) ?? 0) + 1);
        }
      }),
    );
    await pool.close();

    expect(gateway.up()).toBe(true);
    expect(Object.fromEntries(states)).toEqual({ '200 LOGGED_OUT': tokens.length });
    // one refresh call per distinct token: a second request took the first one's refusal
    expect((await refreshes()) - before).toBe(REFRESH_TOKENS);
    const metrics = await (await fetch(`http://127.0.0.1:${String(metricsPort)}/metrics`)).text();
    const entries = Number(/^gateway_session_refresh_entries (\d+)/m.exec(metrics)?.[1]);
    expect(entries).toBeGreaterThan(0);
    expect(entries).toBeLessThanOrEqual(REFRESH_ENTRIES);
    const peak = gateway.peakRssMb();
    console.log(`hostile refresh tokens: ${String(tokens.length)} requests, ${String(entries)} refreshes kept, peak RSS ${String(peak)} MB`);
    expect(peak).toBeLessThanOrEqual(MAX_RSS_MB);
  }, 300_000);
});
