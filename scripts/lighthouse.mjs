// `npm run lighthouse`: Lighthouse 12 (mobile, simulated throttling, Debian's Chromium) on every page
// type a customer opens: the login, the account pages (home, orders, an order's details, addresses,
// payment methods, wishlist, my data; logged in as anna) and a public page of an e-mail link (the
// newsletter cancellation), several runs each in one Chrome; prints the median scores and metrics
// per page (also the app's long-task time, which two versions compare on) and writes the reports
// to .reports/lighthouse/ (one JSON per run, summary.json).
//
// Without LIGHTHOUSE_URL it builds the SPA and starts the stack that `npm start` runs (mocks and
// gateway, on LIGHTHOUSE_MOCKS_PORT / LIGHTHOUSE_GATEWAY_PORT); with LIGHTHOUSE_URL (the gateway's
// origin, e.g. http://localhost:4000) it uses a running stack and LIGHTHOUSE_MOCKS_URL (the mocks'
// origin) to reset the demo data and to read the newsletter e-mail's link — without it the data is
// not reset and the newsletter page is skipped.
// LIGHTHOUSE_RUNS (default 3), LIGHTHOUSE_PAGES (a comma-separated subset of the page names: login,
// home, orders, order-details, addresses, payment-methods, wishlist, my-data, newsletter-cancel).
// LIGHTHOUSE_CPU_SLOWDOWN (default 4, Lighthouse's own) is the simulated CPU's slowdown against
// this machine: with 1 the page's main-thread work counts at this machine's speed, with 0.1 at a
// tenth of it, which leaves what the simulated phone network alone allows: the floor no main-thread
// work can go below (decision 039). Each row also has the median of Lighthouse's CPU benchmark
// index of its runs (this machine's speed at the time).
// LIGHTHOUSE_REPEAT_VISIT=1 measures a customer's repeat visit with the service worker installed
// (decision 052): an unmeasured first visit of each page installs it, and the runs keep the
// browser's storage (Lighthouse's disableStorageReset), so the app's files come from the worker.
// LIGHTHOUSE_ASSERT=1 (CI) fails when accessibility or best practices are below 1.0 on a page; the
// performance score is reported, not asserted (noisy on shared machines).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDebianPackage, ensureInstalled, log, pnpm, root } from './lib.mjs';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const ASSERT = process.env.LIGHTHOUSE_ASSERT === '1';
const REPEAT_VISIT = process.env.LIGHTHOUSE_REPEAT_VISIT === '1';
/** How long a repeat visit's first visit leaves the worker to install (it downloads the app after the page's load). */
const WORKER_INSTALL_MS = 5000;
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 4);
if (!(CPU_SLOWDOWN > 0 && CPU_SLOWDOWN <= 20)) throw new Error('LIGHTHOUSE_CPU_SLOWDOWN: a number above 0, at most 20');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// LIGHTHOUSE_PAGES=login,orders measures only those pages (names as in the summary).
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const TARGETS = { login: 0.95, account: 0.9 };
const reports = join(root, '.reports', 'lighthouse');

ensureInstalled();
ensureDebianPackage(CHROMIUM, 'chromium', 'CHROMIUM_PATH');
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
// The demo customers, the login and the stack of every run (@mein-konto/testing, TypeScript: through tsx).
const { tsImport } = await import('tsx/esm/api');
const { CUSTOMERS, logIn, mailsTo, resetMocks, startStack, stopService } = await tsImport(
  '@mein-konto/testing',
  import.meta.url,
);
const PERSONA = CUSTOMERS.anna;

const children = [];
function stopStack() {
  for (const child of children) stopService(child);
}
process.on('SIGINT', () => {
  stopStack();
  process.exit(130);
});

/** The stack `npm start` runs, on the Lighthouse ports; the pages are measured on http://localhost. */
async function runStack() {
  const mocksPort = process.env.LIGHTHOUSE_MOCKS_PORT ?? '4310';
  const gatewayPort = process.env.LIGHTHOUSE_GATEWAY_PORT ?? '4300';
  log('Building the SPA');
  pnpm(['--filter', '@mein-konto/web', 'build']);
  log(`Starting mocks (:${mocksPort}) and gateway (:${gatewayPort})`);
  const gatewayUrl = `http://localhost:${gatewayPort}`;
  const { mocksUrl } = await startStack(
    {
      mocksPort,
      gatewayPort,
      spaBaseUrl: `${gatewayUrl}/dpl/av`,
      mocksEnv: { LOG_LEVEL: 'warn' },
      gatewayEnv: { LOG_LEVEL: 'warn' },
    },
    (child) => children.push(child),
  );
  return { gatewayUrl, mocksUrl };
}

