/**
 * The frame every page shares: the header's way back to the shop, focus rings, pages that reflow
 * on a phone (WCAG 1.4.10) with long values wrapping, the registration form's grid and the 404
 * page of the server.
 */
import { DEMO_PASSWORD } from '@mein-konto/testing';
import {
  test,
  expect,
  open,
  enterUsername,
  enterPassword,
  expectReflow,
  PHONE_WIDTHS,
  GATEWAY_ORIGIN,
} from './fixtures.ts';
import type { Page } from '@playwright/test';
import { loginTo } from './orderHelpers.ts';

test('the header shows the shop logo, linking back to the shop of the market', async ({ page, a11y }) => {
  await open(page, 'login', 'de');
  const logo = page.getByRole('banner').getByRole('link', { name: 'Zum Shop mein-shop.de' });
  await expect(logo).toHaveAttribute('href', 'https://www.mein-shop.de');
  await expect(logo.locator('svg')).toBeVisible();
  await a11y('header with the shop logo');
  await open(page, 'login', 'at');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Zum Shop mein-shop.at' })).toHaveAttribute(
    'href',
    'https://www.mein-shop.at',
  );
});

test('index.html shows the header, styled, before the app has started; the app puts its own in the same place', async ({
  page,
  a11y,
}) => {
  const placeholder = page.locator('#root > .app-header[aria-hidden="true"]');
  const shellBoxes = async () => ({
    header: await page.locator('#root .app-header').first().boundingBox(),
    logo: await page.locator('#root .app-header .shop-logo svg').first().boundingBox(),
    title: await page.locator('#root .app-header .account-home-link').first().boundingBox(),
  });
  for (const path of ['login?locale=de', 'orders?locale=de']) {
    if (path.startsWith('orders')) await loginTo(page, 'anna', 'orders');
    // The app's JavaScript held back: what index.html alone shows.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/dpl/av/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveText('mein-shopMein Konto');
    // styled by the inlined stylesheet: logo and title side by side, the title in bold
    await expect(placeholder).toHaveCSS('display', 'flex');
    await expect(placeholder.locator('.account-home-link')).toHaveCSS('font-weight', '700');
    const before = await shellBoxes();
    release();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mein Konto' })).toBeVisible();
    await expect(placeholder).toHaveCount(0);
    // polled: the account layout swaps its loading header for the shell's as the login state arrives
    await expect.poll(shellBoxes, { message: path }).toEqual(before);
    await page.unroute('**/dpl/av/assets/index-*.js');
  }
  await a11y('orders after the app took over from the shell');
});

test('the inlined entry stylesheet is not fetched again by the chunks loaded later, and the theme colours stay', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  // The login's form chunks, then the account area's: both name the entry stylesheet among theirs.
  await open(page, 'orders', 'de');
  await enterUsername(page, 'anna.schmidt@example.de');
  await enterPassword(page, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Bestellungen' })).toBeVisible();
  expect(stylesheets.filter((path) => /\/assets\/index-[^/]+\.css$/.test(path))).toEqual([]);
  expect(stylesheets.some((path) => /\/assets\/MantineScope-[^/]+\.css$/.test(path))).toBe(true);
  // The theme's link colour (components/theme.ts, built into the component styles), not Mantine's default.
  const anchor = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-anchor').trim(),
  );
  expect(anchor).toBe('#1864ab');
});

