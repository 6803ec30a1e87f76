/**
 * Traffic through deploys and overload (src/plugins/traffic.ts, src/server.ts), over HTTP:
 * - a graceful shutdown of the compiled gateway as production runs it (its own process, SIGTERM):
 *   the server stops accepting at once, /ready answers 503 on a connection already open and
 *   closes it, a request in flight still gets its whole answer, then the process exits with 0;
 * - load shedding: over the heap limit every request is answered 503 with Retry-After at once
 *   (the liveness check still answers), and counted in gateway_load_shed_total.
 */
import type { ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import type { FastifyInstance } from 'fastify';
import { Client } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMocksApp } from '@mein-konto/upstream-mocks/app';
import { ACCOUNT_HOME, LOAD_OPERATIONS, logInAnna } from '../bench/load.ts';
import { freePort } from './freePort.ts';
import { buildGateway, manifestFolder, spawnProductionGateway, waitFor } from './productionGateway.ts';
import { useStack } from './stack.ts';

describe('graceful shutdown of the gateway process', () => {
  let mocks: FastifyInstance;
  let mocksUrl = '';
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    mocks = await buildMocksApp({ logger: false });
    await mocks.listen({ port: 0, host: '127.0.0.1' });
    mocksUrl = `http://127.0.0.1:${String((mocks.server.address() as AddressInfo).port)}`;
    buildGateway();
  }, 120_000);

  afterAll(async () => {
    child?.kill('SIGKILL');
    await mocks.close();
  });

  it('on SIGTERM: no new connections, /ready 503, the request in flight answered, then exit 0', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${String(port)}`;
    child = spawnProductionGateway(port, {
      mocksUrl,
      trustedDocumentsDir: manifestFolder(LOAD_OPERATIONS),
      env: { METRICS_PORT: String(await freePort()), LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: '1500' },
      stdio: 'pipe',
    });
    const events: string[] = [];
    if (child.stdout) createInterface({ input: child.stdout }).on('line', (line) => events.push(String((JSON.parse(line) as { event?: string }).event)));
    const exit = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    await waitFor(`${url}/ready`, 30_000);
    const cookie = await logInAnna(url);

    // A connection the load balancer keeps open, and a request that takes 2.5 s upstream.
    const kept = new Client(url);
    expect((await kept.request({ method: 'GET', path: '/ready' })).statusCode).toBe(200);
    await fetch(`${mocksUrl}/__admin/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ service: 'customer', method: 'GET', path: '/user/personal-details', latency_ms: 2500, times: 1 }),
    });
    const slow = fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query: ACCOUNT_HOME }) });
    await new Promise((resolve) => setTimeout(resolve, 500));
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));

    // New connections are refused (a load balancer sends them to another replica) …
    const fresh = new Client(url);
    await expect(fresh.request({ method: 'GET', path: '/health' })).rejects.toThrow(/ECONNREFUSED/);
    await fresh.close();
    // … the open one hears "draining" and is closed after the answer …
    const ready = await kept.request({ method: 'GET', path: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['connection']).toBe('close');
    expect(await ready.body.json()).toEqual({ status: 'draining' });
    await kept.close();

    // … and the request in flight gets its whole answer.
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('"hasBillingAddress":true');
    expect(await exit).toBe(0);
    expect(events).toEqual(expect.arrayContaining(['shutdown', 'shutdown_drain']));
  }, 60_000);
});

describe('load shedding', () => {
  // Any heap counts as "near the limit": every request is shed.
  const stack = useStack({ LOAD_MAX_HEAP_USED_MB: '1', LOAD_RETRY_AFTER_SECONDS: '7' }, { reset: false });

  it('answers 503 with Retry-After at once instead of queueing; liveness still answers', async () => {
    // under-pressure samples the heap once a second.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const started = performance.now();
    const shed = await Promise.all(Array.from({ length: 20 }, () => fetch(`${stack.gatewayUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) })));
    expect(performance.now() - started).toBeLessThan(2000);
    for (const res of shed) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('7');
      expect(((await res.json()) as { message: string }).message).toMatch(/später erneut/);
    }
    expect((await fetch(`${stack.gatewayUrl}/health`)).status).toBe(200);
    expect((await fetch(`${stack.gatewayUrl}/ready`)).status).toBe(503);
    const metrics = await (await fetch(`${stack.metricsUrl}/metrics`)).text();
    expect(metrics).toMatch(/gateway_load_shed_total\{reason="heapUsedBytes"\} (2[1-9]|[3-9]\d|\d{3,})/);
  });
});
