/**
 * The first round trip asks for everything the page needs (decision 042): index.html's bootstrap
 * requests the opened route's chunks (the whole closure beyond the entry's) and sends its queries
 * by persisted id while the entry script is still downloading — here held back, so whatever was
 * requested came from the HTML. The Apollo client takes those answers: one request per query.
 * Per page type: the login, an account page, a public page of an e-mail link; and the bad cases:
 * an ended session, a failing page query, a failed bootstrap request.
 */
import { mailsTo } from '@mein-konto/testing';
import type { APIRequestContext, Browser, Page, Request } from '@playwright/test';
import { test, expect, closureOf, GATEWAY_ORIGIN, MOCKS_URL, open, usernameField } from './fixtures.ts';
import { addFault, clearFaults, heading, loginTo } from './orderHelpers.ts';

/** How long the entry script is held at most: then the test goes on (and fails on what is missing). */
const HOLD_MS = 15_000;
/** How long the network must stay quiet before the requests are counted. */
const QUIET_MS = 750;

const isGraphql = (request: Request) => new URL(request.url()).pathname === '/graphql';

/** The GraphQL operation of a request: from the query string (GET) or the body (POST). */
function operationOf(request: Request): string {
  const fromUrl = new URL(request.url()).searchParams.get('operationName');
  if (fromUrl) return fromUrl;
  return (JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? '(unnamed)';
}

/**
 * Holds the entry script back until every file in `files` and every operation in `operations`
 * has been requested (at most HOLD_MS), and records what was requested before it was let go,
 * and every GraphQL request of the page.
 */
function holdEntry(page: Page, files: readonly RegExp[], operations: readonly string[]) {
  const urls: string[] = [];
  const graphql: { operation: string; method: string }[] = [];
  const pending = new Set<Request>();
  let beforeEntry: { files: string[]; operations: string[] } | undefined;
  const missing = () => ({
    files: files.filter((file) => !urls.some((url) => file.test(new URL(url).pathname))).map(String),
    operations: operations.filter((name) => !graphql.some((sent) => sent.operation === name)),
  });
  let complete: () => void = () => undefined;
  const whenComplete = new Promise<void>((resolve) => (complete = resolve));
  page.on('request', (request) => {
    urls.push(request.url());
    if (isGraphql(request)) {
      graphql.push({ operation: operationOf(request), method: request.method() });
      pending.add(request);
    }
    const left = missing();
    if (left.files.length === 0 && left.operations.length === 0) complete();
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  void page.route('**/dpl/av/assets/index-*.js', async (route) => {
    await Promise.race([whenComplete, new Promise((resolve) => setTimeout(resolve, HOLD_MS))]);
    beforeEntry ??= missing();
    await route.continue();
  });
  return {
    /** What had not been requested when the entry script was let go. */
    missingBeforeEntry: () => beforeEntry,
    /** The page's GraphQL requests, once the network has been quiet for a moment. */
    async sent(): Promise<{ operation: string; method: string }[]> {
      await expect.poll(() => pending.size).toBe(0);
      await page.waitForTimeout(QUIET_MS);
      await expect.poll(() => pending.size).toBe(0);
      return graphql;
    },
  };
}

const count = (sent: { operation: string }[], operation: string) =>
  sent.filter((request) => request.operation === operation).length;

/** A new page with the session of anna's login (a returning customer's first load: cookies, nothing cached). */
async function returningCustomer(page: Page, browser: Browser, baseURL: string | undefined, path: string) {
  await loginTo(page, 'anna', path);
  const context = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
  return { context, fresh: await context.newPage() };
}

test('login: its query and its chunks are requested by the HTML, before the entry has run; one request', async ({
  page,
}) => {
  const load = holdEntry(page, closureOf('src/features/login/LoginRoute.tsx'), ['LoginPage']);
  await open(page, 'login', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible({ timeout: HOLD_MS * 2 });
  expect(load.missingBeforeEntry(), 'not requested before the entry script').toEqual({ files: [], operations: [] });
  await expect(usernameField(page)).toBeVisible();
  const sent = await load.sent();
  expect(count(sent, 'LoginPage'), 'login queries sent').toBe(1);
  expect(sent.find((request) => request.operation === 'LoginPage')?.method, 'sent by the bootstrap, by id').toBe('GET');
});

test('an account page: the login state, the orders query and the chunks of layout and page are requested by the HTML; one request each', async ({
  page,
  browser,
  baseURL,
}) => {
  const { context, fresh } = await returningCustomer(page, browser, baseURL, 'orders');
  try {
    const files = [
      ...closureOf('src/app/shell/AccountLayout.tsx'),
      ...closureOf('src/features/orders/OrdersRoute.tsx'),
    ];
    const load = holdEntry(fresh, files, ['AccountShell', 'OrdersPage']);
    await fresh.goto('orders');
    await expect(heading(fresh, 'Alle Bestellungen')).toBeVisible({ timeout: HOLD_MS * 2 });
    expect(load.missingBeforeEntry(), 'not requested before the entry script').toEqual({ files: [], operations: [] });
    await expect(fresh.getByRole('link', { name: 'Details ansehen: Bestellung 81000010' })).toBeVisible();
    await expect(fresh.getByText('Kundennummer: 10012345')).toBeVisible();
    const sent = await load.sent();
    expect(count(sent, 'AccountShell'), 'login state queries sent').toBe(1);
    expect(count(sent, 'OrdersPage'), 'orders queries sent').toBe(1);

    // Client-side navigation: the next page's query once, the login state from the cache.
    const before = sent.length;
    await fresh.getByRole('link', { name: 'Details ansehen: Bestellung 81000010' }).click();
    await expect(fresh.getByRole('heading', { name: /Bestellung 81000010/ }).first()).toBeVisible();
    const after = await load.sent();
    expect(after.slice(before).map((request) => request.operation)).toEqual(['OrderDetailsPage']);
    // Back: the orders from the cache, nothing sent again.
    await fresh.goBack();
    await expect(fresh.getByRole('link', { name: 'Details ansehen: Bestellung 81000010' })).toBeVisible();
    expect((await load.sent()).slice(before).map((request) => request.operation)).toEqual(['OrderDetailsPage']);
  } finally {
    await context.close();
  }
});

async function stockReminderLink(request: APIRequestContext): Promise<string> {
  expect((await request.post(`${MOCKS_URL}/__admin/reset`, { data: { mailbox: 'seeded' } })).status()).toBe(204);
  const mail = (await mailsTo(MOCKS_URL, 'anna.schmidt@example.de')).filter((m) => /^Wieder da/.test(m.subject)).at(-1);
  expect(mail?.links[0], 'the stock reminder e-mail').toBeTruthy();
  // The mail links to the gateway this worker's mocks were started for.
  return mail?.links[0] ?? '';
}

test('a public page of an e-mail link: its query (variables from the link) and its chunks are requested by the HTML; one request', async ({
  page,
  request,
}) => {
  const link = await stockReminderLink(request);
  expect(link.startsWith(GATEWAY_ORIGIN)).toBe(true);
  const load = holdEntry(page, closureOf('src/features/subscriptions/StockReminderUnsubscribeRoute.tsx'), [
    'StockReminder',
  ]);
  await page.goto(link);
  await expect(page.getByText('„Akku-Handstaubsauger“', { exact: false })).toBeVisible({ timeout: HOLD_MS * 2 });
  expect(load.missingBeforeEntry(), 'not requested before the entry script').toEqual({ files: [], operations: [] });
  const sent = await load.sent();
  expect(count(sent, 'StockReminder'), 'stock reminder queries sent').toBe(1);
});

test("a session that ended before the first load: the bootstrap's answers lead to the login, as without it; nothing sent twice", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const { context, fresh } = await returningCustomer(page, browser, baseURL, 'orders');
  try {
    expect((await request.post(`${MOCKS_URL}/__admin/sessions/expire-refresh`, { data: {} })).status()).toBe(204);
    const load = holdEntry(fresh, [], ['AccountShell', 'OrdersPage']);
    await fresh.goto('orders');
    await expect(fresh.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible({ timeout: HOLD_MS * 2 });
    // The login, with the way back to the orders (the same as without the bootstrap).
    await expect(fresh).toHaveURL(/\/dpl\/av\/login\?redirect=%2Forders$/);
    await expect(usernameField(fresh)).toBeVisible();
    expect(
      (await load.sent()).map((request) => request.operation),
      'each query once',
    ).toEqual(['AccountShell', 'OrdersPage', 'LoginPage']);
  } finally {
    await context.close();
  }
});

test("a failing page query: the bootstrap's answer shows the load error with its retry, which loads the page", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const { context, fresh } = await returningCustomer(page, browser, baseURL, 'orders');
  try {
    await addFault(request, { service: 'orderHistory', method: 'GET', path: '/orders', status: 503 });
    const load = holdEntry(fresh, [], ['AccountShell', 'OrdersPage']);
    await fresh.goto('orders');
    await expect(fresh.getByRole('button', { name: 'Erneut laden' })).toBeVisible({ timeout: HOLD_MS * 2 });
    await expect(fresh.getByText('Guten Tag, Anna')).toBeVisible();
    // A failed answer is not cached: the page's own query asks once more (app/pageQueries.ts), as
    // it did after the router's failed preload before the bootstrap.
    const orders = async () =>
      (await load.sent()).filter((request) => request.operation === 'OrdersPage').map((request) => request.method);
    expect(await orders(), "orders queries: the bootstrap's, the page's").toEqual(['GET', 'POST']);
    await clearFaults(request);
    await fresh.getByRole('button', { name: 'Erneut laden' }).click();
    await expect(fresh.getByText('12 Bestellungen', { exact: true })).toBeVisible();
    await expect(fresh.getByRole('alert')).toHaveCount(0);
    expect(await orders(), 'and the retry').toEqual(['GET', 'POST', 'POST']);
  } finally {
    await context.close();
  }
});

test('a bootstrap request that fails: the client asks again, once, and the page loads', async ({
  page,
  browser,
  baseURL,
}) => {
  const { context, fresh } = await returningCustomer(page, browser, baseURL, 'orders');
  try {
    await fresh.route(/\/graphql\?.*operationName=OrdersPage/, (route) => route.abort('connectionreset'));
    const load = holdEntry(fresh, [], ['AccountShell', 'OrdersPage']);
    await fresh.goto('orders');
    await expect(fresh.getByRole('link', { name: 'Details ansehen: Bestellung 81000010' })).toBeVisible({
      timeout: HOLD_MS * 2,
    });
    const sent = await load.sent();
    expect(
      sent.filter((request) => request.operation === 'OrdersPage').map((request) => request.method),
      "the bootstrap's, then the client's",
    ).toEqual(['GET', 'POST']);
    expect(count(sent, 'AccountShell'), 'login state queries sent').toBe(1);
  } finally {
    await context.close();
  }
});
