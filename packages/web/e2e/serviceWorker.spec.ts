/**
 * The service worker and the installable app (decision 052): a repeat visit takes the app's files
 * from the worker, an account page opened offline says that its data needs a connection and
 * retries, a new release announces itself and a reload runs it, and no customer data is kept in
 * Cache Storage. The other specs run without the worker (playwright.config.ts): they test the
 * first visit, and route the app's files themselves.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { CUSTOMERS } from '@mein-konto/testing';
import type { Page, Route } from '@playwright/test';
import { expect, expectReflow, GATEWAY_ORIGIN, MOCKS_URL, open, test } from './fixtures.ts';
import { loginTo } from './orderHelpers.ts';
import { workerStack } from './stack.ts';

test.use({ serviceWorkers: 'allow' });
// Installing the worker downloads the whole app once (some 170 files), beside the page's own
// requests, on a machine that may be busy.
test.slow();
/** A page's content after a load that shares the machine with the worker's install. */
const LOADED = { timeout: 20_000 };

/** Resolves once a service worker is active for the page (it has precached the app at install). */
async function workerReady(page: Page): Promise<void> {
  const state = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  expect(['activating', 'activated']).toContain(state);
}

/** Every URL in every Cache Storage cache of the page's origin, with the text of each answer. */
async function cacheContents(page: Page): Promise<{ cache: string; url: string; body: string }[]> {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        const body = response && !type.startsWith('image/') ? await response.text() : '';
        entries.push({ cache: name, url: request.url, body });
      }
    }
    return entries;
  });
}

test('a repeat visit of the orders takes every script and stylesheet from the worker', async ({ page, context }) => {
  // The requests the worker itself sends go to the network: at install, the whole app.
  const fromWorkerToNetwork: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker() && /\.(js|css)(\?|$)/.test(request.url())) fromWorkerToNetwork.push(request.url());
  });
  await loginTo(page, 'anna', 'orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Bestellungen' })).toBeVisible(LOADED);
  await workerReady(page);
  expect(fromWorkerToNetwork.length, 'the install downloaded the app').toBeGreaterThan(20);
  fromWorkerToNetwork.length = 0;

  const fromPageToNetwork: string[] = [];
  const fromWorker: string[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    (response.fromServiceWorker() ? fromWorker : fromPageToNetwork).push(response.url());
  });
  await open(page, 'orders', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Bestellungen' })).toBeVisible(LOADED);
  await expect(page.getByText('12 Bestellungen', { exact: true })).toBeVisible(LOADED);

  // The deployment's runtime configuration is never cached: the one script from the network.
  expect(fromPageToNetwork, 'scripts and stylesheets the page loaded from the network').toEqual([
    `${GATEWAY_ORIGIN}/dpl/av/runtime-config.js`,
  ]);
  expect(fromWorkerToNetwork, 'scripts and stylesheets the worker loaded from the network').toEqual([]);
  // The entry, the account layout's and the orders page's chunks at least.
  expect(fromWorker.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(3);
});

test('an account page reloaded offline says the data needs a connection, and its retry loads it once online', async ({
  page,
  context,
  a11y,
}) => {
  await loginTo(page, 'anna', 'orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Bestellungen' })).toBeVisible(LOADED);
  await workerReady(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Keine Internetverbindung' })).toBeVisible(LOADED);
  await expect(page.getByRole('alert')).toContainText('Ihre Kontodaten brauchen eine Internetverbindung');
  // Not sent to the login: the session is still there, only the connection is not.
  await expect(page).toHaveURL(/\/dpl\/av\/orders/);
  await a11y('offline');
  await expectReflow(page, 'offline');
  await page.setViewportSize({ width: 320, height: 800 });
  await a11y('offline at 320 px');

  // A retry while still offline keeps the message.
  await page.getByRole('button', { name: 'Erneut laden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Keine Internetverbindung' })).toBeVisible();

  // Told that it is online again, the page retries by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Bestellungen' })).toBeVisible(LOADED);
  await expect(page.getByText('12 Bestellungen', { exact: true })).toBeVisible(LOADED);

  // A connection that fails while the browser thinks it is online (a weak mobile connection): the
  // same message, and the retry loads the page once the connection works.
  const failing = (route: Route) => route.abort('internetdisconnected');
  await page.route('**/graphql**', failing);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Keine Internetverbindung' })).toBeVisible(LOADED);
  await page.unroute('**/graphql**', failing);
  await page.getByRole('button', { name: 'Erneut laden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Bestellungen' })).toBeVisible(LOADED);
  await expect(page.getByText('12 Bestellungen', { exact: true })).toBeVisible(LOADED);
});