test('login page: headings focused by the app show no ring, controls reached by keyboard do; the testing note stays inside its button', async ({
  page,
  a11y,
}) => {
  await open(page, 'login', 'de');
  const title = page.getByRole('heading', { level: 1, name: 'Anmelden' });
  await title.evaluate((el) => (el as HTMLElement).focus());
  await expect(title).toBeFocused();
  expect(await title.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  expect(await focused.evaluate((el) => getComputedStyle(el).outlineWidth)).toBe('3px');

  for (const width of [1280, ...PHONE_WIDTHS]) {
    await page.setViewportSize({ width, height: 900 });
    const facebook = page.getByRole('button', { name: 'Mit Facebook anmelden (in der Testphase)' });
    const apple = page.getByRole('button', { name: 'Mit Apple anmelden (in der Testphase)' });
    // one button under the other, each as wide as the list; the note inside, separated by a space
    const [fb, ap] = [await facebook.boundingBox(), await apple.boundingBox()];
    expect(ap?.y ?? 0).toBeGreaterThan((fb?.y ?? 0) + (fb?.height ?? 0) - 1);
    expect(Math.abs((fb?.width ?? 0) - (ap?.width ?? 1))).toBeLessThan(1);
    expect(await facebook.innerText()).toMatch(/anmelden\s+\(in der Testphase\)/);
    const note = await facebook.locator('.social-login-testing').boundingBox();
    expect((note?.x ?? 0) + (note?.width ?? 0)).toBeLessThanOrEqual((fb?.x ?? 0) + (fb?.width ?? 0) + 1);
  }
  await expectReflow(page, 'login');
  await a11y('login at a phone width');
});

test('a very long e-mail address wraps on the e-mail-unknown page instead of widening it', async ({ page, a11y }) => {
  const long = `${'x'.repeat(64)}@${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.de`;
  await open(page, 'login', 'de');
  await enterUsername(page, long);
  await expect(
    page.getByRole('heading', { name: 'Zu dieser E-Mail-Adresse gibt es noch kein Kundenkonto' }),
  ).toBeVisible();
  await expectReflow(page, 'e-mail unknown with a long address');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectReflow(page, 'e-mail unknown with a long address');
  await a11y('long e-mail address');
});

test('the registration form keeps its fields aligned and is titled Registrieren', async ({ page, a11y }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, 'login', 'de');
  await enterUsername(page, 'erika.muster@example.org');
  await page.getByRole('button', { name: 'Neues Kundenkonto anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registrieren' })).toBeVisible();
  await expect(page).toHaveTitle('Registrieren – Mein Konto');
  const top = async (label: RegExp) => (await page.getByLabel(label).boundingBox())?.y ?? -1;
  expect(await top(/^Hausnummer/)).toBeCloseTo(await top(/^Straße/), 0);
  expect(await top(/^Ort/)).toBeCloseTo(await top(/^Postleitzahl/), 0);
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/registration-1280.png`, fullPage: true });
  await expectReflow(page, 'registration');
  // on a phone the labels stand at the start of their fields, as everywhere else
  await page.setViewportSize({ width: 390, height: 900 });
  const label = page.locator('label', { hasText: /^Hausnummer/ });
  const input = page.getByLabel(/^Hausnummer/);
  expect(Math.abs(((await label.boundingBox())?.x ?? -1) - ((await input.boundingBox())?.x ?? 0))).toBeLessThan(2);
  await a11y('registration form');
});

test('account pages reflow on a phone: no sideways scrolling at 390 and 320 px', async ({ page }) => {
  await loginTo(page, 'anna', 'orders');
  for (const path of [
    '',
    'orders',
    'orders/o-81000004',
    'orders/o-81000009/returns',
    'orders/o-81000009/withdrawal',
    'open-invoices',
    'my-profile',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectReflow(page, `account ${path || 'home'}`);
  }
  // wrapping long values does not break the words of a table: "kostenlos" and amounts stay whole
  await page.goto('orders/o-81000004');
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const free = page.getByRole('table', { name: 'Kosten' }).getByText('kostenlos', { exact: true }).first();
    const lines = await free.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines, `"kostenlos" at ${String(width)} px`).toBe(1);
  }
  for (const path of ['widerruf', 'forgot-password', 'post-logout', 'gibt-es-nicht']) {
    await open(page, path, 'de');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectReflow(page, `public ${path}`);
  }
});

/** The page's main text keeps every number with its unit or its "x" ("50 ml", "150 x 200 cm") by a non-breaking space. */
async function expectUnitsKept(page: Page, label: string): Promise<void> {
  const text = (await page.getByRole('main').textContent()) ?? '';
  expect(text.match(/\d[ \t]+(?:[x×][ \t]*\d|(?:ml|cl|l|mg|g|kg|mm|cm|m)\b)/g), label).toBeNull();
}

test('product names and variants keep a number and its unit on one line: "50 ml", "150 x 200 cm"', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'heidi', 'wishlist');
  await expect(page.getByText('Inhalt: 50\u00a0ml')).toBeVisible();
  await expectUnitsKept(page, 'wishlist');
  await a11y('wishlist, units kept');
  await page.context().clearCookies();
  await loginTo(page, 'anna', 'orders');
  await expect(
    page.getByRole('main').getByText('Kuscheldecke aus Mikrofaser, 150\u00a0x\u00a0200\u00a0cm').first(),
  ).toBeVisible();
  await expectUnitsKept(page, 'orders');
  await page.getByRole('main').getByText('Hyaluron-Tagescreme, 50\u00a0ml').first().waitFor();
  await a11y('orders, units kept');
  await page.goto('product-history');
  await expect(page.getByRole('heading', { level: 2, name: /^Kuscheldecke aus Mikrofaser/ })).toBeVisible();
  await expectUnitsKept(page, 'product history');
  await a11y('product history, units kept');
});

test('outside the app the server answers a browser with a German 404 page', async ({ page, a11y }) => {
  const response = await page.goto(`${GATEWAY_ORIGIN}/gibt-es-nicht`);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Seite nicht gefunden – Mein Konto');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('link', { name: 'Zu Mein Konto' })).toHaveAttribute('href', '/dpl/av/');
  await expectReflow(page, 'server 404');
  await a11y('server 404');
});

test('the complete-profile hint has a title at least as large as its text', async ({ page, a11y }) => {
  await loginTo(page, 'neu', 'orders');
  const hint = page.getByRole('region', { name: 'Bitte vervollständigen Sie Ihr Kundenkonto' });
  await expect(hint).toBeVisible();
  const size = (text: string) =>
    hint
      .getByText(text, { exact: false })
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(await size('Bitte vervollständigen Sie Ihr Kundenkonto')).toBeGreaterThanOrEqual(
    await size('Damit Sie bestellen'),
  );
  await a11y('complete-profile hint');
});
