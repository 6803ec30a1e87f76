import { DEMO_PASSWORD, type Market } from '@mein-konto/testing';
import { test, expect, expectReflow, open, enterUsername, enterPassword, MOCKS_URL } from './fixtures.ts';
import { loginTo } from './orderHelpers.ts';

const CUSTOMER: Record<Market, string> = {
  de: 'anna.schmidt@example.de',
  at: 'lukas.gruber@example.at',
  ch: 'heidi.meier@example.ch',
};

for (const market of ['de', 'at', 'ch'] as const) {
  test.describe(`account shell in the ${market} market`, () => {
    test('sends a logged-out visitor to the login and back to the wanted page afterwards', async ({ page, a11y }) => {
      await open(page, 'orders', market);
      await expect(page).toHaveURL(/\/dpl\/av\/login\?redirect=%2Forders/);
      await a11y('login after redirect');
      await enterUsername(page, CUSTOMER[market]);
      await enterPassword(page, DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/dpl\/av\/orders(\?locale=\w+)?$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Alle Bestellungen' })).toBeVisible();
      await expect(page.getByRole('link', { name: /Zurück zur Kontoübersicht/ })).toBeVisible();
      await a11y('orders');
      await page.getByRole('link', { name: /Zurück zur Kontoübersicht/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Meine Kontoübersicht' })).toBeFocused();
    });

    test('logs out from the menu and protects the account afterwards', async ({ page, a11y }) => {
      await open(page, 'login', market);
      await enterUsername(page, CUSTOMER[market]);
      await enterPassword(page, DEMO_PASSWORD);
      await expect(page.getByRole('heading', { level: 1, name: 'Meine Kontoübersicht' })).toBeVisible();
      await page.getByRole('navigation', { name: 'Kontobereiche' }).getByRole('button', { name: 'Abmelden' }).click();
      await expect(page).toHaveURL(/\/dpl\/av\/post-logout$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sie sind jetzt abgemeldet' })).toBeVisible();
      await a11y('post-logout');
      await page.goto('my-profile');
      await expect(page).toHaveURL(/\/dpl\/av\/login\?redirect=%2Fmy-profile/);
      await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    });

    test('shows the page-not-found fallback for an unknown address', async ({ page, a11y }) => {
      await open(page, 'diese-seite-gibt-es-nicht', market);
      await expect(page.getByRole('heading', { level: 1, name: 'Diese Seite gibt es leider nicht' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^0800/ })).toBeVisible();
      await a11y('page not found');
    });
  });
}

test('every menu entry leads to a page with its section title', async ({ page, a11y }) => {
  await open(page, 'login', 'de');
  await enterUsername(page, CUSTOMER.de);
  await enterPassword(page, DEMO_PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Kontobereiche' });
  await expect(nav).toBeVisible();
  const entries: [string, string][] = [
    ['Alle Bestellungen', 'Alle Bestellungen'],
    ['Offene Rechnungen', 'Offene Rechnungen'],
    ['Wunschliste', 'Wunschliste'],
    ['Gefolgte Creator', 'Gefolgte Creator'],
    ['Zuletzt angesehen', 'Zuletzt angesehen'],
    ['Shop weiterempfehlen', 'Shop weiterempfehlen'],
    ['Meine Daten', 'Meine Daten'],
    ['E-Mail-Adresse ändern', 'E-Mail-Adresse ändern'],
    ['Passwort ändern', 'Passwort ändern'],
    ['Meine Adressen', 'Meine Adressen'],
    ['Zahlungsarten', 'Zahlungsarten'],
    ['Kontakt', 'Kontakt'],
  ];
  for (const [link, title] of entries) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
    await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute('aria-current', 'page');
  }
  await a11y('section page');
});

test('shows the complete-profile hint to a customer without billing address', async ({ page, a11y }) => {
  await open(page, 'login', 'de');
  await enterUsername(page, 'neu.kunde@example.de');
  await enterPassword(page, DEMO_PASSWORD);
  await expect(page.getByText('Bitte vervollständigen Sie Ihr Kundenkonto')).toBeVisible();
  await page.getByRole('link', { name: 'Rechnungsadresse angeben' }).click();
  await expect(page).toHaveURL(/\/dpl\/av\/my-addresses$/);
  await a11y('address book');
});

// docs/product/shell.md §4: the login says why it is shown whenever a session of this browser ended,
// and says that the customer logged out after a logout (also one in another tab).
const SESSION_ENDED = 'Ihre Sitzung ist abgelaufen.';
const LOGGED_OUT = 'Sie haben sich abgemeldet.';

test('a session that ended while anna was away: the login says so after a link and after a reload', async ({
  page,
  request,
  a11y,
}) => {
  await loginTo(page, 'anna', '');
  const nav = page.getByRole('navigation', { name: 'Kontobereiche' });
  await expect(nav).toBeVisible();
  // Away for long: the access and the refresh token are over.
  expect((await request.post(`${MOCKS_URL}/__admin/sessions/expire-access`, { data: {} })).status()).toBe(204);
  expect((await request.post(`${MOCKS_URL}/__admin/sessions/expire-refresh`, { data: {} })).status()).toBe(204);
  await nav.getByRole('link', { name: 'Alle Bestellungen', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(page).toHaveURL(/login\?redirect=%2Forders&reason=session-ended/);
  await expect(page.getByRole('status').filter({ hasText: SESSION_ENDED })).toBeVisible();
  await a11y('login: session ended');
  await expectReflow(page, 'login session ended');

  // A link from elsewhere (a bookmark, an e-mail) after the pause says the same.
  await loginTo(page, 'anna', 'orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Bestellungen' })).toBeVisible();
  expect((await request.post(`${MOCKS_URL}/__admin/sessions/expire-access`, { data: {} })).status()).toBe(204);
  expect((await request.post(`${MOCKS_URL}/__admin/sessions/expire-refresh`, { data: {} })).status()).toBe(204);
  await page.goto('my-addresses');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: SESSION_ENDED })).toBeVisible();
  await enterUsername(page, CUSTOMER.de);
  await enterPassword(page, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Adressen' })).toBeVisible();
});

test('a visitor who never logged in gets no reason', async ({ page }) => {
  await open(page, 'orders', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
  await expect(page.getByText(LOGGED_OUT)).toHaveCount(0);
});

test('a logout in another tab: this tab goes to the login, which says anna logged out', async ({
  page,
  context,
  a11y,
}) => {
  await loginTo(page, 'anna', 'orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Bestellungen' })).toBeVisible();
  const other = await context.newPage();
  await other.goto(page.url());
  await other.getByRole('navigation', { name: 'Kontobereiche' }).getByRole('button', { name: 'Abmelden' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Sie sind jetzt abgemeldet' })).toBeVisible();
  await other.close();

  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(page).toHaveURL(/login\?redirect=%2Forders.*&reason=logged-out$/);
  await expect(page.getByRole('status').filter({ hasText: LOGGED_OUT })).toBeVisible();
  await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
  await a11y('login: logged out in another tab');
  await expectReflow(page, 'login logged out');
});