test('after a logged-in session and logout, Cache Storage holds no GraphQL answer and no personal data', async ({
  page,
}) => {
  await loginTo(page, 'anna', 'orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Bestellungen' })).toBeVisible(LOADED);
  await workerReady(page);
  await open(page, 'my-profile', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Daten' })).toBeVisible(LOADED);
  await open(page, '', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Kontoübersicht' })).toBeVisible(LOADED);
  // What a page might have kept: an answer in a cache of its own, a form's draft in the tab.
  await page.evaluate(async (email) => {
    const cache = await caches.open('kept-by-a-page');
    await cache.put('/graphql?operationName=Kept', new Response(JSON.stringify({ email })));
    sessionStorage.setItem('mein-konto:draft:contact', JSON.stringify({ owner: 'x', values: { email } }));
  }, CUSTOMERS.anna.email);

  await page.getByRole('navigation', { name: 'Kontobereiche' }).getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/dpl\/av\/post-logout$/);
  await expect
    .poll(async () => (await cacheContents(page)).filter((entry) => !entry.cache.startsWith('workbox-precache')))
    .toEqual([]);

  const entries = await cacheContents(page);
  expect(entries.length, 'the precached app').toBeGreaterThan(20);
  const personal = [CUSTOMERS.anna.email, CUSTOMERS.anna.customerNumber, 'Schmidt'];
  for (const entry of entries) {
    expect(new URL(entry.url).pathname, entry.url).toMatch(/^\/dpl\/av\//);
    expect(entry.url).not.toMatch(/\/graphql|runtime-config|sandbox/);
    for (const datum of personal) expect(entry.body.includes(datum), `${datum} in ${entry.url}`).toBe(false);
  }
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes(':draft:')))).toEqual([]);
});

/** A gateway of its own over a copy of the build (the next release is made from the copy). */
async function releaseGateway(dist: string): Promise<{ origin: string; process: ChildProcess }> {
  const port = workerStack.releaseGatewayPort;
  const gatewayDir = fileURLToPath(new URL('../../gateway/', import.meta.url));
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: gatewayDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ENV: 'local-dev',
      UPSTREAM_BASE_URL: MOCKS_URL,
      WEB_DIST_DIR: dist,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${String(port)}`;
  await expect
    .poll(async () => (await fetch(`${origin}/health`).catch(() => null))?.status, { timeout: 30_000 })
    .toBe(200);
  return { origin, process: child };
}

/**
 * The next release: index.html changed (a mark the test looks for; its inline scripts, which the
 * content security policy allows by hash, unchanged), its revision in the worker's precache list
 * with it, as a new build changes both; the compressed siblings written again.
 */
function nextRelease(dist: string): void {
  const indexFile = join(dist, 'index.html');
  const before = readFileSync(indexFile, 'utf8');
  const after = before.replace('<head>', '<head><meta name="release" content="next">');
  const md5 = (text: string) => createHash('md5').update(text).digest('hex');
  const workerFile = join(dist, 'sw.js');
  const worker = readFileSync(workerFile, 'utf8');
  expect(worker).toContain(md5(before));
  for (const [file, text] of [
    [indexFile, after],
    [workerFile, worker.replace(md5(before), md5(after))],
  ] as const) {
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
}

test('a new release: the notice says so, and its reload runs the new release', async ({ page, a11y }) => {
  const dist = mkdtempSync(join(tmpdir(), 'mk-release-'));
  cpSync(fileURLToPath(new URL('../dist/', import.meta.url)), dist, { recursive: true });
  const gateway = await releaseGateway(dist);
  try {
    await page.goto(`${gateway.origin}/dpl/av/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible(LOADED);
    await workerReady(page);
    await expect(page.locator('meta[name="release"]')).toHaveCount(0);

    nextRelease(dist);
    // The page the worker shows is still the release it installed; the browser finds the new
    // worker on this navigation, which installs and waits.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible(LOADED);
    await expect(page.locator('meta[name="release"]')).toHaveCount(0);
    const notice = page.getByRole('status').filter({ hasText: 'Eine neue Version ist da' });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await a11y('new release notice');
    await expectReflow(page, 'new release notice');
    await page.setViewportSize({ width: 320, height: 800 });
    await a11y('new release notice at 320 px');

    await notice.getByRole('button', { name: 'neu laden' }).click();
    await expect(page.locator('meta[name="release"]')).toHaveAttribute('content', 'next');
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible(LOADED);
    await expect(page.getByRole('status').filter({ hasText: 'Eine neue Version ist da' })).toHaveCount(0);
  } finally {
    gateway.process.kill();
    rmSync(dist, { recursive: true, force: true });
  }
});
