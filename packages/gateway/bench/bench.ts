/**
 * `pnpm bench`: the gateway under concurrent load against the mocks, beside three other servers
 * answering the same: stock Apollo Server 5 on the same schema and context (graphql-js
 * execution, `@as-integrations/fastify`, default options), mercurius with graphql-jit (a peer
 * reference), and a minimal hand-written Fastify route that makes the same upstream calls with
 * undici. Every server runs behind the gateway's own Fastify options and request hooks (logging,
 * correlation id, security headers, load shedding, cookies: `serverOptions` and
 * `registerRequestHooks` of src/app.ts), so their ratios compare the engines. With BENCH_TRACING
 * (default 1; 0 leaves them out) two more gateways run beside: tracing on with 10 % and with 100 %
 * of the requests sampled, exporting to an OTLP receiver in this process that takes and drops the
 * spans. Every server is a child process on an ephemeral loopback port, all up at once; this
 * process generates the load with an undici pool and measures throughput and p50/p99 latency.
 * The gateway runs as in production: its compiled build (`node dist/server.js`),
 * APP_ENV=production, the heap settings of its start script (test/productionGateway.ts); the
 * other servers get the same heap settings and production configuration. CPU time and peak
 * memory of the servers are read from /proc (Linux).
 *
 * Scenarios: (a) the account home (login state + personal details + customer details),
 * (b) the order history (login state + a page of 20 orders + their products in one call).
 * Environment: BENCH_DURATION_SECONDS (default 12 per server and scenario), BENCH_SLOT_SECONDS
 * (3), BENCH_CONNECTIONS (default 16), BENCH_WARMUP_SECONDS (default 2), BENCH_SCENARIO
 * ('account home' or 'order history': that one alone), BENCH_PROFILE
 * (gateway|apollo|mercurius|mocks|hand: CPU profile of that process).
 * The load is rotated between the servers in slots of BENCH_SLOT_SECONDS (the order turning
 * each time), so a change in machine load hits every server alike.
 * Then the soak: the account home through the gateway alone with BENCH_SOAK_CONNECTIONS (200)
 * for BENCH_SOAK_SECONDS (60; 0 skips it), counting answers other than 200. The gateway's peak
 * resident memory (RSS) is reported after each scenario and after the soak. Writes
 * .reports/bench.json at the repository root.
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { CUSTOMERS, logIn } from '@mein-konto/testing';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import type { GatewayContext } from '../src/context.ts';
import {
  buildGateway,
  manifestFolder,
  peakRssMb,
  productionHeapFlags,
  ROOT,
  startProductionGateway,
} from '../test/productionGateway.ts';
import {
  ACCOUNT_HOME,
  graphqlTarget,
  load,
  LOAD_OPERATIONS,
  num,
  ORDER_HISTORY,
  PAGE_SIZE,
  percentile,
  type Samples,
  type Target,
} from './load.ts';

const SELF = fileURLToPath(import.meta.url);
const DURATION_S = num('BENCH_DURATION_SECONDS', 12);
const SLOT_S = num('BENCH_SLOT_SECONDS', 3);
const WARMUP_S = num('BENCH_WARMUP_SECONDS', 2);
const CONNECTIONS = num('BENCH_CONNECTIONS', 16);
const SOAK_S = process.env['BENCH_SOAK_SECONDS'] === '0' ? 0 : num('BENCH_SOAK_SECONDS', 60);
const SOAK_CONNECTIONS = num('BENCH_SOAK_CONNECTIONS', 200);
/** What we hold the gateway to (README "Performance", decision 031): reported, not enforced (one machine, noisy). */
const TARGETS = {
  /** CPU per request, at most this many times the hand-written route's. */
  cpuPerRequest: { 'account home': 2.6, 'order history': 3 },
  /** Throughput, at least this many times stock Apollo Server's. */
  throughputVsApollo: { 'account home': 1, 'order history': 1.3 },
  peakRssMb: 200,
  soakP99Ms: 300,
} as const;
const TRACING = process.env['BENCH_TRACING'] !== '0';
/** The gateway's CPU per request with tracing off against mercurius + jit's, and what tracing at 10 % may add. */
const ENGINE_TARGETS = { cpuVsMercurius: 1.3, tracing10Overhead: 1.05 } as const;
const CLIENT_ID = 'mein-konto-web';
const LOCALE = 'de-de';

