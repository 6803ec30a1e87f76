/**
 * `pnpm drill`: the scale topology run for real under load, and what a customer sees during a
 * deploy or a fault. Starts, as processes on this machine: the mocks, Redis (Debian's
 * redis-server), two gateway replicas as production runs them (compiled, APP_ENV=production,
 * REDIS_URL, TRUST_PROXY=1) and Debian's nginx with the repository's own load-balancer
 * configuration (deploy/nginx.conf itself; only its topology/ includes are written here). Then it
 * drives a mix of account home, order history and login through nginx (DRILL_CONNECTIONS, 200)
 * for at least DRILL_SECONDS (60) and, in phases (DRILL_PHASES, default "rolling,kill,redis"):
 *   rolling  SIGTERM replica 1, wait until it is ready again, then replica 2;
 *   kill     kill -9 of replica 1, restarted after 5 s;
 *   redis    Redis stopped for 15 s (wrong passwords for one customer meanwhile: what the login
 *            throttling did), then started again ("Redis back": both replicas count there again).
 * Last, unless DRILL_OVERLOAD=0, the overload run: one replica alone under
 * DRILL_OVERLOAD_CONNECTIONS (1000) for DRILL_OVERLOAD_SECONDS (15): 503 with Retry-After, no
 * request waiting past the gateway's timeout, no crash.
 * Prints per phase: requests, answers other than 200, failed connections, p50/p99 latency; then
 * each target as met or missed (exit code 1 when one is missed). Writes .reports/drill.json.
 * DRILL_TRACE=<file> writes nginx's error log, the replicas' events (shutdown, Redis fallback,
 * upstream failures), signals and every answer other than 200 there, with times.
 * Ports: ephemeral, or DRILL_PORT_BASE (+0 mocks, +1 Redis, +2/+3 replicas, +4/+5 their
 * metrics) and DRILL_NGINX_PORT. Binaries: NGINX_PATH, REDIS_SERVER_PATH (Debian's by default).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, chmodSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { CUSTOMERS, logIn, loginRequest } from '@mein-konto/testing';
import { Redis } from 'ioredis';
import { freePort } from '../test/freePort.ts';
import {
  buildGateway,
  manifestFolder,
  ROOT,
  sleep,
  spawnProductionGateway,
  waitFor,
} from '../test/productionGateway.ts';
import {
  ACCOUNT_HOME,
  drive,
  graphqlTarget,
  LOAD_OPERATIONS,
  num,
  ORDER_HISTORY,
  percentile,
  type Outcome,
} from './load.ts';

const SECONDS = num('DRILL_SECONDS', 60);
const CONNECTIONS = num('DRILL_CONNECTIONS', 200);
const PHASES = (process.env['DRILL_PHASES'] ?? 'rolling,kill,redis').split(',').map((p) => p.trim());
const OVERLOAD = process.env['DRILL_OVERLOAD'] !== '0';
const OVERLOAD_CONNECTIONS = num('DRILL_OVERLOAD_CONNECTIONS', 1000);
const OVERLOAD_SECONDS = num('DRILL_OVERLOAD_SECONDS', 15);
const NGINX = process.env['NGINX_PATH'] ?? '/usr/sbin/nginx';
const REDIS_SERVER = process.env['REDIS_SERVER_PATH'] ?? '/usr/bin/redis-server';
const REDIS_DOWN_MS = 15_000;
/** The gateway cuts a connection silent this long (HTTP_CONNECTION_TIMEOUT_MS); nginx's read timeout is the same. */
const GATEWAY_TIMEOUT_MS = 30_000;
/** The login's per-customer threshold in the drill: after this many wrong passwords a challenge is required. */
const CHALLENGE_AFTER = 5;

// -------------------------------------------------------------------------------------------
// The processes

const children = new Set<ChildProcess>();
const TRACE = process.env['DRILL_TRACE'];

/** With DRILL_TRACE=<file>: one line there (timestamped unless nginx's own), to line up failures with events. */
function trace(line: string, stamp = true): void {
  if (TRACE) appendFileSync(TRACE, `${stamp ? `${new Date().toISOString()} ` : ''}${line}\n`);
}
/** nginx's error log lines by kind. */
const nginxErrors = new Map<string, number>();

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function port(base: number | null, offset: number): Promise<number> {
  return base === null ? freePort() : base + offset;
}

