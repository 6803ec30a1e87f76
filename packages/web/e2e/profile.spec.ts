import { DEMO_PASSWORD } from '@mein-konto/testing';
import { test, expect, open, enterUsername, enterPassword } from './fixtures.ts';

test.describe('my data and password: ways back (docs/product/my-data.md §2)', () => {
  test('"Meine Daten" leads back to the overview, "Passwort ändern" back to my data', async ({ page, a11y }) => {
    await open(page, 'login', 'de');
    await enterUsername(page, 'anna.schmidt@example.de');
    await enterPassword(page, DEMO_PASSWORD);
    await expect(page.getByText('Guten Tag, Anna')).toBeVisible();

    await page.getByRole('link', { name: 'Passwort ändern' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Passwort ändern' })).toBeVisible();
    await a11y('change password with its back link');
    await page.getByRole('link', { name: 'Zurück zu Meine Daten' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Daten' })).toBeVisible();
    await a11y('my data with its back link');
    await page.getByRole('link', { name: 'Zurück zur Kontoübersicht' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Kontoübersicht' })).toBeVisible();
  });
});