async function graphql(gatewayUrl, query, variables, cookie) {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-market': PERSONA.market, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { response, body: await response.json() };
}

async function firstOrderId(gatewayUrl, cookie) {
  const { body } = await graphql(
    gatewayUrl,
    '{ viewer { customer { orders(first: 1) { edges { node { id } } } } } }',
    {},
    cookie,
  );
  const id = body?.data?.viewer?.customer?.orders?.edges?.[0]?.node?.id;
  if (!id) throw new Error(`No order of ${PERSONA.email}: ${JSON.stringify(body)}`);
  return id;
}

/** The newsletter cancellation link of anna's newsletter e-mail (in the mailbox after a reset). */
async function newsletterLink(mocksUrl) {
  const link = (await mailsTo(mocksUrl, PERSONA.email))
    .flatMap((mail) => mail.links)
    .find((url) => url.includes('/newsletter/cancelSubscription?'));
  if (!link) throw new Error(`No newsletter e-mail to ${PERSONA.email} in the mocks' mailbox`);
  return link;
}

/**
 * The part above 50 ms of the long tasks Lighthouse attributes to the app's scripts and
 * stylesheets (simulated durations). Unlike the total blocking time it does not depend on where
 * the simulated first paint falls (a module script that finished loading before the header was
 * painted moves it: GoogleChrome/lighthouse#17163), so two versions compare on it.
 */
