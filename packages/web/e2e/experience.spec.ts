import { DEMO_PASSWORD } from '@mein-konto/testing';
import {
  test,
  expect,
  open,
  enterUsername,
  enterPassword,
  usernameField,
  passwordField,
  MOCKS_URL,
  chunkOf,
} from './fixtures.ts';

test('a customer can log in with the keyboard alone, starting from the skip link', async ({ page, a11y }) => {
  await open(page, 'login', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
  await a11y('skip link visible');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(usernameField(page)).toBeFocused();
  await page.keyboard.type('anna.schmidt@example.de');
  await page.keyboard.press('Enter');
  await expect(passwordField(page)).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Guten Tag, Anna')).toBeVisible();
});

test('staying logged in keeps the session for 60 days', async ({ page, context }) => {
  await open(page, 'login', 'de');
  await enterUsername(page, 'anna.schmidt@example.de');
  await enterPassword(page, DEMO_PASSWORD, { stayLoggedIn: true });
  await expect(page.getByText('Guten Tag, Anna')).toBeVisible();
  const refresh = (await context.cookies()).find((c) => c.name === 'mk_refresh');
  expect(refresh, 'refresh cookie').toBeDefined();
  const days = ((refresh?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(59);
  // The tip box about staying logged in is not shown to a customer who already stays logged in.
  await expect(page.getByRole('heading', { name: 'Meine Kontoübersicht' })).toBeVisible();
  await expect(page.getByText('Tipp: Angemeldet bleiben')).toBeHidden();
});

test('the stay-logged-in tip can be dismissed for good', async ({ page, a11y }) => {
  await open(page, 'login', 'de');
  await enterUsername(page, 'anna.schmidt@example.de');
  await enterPassword(page, DEMO_PASSWORD);
  await expect(page.getByText('Tipp: Angemeldet bleiben')).toBeVisible();
  await a11y('overview with tip');
  await page.getByRole('button', { name: 'Tipp schließen' }).click();
  await expect(page.getByText('Tipp: Angemeldet bleiben')).toBeHidden();
  // the focus moves to the page's heading, not to the document (WCAG 2.4.3)
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Kontoübersicht' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Meine Kontoübersicht' })).toBeVisible();
  await expect(page.getByText('Tipp: Angemeldet bleiben')).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a home page that fails to load leaves the menu as the overview, without the error over it', async ({
    page,
    a11y,
  }) => {
    await page.route(chunkOf('src/features/home/HomeRoute.tsx'), (route) => route.abort('failed'));
    await open(page, 'login', 'de');
    await enterUsername(page, 'anna.schmidt@example.de');
    await enterPassword(page, DEMO_PASSWORD);
    const nav = page.getByRole('navigation', { name: 'Kontobereiche' });
    await expect(nav).toBeVisible();
    await expect(page.getByText('Kundennummer: 10012345')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Diese Seite ist gerade nicht verfügbar' })).toBeHidden();
    // The page keeps a level-one heading for screen readers (the home page's own did not load).
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toHaveClass(/visually-hidden/);
    await a11y('mobile overview, home failed');
  });

  test('the overview shows the menu; a section shows only itself with a way back', async ({ page, a11y }) => {
    await open(page, 'login', 'at');
    await enterUsername(page, 'lukas.gruber@example.at');
    await enterPassword(page, DEMO_PASSWORD);
    const nav = page.getByRole('navigation', { name: 'Kontobereiche' });
    await expect(nav).toBeVisible();
    await a11y('mobile overview');
    await nav.getByRole('link', { name: 'Wunschliste' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Wunschliste' })).toBeFocused();
    await expect(nav).toBeHidden();
    await a11y('mobile section');
    await page.getByRole('link', { name: /Zurück zur Kontoübersicht/ }).click();
    await expect(nav).toBeVisible();
  });
});