// -------------------------------------------------------------------------------------------
// Child roles

/** The production configuration the gateway runs with, for the servers beside it. */
function productionConfigEnv(mocksUrl: string): Record<string, string> {
  return {
    APP_ENV: 'production',
    RECAPTCHA_SITE_KEY: 'bench',
    SOCIAL_LOGIN_REDIRECT_ORIGINS: 'http://127.0.0.1',
    UPSTREAM_BASE_URL: mocksUrl,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX_PER_IP: '100000000',
    RATE_LIMIT_MAX_PER_USERNAME: '100000000',
  };
}

/**
 * The same schema and context as the gateway, served by another engine: stock Apollo Server 5
 * (graphql-js execution, `@as-integrations/fastify`, default options) or mercurius with
 * graphql-jit.
 */
async function serveEngine(engine: 'apollo' | 'mercurius', mocksUrl: string): Promise<number> {
  const [
    { default: Fastify },
    { makeExecutableSchema },
    { loadConfig },
    { createContextDependencies, registerRequestHooks, serverOptions },
    { createContext },
    { loadTypeDefs, resolvers },
  ] = await Promise.all([
    import('fastify'),
    import('@graphql-tools/schema'),
    import('../src/config.ts'),
    import('../src/app.ts'),
    import('../src/context.ts'),
    import('../src/schema.ts'),
  ]);
  const config = loadConfig(productionConfigEnv(mocksUrl));
  const app = Fastify(serverOptions(config));
  const deps = createContextDependencies(config, app.log);
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers });
  await registerRequestHooks(app, config, deps.metrics);
  if (engine === 'apollo') {
    const [{ ApolloServer }, { default: fastifyApollo }] = await Promise.all([
      import('@apollo/server'),
      import('@as-integrations/fastify'),
    ]);
    const apollo = new ApolloServer<GatewayContext>({ schema });
    await apollo.start();
    await app.register(fastifyApollo(apollo), {
      context: (request, reply) => Promise.resolve(createContext(deps, request, reply)),
    });
  } else {
    const { default: mercurius } = await import('mercurius');
    await app.register(mercurius, {
      schema,
      path: '/graphql',
      jit: 1,
      context: (request, reply) => createContext(deps, request, reply),
    });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

async function serveMocks(): Promise<number> {
  const { buildMocksApp } = await import('@mein-konto/upstream-mocks/app');
  const mocks = await buildMocksApp({ logger: false, accessTokenTtlSeconds: 3600 });
  await mocks.listen({ port: 0, host: '127.0.0.1' });
  return (mocks.server.address() as AddressInfo).port;
}

/** The minimal hand-written route: the same upstream calls, no schema, no validation. */
async function serveHandWritten(mocksUrl: string): Promise<number> {
  const [{ default: Fastify }, { loadConfig }, { registerRequestHooks, serverOptions }, { GatewayMetrics }] =
    await Promise.all([
      import('fastify'),
      import('../src/config.ts'),
      import('../src/app.ts'),
      import('../src/metrics.ts'),
    ]);
  const pool = new Pool(mocksUrl, { connections: 32, keepAliveTimeout: 10_000 });
  const config = loadConfig(productionConfigEnv(mocksUrl));
  const app = Fastify(serverOptions(config));
  await registerRequestHooks(app, config, new GatewayMetrics(() => ({})));
  let n = 0;
  async function get(path: string, cookie: string | undefined): Promise<unknown> {
    const res = await pool.request({
      method: 'GET',
      path,
      headers: {
        accept: 'application/json',
        'x-client-id': CLIENT_ID,
        'x-locale': LOCALE,
        'x-correlation-id': `hand-${String(++n)}`,
        ...(cookie ? { cookie } : {}),
      },
      headersTimeout: 5000,
      bodyTimeout: 5000,
    });
    const body: unknown = await res.body.json();
    if (res.statusCode !== 200) throw new Error(`${path} answered ${String(res.statusCode)}`);
    return body;
  }
  type LoginState = {
    state: string;
    customer_id: string;
    customer_number: string;
    first_name: string | null;
    last_name: string | null;
    is_light_user: boolean;
    has_password: boolean;
    social_login_provider: string | null;
  };
  type Personal = {
    customer_number: string;
    email: string;
    salutation: string | null;
    first_name: string | null;
    country_code: string;
    date_of_birth: string | null;
    preferred_payment_method: string | null;
    total_orders: number;
    billing_address_id: string | null;
  };
  type Details = { customer_id: string; last_name: string | null; billing_address: { id: string } | null };
  type Orders = {
    orders: {
      id: string;
      number: string;
      placed_at: string;
      status: string;
      payment_type: string;
      item_count: number;
      total: unknown;
      items: { base_product_no: string; sku: string; title: string; quantity: number; status: string }[];
    }[];
    total_count: number;
    next_cursor: string | null;
  };
  type Products = {
    products: {
      base_product_no: string;
      name: { long: string };
      brand: { brand_name: string };
      media: { url: string }[];
    }[];
  };

  app.get('/home', async (request) => {
    const cookie = request.headers.cookie;
    const state = (await get('/customer-service/user/login-state', cookie)) as LoginState;
    if (state.state !== 'LOGGED_IN') return { customer: null };
    const [personal, details] = (await Promise.all([
      get('/customer-service/user/personal-details?address_strict_typing=true&packstation_mapping=true', cookie),
      get('/customer-service/user/customer-details', cookie),
    ])) as [Personal, Details];
    return {
      customer: {
        id: state.customer_id,
        customerNumber: state.customer_number,
        firstName: state.first_name,
        lastName: state.last_name,
        isLightUser: state.is_light_user,
        hasPassword: state.has_password,
        socialLoginProvider: state.social_login_provider,
        personalDetails: {
          id: details.customer_id,
          customerNumber: personal.customer_number,
          email: personal.email,
          salutation: personal.salutation,
          firstName: personal.first_name,
          lastName: details.last_name,
          countryCode: personal.country_code,
          dateOfBirth: personal.date_of_birth,
          preferredPaymentMethod: personal.preferred_payment_method,
          totalOrders: personal.total_orders,
          hasBillingAddress: personal.billing_address_id !== null || details.billing_address !== null,
        },
      },
    };
  });

  app.get('/orders', async (request) => {
    const cookie = request.headers.cookie;
    const state = (await get('/customer-service/user/login-state', cookie)) as LoginState;
    if (state.state !== 'LOGGED_IN') return { orders: null };
    const page = (await get(
      `/order-history-service/orders?address_strict_typing=true&limit=${String(PAGE_SIZE)}`,
      cookie,
    )) as Orders;
    const keys = [...new Set(page.orders.flatMap((o) => o.items.map((i) => i.base_product_no.slice(0, 6))))];
    const { products } = keys.length
      ? ((await get(
          `/product-service/products?base_product_nos=${keys.join(',')}&sales_channel=CLASSIC_SHOP`,
          undefined,
        )) as Products)
      : { products: [] };
    const byKey = new Map(products.map((p) => [p.base_product_no.slice(0, 6), p]));
    return {
      totalCount: page.total_count,
      hasNextPage: page.next_cursor !== null,
      orders: page.orders.map((o) => ({
        id: o.id,
        number: o.number,
        placedAt: o.placed_at,
        status: o.status,
        paymentType: o.payment_type,
        itemCount: o.item_count,
        total: o.total,
        items: o.items.map((i) => {
          const p = byKey.get(i.base_product_no.slice(0, 6));
          return {
            id: `${o.id}:${i.sku}`,
            sku: i.sku,
            title: i.title,
            quantity: i.quantity,
            status: i.status,
            product: p
              ? {
                  id: p.base_product_no,
                  name: p.name.long,
                  brand: p.brand.brand_name,
                  imageUrl: p.media[0]?.url ?? null,
                }
              : null,
          };
        }),
      })),
    };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

// -------------------------------------------------------------------------------------------
// Driver

/** BENCH_PROFILE=gateway (or mocks, hand) writes a CPU profile of that process to .reports/profiles. */
function profileFlags(role: string): string[] {
  return process.env['BENCH_PROFILE'] === role
    ? ['--cpu-prof', `--cpu-prof-dir=${join(ROOT, '.reports', 'profiles')}`]
    : [];
}

function start(role: string, args: string[]): Promise<{ child: ChildProcess; port: number }> {
  const profile = profileFlags(role);
  const child = fork(SELF, [role, ...args], {
    execArgv: ['--import', 'tsx', ...productionHeapFlags(), ...profile],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, port: (message as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`${role} exited with ${String(code)}`)));
  });
}

/** The gateway as production runs it; production runs registered operations only: the bench registers its own like a client would. */
async function startGateway(
  mocksUrl: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; port: number }> {
  const gateway = await startProductionGateway({
    build: false,
    mocksUrl,
    trustedDocumentsDir: manifestFolder(LOAD_OPERATIONS),
    nodeFlags: profileFlags('gateway'),
    env: {
      ...productionConfigEnv(mocksUrl),
      ...Object.fromEntries(
        Object.entries(process.env)
          .filter(([k]) => k.startsWith('BENCH_GATEWAY_'))
          .map(([k, v]) => [k.slice('BENCH_GATEWAY_'.length), v ?? '']),
      ),
      ...env,
    },
  });
  return { child: gateway.child, port: Number(new URL(gateway.url).port) };
}

const CLOCK_TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** CPU time (user + system, ms) a server process has used so far (/proc): a figure machine load does not skew. */
function cpuMs(child: ChildProcess): number {
  const stat = readFileSync(`/proc/${String(child.pid)}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

async function measured(
  child: ChildProcess,
  target: Target,
  seconds: number,
  connections = CONNECTIONS,
): Promise<Samples> {
  const before = cpuMs(child);
  const samples = await load(target, seconds, connections);
  samples.cpuMs = cpuMs(child) - before;
  return samples;
}

interface RunResult {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  mean: number;
  /** CPU time of the server process per answered request (ms). */
  cpuPerRequestMs: number;
}

function summarize(runs: Samples[]): RunResult {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const errors = runs.reduce((s, r) => s + r.errors, 0);
  const elapsed = runs.reduce((s, r) => s + r.seconds, 0);
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    requests: latencies.length,
    errors,
    seconds: round(elapsed),
    rps: round(latencies.length / elapsed),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    mean: round(latencies.reduce((s, v) => s + v, 0) / Math.max(1, latencies.length)),
    cpuPerRequestMs:
      Math.round((runs.reduce((s, r) => s + (r.cpuMs ?? 0), 0) / Math.max(1, latencies.length)) * 1000) / 1000,
  };
}

const TRACED = ['gateway, tracing 10 %', 'gateway, tracing 100 %'] as const;
type ServerName = 'gateway' | 'stock Apollo Server' | 'mercurius + jit' | 'hand-written' | (typeof TRACED)[number];
const SERVERS: ServerName[] = [
  'gateway',
  ...(TRACING ? TRACED : []),
  'stock Apollo Server',
  'mercurius + jit',
  'hand-written',
];

/** A tracing backend that takes every OTLP/HTTP export and drops it (its work is this process's, not the gateway's). */
async function otlpSink(): Promise<{ url: string; close: () => void }> {
  const { createServer } = await import('node:http');
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    close: () => server.close(),
  };
}

interface ScenarioResult {
  servers: Record<ServerName, RunResult>;
  /** The gateway against the hand-written route (CPU per request) and stock Apollo Server (throughput). */
  gatewayVsHand: { cpuPerRequest: number; throughput: number };
  gatewayVsApollo: { cpuPerRequest: number; throughput: number };
  gatewayVsMercurius: { cpuPerRequest: number; throughput: number };
  /** CPU per request with tracing at 10 % and 100 % over tracing off. */
  tracingOverhead?: { '10 %': number; '100 %': number };
  gatewayPeakRssMb: number;
}

async function main(): Promise<void> {
  const children: ChildProcess[] = [];
  const stopAll = () => children.forEach((c) => c.kill('SIGTERM'));
  process.on('SIGINT', () => {
    stopAll();
    process.exit(130);
  });
  try {
    const mocks = await start('mocks', []);
    children.push(mocks.child);
    const mocksUrl = `http://127.0.0.1:${String(mocks.port)}`;
    const sink = TRACING ? await otlpSink() : undefined;
    const traced = (ratio: string) =>
      sink
        ? startGateway(mocksUrl, { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, OTEL_TRACES_SAMPLER_ARG: ratio })
        : Promise.resolve(undefined);
    // The gateway built once; the servers started one after another (on a busy machine six
    // processes loading their modules at once take longer than a start may).
    buildGateway();
    // Each one is stopped at the end, also when a later one fails to start.
    const started = async <T extends { child: ChildProcess } | undefined>(server: Promise<T>): Promise<T> => {
      const up = await server;
      if (up) children.push(up.child);
      return up;
    };
    const gateway = await started(startGateway(mocksUrl));
    const traced10 = await started(traced('0.1'));
    const traced100 = await started(traced('1'));
    const apollo = await started(start('apollo', [mocksUrl]));
    const mercurius = await started(start('mercurius', [mocksUrl]));
    const hand = await started(start('hand', [mocksUrl]));
    const urlOf = (port: number) => `http://127.0.0.1:${String(port)}`;

    // 200 more orders for anna, so every order page is full; then log in once through the gateway.
    const seeded = await fetch(`${mocksUrl}/__admin/seed/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customer_number: '10012345', count: 200 }),
    });
    if (seeded.status !== 201) throw new Error(`seeding orders failed: ${String(seeded.status)}`);
    const cookie = await logIn(urlOf(gateway.port), CUSTOMERS.anna.email, { recaptchaToken: 'load' });

    const handTarget = (path: string, expect: string): Target => ({
      name: 'hand-written',
      origin: urlOf(hand.port),
      method: 'GET',
      path,
      headers: { cookie },
      check: (body) => {
        if (!body.includes(expect)) throw new Error(`hand-written: unexpected answer ${body.slice(0, 300)}`);
      },
    });
    const childOf: Partial<Record<ServerName, ChildProcess>> = {
      gateway: gateway.child,
      ...(traced10 && traced100
        ? { 'gateway, tracing 10 %': traced10.child, 'gateway, tracing 100 %': traced100.child }
        : {}),
      'stock Apollo Server': apollo.child,
      'mercurius + jit': mercurius.child,
      'hand-written': hand.child,
    };
    const scenario = (name: string, query: string, path: string, expect: string) => ({
      scenario: name,
      targets: {
        gateway: graphqlTarget('gateway', urlOf(gateway.port), cookie, { query }, expect),
        ...(traced10 && traced100
          ? {
              'gateway, tracing 10 %': graphqlTarget(
                'gateway, tracing 10 %',
                urlOf(traced10.port),
                cookie,
                { query },
                expect,
              ),
              'gateway, tracing 100 %': graphqlTarget(
                'gateway, tracing 100 %',
                urlOf(traced100.port),
                cookie,
                { query },
                expect,
              ),
            }
          : {}),
        'stock Apollo Server': graphqlTarget('stock Apollo Server', urlOf(apollo.port), cookie, { query }, expect),
        'mercurius + jit': graphqlTarget('mercurius + jit', urlOf(mercurius.port), cookie, { query }, expect),
        'hand-written': handTarget(path, expect),
      } as Partial<Record<ServerName, Target>>,
    });
    const scenarios = [
      scenario('account home', ACCOUNT_HOME, '/home', '"hasBillingAddress":true'),
      scenario('order history', ORDER_HISTORY, '/orders', '"brand":'),
    ];

    const only = process.env['BENCH_SCENARIO'];
    const results: Record<string, ScenarioResult> = {};
    const slots = Math.max(1, Math.round(DURATION_S / SLOT_S));
    for (const { scenario: name, targets } of scenarios.filter((s) => !only || s.scenario === only)) {
      for (const server of SERVERS) {
        // one checked answer, then warm-up (JIT, pools), then the measured slots
        const target = targets[server];
        if (!target) throw new Error(`no target for ${server}`);
        const probe = await fetch(`${target.origin}${target.path}`, {
          method: target.method,
          headers: target.headers,
          body: target.body,
        });
        target.check(await probe.text());
        await load(target, WARMUP_S, CONNECTIONS);
      }
      process.stdout.write(
        `▶ ${name}: ${String(slots)} slots of ${String(SLOT_S)} s per server, the ${String(SERVERS.length)} servers in turn …\n`,
      );
      const runs = Object.fromEntries(SERVERS.map((server) => [server, [] as Samples[]])) as Record<
        ServerName,
        Samples[]
      >;
      for (let slot = 0; slot < slots; slot++) {
        // each slot starts with another server, so none always follows the same one
        for (let i = 0; i < SERVERS.length; i++) {
          const server = SERVERS[(slot + i) % SERVERS.length] as ServerName;
          const child = childOf[server];
          const target = targets[server];
          if (!child || !target) throw new Error(`no process for ${server}`);
          runs[server].push(await measured(child, target, SLOT_S));
        }
      }
      const servers = Object.fromEntries(SERVERS.map((server) => [server, summarize(runs[server])])) as Record<
        ServerName,
        RunResult
      >;
      const r = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 100) / 100);
      const versus = (other: RunResult) => ({
        cpuPerRequest: r(servers.gateway.cpuPerRequestMs, other.cpuPerRequestMs),
        throughput: r(servers.gateway.rps, other.rps),
      });
      results[name] = {
        servers,
        gatewayVsHand: versus(servers['hand-written']),
        gatewayVsApollo: versus(servers['stock Apollo Server']),
        gatewayVsMercurius: versus(servers['mercurius + jit']),
        ...(TRACING
          ? {
              tracingOverhead: {
                '10 %': r(servers['gateway, tracing 10 %'].cpuPerRequestMs, servers.gateway.cpuPerRequestMs),
                '100 %': r(servers['gateway, tracing 100 %'].cpuPerRequestMs, servers.gateway.cpuPerRequestMs),
              },
            }
          : {}),
        gatewayPeakRssMb: peakRssMb(gateway.child),
      };
    }

    // The soak: many connections at once on the account home, the gateway alone.
    let soak: (RunResult & { connections: number; peakRssMb: number }) | undefined;
    if (SOAK_S > 0) {
      const home = scenarios[0]?.targets.gateway;
      if (!home) throw new Error('no account-home scenario');
      process.stdout.write(`▶ soak: account home, ${String(SOAK_CONNECTIONS)} connections for ${String(SOAK_S)} s …\n`);
      const run = await measured(gateway.child, home, SOAK_S, SOAK_CONNECTIONS);
      soak = { ...summarize([run]), connections: SOAK_CONNECTIONS, peakRssMb: peakRssMb(gateway.child) };
    }

    const rows = Object.entries(results).flatMap(([name, result]) => [
      ...SERVERS.map((server) => {
        const x = result.servers[server];
        return [name, server, x.rps, x.p50, x.p99, x.cpuPerRequestMs, x.requests, x.errors];
      }),
      [
        name,
        'gateway / hand-written',
        result.gatewayVsHand.throughput,
        '',
        '',
        result.gatewayVsHand.cpuPerRequest,
        '',
        '',
      ],
      [
        name,
        'gateway / stock Apollo',
        result.gatewayVsApollo.throughput,
        '',
        '',
        result.gatewayVsApollo.cpuPerRequest,
        '',
        '',
      ],
      [
        name,
        'gateway / mercurius + jit',
        result.gatewayVsMercurius.throughput,
        '',
        '',
        result.gatewayVsMercurius.cpuPerRequest,
        '',
        '',
      ],
      ...(result.tracingOverhead
        ? Object.entries(result.tracingOverhead).map(([share, ratio]) => [
            name,
            `tracing ${share} / off`,
            '',
            '',
            '',
            ratio,
            '',
            '',
          ])
        : []),
    ]);
    const header = ['scenario', 'server', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'requests', 'errors'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
    const line = (cells: (string | number)[]) =>
      cells.map((c, i) => (i < 2 ? String(c).padEnd(widths[i] ?? 0) : String(c).padStart(widths[i] ?? 0))).join('  ');
    process.stdout.write(
      `\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.map(line).join('\n')}\n`,
    );
    process.stdout.write(
      `\ngateway peak RSS: ${Object.entries(results)
        .map(([name, r]) => `${String(r.gatewayPeakRssMb)} MB after ${name}`)
        .join(', ')}\n`,
    );
    if (soak) {
      process.stdout.write(
        `soak (${String(soak.connections)} connections, ${String(soak.seconds)} s): ${String(soak.rps)} req/s, p50 ${String(soak.p50)} ms, p99 ${String(soak.p99)} ms, ${String(soak.errors)} non-2xx or failed, peak RSS ${String(soak.peakRssMb)} MB\n`,
      );
    }
    const checks = [
      ...Object.entries(results).flatMap(([name, r]) => {
        const scenarioName = name as keyof typeof TARGETS.cpuPerRequest;
        const cpuTarget = TARGETS.cpuPerRequest[scenarioName];
        const apolloTarget = TARGETS.throughputVsApollo[scenarioName];
        return [
          {
            what: `${name}: CPU per request ${String(r.gatewayVsHand.cpuPerRequest)}× the hand-written route (target ≤ ${String(cpuTarget)}×)`,
            met: r.gatewayVsHand.cpuPerRequest <= cpuTarget,
          },
          {
            what: `${name}: throughput ${String(r.gatewayVsApollo.throughput)}× stock Apollo Server's (target ≥ ${String(apolloTarget)}×)`,
            met: r.gatewayVsApollo.throughput >= apolloTarget,
          },
          {
            what: `${name}: CPU per request ${String(r.gatewayVsMercurius.cpuPerRequest)}× mercurius + jit's (target ≤ ${String(ENGINE_TARGETS.cpuVsMercurius)}×)`,
            met: r.gatewayVsMercurius.cpuPerRequest <= ENGINE_TARGETS.cpuVsMercurius,
          },
          ...(r.tracingOverhead
            ? [
                {
                  what: `${name}: tracing at 10 % ${String(r.tracingOverhead['10 %'])}× the CPU per request of tracing off (target ≤ ${String(ENGINE_TARGETS.tracing10Overhead)}×)`,
                  met: r.tracingOverhead['10 %'] <= ENGINE_TARGETS.tracing10Overhead,
                },
              ]
            : []),
        ];
      }),
      ...(soak
        ? [
            {
              what: `soak: peak RSS ${String(soak.peakRssMb)} MB (target ≤ ${String(TARGETS.peakRssMb)} MB)`,
              met: soak.peakRssMb <= TARGETS.peakRssMb,
            },
            { what: `soak: ${String(soak.errors)} non-2xx or failed (target 0)`, met: soak.errors === 0 },
            {
              what: `soak: p99 ${String(soak.p99)} ms (target ≤ ${String(TARGETS.soakP99Ms)} ms)`,
              met: soak.p99 <= TARGETS.soakP99Ms,
            },
          ]
        : []),
    ];
    process.stdout.write(`\n${checks.map((c) => `${c.met ? 'met   ' : 'MISSED'}  ${c.what}`).join('\n')}\n`);

    const report = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: (await import('node:os')).cpus().length,
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      slotSeconds: SLOT_S,
      warmupSeconds: WARMUP_S,
      ordersPerPage: PAGE_SIZE,
      note: 'All servers up at once, the load rotated between them in slots. Ratios are the gateway over another server (throughput: below 1 is slower; CPU per request: above 1 is more). Loopback, load generator, mocks and servers on one machine; CPU ms per request (the server process alone) is the figure least affected by other load.',
      results,
      soak,
      targets: { ...TARGETS, ...ENGINE_TARGETS },
      load: (await import('node:os')).loadavg(),
      checks,
    };
    mkdirSync(join(ROOT, '.reports'), { recursive: true });
    writeFileSync(join(ROOT, '.reports', 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(`\nWritten to .reports/bench.json\n`);
  } finally {
    stopAll();
  }
}

const [role, arg] = process.argv.slice(2);
if (role === 'mocks' || role === 'hand' || role === 'apollo' || role === 'mercurius') {
  const serve =
    role === 'mocks' ? serveMocks() : role === 'hand' ? serveHandWritten(arg ?? '') : serveEngine(role, arg ?? '');
  serve.then(
    (port) => process.send?.({ port }),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
  process.on('SIGTERM', () => process.exit(0));
} else {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