/** A gateway replica: its JSON log lines are read for the events the drill reports. */
class Replica {
  child!: ChildProcess;
  readonly events = new Map<string, number>();
  /** Its drains: when the listener closed and how many connections were still waiting in the accept queue (reset). */
  readonly drains: { listenerClosedAfterMs: number; resetAtClose: number }[] = [];

  constructor(
    readonly name: string,
    readonly port: number,
    readonly metricsPort: number,
    private readonly mocksUrl: string,
    private readonly trustedDocumentsDir: string,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${String(this.port)}`;
  }

  async start(): Promise<void> {
    this.child = track(
      spawnProductionGateway(this.port, {
        mocksUrl: this.mocksUrl,
        trustedDocumentsDir: this.trustedDocumentsDir,
        env: { ...this.env, METRICS_PORT: String(this.metricsPort) },
        stdio: 'pipe',
      }),
    );
    for (const stream of [this.child.stdout, this.child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => {
        let event = 'unparsed';
        try {
          const parsed = JSON.parse(line) as { event?: string; msg?: string };
          event = parsed.event ?? parsed.msg ?? 'line';
        } catch {
          process.stderr.write(`[${this.name}] ${line}\n`);
        }
        this.events.set(event, (this.events.get(event) ?? 0) + 1);
        if (event !== 'line' && event !== 'request completed' && event !== 'incoming request')
          trace(`${this.name} ${line}`);
        if (event === 'shutdown_drain')
          this.drains.push(JSON.parse(line) as { listenerClosedAfterMs: number; resetAtClose: number });
      });
    }
    const child = this.child;
    await waitFor(`${this.url}/ready`, 60_000, () => child.exitCode === null && child.signalCode === null);
    trace(`${this.name} ready`);
  }

  async stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<number> {
    const started = performance.now();
    trace(`${this.name} ${signal}`);
    this.child.kill(signal);
    await exited(this.child);
    return performance.now() - started;
  }

  /**
   * Resolves once the load balancer sends this replica requests again (its GraphQL requests
   * grow): nginx's passive checks take a replica back only after fail_timeout, so a rolling
   * restart must not stop the next replica before (both would count as down).
   */
  async receivingTraffic(timeoutMs = 20_000): Promise<number> {
    const started = performance.now();
    const total = async () => {
      const text = await fetch(`http://127.0.0.1:${String(this.metricsPort)}/metrics`).then(
        (r) => r.text(),
        () => '',
      );
      return text
        .split('\n')
        .filter((l) => l.startsWith('gateway_graphql_requests_total{'))
        .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
    };
    const before = await total();
    while (performance.now() - started < timeoutMs) {
      await sleep(250);
      if ((await total()) > before) return performance.now() - started;
    }
    throw new Error(`${this.name} got no requests through nginx within ${String(timeoutMs)} ms`);
  }

  /** A value of the replica's metrics (Prometheus text), or null. */
  async metric(name: string): Promise<number | null> {
    const text = await fetch(`http://127.0.0.1:${String(this.metricsPort)}/metrics`).then(
      (r) => r.text(),
      () => '',
    );
    const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : null;
  }
}

async function startRedis(redisPort: number): Promise<ChildProcess> {
  const child = track(
    spawn(REDIS_SERVER, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    }),
  );
  for (let i = 0; i < 100; i++) {
    const redis = new Redis(redisPort, '127.0.0.1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    const pong = await redis.connect().then(
      () => redis.ping(),
      () => null,
    );
    redis.disconnect();
    if (pong === 'PONG') return child;
    await sleep(100);
  }
  throw new Error('redis-server did not start');
}

async function redisKeys(redisPort: number): Promise<number> {
  const redis = new Redis(redisPort, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
    return await redis.dbsize();
  } finally {
    redis.disconnect();
  }
}