test('the account area also works inside the creators hub', async ({ page, a11y }) => {
  await page.goto('/dpl/av/creators-hub/wishlist?locale=de');
  await expect(page).toHaveURL(/\/dpl\/av\/creators-hub\/login\?redirect=%2Fwishlist/);
  await enterUsername(page, 'anna.schmidt@example.de');
  await enterPassword(page, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dpl\/av\/creators-hub\/wishlist/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wunschliste' })).toBeVisible();
  await a11y('creators hub section');
});

test('tells the host page to reduce the footer on the login page and to show it in the account', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { footerSwitches: string[] }).footerSwitches = seen;
    window.addEventListener('mein-konto:footer-switch', (e) =>
      seen.push((e as CustomEvent<{ footer: string }>).detail.footer),
    );
  });
  await open(page, 'login', 'de');
  await enterUsername(page, 'anna.schmidt@example.de');
  await enterPassword(page, DEMO_PASSWORD);
  await expect(page.getByText('Guten Tag, Anna')).toBeVisible();
  const switches = await page.evaluate(() => (window as unknown as { footerSwitches: string[] }).footerSwitches);
  expect(switches).toEqual(['reduced', 'full']);
  const views = await page.evaluate(() =>
    (window.dataLayer ?? []).filter((e) => e.event === 'page_view').map((e) => e.page_path),
  );
  expect(views).toEqual(['/dpl/av/login', '/dpl/av']);
});

test('an upstream failure in the username step shows the generic error and keeps the input', async ({
  page,
  request,
  a11y,
}) => {
  const fault = await request.post(`${MOCKS_URL}/__admin/faults`, {
    data: { service: 'customer', method: 'GET', path: '/user/username-check', status: 500 },
  });
  expect(fault.status()).toBe(201);
  await open(page, 'login', 'de');
  await enterUsername(page, 'anna.schmidt@example.de');
  await expect(page.getByRole('alert')).toHaveText(
    'Da hat etwas nicht funktioniert. Bitte versuchen Sie es später erneut.',
  );
  await expect(usernameField(page)).toHaveValue('anna.schmidt@example.de');
  await a11y('login, generic error');
});

test('a lost connection to the server shows the generic error instead of doing nothing', async ({ page }) => {
  await open(page, 'login', 'at');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await page.route('**/graphql', (route) => route.abort('connectionrefused'));
  await enterUsername(page, '0020023456');
  await expect(page.getByRole('alert')).toHaveText(
    'Da hat etwas nicht funktioniert. Bitte versuchen Sie es später erneut.',
  );
  await expect(usernameField(page)).toHaveValue('0020023456');
});

test('a page that cannot be loaded shows the error fallback with the service phone', async ({ page, a11y }) => {
  await page.route(chunkOf('src/app/shell/NotFoundPage.tsx'), (route) => route.abort('failed'));
  await open(page, 'gibt-es-nicht', 'ch');
  await expect(page.getByRole('heading', { level: 1, name: 'Diese Seite ist gerade nicht verfügbar' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^0800/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Seite neu laden' })).toBeVisible();
  await a11y('error fallback');
});

test('a section that fails to load shows the error inside the account, with the navigation still working', async ({
  page,
  a11y,
}) => {
  await page.route(chunkOf('src/features/invoices/OpenInvoicesRoute.tsx'), (route) => route.abort('failed'));
  await open(page, 'login', 'de');
  await enterUsername(page, 'anna.schmidt@example.de');
  await enterPassword(page, DEMO_PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Kontobereiche' });
  await nav.getByRole('link', { name: 'Offene Rechnungen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Diese Seite ist gerade nicht verfügbar' })).toBeVisible();
  await expect(page.getByText('Kundennummer: 10012345')).toBeVisible();
  await a11y('section error inside the shell');
  await nav.getByRole('link', { name: 'Wunschliste' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wunschliste' })).toBeVisible();
});

test('an outage of the personal details leaves the account usable', async ({ page, request, a11y }) => {
  await open(page, 'login', 'de');
  await enterUsername(page, 'neu.kunde@example.de');
  await enterPassword(page, DEMO_PASSWORD);
  await expect(page.getByText('Bitte vervollständigen Sie Ihr Kundenkonto')).toBeVisible();
  const fault = await request.post(`${MOCKS_URL}/__admin/faults`, {
    data: { service: 'customer', method: 'GET', path: '/user/personal-details', status: 500 },
  });
  expect(fault.status()).toBe(201);
  await page.reload();
  await expect(page.getByText('Kundennummer: 60067890')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Kontoübersicht' })).toBeVisible();
  await expect(page).toHaveURL(/\/dpl\/av\/?$/);
  await expect(page.getByText('Bitte vervollständigen Sie Ihr Kundenkonto')).toBeHidden();
  await a11y('overview without personal details');
});
