// `npm run compose:check`: docker-compose.yml and the Dockerfile run for real, with Docker where it
// runs, else the container engine of ../shared/container-engine.sh (scripts/compose.mjs). Builds
// every image target, brings up the default profile and logs anna in through the gateway on :4000
// and reads her orders; then the scale profile (Redis, two replicas, nginx on :8080): the same
// through nginx, an e-mailed link that leads through nginx, nginx healthy by /ready; then, under
// a bounded load on loopback (COMPOSE_CHECK_CONNECTIONS, 8, anna's account home and orders), the
// rolling update of the replicas (npm run compose:update's, one at a time), counting every
// request without its answer and the share of requests each new replica serves in the 10 s after
// it is healthy (from its own metrics); then takes everything down. Fails when a request failed,
// a new replica served nothing, or a step did not work. Prints the times of the build, of the
// stack's start until /ready and of the whole check. The project is mein-konto-check on the
// compose ports (4000, 4010, 8080 on 127.0.0.1); its mocks send the scale profile's e-mailed links
// (SPA_BASE_URL, nginx's port) from the start, so they run unchanged through both profiles.
// COMPOSE_CHECK_BUILD=0 runs the images built before.
import { composeEngine, containersOf, rollingUpdate } from './compose.mjs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { log, root } from './lib.mjs';

// The demo customer and the login of every test (@mein-konto/testing, TypeScript: through tsx).
const { tsImport } = await import('tsx/esm/api');
const { CUSTOMERS, logIn, mailsTo } = await tsImport('@mein-konto/testing', import.meta.url);

const CONNECTIONS = Number(process.env.COMPOSE_CHECK_CONNECTIONS ?? 8);
const SHARE_WINDOW_MS = 10_000;
const GATEWAY = 'http://127.0.0.1:4000';
const MOCKS = 'http://127.0.0.1:4010';
const BALANCER = 'http://127.0.0.1:8080';
const SCALE = { SPA_BASE_URL: 'http://localhost:8080/dpl/av' };

const ORDERS =
  'query Orders { viewer { id customer { id orders(first: 20) { totalCount edges { node { id number status } } } } } }';
const PASSWORD_LINK =
  'mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { __typename } }';
const ANNA = CUSTOMERS.anna.email;

/** The text of one of the web's registered operations (the gateway's trusted documents). */
function registered(name) {
  const manifest = JSON.parse(readFileSync(join(root, 'packages/gateway/trusted-documents/web.json'), 'utf8'));
  const operation = manifest.operations.find((o) => o.name === name);
  if (!operation) throw new Error(`${name}: not among the web's registered operations`);
  return operation.body;
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const checkStarted = performance.now();
const figures = [];
const problems = [];

function expect(condition, what) {
  if (condition) console.log(`  \u2714 ${what}`);
  else {
    console.log(`  \u2716 ${what}`);
    problems.push(what);
  }
}

async function graphql(origin, query, variables, cookie = '') {
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-market': 'de', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(35_000),
  });
  return {
    status: res.status,
    cookies: res.headers.getSetCookie(),
    body: await res.text(),
    retryAfter: res.headers.get('retry-after'),
  };
}

/** Anna's login and her orders through `origin`; returns her session cookie. */
async function loginAndOrders(origin) {
  const cookie = await logIn(origin, ANNA, { recaptchaToken: 'compose-check' }).then(
    (session) => {
      expect(true, `${origin}: anna logs in`);
      return session;
    },
    (error) => {
      expect(false, `${origin}: anna logs in (${error.message.slice(0, 120)})`);
      return '';
    },
  );
  const orders = await graphql(origin, ORDERS, {}, cookie);
  const total = /"totalCount":(\d+)/.exec(orders.body)?.[1];
  expect(
    orders.status === 200 && !orders.body.includes('"errors"') && Number(total) > 0,
    `${origin}: her orders (${total ?? orders.body.slice(0, 120)} orders)`,
  );
  return cookie;
}