function appLongTasks(audits) {
  return (audits['long-tasks']?.details?.items ?? [])
    .filter((task) => /\/assets\/[^/]+\.(js|css)$/.test(task.url ?? ''))
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * One Lighthouse run of a page. A run whose trace Chrome did not record properly (a runtime error
 * such as NO_NAVSTART, now and then on a loaded machine) is repeated once; a second one fails.
 */
async function measure(page) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(page.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Not needed for any score; saves seconds per run.
      disableFullPageScreenshot: true,
      // Merged into Lighthouse's mobile throttling: only the CPU's slowdown changes.
      throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
      // A repeat visit keeps the service worker and its caches between the runs.
      ...(REPEAT_VISIT ? { disableStorageReset: true } : {}),
      ...(page.cookie ? { extraHeaders: { cookie: page.cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt >= 2) throw new Error(`${page.name}: ${error.message}`);
    log(`${page.name}: ${error.code ?? 'runtime error'}, measuring again`);
  }
}

const external = process.env.LIGHTHOUSE_URL?.replace(/\/$/, '');
let exitCode = 0;
let chrome;
try {
  const { gatewayUrl, mocksUrl } = external
    ? { gatewayUrl: external, mocksUrl: process.env.LIGHTHOUSE_MOCKS_URL }
    : await runStack();
  if (mocksUrl) await resetMocks(mocksUrl, 'seeded');
  const cookie = await logIn(gatewayUrl, PERSONA.email, { market: PERSONA.market, recaptchaToken: 'lighthouse' });
  const orderId = await firstOrderId(gatewayUrl, cookie);
  const app = `${gatewayUrl}/dpl/av`;
  const account = (name, path) => ({ name, url: `${app}/${path}`, cookie, target: TARGETS.account });
  const pages = [
    { name: 'login', url: `${app}/login`, cookie: null, target: TARGETS.login },
    account('home', ''),
    account('orders', 'orders'),
    account('order-details', `orders/${encodeURIComponent(orderId)}`),
    account('addresses', 'my-addresses'),
    account('payment-methods', 'payment-methods'),
    account('wishlist', 'wishlist'),
    account('my-data', 'my-profile'),
    // A page of an e-mail link, without login; its link (the subscription id) comes from the mailbox.
    {
      name: 'newsletter-cancel',
      url: mocksUrl ? await newsletterLink(mocksUrl) : null,
      cookie: null,
      target: TARGETS.account,
    },
  ].filter((page) => (!ONLY || ONLY.includes(page.name)) && page.url);
  const unknown = ONLY?.filter((name) => !pages.some((page) => page.name === name)) ?? [];
  if (unknown.length > 0)
    throw new Error(`LIGHTHOUSE_PAGES: no page ${unknown.join(', ')} (or it needs LIGHTHOUSE_MOCKS_URL)`);

  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  const summary = [];
  for (const page of pages) {
    const runs = [];
    if (REPEAT_VISIT) {
      log(`Lighthouse ${page.name}: first visit (not measured), the service worker installs`);
      await measure(page);
      await new Promise((resolve) => setTimeout(resolve, WORKER_INSTALL_MS));
    }
    for (let run = 1; run <= RUNS; run++) {
      log(`Lighthouse ${page.name}, run ${run} of ${RUNS}`);
      const result = await measure(page);
      writeFileSync(join(reports, `${page.name}-${run}.json`), result.report);
      const { categories, audits } = result.lhr;
      runs.push({
        performance: categories.performance.score,
        accessibility: categories.accessibility.score,
        bestPractices: categories['best-practices'].score,
        fcpMs: audits['first-contentful-paint'].numericValue,
        lcpMs: audits['largest-contentful-paint'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
        appLongTasksMs: appLongTasks(audits),
        cls: audits['cumulative-layout-shift'].numericValue,
        transferBytes: audits['total-byte-weight'].numericValue,
        benchmarkIndex: result.lhr.environment.benchmarkIndex,
        failing: [
          ...Object.values(categories.accessibility.auditRefs),
          ...Object.values(categories['best-practices'].auditRefs),
        ]
          .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
          .map((ref) => ref.id),
      });
    }
    const pick = (key) => median(runs.map((run) => run[key]));
    const row = {
      page: page.name,
      runs: RUNS,
      performance: pick('performance'),
      accessibility: Math.min(...runs.map((run) => run.accessibility)),
      bestPractices: Math.min(...runs.map((run) => run.bestPractices)),
      fcpMs: Math.round(pick('fcpMs')),
      lcpMs: Math.round(pick('lcpMs')),
      tbtMs: Math.round(pick('tbtMs')),
      appLongTasksMs: Math.round(pick('appLongTasksMs')),
      cls: Number(pick('cls').toFixed(3)),
      transferKB: Math.round(pick('transferBytes') / 1000),
      benchmarkIndex: Math.round(pick('benchmarkIndex')),
      cpuSlowdown: CPU_SLOWDOWN,
      performanceTarget: page.target,
      failingAudits: [...new Set(runs.flatMap((run) => run.failing))],
    };
    summary.push(row);
  }
  writeFileSync(join(reports, 'summary.json'), JSON.stringify(summary, null, 2));

  console.log(
    `\nLighthouse 12, mobile, simulated throttling, CPU slowdown ${CPU_SLOWDOWN}×${REPEAT_VISIT ? ', repeat visit (service worker installed)' : ''} (median of the runs; accessibility and best practices: the lowest)`,
  );
  console.log(
    'page              perf (target)  a11y  best-pr.   FCP      LCP      TBT     app long tasks  CLS    transfer  CPU index',
  );
  for (const row of summary) {
    console.log(
      [
        row.page.padEnd(17),
        `${row.performance.toFixed(2)} (${row.performanceTarget.toFixed(2)})`.padEnd(14),
        row.accessibility.toFixed(2).padEnd(5),
        row.bestPractices.toFixed(2).padEnd(10),
        `${(row.fcpMs / 1000).toFixed(1)} s`.padEnd(8),
        `${(row.lcpMs / 1000).toFixed(1)} s`.padEnd(8),
        `${row.tbtMs} ms`.padEnd(7),
        `${row.appLongTasksMs} ms`.padEnd(15),
        String(row.cls).padEnd(6),
        `${row.transferKB} kB`.padEnd(9),
        String(row.benchmarkIndex),
      ].join(' '),
    );
    if (row.failingAudits.length > 0) console.log(`  failing audits: ${row.failingAudits.join(', ')}`);
  }
  console.log(`Reports: ${reports}`);
  if (ASSERT) {
    const below = summary.filter((row) => row.accessibility < 1 || row.bestPractices < 1);
    if (below.length > 0) {
      console.error(`Accessibility or best practices below 1.0 on: ${below.map((row) => row.page).join(', ')}`);
      exitCode = 1;
    }
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await chrome?.kill();
  stopStack();
}
// The exit code also when the process ends on its own before the timer (the timer is unref'd).
process.exitCode = exitCode;
setTimeout(() => process.exit(exitCode), 500).unref();
