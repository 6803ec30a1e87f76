import { test, expect, open, enterUsername, enterPassword } from './fixtures.ts';
import { latestMail } from './waysIn.ts';
import type { Page } from '@playwright/test';

const TV = 'tv.kunde@example.de';
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

async function startVerification(page: Page): Promise<void> {
  await open(page, 'login', 'de');
  await enterUsername(page, TV);
  await expect(page.getByRole('heading', { level: 1, name: 'Online-Zugang einrichten' })).toBeVisible();
  await expect(page).toHaveURL(/account-verification$/);
  await expect(page.getByText(TV)).toBeVisible();
}

test.describe('account verification', () => {
  test('verifies the phone customer by order number, and the e-mailed link sets the first password', async ({
    page,
    a11y,
  }) => {
    await startVerification(page);
    await a11y('verification choice');
    await page.getByRole('link', { name: 'Mit einer Bestellnummer' }).click();
    await expect(page).toHaveURL(/account-verification\/order-number-verification$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mit einer Bestellnummer' })).toBeFocused();
    await a11y('order number step');
    await field(page, 'Bestellnummer').fill('99887766');
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Kundenkonto ist bestätigt' })).toBeVisible();
    await expect(page).toHaveURL(/account-verification\/success$/);
    await expect(page.getByText(`eine E-Mail an ${TV} geschickt`, { exact: false })).toBeVisible();
    await a11y('verification success');

    const mail = await latestMail(TV);
    await page.goto(mail.link);
    await field(page, 'Neues Passwort').fill('Fernsehabend-2024');
    await field(page, 'Neues Passwort wiederholen').fill('Fernsehabend-2024');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Passwort ist gespeichert' })).toBeVisible();
    await open(page, 'login', 'de');
    await enterUsername(page, TV);
    await enterPassword(page, 'Fernsehabend-2024');
    await expect(page.getByText('Kundennummer: 70078901')).toBeVisible();
  });

  test('verifies by customer number typed with leading zeros', async ({ page }) => {
    await startVerification(page);
    await page.getByRole('link', { name: 'Mit Ihrer Kundennummer' }).click();
    await field(page, 'Kundennummer').fill('0070078901');
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Kundenkonto ist bestätigt' })).toBeVisible();
  });

  test('verifies by address and birth date', async ({ page, a11y }) => {
    await startVerification(page);
    await page.getByRole('link', { name: 'Mit Ihrer Adresse und Ihrem Geburtsdatum' }).click();
    await a11y('address step');
    await field(page, 'Straße').fill('Lindenallee');
    await field(page, 'Hausnummer').fill('7');
    await field(page, 'Postleitzahl').fill('30159');
    await field(page, 'Geburtsdatum').fill('31/01/1950');
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Kundenkonto ist bestätigt' })).toBeVisible();
  });

  test('verifies by address and a birth date typed as eight digits', async ({ page, a11y }) => {
    await startVerification(page);
    await page.getByRole('link', { name: 'Mit Ihrer Adresse und Ihrem Geburtsdatum' }).click();
    await field(page, 'Straße').fill('Lindenallee');
    await field(page, 'Hausnummer').fill('7');
    await field(page, 'Postleitzahl').fill('30159');
    await expect(field(page, 'Geburtsdatum')).toHaveAttribute('inputmode', 'numeric');
    await field(page, 'Geburtsdatum').pressSequentially('31011950');
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Kundenkonto ist bestätigt' })).toBeVisible();
    await a11y('verified with eight digits');
  });

  test('"Nichts davon zur Hand?" leads to customer service without claiming a failure; a 4-digit ZIP is refused; the success step needs a verification', async ({
    page,
    a11y,
  }) => {
    await startVerification(page);
    await page.getByRole('link', { name: 'Nichts davon zur Hand? Unser Kundenservice hilft Ihnen.' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Unser Kundenservice hilft Ihnen' })).toBeVisible();
    await expect(page.getByText('nicht bestätigen')).toHaveCount(0);
    await a11y('customer service chosen');

    await page.getByRole('link', { name: 'Andere Möglichkeit wählen' }).click();
    await page.getByRole('link', { name: 'Mit Ihrer Adresse und Ihrem Geburtsdatum' }).click();
    await field(page, 'Straße').fill('Lindenallee');
    await field(page, 'Hausnummer').fill('7');
    await field(page, 'Postleitzahl').fill('3015');
    await field(page, 'Geburtsdatum').fill('31.01.1950');
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText('Bitte geben Sie eine gültige Postleitzahl mit 5 Ziffern ein.')).toBeVisible();
    await expect(field(page, 'Postleitzahl')).toBeFocused();
    await a11y('address step with a short ZIP');

    await page.goto('account-verification/success');
    await expect(page.getByRole('heading', { level: 1, name: 'Online-Zugang einrichten' })).toBeVisible();
    await expect(page.getByText('Ihr Kundenkonto ist bestätigt')).toHaveCount(0);
  });

  test('sends everything else to customer service, and checks the input first', async ({ page, a11y }) => {
    await startVerification(page);
    await page.getByRole('link', { name: 'Mit einer Bestellnummer' }).click();
    await field(page, 'Bestellnummer').fill('12-34');
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText('Bitte geben Sie die Bestellnummer ein. Sie besteht nur aus Ziffern.')).toBeVisible();
    await field(page, 'Bestellnummer').fill('11112222');
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Wir konnten Ihr Kundenkonto leider nicht bestätigen' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/account-verification\/customer-service-verification$/);
    await expect(page.getByRole('link', { name: /^0800/ })).toBeVisible();
    await a11y('customer service verification');
    await page.getByRole('link', { name: 'Andere Möglichkeit wählen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Online-Zugang einrichten' })).toBeVisible();
  });
});
