import { advanceClock } from '@mein-konto/testing';
import { test, expect, open, enterUsername, MOCKS_URL } from './fixtures.ts';
import { latestMail } from './waysIn.ts';
import type { Page } from '@playwright/test';

async function requestMagicLink(page: Page, email: string, market: 'de' | 'at' | 'ch' = 'de'): Promise<void> {
  await open(page, 'login', market);
  await enterUsername(page, email);
  const button = page.getByRole('button', { name: 'Anmeldelink per E-Mail senden' });
  await button.click();
  await expect(page.getByText(/haben wir Ihnen einen Anmeldelink geschickt/)).toBeVisible();
}

test.describe('magic link', () => {
  test('logs in with the e-mailed link and remembers the login method', async ({ page, a11y }) => {
    await open(page, 'login', 'de');
    await enterUsername(page, 'anna.schmidt@example.de');
    const button = page.getByRole('button', { name: 'Anmeldelink per E-Mail senden' });
    await a11y('password step with magic link');
    await button.click();
    await expect(page.getByText(/haben wir Ihnen einen Anmeldelink geschickt/)).toBeVisible();
    // Disabled while sending, active again 800 ms after the answer.
    await expect(button).toBeEnabled({ timeout: 3000 });

    const mail = await latestMail('anna.schmidt@example.de');
    expect(mail.link).toContain('/magic-link?token=');
    await page.goto(mail.link);
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Kontoübersicht' })).toBeVisible();
    await expect(page).toHaveURL(/\/dpl\/av\/?$/);
    expect(await page.evaluate(() => localStorage.getItem('login_method'))).toBe('magicLink');
    await a11y('home after magic link');
  });

  test('shows the button disabled right after sending', async ({ page }) => {
    await open(page, 'login', 'de');
    await enterUsername(page, 'anna.schmidt@example.de');
    const button = page.getByRole('button', { name: 'Anmeldelink per E-Mail senden' });
    await expect(button).toBeEnabled();
    await page.evaluate(() => {
      const seen = window as unknown as { seenDisabled: boolean };
      seen.seenDisabled = false;
      new MutationObserver(() => {
        for (const b of document.querySelectorAll('button')) {
          if (b.disabled && b.textContent === 'Anmeldelink per E-Mail senden') seen.seenDisabled = true;
        }
      }).observe(document.body, { attributes: true, subtree: true, childList: true });
    });
    await button.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seenDisabled: boolean }).seenDisabled))
      .toBe(true);
    await expect(button).toBeEnabled({ timeout: 3000 });
  });

  test('explains an expired link', async ({ page, a11y }) => {
    await requestMagicLink(page, 'anna.schmidt@example.de');
    const mail = await latestMail('anna.schmidt@example.de');
    await advanceClock(MOCKS_URL, 16 * 60);
    await page.goto(mail.link);
    await expect(page.getByRole('heading', { level: 1, name: 'Dieser Link ist abgelaufen' })).toBeVisible();
    await expect(page.getByText(/Ein Anmeldelink ist 15 Minuten gültig/)).toBeVisible();
    await a11y('magic link expired');
  });

  test('explains an invalid and a used link', async ({ page, a11y }) => {
    await open(page, 'magic-link?token=unbekannt', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Dieser Link ist ungültig' })).toBeVisible();
    await expect(page.getByText(/Dieser Anmeldelink ist ungültig/)).toBeVisible();
    await a11y('magic link invalid');

    await requestMagicLink(page, 'anna.schmidt@example.de');
    const mail = await latestMail('anna.schmidt@example.de');
    await page.goto(mail.link);
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Kontoübersicht' })).toBeVisible();
    await page.goto(mail.link);
    await expect(page.getByRole('heading', { level: 1, name: 'Dieser Link wurde bereits verwendet' })).toBeVisible();
    await expect(page.getByText('Jeder Anmeldelink funktioniert nur einmal.', { exact: false })).toBeVisible();

    // without a token: title and text both say the link is incomplete
    await open(page, 'magic-link', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Der Link ist unvollständig' })).toBeVisible();
    await expect(page.getByText('In der Adresse fehlt ein Teil des Anmeldelinks', { exact: false })).toBeVisible();
    await expect(page.getByText(/ungültig|bereits verwendet/)).toHaveCount(0);
    await a11y('magic link missing');
  });

  test('logs the Swiss customer in on the Swiss shop', async ({ page }) => {
    await requestMagicLink(page, 'heidi.meier@example.ch', 'ch');
    const mail = await latestMail('heidi.meier@example.ch');
    expect(mail.link).toContain('locale=ch');
    await page.goto(mail.link);
    await expect(page.getByText('Grüezi, Heidi')).toBeVisible();
  });
});
