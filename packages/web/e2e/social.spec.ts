import { test, expect, open, enterUsername, enterPassword, passwordField } from './fixtures.ts';
import { latestMail, signInWithGoogle } from './waysIn.ts';
import type { Page } from '@playwright/test';

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

test.describe('social login', () => {
  test('offers Google, and Facebook and Apple as being tested', async ({ page, a11y }) => {
    await open(page, 'login', 'de');
    await expect(page.getByRole('button', { name: 'Mit Google anmelden' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mit Facebook anmelden (in der Testphase)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mit Apple anmelden (in der Testphase)' })).toBeVisible();
    await a11y('login with social buttons');
  });

  test('signs in with Facebook and Apple through their stand-ins outside production, not on the real sites', async ({
    page,
    a11y,
  }) => {
    for (const provider of ['Facebook', 'Apple']) {
      await page.context().clearCookies();
      await open(page, 'login', 'de');
      await page.getByRole('button', { name: `Mit ${provider} anmelden (in der Testphase)` }).click();
      await expect(page).toHaveTitle(`Anmelden mit ${provider} (Testumgebung)`);
      expect(new URL(page.url()).pathname).toBe(`/__admin/${provider.toLowerCase()}/authorize`);
      await page.getByRole('button', { name: /max\.sozial@example\.de/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Meine Kontoübersicht' })).toBeVisible();
      await expect(page.getByText('Kundennummer: 50056789')).toBeVisible();
    }
    await a11y('home after Apple login');
  });

  test('logs the Google customer in, and the customer sets a first password from the menu', async ({ page, a11y }) => {
    await signInWithGoogle(page, 'de', 'max.sozial@example.de');
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Kontoübersicht' })).toBeVisible();
    await expect(page.getByText('Kundennummer: 50056789')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('login_method'))).toBe('Google');
    await a11y('home after Google login');

    await page.getByRole('link', { name: 'Passwort festlegen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Passwort festlegen' })).toBeVisible();
    await expect(page.getByText(/Sie melden sich bisher mit Google an/)).toBeVisible();
    await a11y('social set password');
    await field(page, 'Neues Passwort').fill('Wanderweg-Alpen-42');
    await field(page, 'Neues Passwort wiederholen').fill('Wanderweg-Alpen-42');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ihr Passwort ist gespeichert' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/Sie können sich jetzt auch mit Ihrer E-Mail-Adresse/)).toBeVisible();
    await a11y('social set password confirmation dialog');
    await dialog.getByRole('button', { name: 'Zurück zur Kontoübersicht' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Kontoübersicht' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Passwort ändern' })).toBeVisible();
  });

  test('tells the Google customer at the username step that he has no password, and e-mails him the link to set one', async ({
    page,
    a11y,
  }) => {
    await open(page, 'login', 'de');
    await enterUsername(page, 'max.sozial@example.de');
    await expect(
      page.getByRole('heading', { name: 'Für dieses Kundenkonto ist noch kein Passwort hinterlegt' }),
    ).toBeFocused();
    await expect(page.getByText('Sie haben sich mit Google angemeldet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mit Google anmelden' })).toBeVisible();
    await expect(passwordField(page)).toHaveCount(0);
    await a11y('login, no password');

    await page.getByRole('button', { name: 'Link zum Festlegen des Passworts senden' }).click();
    await expect(page).toHaveURL(/send-password-link-success\?reason=SOCIAL_USER/);
    await expect(page.getByText(/Damit legen Sie ein Passwort für Ihr Kundenkonto fest/)).toBeVisible();
    await a11y('social user link sent');

    const mail = await latestMail('max.sozial@example.de');
    expect(mail.subject).toBe('Vergeben Sie Ihr Passwort für Mein Konto');
    expect(mail.link).toContain('/set-password?token=');
    await page.goto(mail.link);
    await field(page, 'Neues Passwort').fill('Wanderweg-Alpen-42');
    await field(page, 'Neues Passwort wiederholen').fill('Wanderweg-Alpen-42');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Passwort ist gespeichert' })).toBeVisible();

    await open(page, 'login', 'de');
    await enterUsername(page, 'max.sozial@example.de');
    await enterPassword(page, 'Wanderweg-Alpen-42');
    await expect(page.getByText('Kundennummer: 50056789')).toBeVisible();
  });

  test('registers an unknown Google account with the prefilled data', async ({ page, a11y }) => {
    await signInWithGoogle(page, 'de', 'lisa.neumann@gmail.example');
    await expect(page.getByRole('heading', { name: 'Neues Kundenkonto anlegen' })).toBeVisible();
    await expect(field(page, 'Vorname')).toHaveValue('Lisa');
    await expect(field(page, 'Nachname')).toHaveValue('Neumann');
    await expect(field(page, 'E-Mail-Adresse')).toHaveValue('lisa.neumann@gmail.example');
    // the e-mail from Google cannot be changed here, and it does not look like a field to type in
    await expect(field(page, 'E-Mail-Adresse')).not.toBeEditable();
    const look = await field(page, 'E-Mail-Adresse').evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, border: style.borderTopColor };
    });
    expect(look.background).not.toBe('rgb(255, 255, 255)');
    expect(look.border).toBe('rgba(0, 0, 0, 0)');
    await expect(page.getByText(/Ihre Daten von Google haben wir schon eingetragen/)).toBeVisible();
    await a11y('social registration');
    await field(page, 'Straße').fill('Domstraße');
    await field(page, 'Hausnummer').fill('12');
    await field(page, 'Postleitzahl').fill('50668');
    await field(page, 'Ort').fill('Köln');
    await field(page, 'Geburtsdatum').fill('14.07.1985');
    await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Kontoübersicht' })).toBeVisible();
    await expect(page.getByText('Guten Tag, Lisa')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Passwort festlegen' })).toBeVisible();
  });

  test('refuses a German customer on the Austrian shop and names the country', async ({ page, a11y }) => {
    await signInWithGoogle(page, 'at', 'max.sozial@example.de');
    await expect(page.getByRole('alert')).toContainText('Ihr Kundenkonto gehört zu unserem Shop in Deutschland.');
    await expect(page.getByRole('link', { name: 'Zum Shop in Deutschland' })).toHaveAttribute('href', /mein-shop\.de/);
    await a11y('social wrong country');
  });

  test('refuses a return whose state does not match and a cancelled sign-in', async ({ page, a11y }) => {
    await open(page, 'login/social?code=abc&state=fremd', 'de');
    await expect(page.getByRole('alert')).toContainText('aus Sicherheitsgründen nicht abgeschlossen');
    await a11y('social state mismatch');

    await open(page, 'login', 'de');
    await page.getByRole('button', { name: 'Mit Google anmelden' }).click();
    await page.getByRole('link', { name: 'Abbrechen' }).click();
    await expect(page.getByRole('alert')).toContainText('Sie haben die Anmeldung mit Google abgebrochen.');
  });
});
