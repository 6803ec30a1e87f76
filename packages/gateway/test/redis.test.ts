/**
 * Rate limits and the session refresh shared by replicas: a real redis-server (Debian's package;
 * the test command installs it), the Redis attempt store's semantics, and two gateway processes as
 * production runs them (test/productionGateway.ts) in front of one mock server, showing that the
 * per-customer login limit holds across both while wrong passwords alternate between them, as does
 * the per-account limit of a logged-in customer's password check, that concurrent requests of one
 * session with an expired access token on both make one refresh call — and that without Redis each
 * process would count on its own.
 */
import { DEMO_PASSWORD, RECAPTCHA_TOKEN } from '@mein-konto/testing';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMocksApp } from '@mein-konto/upstream-mocks/app';
import { Redis } from 'ioredis';
import { MEMORY_STORE_MAX_KEYS } from '../src/rateLimit.ts';
import { RedisAttemptStore } from '../src/rateLimitRedis.ts';
import { FALLBACK_AFTER_MS, OUTAGE_WAIT_MS } from '../src/redisFallback.ts';
import { LocalSessionRefreshes, RedisSessionRefreshes, type RefreshOutcome } from '../src/sessionRefresh.ts';
import { LOGIN } from './stack.ts';
import { freePort } from './freePort.ts';
import { buildGateway, manifestFolder, startProductionGateway } from './productionGateway.ts';

const REDIS_SERVER = process.env['REDIS_SERVER_PATH'] ?? '/usr/bin/redis-server';
const available = existsSync(REDIS_SERVER);
if (!available && process.env['REQUIRE_REDIS'] === '1')
  throw new Error(`redis-server is missing at ${REDIS_SERVER}: install Debian's redis-server`);

const CHANGE_EMAIL = 'mutation($input: ChangeEmailInput!) { changeEmail(input: $input) { __typename } }';
const VIEWER_STATE = '{ viewer { state customer { customerNumber } } }';
const silent = {
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
} as unknown as FastifyBaseLogger;