/** Debian's nginx with deploy/nginx.conf itself (linked, not copied) and the drill's topology/ includes. */
async function startNginx(nginxPort: number, replicas: Replica[]): Promise<ChildProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'mk-drill-nginx-'));
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'topology'));
  mkdirSync(join(dir, 'temp'));
  symlinkSync(join(ROOT, 'deploy', 'nginx.conf'), join(dir, 'nginx.conf'));
  // As deploy/compose/servers.conf: the replicas, then the same as backups never marked failed.
  writeFileSync(
    join(dir, 'topology', 'servers.conf'),
    [
      ...replicas.map((r) => `server 127.0.0.1:${String(r.port)} max_fails=2 fail_timeout=3s;\n`),
      ...replicas.map((r) => `server 127.0.0.1:${String(r.port)} backup max_fails=0;\n`),
    ].join(''),
  );
  writeFileSync(
    join(dir, 'topology', 'listen.conf'),
    [
      `listen 127.0.0.1:${String(nginxPort)};`,
      'access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${join(dir, 'temp', t)};`),
      '',
    ].join('\n'),
  );
  const globals = `daemon off; pid ${join(dir, 'nginx.pid')}; error_log stderr error;${process.getuid?.() === 0 ? ' user root;' : ''}`;
  const test = spawnSync(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', globals, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused deploy/nginx.conf: ${test.stderr}`);
  const child = track(
    spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', globals], { stdio: ['ignore', 'inherit', 'pipe'] }),
  );
  // nginx's error log, counted by what happened and with which replica ("connect() failed (111: Connection refused) → 127.0.0.1:4933").
  if (child.stderr) {
    createInterface({ input: child.stderr }).on('line', (line) => {
      trace(line, false);
      const match = /\*\d+ (.+?) while .*?(?:upstream: "http:\/\/([^/"]+)|$)/.exec(line);
      const key = match ? `${match[1] ?? ''}${match[2] ? ` → ${match[2]}` : ''}` : line;
      nginxErrors.set(key, (nginxErrors.get(key) ?? 0) + 1);
    });
  }
  await waitFor(`http://127.0.0.1:${String(nginxPort)}/health`, 10_000, () => child.exitCode === null);
  return child;
}

// -------------------------------------------------------------------------------------------
// Phases and figures

interface Phase {
  name: string;
  from: number;
  to: number;
  notes: string[];
}

interface PhaseFigures {
  phase: string;
  seconds: number;
  requests: number;
  non200: number;
  /** Answers 5xx (a subset of non200). */
  status5xx: number;
  /** Answers 200 that were not the expected data (GraphQL errors, e.g. an upstream timing out). */
  degraded: number;
  failedConnections: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers other than 200 by status (0: failed connection). */
  statuses: Record<string, number>;
  notes: string[];
}

const round = (v: number) => Math.round(v * 10) / 10;

function figures(name: string, seconds: number, outcomes: Outcome[], notes: string[] = []): PhaseFigures {
  const latencies = outcomes
    .filter((o) => o.status !== 0)
    .map((o) => o.ms)
    .sort((a, b) => a - b);
  return {
    phase: name,
    seconds: round(seconds),
    requests: outcomes.length,
    non200: outcomes.filter((o) => o.status !== 200 && o.status !== 0).length,
    status5xx: outcomes.filter((o) => o.status >= 500).length,
    degraded: outcomes.filter((o) => o.status === 200 && !o.ok).length,
    failedConnections: outcomes.filter((o) => o.status === 0).length,
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
    statuses: Object.fromEntries(
      [...new Set(outcomes.filter((o) => o.status !== 200).map((o) => o.status))].map((status) => [
        String(status),
        outcomes.filter((o) => o.status === status).length,
      ]),
    ),
    notes,
  };
}

