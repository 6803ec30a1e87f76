import { DEMO_PASSWORD, type Market } from '@mein-konto/testing';
import { test, expect, open, enterUsername, enterPassword, usernameField, passwordField } from './fixtures.ts';

/** The demo customer of each market (docs/product/README.md §2) and what the account greets them with. */
const HOME: Record<Market, { email: string; number: string; typed: string; greeting: string }> = {
  de: { email: 'anna.schmidt@example.de', number: '10012345', typed: '0010012345', greeting: 'Guten Tag, Anna' },
  at: { email: 'lukas.gruber@example.at', number: '20023456', typed: '0020023456', greeting: 'Grüß Gott, Lukas' },
  ch: { email: 'heidi.meier@example.ch', number: '30034567', typed: '0030034567', greeting: 'Grüezi, Heidi' },
};

/** A customer of another market for the wrong-country check. */
const FOREIGN: Record<Market, { email: string; country: string }> = {
  de: { email: 'lukas.gruber@example.at', country: 'Österreich' },
  at: { email: 'anna.schmidt@example.de', country: 'Deutschland' },
  ch: { email: 'anna.schmidt@example.de', country: 'Deutschland' },
};

for (const market of ['de', 'at', 'ch'] as const) {
  const me = HOME[market];

  test.describe(`login in the ${market} market`, () => {
    test('logs in with the e-mail address and shows the account overview', async ({ page, a11y }) => {
      await open(page, 'login', market);
      await a11y('login, username step');
      await enterUsername(page, `  ${me.email.toUpperCase()} `);
      await expect(page.getByText(me.email, { exact: true })).toBeVisible();
      await a11y('login, password step');
      await enterPassword(page, DEMO_PASSWORD);
      await expect(page.getByRole('heading', { level: 1, name: 'Meine Kontoübersicht' })).toBeVisible();
      await expect(page).toHaveURL(/\/dpl\/av\/?$/);
      await expect(page.getByText(me.greeting)).toBeVisible();
      await expect(page.getByText(`Kundennummer: ${me.number}`)).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('login_method'))).toBe('email');
      await a11y('account overview');
    });

    if (market === 'ch') {
      test('accepts only an e-mail address as username', async ({ page, a11y }) => {
        await open(page, 'login', market);
        await expect(usernameField(page)).toHaveAccessibleName('E-Mail-Adresse');
        await enterUsername(page, me.typed);
        await expect(page.getByRole('alert')).toContainText('Bitte melden Sie sich mit Ihrer E-Mail-Adresse an.');
        await expect(usernameField(page)).toHaveValue(me.typed);
        await expect(usernameField(page)).toHaveAttribute('aria-invalid', 'true');
        await a11y('login, e-mail-only error');
      });
    } else {
      test('logs in with a customer number typed with leading zeros', async ({ page, a11y }) => {
        await open(page, 'login', market);
        await enterUsername(page, me.typed);
        await expect(page.getByText(me.number, { exact: true })).toBeVisible();
        await enterPassword(page, DEMO_PASSWORD);
        await expect(page.getByText(`Kundennummer: ${me.number}`)).toBeVisible();
        expect(await page.evaluate(() => localStorage.getItem('login_method'))).toBe('customerNumber');
        await a11y('account overview');
      });

      test('says so when the customer number is unknown', async ({ page, a11y }) => {
        await open(page, 'login', market);
        await enterUsername(page, '99999999');
        await expect(page.getByRole('alert')).toHaveText(
          'Zu dieser Kundennummer haben wir kein Kundenkonto gefunden. Bitte prüfen Sie Ihre Eingabe.',
        );
        await expect(usernameField(page)).toHaveValue('99999999');
        await a11y('login, unknown customer number');
      });

      test('shows the no-credentials state for a phone customer by customer number', async ({ page, a11y }) => {
        await open(page, 'login', market);
        await enterUsername(page, '70078901');
        await expect(
          page.getByRole('heading', { name: 'Für Ihr Kundenkonto ist noch keine Online-Anmeldung eingerichtet' }),
        ).toBeFocused();
        await expect(page.getByRole('link', { name: /^0800/ })).toBeVisible();
        await a11y('login, no credentials');
      });
    }

    test('keeps the password and explains a wrong password', async ({ page, a11y }) => {
      await open(page, 'login', market);
      await enterUsername(page, me.email);
      await enterPassword(page, 'Falsch123!');
      // The username field's own words (docs/product/ways-in.md §8); ch logs in by e-mail only.
      await expect(page.getByRole('alert')).toHaveText(
        market === 'ch'
          ? 'Die Kombination aus E-Mail-Adresse und Passwort ist uns nicht bekannt. Bitte überprüfen Sie Ihre Eingaben.'
          : 'Die Kombination aus E-Mail-Adresse bzw. Kundennummer und Passwort ist uns nicht bekannt. Bitte überprüfen Sie Ihre Eingaben.',
      );
      await expect(passwordField(page)).toHaveValue('Falsch123!');
      // Named by its field first: "Passwort Anzeigen", never "Anzeigen Passwort".
      await expect(page.getByRole('button', { name: /Anzeigen/ })).toHaveAccessibleName('Passwort Anzeigen');
      await page.getByRole('button', { name: /Anzeigen/ }).click();
      await expect(passwordField(page)).toHaveAttribute('type', 'text');
      await a11y('login, wrong password');
    });

    test('offers registration for an unknown e-mail address', async ({ page, a11y }) => {
      await open(page, 'login', market);
      await enterUsername(page, 'niemand@example.org');
      await expect(
        page.getByRole('heading', { name: 'Zu dieser E-Mail-Adresse gibt es noch kein Kundenkonto' }),
      ).toBeFocused();
      await expect(page.getByText('niemand@example.org', { exact: false })).toBeVisible();
      await a11y('login, e-mail unknown');
      await page.getByRole('button', { name: 'Neues Kundenkonto anlegen' }).click();
      await expect(
        page.getByRole('heading', {
          name: market === 'ch' ? 'Neues Kundenkonto eröffnen' : 'Neues Kundenkonto anlegen',
        }),
      ).toBeVisible();
      if (market === 'ch') await expect(page.getByText(/Schweizer Shop/)).toBeVisible();
      await a11y('login, registration form');
      await page.getByRole('button', { name: 'Zurück zur Anmeldung' }).click();
      await expect(usernameField(page)).toHaveValue('niemand@example.org');
    });

    test('refuses a customer of another country and links to that shop', async ({ page, a11y }) => {
      const foreign = FOREIGN[market];
      await open(page, 'login', market);
      await enterUsername(page, foreign.email);
      await enterPassword(page, DEMO_PASSWORD);
      await expect(page.getByRole('alert')).toContainText(
        `Ihr Kundenkonto gehört zu unserem Shop in ${foreign.country}.`,
      );
      await expect(page.getByRole('link', { name: `Zum Shop in ${foreign.country}` })).toHaveAttribute(
        'href',
        /^https:\/\/www\.mein-shop\./,
      );
      await a11y('login, wrong country');
    });

    test('offers a light-account customer the link to set a password', async ({ page, a11y }) => {
      await open(page, 'login', market);
      await enterUsername(page, 'lena.licht@example.de');
      const dialog = page.getByRole('dialog', { name: 'Bitte legen Sie ein Passwort fest' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Link per E-Mail senden' })).toBeVisible();
      await a11y('login, light-user dialog');
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await expect(dialog).toBeHidden();
      await expect(usernameField(page)).toHaveValue('lena.licht@example.de');
    });

    test('starts the account verification for a phone customer by e-mail', async ({ page, a11y }) => {
      await open(page, 'login', market);
      await enterUsername(page, 'tv.kunde@example.de');
      await expect(page.getByRole('heading', { level: 1, name: 'Online-Zugang einrichten' })).toBeVisible();
      await expect(page.getByText('tv.kunde@example.de')).toBeVisible();
      await a11y('account verification');
      await page.getByRole('link', { name: 'Zurück zur Anmeldung' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    });
  });
}
