/**
 * Traffic through deploys and overload (src/plugins/traffic.ts, src/server.ts), over HTTP:
 * - a graceful shutdown of the compiled gateway as production runs it (its own process, SIGTERM):
 *   the server stops accepting at once, /ready answers 503 on a connection already open and
 *   closes it, a request in flight still gets its whole answer, then the process exits with 0;
 * - load shedding: over the heap limit every request is answered 503 with Retry-After at once
 *   (the liveness check still answers), and counted in gateway_load_shed_total;
 * - a gateway that has just started listens only once warm (src/plugins/warmUp.ts): a slow
 *   start-up sheds none of the first requests a load balancer sends it.
 */
import { CUSTOMERS, DEMO_PASSWORD, logIn, RECAPTCHA_TOKEN } from '@mein-konto/testing';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { createInterface } from 'node:readline';
import type { FastifyInstance } from 'fastify';
import { Client } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMocksApp } from '@mein-konto/upstream-mocks/app';
import { ACCOUNT_HOME, LOAD_OPERATIONS } from '../bench/load.ts';
import { freePort } from './freePort.ts';
import { buildGateway, manifestFolder, spawnProductionGateway, waitFor } from './productionGateway.ts';
import { buildApp, CORRELATION_HEADER } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { TrustedDocuments } from '../src/plugins/trustedDocuments.ts';
import { listenWhenWarm } from '../src/plugins/warmUp.ts';
import { acceptQueueLength } from '../src/plugins/traffic.ts';
import { fakeWebDist, LOGIN, useStack } from './stack.ts';

describe.runIf(process.platform === 'linux')('the accept queue the drain waits for', () => {
  it('counts connections the kernel completed that the process has not accepted yet', async () => {
    const accepted: Socket[] = [];
    const server = createServer((socket) => void accepted.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      expect(acceptQueueLength(port)).toBe(0);
      // Three connections (a request written on each, as a load balancer does) while this
      // process's event loop is blocked: they wait in the queue.
      const client = `const net = require('node:net'); let n = 0; for (let i = 0; i < 3; i++) net.connect(${String(port)}, '127.0.0.1', function () { this.write('POST /graphql HTTP/1.1\\r\\n'); if (++n === 3) setTimeout(() => process.exit(0), 100); });`;
      expect(spawnSync(process.execPath, ['-e', client]).status).toBe(0);
      expect(acceptQueueLength(port)).toBe(3);
      // One turn of the event loop later they are accepted.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(accepted).toHaveLength(3);
      expect(acceptQueueLength(port)).toBe(0);
    } finally {
      for (const socket of accepted) socket.destroy();
      server.close();
    }
  });
});

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
    if (child.stdout)
      createInterface({ input: child.stdout }).on('line', (line) =>
        events.push(String((JSON.parse(line) as { event?: string }).event)),
      );
    const exit = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    await waitFor(`${url}/ready`, 30_000);
    const cookie = await logIn(url, CUSTOMERS.anna.email, { recaptchaToken: 'load' });

    // A connection the load balancer keeps open, and a request that takes 2.5 s upstream.
    const kept = new Client(url);
    expect((await kept.request({ method: 'GET', path: '/ready' })).statusCode).toBe(200);
    await fetch(`${mocksUrl}/__admin/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        service: 'customer',
        method: 'GET',
        path: '/user/personal-details',
        latency_ms: 2500,
        times: 1,
      }),
    });
    const slow = fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: ACCOUNT_HOME }),
    });
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
    const shed = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${stack.gatewayUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ __typename }' }),
        }),
      ),
    );
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

describe('load shedding past the requests in flight', () => {
  const stack = useStack({ LOAD_MAX_IN_FLIGHT: '3', LOAD_RETRY_AFTER_SECONDS: '4' });
  const graphql = (body: unknown) =>
    fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-market': 'de' },
      body: JSON.stringify(body),
    });

  it('answers the request past LOAD_MAX_IN_FLIGHT 503 with Retry-After at once, and takes requests again once those in flight are answered', async () => {
    // Three logins held 1.5 s by the customer service fill the limit.
    await fetch(`${stack.mocksUrl}/__admin/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ service: 'customer', method: 'POST', path: '/user/login', latency_ms: 1500, times: 3 }),
    });
    const login = {
      query: LOGIN,
      variables: {
        input: {
          username: 'anna.schmidt@example.de',
          password: DEMO_PASSWORD,
          stayLoggedIn: false,
          recaptchaToken: RECAPTCHA_TOKEN,
        },
      },
    };
    const held = Array.from({ length: 3 }, () => graphql(login));
    await new Promise((resolve) => setTimeout(resolve, 500));

    const started = performance.now();
    const shed = await graphql({ query: '{ __typename }' });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('4');
    expect(shed.headers.get(CORRELATION_HEADER)).toMatch(/.+/);
    expect(shed.headers.get('x-content-type-options')).toBe('nosniff');
    expect(((await shed.json()) as { message: string }).message).toMatch(/später erneut/);
    // Liveness is no GraphQL request: it answers.
    expect((await fetch(`${stack.gatewayUrl}/health`)).status).toBe(200);

    for (const res of await Promise.all(held)) expect(res.status).toBe(200);
    const after = await graphql({ query: '{ __typename }' });
    expect(after.status).toBe(200);
    const metrics = await (await fetch(`${stack.metricsUrl}/metrics`)).text();
    expect(metrics).toMatch(/gateway_load_shed_total\{reason="inFlight"\} 1\b/);
  });
});

describe('a gateway that has just started', () => {
  let mocks: FastifyInstance;
  let gateway: FastifyInstance | undefined;

  beforeAll(async () => {
    mocks = await buildMocksApp({ logger: false });
    await mocks.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await gateway?.close();
    await mocks.close();
  });

  it('listens once warm: a slow start-up sheds none of the first requests the load balancer sends', async () => {
    const config = loadConfig({
      UPSTREAM_BASE_URL: `http://127.0.0.1:${String((mocks.server.address() as AddressInfo).port)}`,
      APP_ENV: 'local-dev',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: fakeWebDist(),
      METRICS_PORT: '0',
      // Well above what 4 lanes of small requests cause on a busy machine, well below the start-up's 1.5 s.
      LOAD_MAX_EVENT_LOOP_DELAY_MS: '500',
    });
    gateway = await buildApp(config);
    // A start-up that kept the event loop busy after the load shedding began to measure it (a
    // busy machine loading the modules and building the schema: seconds).
    const blockedUntil = performance.now() + 1500;
    while (performance.now() < blockedUntil);
    const port = await freePort();
    const url = `http://127.0.0.1:${String(port)}/graphql`;
    // A load balancer sends requests as soon as the replica's address is known: refused until
    // it listens (and passed to another replica), then answered.
    const statuses: number[] = [];
    const lanes = Array.from({ length: 4 }, async () => {
      while (statuses.length < 40) {
        const status = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ __typename }' }),
        }).then(
          (res) => res.status,
          () => 0,
        );
        if (status === 0) await new Promise((resolve) => setTimeout(resolve, 20));
        else statuses.push(status);
      }
    });
    const queries = new TrustedDocuments(config.trustedDocumentsDir).queries();
    const warm = await listenWhenWarm(gateway, { port, host: '127.0.0.1', queries, calmWithinMs: 10_000 });
    await Promise.all(lanes);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(warm).toMatchObject({ requests: queries.length + 1, calm: true });
    expect(queries.length).toBeGreaterThan(20);
  }, 60_000);
});