async function waitUntil(url, withinMs) {
  const started = performance.now();
  while (performance.now() - started < withinMs) {
    const status = await fetch(url, { signal: AbortSignal.timeout(3000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return performance.now() - started;
    await sleep(500);
  }
  throw new Error(`${url} not 200 within ${seconds(withinMs)}`);
}

/**
 * Requests back to back over `CONNECTIONS` lanes until stopped: the web's own queries of anna's
 * account shell and orders page (registered, as a browser sends them) through nginx. Every outcome { at, ok, status } is kept (at: when it was answered).
 */
function load(origin, cookie) {
  const outcomes = [];
  let stopped = false;
  // Each query with what its answer must contain.
  const mix = [
    [registered('AccountShell'), {}, '"customerNumber"'],
    [registered('OrdersPage'), { first: 20 }, '"totalCount"'],
  ];
  const lanes = Array.from({ length: CONNECTIONS }, async (_, lane) => {
    for (let turn = lane; !stopped; turn++) {
      const [query, variables, expected] = mix[turn % mix.length];
      const outcome = await graphql(origin, query, variables, cookie).then(
        ({ status, body, retryAfter }) => ({
          status: retryAfter ? `${String(status)} Retry-After` : status,
          ok: status === 200 && body.includes(expected) && !body.includes('"errors"'),
        }),
        (error) => ({ status: 0, ok: false, error: error.cause?.code ?? error.name }),
      );
      outcomes.push({ at: performance.now(), time: new Date().toISOString(), ...outcome });
    }
  });
  return {
    outcomes,
    stop: async () => {
      stopped = true;
      await Promise.all(lanes);
    },
  };
}

/** A replica's metrics (Prometheus text), read inside the container network. */
async function metricsOf(engine, container) {
  const script = "fetch('http://127.0.0.1:9464/metrics').then((r)=>r.text()).then((t)=>console.log(t))";
  const { status, stdout } = await engine.cli(['exec', container.id, 'node', '-e', script]);
  if (status !== 0) throw new Error(`${container.name}: metrics unreadable`);
  return stdout.split('\n');
}

/** The sum of a counter's series (e.g. gateway_graphql_requests_total), or its series by one label. */
function counter(lines, name, label) {
  const series = lines.filter((line) => line.startsWith(`${name}{`));
  const value = (line) => Number(line.slice(line.lastIndexOf(' ') + 1));
  if (!label) return series.reduce((sum, line) => sum + value(line), 0);
  return Object.fromEntries(
    series
      .map((line) => [new RegExp(`${label}="([^"]*)"`).exec(line)?.[1] ?? '', value(line)])
      .filter(([, n]) => n > 0),
  );
}

// The e-mailed links of the scale profile from the start: the mocks are not recreated between the profiles.
const engine = composeEngine({ project: 'mein-konto-check', env: SCALE });
figures.push(`engine (Docker, or the container engine set up): ${seconds(performance.now() - checkStarted)}`);
const down = () =>
  engine.compose(
    ['--profile', 'scale', '--profile', 'dev', 'down', '--volumes', '--remove-orphans', '--timeout', '5'],
    { allowFailure: true },
  );
let exitCode = 0;
try {
  await down();
  let started = performance.now();
  if (process.env.COMPOSE_CHECK_BUILD !== '0') {
    log(`Compose on ${engine.engine}: building every image target`);
    // One build at a time: the gateway's and the replicas' images are the same target, the second built from the first's cache.
    await engine.compose(['--profile', 'scale', '--profile', 'dev', 'build'], { env: { COMPOSE_PARALLEL_LIMIT: '1' } });
    figures.push(`build of every image target: ${seconds(performance.now() - started)}`);
  }

  log('Default profile: the mocks and the gateway (:4000)');
  started = performance.now();
  await engine.compose(['up', '--detach']);
  const ready = await waitUntil(`${GATEWAY}/ready`, 180_000);
  figures.push(
    `default profile up until /ready: ${seconds(performance.now() - started)} (${seconds(ready)} after compose returned)`,
  );
  await loginAndOrders(GATEWAY);

  log('Scale profile: Redis, two gateway replicas, nginx (:8080)');
  started = performance.now();
  await engine.compose(['--profile', 'scale', 'up', '--detach', '--wait']);
  await waitUntil(`${BALANCER}/ready`, 60_000);
  figures.push(`scale profile up and healthy: ${seconds(performance.now() - started)}`);
  const [balancer] = await containersOf(engine, 'load-balancer');
  expect(
    balancer?.health === 'healthy',
    `nginx healthy by its check (/ready through it): ${balancer?.health ?? 'missing'}`,
  );
  const cookie = await loginAndOrders(BALANCER);
  await fetch(`${MOCKS}/__admin/mailbox`, { method: 'DELETE' });
  await graphql(BALANCER, PASSWORD_LINK, { input: { username: ANNA } });
  const link = (await mailsTo(MOCKS, ANNA))[0]?.links[0] ?? '';
  const page = link
    ? await fetch(link.replace('http://localhost:8080', BALANCER)).then(
        (r) => r.status,
        () => 0,
      )
    : 0;
  expect(
    link.startsWith(`${SCALE.SPA_BASE_URL}/`) && page === 200,
    `the e-mailed password link leads through nginx (${link.split('?')[0] || 'no link'}: ${page})`,
  );

  log(`Rolling update of the replicas under load (${CONNECTIONS} connections through nginx)`);
  started = performance.now();
  const traffic = load(BALANCER, cookie);
  await sleep(3000);
  const shares = [];
  const fresh = await rollingUpdate(engine, 'gateway-replica', {
    onHealthy: async (container) => {
      const from = performance.now();
      const before = counter(await metricsOf(engine, container), 'gateway_graphql_requests_total');
      await sleep(SHARE_WINDOW_MS - (performance.now() - from));
      const served = counter(await metricsOf(engine, container), 'gateway_graphql_requests_total') - before;
      const all = traffic.outcomes.filter((o) => o.at >= from && o.at < performance.now()).length;
      shares.push({ name: container.name, served, all });
    },
  });
  await sleep(3000);
  await traffic.stop();
  figures.push(`rolling update under load: ${seconds(performance.now() - started)}`);
  const failed = traffic.outcomes.filter((o) => !o.ok);
  const byKind = {};
  for (const o of failed)
    byKind[o.status === 0 ? o.error : String(o.status)] =
      (byKind[o.status === 0 ? o.error : String(o.status)] ?? 0) + 1;
  figures.push(
    `requests during the rolling update of ${String(fresh.length)} replicas: ${String(traffic.outcomes.length)}, failed ${String(failed.length)}${failed.length ? ` (${JSON.stringify(byKind)})` : ''}`,
  );
  for (const container of fresh) {
    const shed = counter(await metricsOf(engine, container), 'gateway_load_shed_total', 'reason');
    figures.push(`${container.name} shed since it started: ${JSON.stringify(shed)}`);
  }
  for (const s of shares)
    figures.push(
      `${s.name} in the 10 s after healthy: ${String(s.served)} of ${String(s.all)} requests (${s.all ? Math.round((100 * s.served) / s.all) : 0} %)`,
    );
  expect(
    failed.length === 0,
    `no request failed during the rolling update (${String(failed.length)} of ${String(traffic.outcomes.length)})`,
  );
  if (failed.length > 0) {
    // What nginx saw: its error log (the container's stderr), to line up with the update's steps above.
    const errors = (await engine.composeOutput(['logs', '--timestamps', '--no-log-prefix', 'load-balancer']))
      .split('\n')
      .filter((line) => /\[(error|warn|crit)\]/.test(line));
    console.log(
      `  failed at: ${failed
        .slice(0, 20)
        .map((o) => `${o.time} ${o.status === 0 ? o.error : String(o.status)}`)
        .join(', ')}`,
    );
    console.log(
      [
        `  nginx's error log (${String(errors.length)} lines, the last 30):`,
        ...errors.slice(-30).map((line) => `    ${line.slice(0, 300)}`),
      ].join('\n'),
    );
  }
  for (const s of shares)
    expect(s.served > 0, `${s.name} serves in the 10 s after it is healthy (${String(s.served)} requests)`);
  await loginAndOrders(BALANCER);
} catch (error) {
  console.error(`\n\u2716 ${error.message}`);
  exitCode = 1;
} finally {
  log('Taking everything down');
  const downStarted = performance.now();
  await down();
  figures.push(`taking everything down: ${seconds(performance.now() - downStarted)}`);
}
figures.push(`compose check: ${seconds(performance.now() - checkStarted)}`);
log(['Figures:', ...figures.map((f) => `  ${f}`)].join('\n'));
if (problems.length > 0 || exitCode !== 0) {
  console.error(`\n\u2716 compose check failed${problems.length ? `: ${problems.join('; ')}` : ''}`);
  process.exit(1);
}
log('compose check passed');
