import { DEMO_PASSWORD } from '@mein-konto/testing';
import { test, expect, open, enterUsername, enterPassword, MOCKS_URL } from './fixtures.ts';
import type { Page } from '@playwright/test';

async function loginAnna(page: Page): Promise<void> {
  await open(page, 'login', 'de');
  await enterUsername(page, 'anna.schmidt@example.de');
  await enterPassword(page, DEMO_PASSWORD);
  await expect(page.getByText('Guten Tag, Anna')).toBeVisible();
}

test.describe('stay-logged-in setting', () => {
  test('switches staying logged in on from "my data" and keeps the session for 60 days', async ({
    page,
    context,
    a11y,
  }) => {
    await loginAnna(page);
    await page.getByRole('link', { name: 'Zu „Meine Daten“' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Daten' })).toBeFocused();
    const toggle = page.getByRole('switch', { name: /60 Tage angemeldet bleiben/ });
    await expect(toggle).not.toBeChecked();
    await a11y('my data with the setting');
    await toggle.check();
    await expect(page.getByText('Gespeichert: Sie bleiben 60 Tage angemeldet.')).toBeVisible();
    const refresh = (await context.cookies()).find((c) => c.name === 'mk_refresh');
    expect(((refresh?.expires ?? 0) * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(59);
    await page.reload();
    await expect(page.getByRole('switch', { name: /60 Tage angemeldet bleiben/ })).toBeChecked();
  });

  test('restores the previous value and says so when saving fails', async ({ page, request, a11y }) => {
    await loginAnna(page);
    const fault = await request.post(`${MOCKS_URL}/__admin/faults`, {
      data: { service: 'customer', method: 'PATCH', path: '/user/auth/stay-logged-in', status: 500 },
    });
    expect(fault.status()).toBe(201);
    await page.getByRole('link', { name: 'Meine Daten' }).first().click();
    const toggle = page.getByRole('switch', { name: /60 Tage angemeldet bleiben/ });
    await toggle.click();
    await expect(page.getByRole('alert')).toContainText('Die Einstellung konnte nicht gespeichert werden.');
    await expect(toggle).not.toBeChecked();
    await a11y('setting not saved');
  });
});
