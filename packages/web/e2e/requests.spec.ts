/**
 * One request per change: after a change the page shows the server's state from the mutation's
 * own answer, without loading anything again (the wishlist, the address book, the bank account,
 * followed creators). Each change is counted from its click until its outcome shows and the
 * network has been quiet for a moment.
 *
 * No waterfall: on a client-side navigation a route's query starts beside the route's code and is
 * sent once (a first load's queries and chunks are asked for by index.html's bootstrap:
 * firstRoundTrip.spec.ts). A route's chunk names every chunk it needs, so its code loads in one
 * step, without a preload link per chunk.
 */
import type { Page, Request } from '@playwright/test';
import { test, expect, chunkOf, closureOf, importsOf, MOCKS_URL } from './fixtures.ts';
import { heading, loginTo } from './orderHelpers.ts';

const isGraphql = (request: Request) => new URL(request.url()).pathname === '/graphql';

/** The GraphQL operation of a request: from the query string (GET) or the body (POST). */
function operationOf(request: Request): string {
  const fromUrl = new URL(request.url()).searchParams.get('operationName');
  if (fromUrl) return fromUrl;
  return (JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? '(unnamed)';
}

/** The counts are soft: every change of a test is counted and reported (annotation `requests`), not only the first that fails. */
const expectOne = (operations: string[], operation: string) =>
  expect.soft(operations, `requests after ${operation}`).toEqual([operation]);

/** How long the network must stay quiet after an outcome shows (a refetch starts right after the answer). */
const QUIET_MS = 750;

/** The GraphQL operations the page sends while `change` runs and until the network is quiet. */
async function requestsOf(page: Page, change: () => Promise<void>): Promise<string[]> {
  const operations: string[] = [];
  const pending = new Set<Request>();
  const onRequest = (request: Request) => {
    if (!isGraphql(request)) return;
    operations.push(operationOf(request));
    pending.add(request);
  };
  const onDone = (request: Request) => pending.delete(request);
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    await change();
    await expect.poll(() => pending.size).toBe(0);
    await page.waitForTimeout(QUIET_MS);
    await expect.poll(() => pending.size).toBe(0);
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
  test.info().annotations.push({ type: 'requests', description: operations.join(', ') });
  return operations;
}

/** How long a held response waits for the query at most: then the test fails instead of hanging. */
const HOLD_MS = 15_000;

/**
 * Holds the answers to the route chunk `chunk` and to the operations `heldOperations` until the
 * page has sent `operation` (at most HOLD_MS), and notes what had not loaded when it went out:
 * the route chunk still held, the operations not yet answered. Also records every GraphQL
 * operation the page sends.
 */
async function holdUntilSent(page: Page, operation: string, chunk: RegExp, heldOperations: readonly string[] = []) {
  const operations: string[] = [];
  const answered = new Set<string>();
  let chunkHeld = false;
  let whenSent: { chunkHeld: boolean; answered: string[] } | undefined;
  let sent: () => void = () => undefined;
  const querySent = new Promise<void>((resolve) => (sent = resolve));
  const hold = () => Promise.race([querySent, new Promise((resolve) => setTimeout(resolve, HOLD_MS))]);
  page.on('request', (request) => {
    if (!isGraphql(request)) return;
    const name = operationOf(request);
    operations.push(name);
    if (name === operation && whenSent === undefined) {
      whenSent = { chunkHeld, answered: [...answered] };
      sent();
    }
  });
  page.on('requestfinished', (request) => {
    if (isGraphql(request)) answered.add(operationOf(request));
  });
  await page.route(chunk, async (route) => {
    chunkHeld = true;
    await hold();
    chunkHeld = false;
    await route.continue();
  });
  await page.route(/\/graphql(\?|$)/, async (route) => {
    if (heldOperations.includes(operationOf(route.request()))) await hold();
    await route.continue();
  });
  return { operations, whenSent: () => whenSent };
}

test('no waterfall on the way to an order: its query starts with the route chunk, once', async ({ page }) => {
  await loginTo(page, 'anna', 'orders');
  await expect(page.getByRole('link', { name: 'Details ansehen: Bestellung 81000010' })).toBeVisible();
  const navigation = await holdUntilSent(
    page,
    'OrderDetailsPage',
    chunkOf('src/features/orders/OrderDetailsRoute.tsx'),
  );
  await page.getByRole('link', { name: 'Details ansehen: Bestellung 81000010' }).click();
  await expect(heading(page, 'Bestelldetails')).toBeFocused({ timeout: HOLD_MS * 2 });
  expect(navigation.whenSent(), 'loaded when the order query was sent').toEqual({ chunkHeld: true, answered: [] });
  // The login state comes from the cache; the page's own query joins the preloaded one.
  await expect(page.getByRole('heading', { name: /Bestellung 81000010/ }).first()).toBeVisible();
  expect(navigation.operations.filter((name) => name === 'OrderDetailsPage' || name === 'AccountShell')).toEqual([
    'OrderDetailsPage',
  ]);
});

test('an expired session: the page’s side-by-side requests share one refresh, and how far apart they are sent (the refresh grace)', async ({
  page,
  browser,
  baseURL,
}) => {
  await loginTo(page, 'anna', 'orders');
  const context = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
  const fresh = await context.newPage();
  try {
    const oldRefresh = (await context.cookies()).find((c) => c.name === 'mk_refresh')?.value;
    expect((await fresh.request.post(`${MOCKS_URL}/__admin/sessions/expire-access`, { data: {} })).status()).toBe(204);
    const started = Date.now();
    const requests: { sentMs: number; answeredMs: number; oldRefreshToken: boolean; newCookies: boolean }[] = [];
    fresh.on('requestfinished', (request) => {
      if (!isGraphql(request)) return;
      const sentMs = Date.now() - started;
      void (async () => {
        const cookie = (await request.allHeaders())['cookie'] ?? '';
        const answer = await request.response();
        const setCookie = (await answer?.headersArray())?.filter((h) => h.name.toLowerCase() === 'set-cookie') ?? [];
        const timing = request.timing();
        requests.push({
          sentMs: Math.round(timing.startTime - started),
          answeredMs: Math.round(timing.startTime + timing.responseEnd - started) || sentMs,
          oldRefreshToken: cookie.includes(`mk_refresh=${oldRefresh ?? ''}`),
          newCookies: setCookie.some((h) => h.value.startsWith('mk_refresh=')),
        });
      })();
    });
    await fresh.goto('orders');
    await expect(heading(fresh, 'Alle Bestellungen')).toBeVisible({ timeout: 30_000 });
    await expect(fresh.getByRole('link', { name: 'Details ansehen: Bestellung 81000010' })).toBeVisible({
      timeout: 30_000,
    });
    // The login state's and the page's queries; on a slow machine the page's may leave after the new cookies came.
    await expect.poll(() => requests.filter((r) => r.oldRefreshToken).length).toBeGreaterThan(0);
    // One refresh call at the customer service for all of them; no reuse (which would end the session).
    const refreshes = await (await fresh.request.get(`${MOCKS_URL}/__admin/sessions/refreshes`)).json();
    expect(refreshes).toEqual({ refreshed: 1, refused: 0, reused: 0 });
    const old = requests.filter((r) => r.oldRefreshToken);
    expect(
      old.every((r) => r.newCookies),
      'every request sent with the old cookies answered with the new ones',
    ).toBe(true);
    const firstAnswer = Math.min(...old.map((r) => r.answeredMs));
    const spread = Math.max(...old.map((r) => r.sentMs)) - Math.min(...old.map((r) => r.sentMs));
    test.info().annotations.push({
      type: 'refresh grace',
      description: `${String(old.length)} requests with the old cookies sent within ${String(spread)} ms; the first answer with the new cookies after ${String(firstAnswer - Math.min(...old.map((r) => r.sentMs)))} ms`,
    });
    // Far inside the grace the gateway shares a refresh for (SESSION_REFRESH_GRACE_MS, 2 s).
    expect(spread).toBeLessThan(2000);
  } finally {
    await context.close();
  }
});

test("no waterfall in a route's code: the orders chunk names every chunk it needs, and Vite's loader inserts no preload link", async ({
  page,
  browser,
  baseURL,
}) => {
  await loginTo(page, 'anna', 'orders');
  const context = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
  const fresh = await context.newPage();
  try {
    const { direct, transitive } = importsOf('src/features/orders/OrdersRoute.tsx');
    expect(transitive.length, 'chunks the orders chunk needs through the ones it imports').toBeGreaterThan(0);
    // The chunks the orders chunk imports itself are held back; what only they import must be
    // requested all the same, named by the orders chunk.
    const requestedWhileHeld: string[] = [];
    let held = true;
    let allRequested: () => void = () => undefined;
    const whenAllRequested = new Promise<void>((resolve) => (allRequested = resolve));
    const missing = () => transitive.filter((url) => !requestedWhileHeld.some((requested) => url.test(requested)));
    fresh.on('request', (request) => {
      if (!held) return;
      requestedWhileHeld.push(request.url());
      if (missing().length === 0) allRequested();
    });
    for (const url of direct) {
      await fresh.route(url, async (route) => {
        await Promise.race([whenAllRequested, new Promise((resolve) => setTimeout(resolve, HOLD_MS))]);
        held = false;
        await route.continue();
      });
    }
    await fresh.goto('orders');
    await expect(heading(fresh, 'Alle Bestellungen')).toBeVisible({ timeout: HOLD_MS * 2 });
    expect(missing().map(String), 'chunks requested only after the ones importing them had loaded').toEqual([]);
    await expect(fresh.getByRole('link', { name: 'Details ansehen: Bestellung 81000010' })).toBeVisible();
    // The page's preload links are index.html's (the entry's chunks) and its bootstrap's (the
    // opened route's chunks); Vite's loader inserted none.
    const html = await (await fresh.request.get('orders')).text();
    const inHtml = html.match(/<link rel="modulepreload"/g)?.length ?? 0;
    expect(inHtml, 'preload links in index.html').toBeGreaterThan(0);
    const byBootstrap = new Set(
      [...closureOf('src/app/shell/AccountLayout.tsx'), ...closureOf('src/features/orders/OrdersRoute.tsx')]
        .map(String)
        .filter((file) => file.includes('.js')),
    ).size;
    expect(await fresh.locator('link[rel="modulepreload"]').count(), 'preload links in the page').toBe(
      inHtml + byBootstrap,
    );
  } finally {
    await context.close();
  }
});

test('wishlist: adding a recommended product and removing an item are one request each', async ({ page }) => {
  await loginTo(page, 'anna', 'wishlist');
  await expect(page.getByText('4 Artikel auf Ihrer Wunschliste')).toBeVisible();
  const recommendations = page.getByRole('region', { name: 'Das könnte Ihnen auch gefallen' });
  await expect(recommendations.getByRole('heading', { level: 3 }).first()).toBeVisible();
  const list = page.getByRole('list', { name: 'Artikel auf Ihrer Wunschliste' });

  const add = await requestsOf(page, async () => {
    await recommendations
      .getByRole('button', { name: 'Damenarmbanduhr mit Lederarmband auf die Wunschliste setzen' })
      .click();
    await expect(list.getByRole('heading', { name: 'Damenarmbanduhr mit Lederarmband' })).toBeVisible();
    await expect(page.getByText('5 Artikel auf Ihrer Wunschliste')).toBeVisible();
  });
  expectOne(add, 'AddWishlistItem');
  // the added item shows everything an item shows (price, availability), from the answer
  const watch = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Damenarmbanduhr mit Lederarmband' }) });
  await expect(watch.getByRole('button', { name: /in den Warenkorb legen/ })).toBeVisible();
  await expect(watch.getByText(/€/)).toBeVisible();

  const remove = await requestsOf(page, async () => {
    await list.getByRole('button', { name: /„Kräutertee-Sortiment, 6 Sorten“ von der Wunschliste entfernen/ }).click();
    await expect(page.getByText('4 Artikel auf Ihrer Wunschliste')).toBeVisible();
  });
  expectOne(remove, 'DeleteWishlistItem');
});

test('address book: adding and changing a delivery address are one request each', async ({ page }) => {
  await loginTo(page, 'anna', 'my-addresses');
  await expect(page.getByTestId('address-a-10012345-postal')).toBeVisible();

  await page.getByRole('link', { name: 'Lieferadresse hinzufügen' }).click();
  await expect(page.getByRole('textbox', { name: /^Vorname/ })).toBeVisible();
  await page.getByRole('textbox', { name: /^Vorname/ }).fill('Anna');
  await page.getByRole('textbox', { name: /^Nachname/ }).fill('Schmidt');
  await page.getByRole('textbox', { name: /^Straße/ }).fill('Domstraße');
  await page.getByRole('textbox', { name: /^Hausnummer/ }).fill('20');
  await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill('50668');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Köln');
  const add = await requestsOf(page, async () => {
    await page.getByRole('button', { name: 'Adresse speichern' }).click();
    await expect(page).toHaveURL(/\/dpl\/av\/my-addresses$/);
    await expect(page.getByText('Domstraße 20')).toBeVisible();
  });
  expectOne(add, 'AddDeliveryAddress');

  await page.getByRole('link', { name: /Venloer Straße 240 bearbeiten/ }).click();
  await expect(page.getByRole('textbox', { name: /^Hausnummer/ })).toHaveValue('240');
  await page.getByRole('textbox', { name: /^Hausnummer/ }).fill('242');
  const change = await requestsOf(page, async () => {
    await page.getByRole('button', { name: 'Adresse speichern' }).click();
    await expect(page).toHaveURL(/\/dpl\/av\/my-addresses$/);
    await expect(page.getByTestId('address-a-10012345-postal')).toContainText('Venloer Straße 242');
  });
  expectOne(change, 'ChangeDeliveryAddress');
});

test('address book: deleting and restoring a delivery address are one request each', async ({ page }) => {
  await loginTo(page, 'anna', 'my-addresses');
  await expect(page.getByTestId('address-a-10012345-postal')).toBeVisible();

  const remove = await requestsOf(page, async () => {
    await page.getByRole('button', { name: /Venloer Straße 240 löschen/ }).click();
    await expect(page.getByText('Die Lieferadresse wurde gelöscht.')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Gelöschte Lieferadressen' }).getByTestId('address-a-10012345-postal'),
    ).toBeVisible();
  });
  expectOne(remove, 'DeleteDeliveryAddress');

  const restore = await requestsOf(page, async () => {
    await page.getByRole('button', { name: 'Rückgängig' }).click();
    await expect(page.getByText('Die Lieferadresse wurde wiederhergestellt.')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Gelöschte Lieferadressen' }).getByTestId('address-a-10012345-postal'),
    ).toHaveCount(0);
  });
  expectOne(restore, 'RestoreDeliveryAddress');
});

test('payment methods: saving and deleting the bank account are one request each', async ({ page }) => {
  await loginTo(page, 'anna', 'payment-methods');
  await expect(page.getByText('DE** **** **** **** **30 00')).toBeVisible();
  await page.getByRole('link', { name: 'Bankverbindung ändern' }).click();
  await page.getByRole('textbox', { name: /^IBAN/ }).fill('DE02 5001 0517 0137 0750 30');
  await page.getByRole('button', { name: 'Weiter' }).click();
  const mandate = page.getByRole('dialog', { name: 'SEPA-Lastschriftmandat' });
  await expect(mandate).toContainText('ING-DiBa');

  const save = await requestsOf(page, async () => {
    await mandate.getByRole('button', { name: 'Mandat erteilen und speichern' }).click();
    await expect(page).toHaveURL(/\/dpl\/av\/payment-methods$/);
    await expect(page.getByText('DE** **** **** **** **50 30')).toBeVisible();
  });
  expectOne(save, 'SaveBankAccount');

  const remove = await requestsOf(page, async () => {
    await page.getByRole('button', { name: 'Bankverbindung löschen', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Bankverbindung löschen?' })
      .getByRole('button', { name: 'Ja, Bankverbindung löschen' })
      .click();
    await expect(page.getByText('Sie haben noch keine Bankverbindung hinterlegt.')).toBeVisible();
  });
  expectOne(remove, 'DeleteBankAccount');
});

test('followed creators: unfollowing and following again are one request each', async ({ page }) => {
  await loginTo(page, 'anna', 'followed-creators');
  const names = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(names).toHaveText(['Anja Reiter', 'Tom Berger']);

  const unfollow = await requestsOf(page, async () => {
    await page.getByRole('button', { name: 'Anja Reiter nicht mehr folgen' }).click();
    await expect(names).toHaveText(['Tom Berger']);
  });
  expectOne(unfollow, 'UnfollowCreator');

  const follow = await requestsOf(page, async () => {
    await page.getByRole('button', { name: 'Anja Reiter wieder folgen' }).click();
    await expect(names).toHaveText(['Anja Reiter', 'Tom Berger']);
  });
  expectOne(follow, 'FollowCreator');
});