describe.runIf(available)('rate limits in Redis', () => {
  const children: ChildProcess[] = [];
  let redisUrl = '';
  let mocksUrl = '';
  let closeMocks: () => Promise<void> = async () => undefined;

  /** A redis-server of its own on `port`, answering. */
  async function startRedis(port: number): Promise<ChildProcess> {
    const redis = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    children.push(redis);
    for (let i = 0; i < 50; i++) {
      const ping = spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' });
      if (ping.stdout?.trim() === 'PONG') break;
      await sleep(100);
    }
    return redis;
  }

  beforeAll(async () => {
    const redisPort = await freePort();
    await startRedis(redisPort);
    redisUrl = `redis://127.0.0.1:${String(redisPort)}`;
    const mocks = await buildMocksApp({ logger: false });
    await mocks.listen({ port: 0, host: '127.0.0.1' });
    mocksUrl = `http://127.0.0.1:${String((mocks.server.address() as AddressInfo).port)}`;
    closeMocks = () => mocks.close();
    buildGateway();
  }, 30_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await closeMocks();
  });

  const trustedDocumentsDir = manifestFolder([LOGIN, CHANGE_EMAIL, VIEWER_STATE]);

  /** A gateway process as production runs it, with or without Redis. */
  async function gateway(env: Record<string, string>): Promise<string> {
    const started = await startProductionGateway({
      mocksUrl,
      trustedDocumentsDir,
      build: false,
      env: { LOG_LEVEL: 'error', RATE_LIMIT_MAX_PER_USERNAME: '3', LOGIN_SLOWDOWN_MS: '1', ...env },
      stdio: 'ignore',
    });
    children.push(started.child);
    return started.url;
  }

  /** Two replicas sharing Redis, started once for the tests that need them (each start costs seconds). */
  let sharingRedis: Promise<string[]> | undefined;
  function replicasSharingRedis(): Promise<string[]> {
    sharingRedis ??= Promise.all([gateway({ REDIS_URL: redisUrl }), gateway({ REDIS_URL: redisUrl })]);
    return sharingRedis;
  }

  async function wrongPassword(url: string): Promise<string> {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-market': 'de' },
      body: JSON.stringify({
        query: LOGIN,
        variables: {
          input: {
            username: 'anna.schmidt@example.de',
            password: `${DEMO_PASSWORD}-wrong`,
            stayLoggedIn: false,
            recaptchaToken: RECAPTCHA_TOKEN,
          },
        },
      }),
    });
    const body = (await res.json()) as { data?: { login?: { __typename: string } } };
    return body.data?.login?.__typename ?? JSON.stringify(body);
  }

  it('keeps the store semantics: atomic limits, waits, first records, remembered values', async () => {
    const store = new RedisAttemptStore(redisUrl, 60_000, silent);
    await store.ready();
    try {
      const key = `semantics:${String(Date.now())}`;
      const limits = [{ key: `${key}:ip`, max: 2 }];
      const first = await Promise.all([store.attempt(limits), store.attempt(limits), store.attempt(limits)]);
      expect(first.filter((d) => d.allowed)).toHaveLength(2);
      const refused = first.find((d) => !d.allowed);
      expect(refused?.retryAfterSeconds).toBeGreaterThan(55);
      expect(await store.count(`${key}:ip`)).toBe(2);
      expect(await store.recordFirst(`${key}:challenge`)).toBe(true);
      expect(await store.recordFirst(`${key}:challenge`)).toBe(false);
      await store.remember(`${key}:customer`, '10012345');
      expect(await store.recall(`${key}:customer`)).toBe('10012345');
    } finally {
      await store.close();
    }
  });

  it('holds the per-customer login limit across two gateway processes sharing Redis', async () => {
    const [a = '', b = ''] = await replicasSharingRedis();
    // Three wrong passwords, alternating between the replicas: each one saw at most two.
    expect([await wrongPassword(a), await wrongPassword(b), await wrongPassword(a)]).toEqual([
      'LoginRejected',
      'LoginRejected',
      'LoginRejected',
    ]);
    // The fourth attempt needs a solved challenge, on either replica.
    expect(await wrongPassword(b)).toBe('LoginChallengeRequired');
    expect(await wrongPassword(a)).toBe('LoginChallengeRequired');
  }, 90_000);

  it('holds the per-account limit of a logged-in customer’s password check across two gateway processes sharing Redis', async () => {
    const [a = '', b = ''] = await replicasSharingRedis();
    const login = await fetch(`${a}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-market': 'de' },
      body: JSON.stringify({
        query: LOGIN,
        variables: {
          input: {
            username: 'neu.kunde@example.de',
            password: DEMO_PASSWORD,
            stayLoggedIn: false,
            recaptchaToken: RECAPTCHA_TOKEN,
          },
        },
      }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const changeEmail = async (url: string, n: number) => {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-market': 'de', cookie },
        body: JSON.stringify({
          query: CHANGE_EMAIL,
          variables: { input: { newEmail: `neu-${String(n)}@example.de`, password: `${DEMO_PASSWORD}-wrong` } },
        }),
      });
      const body = (await res.json()) as { data?: { changeEmail?: { __typename: string } } };
      return body.data?.changeEmail?.__typename ?? JSON.stringify(body);
    };
    // Three wrong passwords, alternating between the replicas, then the account's limit holds on both.
    const answers = [];
    for (let n = 0; n < 5; n++) answers.push(await changeEmail(n % 2 === 0 ? a : b, n));
    expect(answers).toEqual(['WrongPassword', 'WrongPassword', 'WrongPassword', 'RateLimited', 'RateLimited']);
  }, 30_000);

  it('refreshes a session once for concurrent requests with an expired access token on two gateway processes sharing Redis', async () => {
    await fetch(`${mocksUrl}/__admin/reset`, { method: 'POST' });
    const flush = new Redis(redisUrl);
    try {
      await flush.flushall(); // the login limits of the tests before
    } finally {
      flush.disconnect();
    }
    const [a = '', b = ''] = await replicasSharingRedis();
    const login = await fetch(`${a}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-market': 'de' },
      body: JSON.stringify({
        query: LOGIN,
        variables: {
          input: {
            username: 'anna.schmidt@example.de',
            password: DEMO_PASSWORD,
            stayLoggedIn: false,
            recaptchaToken: RECAPTCHA_TOKEN,
          },
        },
      }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toContain('mk_refresh=');
    await fetch(`${mocksUrl}/__admin/sessions/expire-access`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });

    // Eight requests of one browser with the expired access token, alternating between the replicas.
    const answers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const res = await fetch(`${i % 2 === 0 ? a : b}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-market': 'de', cookie },
          body: JSON.stringify({ query: VIEWER_STATE }),
        });
        const body = (await res.json()) as { data?: { viewer?: { state: string } } };
        return {
          state: body.data?.viewer?.state,
          session: res.headers
            .getSetCookie()
            .map((c) => c.split(';')[0])
            .sort()
            .join('; '),
        };
      }),
    );
    const refreshes = (await (await fetch(`${mocksUrl}/__admin/sessions/refreshes`)).json()) as Record<string, number>;
    expect(refreshes).toEqual({ refreshed: 1, refused: 0, reused: 0 });
    expect(answers.map((answer) => answer.state)).toEqual(Array.from({ length: 8 }, () => 'LOGGED_IN'));
    // every answer sets the same new cookies, and they open the session on either replica
    expect(new Set(answers.map((answer) => answer.session)).size).toBe(1);
    const session = answers[0]?.session ?? '';
    expect(session.split('; ').map((c) => c.split('=')[0])).toEqual(['mk_access', 'mk_logged_in', 'mk_refresh']);
    for (const url of [a, b]) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-market': 'de', cookie: session },
        body: JSON.stringify({ query: VIEWER_STATE }),
      });
      expect(await res.json()).toEqual({
        data: { viewer: { state: 'LOGGED_IN', customer: { customerNumber: '10012345' } } },
      });
    }
    // the keys are hashes: no token in Redis, the outcome sealed
    const check = new Redis(redisUrl);
    try {
      const keys = await check.keys('mein-konto:session-refresh:*');
      expect(keys.length).toBeGreaterThan(0);
      const token = /mk_refresh=([^;]+)/.exec(cookie)?.[1] ?? '';
      const newToken = /mk_refresh=([^;]+)/.exec(session)?.[1] ?? '';
      for (const key of keys) {
        expect(key).not.toContain(token);
        if (key.includes(':lock:')) continue;
        const value = (await check.get(key)) ?? '';
        expect(value).not.toContain(newToken);
        expect(value).not.toContain('mk_access');
      }
    } finally {
      check.disconnect();
    }
  }, 90_000);

  it('without Redis each process counts on its own (why replicas need it)', async () => {
    await fetch(`${mocksUrl}/__admin/reset`, { method: 'POST' });
    const [a, b] = await Promise.all([gateway({}), gateway({})]);
    const answers = [];
    for (let i = 0; i < 2; i++) answers.push(await wrongPassword(a), await wrongPassword(b));
    expect(answers).toEqual(['LoginRejected', 'LoginRejected', 'LoginRejected', 'LoginRejected']);
  }, 90_000);

  it('counts in Redis when it answers late: a limit of 5 holds across two replicas while Redis stalls shorter than FALLBACK_AFTER_MS', async () => {
    const port = await freePort();
    const redis = await startRedis(port);
    const warnings: string[] = [];
    const log = {
      ...silent,
      warn: (entry: { event: string }) => void warnings.push(entry.event),
    } as unknown as FastifyBaseLogger;
    const replicas = [0, 1].map(() => new RedisAttemptStore(`redis://127.0.0.1:${String(port)}`, 60_000, log));
    await Promise.all(replicas.map((replica) => replica.ready()));
    try {
      const limits = [{ key: 'mails:account', max: 5 }];
      for (let i = 0; i < 5; i++) expect((await replicas[0]?.attempt(limits))?.allowed).toBe(true);
      // Redis stalls for 800 ms (a busy process sees the same: the answer comes late).
      redis.kill('SIGSTOP');
      setTimeout(() => redis.kill('SIGCONT'), 800);
      const started = performance.now();
      const sixth = await replicas[1]?.attempt(limits);
      expect(sixth?.allowed).toBe(false);
      expect(performance.now() - started).toBeGreaterThan(700);
      expect(await replicas[1]?.count('mails:account')).toBe(5);
      expect(warnings).toEqual([]);
    } finally {
      redis.kill('SIGCONT');
      await Promise.all(replicas.map((replica) => replica.close()));
    }
  }, 30_000);

  it('takes a stall for an outage once steps have failed for FALLBACK_AFTER_MS, then gives Redis OUTAGE_WAIT_MS per step', async () => {
    const port = await freePort();
    const redis = await startRedis(port);
    const warnings: string[] = [];
    const log = {
      ...silent,
      warn: (entry: { event: string }) => void warnings.push(entry.event),
    } as unknown as FastifyBaseLogger;
    const states: boolean[] = [];
    const store = new RedisAttemptStore(`redis://127.0.0.1:${String(port)}`, 60_000, log, (active) =>
      states.push(active),
    );
    // Before the first connection is up: counted in memory, no outage.
    expect((await store.attempt([{ key: 'early:ip', max: 1 }])).allowed).toBe(true);
    await store.ready();
    try {
      // Stalled for longer than FALLBACK_AFTER_MS: the first step waits that long, then an outage
      // (warning, metric), in which each step waits OUTAGE_WAIT_MS before counting in memory.
      redis.kill('SIGSTOP');
      const started = performance.now();
      const waits: number[] = [];
      while (performance.now() - started < FALLBACK_AFTER_MS + 1200) {
        const step = performance.now();
        await store.attempt([{ key: 'long:ip', max: 100 }]);
        waits.push(performance.now() - step);
      }
      expect(waits[0]).toBeGreaterThanOrEqual(FALLBACK_AFTER_MS - 50);
      expect(waits.slice(1).every((ms) => ms < OUTAGE_WAIT_MS + 300)).toBe(true);
      expect(warnings).toEqual(['rate_limit_store_fallback']);
      expect(states).toEqual([true]);
      redis.kill('SIGCONT');
      await store.attempt([{ key: 'back:ip', max: 100 }]);
      expect(warnings).toEqual(['rate_limit_store_fallback', 'rate_limit_store_recovered']);
      expect(states).toEqual([true, false]);
    } finally {
      redis.kill('SIGCONT');
      await store.close();
    }
  }, 30_000);

  it('falls back to memory while Redis is gone (warning, metric callback), bounded, and counts in Redis again once it is back', async () => {
    const port = await freePort();
    let redis = await startRedis(port);
    const warnings: string[] = [];
    const log = {
      ...silent,
      warn: (entry: { event: string }) => void warnings.push(entry.event),
    } as unknown as FastifyBaseLogger;
    const states: boolean[] = [];
    const store = new RedisAttemptStore(`redis://127.0.0.1:${String(port)}`, 60_000, log, (active) =>
      states.push(active),
    );
    await store.ready();
    try {
      expect((await store.attempt([{ key: 'before:ip', max: 5 }])).allowed).toBe(true);
      expect(states).toEqual([]);

      redis.kill('SIGKILL');
      await new Promise((resolve) => redis.once('exit', resolve));
      // Limits still hold, counted in this process: two allowed, the third refused.
      const limits = [{ key: 'gone:ip', max: 2 }];
      const decisions = [await store.attempt(limits), await store.attempt(limits), await store.attempt(limits)];
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, false]);
      expect(decisions[2]?.retryAfterSeconds).toBeGreaterThan(55);
      expect(states).toEqual([true]);
      expect(warnings).toEqual(['rate_limit_store_fallback']);

      // Hostile input while in memory: far more distinct, long keys than the bound; the oldest go.
      const long = 'x'.repeat(300);
      for (let i = 0; i <= MEMORY_STORE_MAX_KEYS + 1000; i++) await store.record(`hostile:${String(i)}:${long}`);
      expect(await store.count(`hostile:0:${long}`)).toBe(0);
      expect(await store.count(`hostile:${String(MEMORY_STORE_MAX_KEYS + 1000)}:${long}`)).toBe(1);

      redis = await startRedis(port);
      for (let i = 0; i < 100 && states.at(-1) !== false; i++) await sleep(100);
      expect(states).toEqual([true, false]);
      expect(warnings).toEqual(['rate_limit_store_fallback', 'rate_limit_store_recovered']);
      expect((await store.attempt([{ key: 'back:ip', max: 1 }])).allowed).toBe(true);
      const check = new Redis(port, '127.0.0.1');
      try {
        expect(await check.exists('mein-konto:rate-limit:back:ip')).toBe(1);
      } finally {
        check.disconnect();
      }
    } finally {
      await store.close();
    }
  }, 60_000);

  it('shares a refresh across replicas only with the same access token: another one is a replay, refreshed on its own', async () => {
    const replicas = [0, 1].map(
      () => new RedisSessionRefreshes(redisUrl, new LocalSessionRefreshes(100), { lockMs: 1000 }, silent),
    );
    await Promise.all(replicas.map((replica) => replica.ready()));
    try {
      let calls = 0;
      const refresh = async (): Promise<RefreshOutcome> => ({
        refused: false,
        setCookies: [`mk_access=new-${String(++calls)}`],
      });
      const token = `refresh-${String(Date.now())}`;
      const first = await replicas[0]?.run(token, 'the-browser’s-access-token', refresh);
      const browser = await replicas[1]?.run(token, 'the-browser’s-access-token', refresh);
      const thief = await replicas[1]?.run(token, undefined, refresh);
      expect(first).toEqual({ outcome: { refused: false, setCookies: ['mk_access=new-1'] }, replay: false });
      expect(browser).toEqual(first);
      expect(thief).toEqual({ outcome: { refused: false, setCookies: ['mk_access=new-2'] }, replay: true });
      expect(calls).toBe(2);
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
    }
  }, 30_000);

  it('refreshes a session once per replica while Redis is gone (warning, metric callback)', async () => {
    const warnings: string[] = [];
    const log = {
      ...silent,
      warn: (entry: { event: string }) => void warnings.push(entry.event),
    } as unknown as FastifyBaseLogger;
    const states: boolean[] = [];
    const gone = `redis://127.0.0.1:${String(await freePort())}`;
    const replicas = [0, 1].map(
      () =>
        new RedisSessionRefreshes(gone, new LocalSessionRefreshes(100), { lockMs: 1000 }, log, (active) =>
          states.push(active),
        ),
    );
    await Promise.all(replicas.map((replica) => replica.ready()));
    try {
      let calls = 0;
      const refresh = async (): Promise<RefreshOutcome> => {
        const call = ++calls;
        await sleep(50);
        return { refused: false, setCookies: [`mk_access=new-${String(call)}`] };
      };
      const outcomes = await Promise.all(
        [0, 1, 0, 1, 0, 1].map((i) => replicas[i]?.run('the-refresh-token', 'the-access-token', refresh)),
      );
      // each replica refreshed once and shared it with its own requests
      expect(calls).toBe(2);
      expect(new Set(outcomes.map((outcome) => JSON.stringify(outcome))).size).toBe(2);
      expect(warnings).toEqual(['session_refresh_store_fallback', 'session_refresh_store_fallback']);
      expect(states).toEqual([true, true]);
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
    }
  }, 30_000);
});