function table(rows: PhaseFigures[]): string {
  const header = ['phase', 's', 'requests', 'non-200', 'failed conn.', '200 with errors', 'p50 ms', 'p99 ms'];
  const cells = rows.map((r) =>
    [r.phase, r.seconds, r.requests, r.non200, r.failedConnections, r.degraded, r.p50, r.p99].map(String),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) =>
    c.map((v, i) => (i === 0 ? v.padEnd(widths[i] ?? 0) : v.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

/** Wrong passwords for one customer through nginx: the answers of the login, in order. */
async function wrongPasswords(origin: string, username: string, times: number): Promise<string[]> {
  const answers: string[] = [];
  for (let i = 0; i < times; i++) {
    const res = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(loginRequest(username, { password: 'falsch-123', recaptchaToken: 'load' }).data),
    }).catch(() => null);
    const body = res ? ((await res.json().catch(() => ({}))) as { data?: { login?: { __typename?: string } } }) : {};
    answers.push(
      res?.status === 200 ? (body.data?.login?.__typename ?? 'error') : `HTTP ${String(res?.status ?? 'failed')}`,
    );
  }
  return answers;
}

function tally(answers: string[]): string {
  const counts = new Map<string, number>();
  for (const a of answers) counts.set(a, (counts.get(a) ?? 0) + 1);
  return [...counts].map(([a, n]) => `${String(n)}× ${a}`).join(', ');
}

// -------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const base = process.env['DRILL_PORT_BASE'] ? Number(process.env['DRILL_PORT_BASE']) : null;
  const [mocksPort, redisPort, p1, p2, m1, m2] = await Promise.all([0, 1, 2, 3, 4, 5].map((o) => port(base, o)));
  const nginxPort = process.env['DRILL_NGINX_PORT'] ? Number(process.env['DRILL_NGINX_PORT']) : await freePort();
  if (!mocksPort || !redisPort || !p1 || !p2 || !m1 || !m2) throw new Error('no ports');

  process.stdout.write('▶ building the gateway and the mocks\n');
  buildGateway();
  const builtMocks = spawnSync(
    process.execPath,
    [join(ROOT, 'scripts', 'build-server.mjs'), join(ROOT, 'packages', 'upstream-mocks')],
    { stdio: 'inherit' },
  );
  if (builtMocks.status !== 0) throw new Error('building the mocks failed');

  process.stdout.write(
    `▶ starting mocks, Redis, two replicas and nginx (deploy/nginx.conf) on 127.0.0.1:${String(nginxPort)}\n`,
  );
  const mocks = track(
    spawn(process.execPath, [join(ROOT, 'packages', 'upstream-mocks', 'dist', 'server.js')], {
      env: { ...process.env, MOCKS_PORT: String(mocksPort), LOG_LEVEL: 'warn', MOCKS_ACCESS_TOKEN_TTL_SECONDS: '3600' },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  );
  const mocksUrl = `http://127.0.0.1:${String(mocksPort)}`;
  await waitFor(`${mocksUrl}/health`, 60_000, () => mocks.exitCode === null);
  let redis = await startRedis(redisPort);
  const env = {
    REDIS_URL: `redis://127.0.0.1:${String(redisPort)}`,
    TRUST_PROXY: '1',
    METRICS_HOST: '127.0.0.1',
    // One client address (the load generator) sends everything: per-IP limits out of the way; the
    // login throttling per customer as in production, with a small threshold.
    RATE_LIMIT_MAX_PER_IP: '100000000',
    RATE_LIMIT_OPERATIONS: `login=100000000/${String(CHALLENGE_AFTER)}`,
  };
  const trusted = manifestFolder(LOAD_OPERATIONS);
  const replicas = [
    new Replica('replica 1', p1, m1, mocksUrl, trusted, env),
    new Replica('replica 2', p2, m2, mocksUrl, trusted, env),
  ];
  await Promise.all(replicas.map((r) => r.start()));
  await startNginx(nginxPort, replicas);
  const origin = `http://127.0.0.1:${String(nginxPort)}`;

  const seeded = await fetch(`${mocksUrl}/__admin/seed/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ customer_number: '10012345', count: 200 }),
  });
  if (seeded.status !== 201) throw new Error(`seeding orders failed: ${String(seeded.status)}`);
  const cookie = await logIn(origin, CUSTOMERS.anna.email, { recaptchaToken: 'load' });
  const home = graphqlTarget('account home', origin, cookie, { query: ACCOUNT_HOME }, '"hasBillingAddress":true');
  const orders = graphqlTarget('order history', origin, cookie, { query: ORDER_HISTORY }, '"brand":');
  const login = graphqlTarget(
    'login',
    origin,
    '',
    loginRequest(CUSTOMERS.anna.email, { recaptchaToken: 'load' }).data,
    '"LoginSuccess"',
  );
  const mix = [home, orders, home, orders, login];

  // The load runs through every phase; each outcome belongs to the phase in which it was answered
  // (or failed): a request started in one phase and cut off by the next one's fault is that fault's.
  const outcomes: Outcome[] = [];
  const phases: Phase[] = [];
  let stop = false;
  const t0 = performance.now();
  process.stdout.write(
    `▶ load: account home, order history and login through nginx, ${String(CONNECTIONS)} connections\n`,
  );
  const running = drive(
    origin,
    mix,
    CONNECTIONS,
    () => stop,
    (o) => outcomes.push(o),
  );
  // Awaited after the phases; a failure meanwhile must not end the drill before its processes are stopped.
  running.catch(() => undefined);
  const phase = async (name: string, run: (notes: string[]) => Promise<void>) => {
    const current: Phase = { name, from: performance.now(), to: 0, notes: [] };
    phases.push(current);
    process.stdout.write(`▶ ${name} (${String(round((current.from - t0) / 1000))} s)\n`);
    await run(current.notes);
    current.to = performance.now();
  };

  // Fresh replicas compile their operations first (shown, not held to a target).
  await phase('warm-up', () => sleep(5000));
  await phase('steady', () => sleep(5000));
  const kill: { at: number; until: number; lastFailure: number | null } = { at: 0, until: 0, lastFailure: null };
  const throttle: Record<string, string[]> = {};
  if (PHASES.includes('rolling')) {
    await phase('rolling restart', async (notes) => {
      for (const replica of replicas) {
        const stopped = await replica.stop('SIGTERM');
        const started = performance.now();
        await replica.start();
        const ready = performance.now() - started;
        const back = await replica.receivingTraffic();
        const drain = replica.drains.at(-1);
        notes.push(
          `${replica.name}: ${drain ? `listener closed after ${String(drain.listenerClosedAfterMs)} ms with ${String(drain.resetAtClose)} connections still waiting to be accepted (reset)` : 'listener closed with no connection waiting'}, drained and stopped in ${String(round(stopped / 1000))} s, ready again in ${String(round(ready / 1000))} s, traffic from nginx ${String(round(back / 1000))} s later`,
        );
      }
      await sleep(3000);
    });
  }
  if (PHASES.includes('kill')) {
    await phase('kill -9', async (notes) => {
      const [victim] = replicas;
      if (!victim) return;
      kill.at = performance.now();
      await victim.stop('SIGKILL');
      await sleep(5000);
      const started = performance.now();
      await victim.start();
      const ready = performance.now() - started;
      const back = await victim.receivingTraffic();
      notes.push(
        `${victim.name} killed, restarted after 5 s, ready in ${String(round(ready / 1000))} s, traffic from nginx ${String(round(back / 1000))} s later`,
      );
      await sleep(3000);
      kill.until = performance.now();
    });
  }
  if (PHASES.includes('redis')) {
    await phase('Redis gone', async (notes) => {
      redis.kill('SIGKILL');
      await exited(redis);
      const down = performance.now();
      await sleep(2000);
      // Wrong passwords for one customer while each replica counts in its own memory.
      throttle['while Redis was gone'] = await wrongPasswords(origin, 'neu.kunde@example.de', 4 * CHALLENGE_AFTER);
      const fallback = await Promise.all(replicas.map((r) => r.metric('gateway_rate_limit_store_fallback')));
      notes.push(`gateway_rate_limit_store_fallback during the outage: ${fallback.map(String).join(' / ')}`);
      await sleep(Math.max(0, REDIS_DOWN_MS - (performance.now() - down)));
      redis = await startRedis(redisPort);
    });
    await phase('Redis back', async (notes) => {
      const back = performance.now();
      let recovered = false;
      while (!recovered && performance.now() - back < 15_000) {
        await sleep(250);
        recovered = (await Promise.all(replicas.map((r) => r.metric('gateway_rate_limit_store_fallback')))).every(
          (v) => v === 0,
        );
      }
      notes.push(
        recovered
          ? `both replicas count in Redis again after ${String(round((performance.now() - back) / 1000))} s (no restart)`
          : 'a replica still counts in memory after 15 s',
      );
      throttle['after Redis was back'] = await wrongPasswords(origin, 'max.sozial@example.de', 2 * CHALLENGE_AFTER);
      notes.push(`keys in Redis after the outage: ${String(await redisKeys(redisPort))}`);
      await sleep(3000);
    });
  }
  const remaining = SECONDS * 1000 - (performance.now() - t0);
  if (remaining > 0) await phase('steady (to the full duration)', () => sleep(remaining));
  stop = true;
  await running;
  const loadSeconds = (performance.now() - t0) / 1000;
  for (const o of outcomes)
    if (o.status !== 200)
      trace(
        `answer ${String(o.status)} (${o.target}, ${String(Math.round(o.ms))} ms) to a request started at ${new Date(performance.timeOrigin + o.startedAt).toISOString()}`,
      );

  const rows = phases.map((p) =>
    figures(
      p.name,
      (p.to - p.from) / 1000,
      outcomes.filter((o) => o.startedAt + o.ms >= p.from && o.startedAt + o.ms < p.to),
      p.notes,
    ),
  );
  const all = figures('whole run', loadSeconds, outcomes);
  if (kill.at > 0) {
    // What a killed replica causes: connections reset or refused (nginx answers 502, or the
    // connection fails); a shed 503 or a 504 of a slow replica is load, counted in the table.
    const failures = outcomes.filter(
      (o) => (o.status === 502 || o.status === 0) && o.startedAt < kill.until && o.startedAt + o.ms >= kill.at,
    );
    const inFlight = failures.filter((o) => o.startedAt < kill.at).length;
    const last = failures.reduce((m, o) => Math.max(m, o.startedAt + o.ms), 0);
    kill.lastFailure = failures.length > 0 ? (last - kill.at) / 1000 : null;
    rows
      .find((r) => r.phase === 'kill -9')
      ?.notes.push(
        `${String(failures.length)} failed by the kill (502 or failed connection), ${String(inFlight)} of them in flight at the kill; ${kill.lastFailure === null ? 'none' : `the last ${String(round(kill.lastFailure))} s after it`}`,
      );
  }
  const events = replicas.map(
    (r) =>
      `${r.name}: ${
        [...r.events]
          .filter(([e]) => e.startsWith('rate_limit_store') || e.startsWith('shutdown'))
          .map(([e, n]) => `${e} ×${String(n)}`)
          .join(', ') || 'none'
      }`,
  );

  // The overload run: one replica alone, far more connections than it can serve.
  let overload:
    | (PhaseFigures & { with503RetryAfter: number; shed: number | null; alive: boolean; readyAfter: boolean })
    | undefined;
  if (OVERLOAD) {
    const [target] = replicas;
    if (target) {
      process.stdout.write(
        `▶ overload: ${target.name} alone, order history, ${String(OVERLOAD_CONNECTIONS)} connections for ${String(OVERLOAD_SECONDS)} s\n`,
      );
      const direct = graphqlTarget('order history', target.url, cookie, { query: ORDER_HISTORY }, '"brand":');
      const seen: Outcome[] = [];
      const end = performance.now() + OVERLOAD_SECONDS * 1000;
      await drive(
        target.url,
        [direct],
        OVERLOAD_CONNECTIONS,
        () => performance.now() >= end,
        (o) => seen.push(o),
      );
      const alive = target.child.exitCode === null && target.child.signalCode === null;
      await sleep(1000);
      overload = {
        ...figures('overload (one replica)', OVERLOAD_SECONDS, seen),
        with503RetryAfter: seen.filter((o) => o.status === 503 && o.retryAfter).length,
        shed: await target.metric('gateway_load_shed_total'),
        alive,
        readyAfter: await fetch(`${target.url}/ready`).then(
          (r) => r.ok,
          () => false,
        ),
      };
    }
  }

  // ---- report
  process.stdout.write(`\n${table([...rows, all, ...(overload ? [overload] : [])])}\n\n`);
  for (const r of rows) for (const n of r.notes) process.stdout.write(`${r.phase}: ${n}\n`);
  for (const r of [...rows, ...(overload ? [overload] : [])]) {
    if (Object.keys(r.statuses).length > 0)
      process.stdout.write(
        `${r.phase}: answers other than 200 by status (0: failed connection): ${JSON.stringify(r.statuses)}\n`,
      );
  }
  for (const [when, answers] of Object.entries(throttle))
    process.stdout.write(
      `login throttling ${when} (wrong passwords, challenge after ${String(CHALLENGE_AFTER)} per customer): ${tally(answers)}\n`,
    );
  process.stdout.write(`log events: ${events.join('; ')}\n`);
  process.stdout.write(
    `nginx error log: ${[...nginxErrors].map(([k, n]) => `${String(n)}× ${k}`).join('; ') || 'empty'}\n`,
  );
  if (overload) {
    process.stdout.write(
      `overload: ${String(overload.requests - overload.non200 - overload.failedConnections)} answered 200, ${String(overload.with503RetryAfter)} answered 503 with Retry-After, ${String(overload.non200 - overload.with503RetryAfter)} other answers, ${String(overload.failedConnections)} failed connections; longest request ${String(overload.max)} ms; gateway_load_shed_total ${String(overload.shed)}; replica ${overload.alive ? 'alive' : 'CRASHED'}, /ready ${overload.readyAfter ? '200' : 'not 200'} afterwards\n`,
    );
  }

  const get = (name: string) => rows.find((r) => r.phase === name);
  const checks: { what: string; met: boolean }[] = [];
  const rolling = get('rolling restart');
  if (rolling)
    checks.push({
      what: `rolling restart: ${String(rolling.non200 + rolling.failedConnections)} failed requests (target 0)`,
      met: rolling.non200 + rolling.failedConnections === 0,
    });
  if (kill.at > 0)
    checks.push({
      what: `kill -9: failures end ${kill.lastFailure === null ? '(none)' : `${String(round(kill.lastFailure))} s`} after the kill (target ≤ 5 s)`,
      met: (kill.lastFailure ?? 0) <= 5,
    });
  for (const name of ['Redis gone', 'Redis back']) {
    const r = get(name);
    if (r)
      checks.push({
        what: `${name}: ${String(r.status5xx + r.failedConnections)} 5xx or failed requests (target 0)`,
        met: r.status5xx + r.failedConnections === 0,
      });
  }
  const gone = throttle['while Redis was gone'];
  if (gone)
    checks.push({
      what: 'Redis gone: the login throttling still asks for a challenge (counting in memory)',
      met: gone.includes('LoginChallengeRequired') && !gone.some((a) => a.startsWith('HTTP')),
    });
  const steady = rows.filter((r) => r.phase.startsWith('steady'));
  checks.push({
    what: `steady phases: ${String(steady.reduce((s, r) => s + r.non200 + r.failedConnections, 0))} failed requests (target 0)`,
    met: steady.every((r) => r.non200 + r.failedConnections === 0),
  });
  if (overload) {
    checks.push({
      what: `overload: ${String(overload.with503RetryAfter)} answers 503 with Retry-After (target > 0)`,
      met: overload.with503RetryAfter > 0,
    });
    checks.push({
      what: `overload: longest request ${String(overload.max)} ms (target < ${String(GATEWAY_TIMEOUT_MS)} ms, the gateway's timeout)`,
      met: overload.max < GATEWAY_TIMEOUT_MS,
    });
    checks.push({
      what: `overload: replica alive and ready afterwards, ${String(overload.failedConnections)} failed connections (target 0)`,
      met: overload.alive && overload.readyAfter && overload.failedConnections === 0,
    });
  }
  process.stdout.write(`\n${checks.map((c) => `${c.met ? 'met   ' : 'MISSED'}  ${c.what}`).join('\n')}\n`);

  mkdirSync(join(ROOT, '.reports'), { recursive: true });
  writeFileSync(
    join(ROOT, '.reports', 'drill.json'),
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, connections: CONNECTIONS, seconds: round(loadSeconds), phases: rows, whole: all, throttle, events, nginxErrors: Object.fromEntries(nginxErrors), overload, checks }, null, 2)}\n`,
  );
  process.stdout.write('\nWritten to .reports/drill.json\n');
  if (checks.some((c) => !c.met)) process.exitCode = 1;
}

async function stopAll(): Promise<void> {
  const running = [...children];
  for (const child of running) child.kill('SIGTERM');
  await Promise.race([Promise.all(running.map(exited)), sleep(15_000)]);
  for (const child of children) child.kill('SIGKILL');
}

process.once('SIGINT', () => {
  void stopAll().then(() => process.exit(130));
});
main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
