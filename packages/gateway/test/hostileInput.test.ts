/**
 * Memory under hostile input: a production-mode gateway process with the production heap
 * settings receives thousands of requests, each with a different large operation name, query
 * text, variables object or persisted-query hash, and 50 distinct documents of some 190 kB (12
 * operations of 3,150 fragment spreads each); then it is still up, answers a registered operation
 * correctly, and its resident memory never went above 250 MB. Every cache keyed by what a client
 * sends is bounded by size, and nothing is kept for a refused request (app.ts, executor.ts,
 * plugins/trustedDocuments.ts).
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMocksApp } from '@mein-konto/upstream-mocks/app';
import { manifestFolder, startProductionGateway, type ProductionGateway } from './productionGateway.ts';

const MARKET = '{ market { market currency } }';
const TYPENAME = '{ __typename }';
const LARGE = 100_000;
const EACH = 500;
const CONCURRENCY = 8;
const MAX_RSS_MB = 250;

let mocks: FastifyInstance;
let gateway: ProductionGateway;

beforeAll(async () => {
  mocks = await buildMocksApp({ logger: false });
  await mocks.listen({ port: 0, host: '127.0.0.1' });
  gateway = await startProductionGateway({
    mocksUrl: `http://127.0.0.1:${String((mocks.server.address() as AddressInfo).port)}`,
    trustedDocumentsDir: manifestFolder([MARKET, TYPENAME]),
    env: { LOG_LEVEL: 'fatal' },
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
});
