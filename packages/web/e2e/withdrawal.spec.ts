import { mailbox } from '@mein-konto/testing';
import { test, expect, open, MOCKS_URL } from './fixtures.ts';
import { heading, loginTo } from './orderHelpers.ts';

test('anna (de) withdraws from an order in two steps and receives the receipt by e-mail', async ({ page, a11y }) => {
  await loginTo(page, 'anna', 'orders/o-81000009');
  await expect(page.getByText(/Widerrufsfrist bis einschließlich/)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Vertrag widerrufen' }).click();
  await expect(heading(page, 'Vertrag widerrufen')).toBeFocused();
  await expect(page.getByRole('heading', { name: /Schritt 1 von 2/ })).toBeVisible();
  await expect(page.getByText('Per E-Mail an anna.schmidt@example.de')).toBeVisible();
  await a11y('withdrawal step 1');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: /Schritt 2 von 2/ })).toBeFocused();
  await expect(page.getByText('Edelstahl-Kochtopf, 24 cm')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Per E-Mail an anna.schmidt@example.de' })).toBeChecked();
  await a11y('withdrawal step 2');
  await page.getByRole('button', { name: 'Widerruf jetzt bestätigen' }).click();
  await expect(page.getByRole('heading', { name: 'Ihr Widerruf ist bei uns eingegangen' })).toBeFocused();
  await expect(
    page.getByText(/für die Bestellung 81000009 am \d{2}\.\d{2}\.\d{4} um \d{2}:\d{2} Uhr erhalten/),
  ).toBeVisible();
  await expect(
    page.getByText('Eine Eingangsbestätigung haben wir soeben an anna.schmidt@example.de gesendet.'),
  ).toBeVisible();
  // the refund as § 357 BGB has it, on the screen and in the receipt alike
  const refund = 'Bereits gezahlte Beträge erstatten wir Ihnen spätestens 14 Tage nach Eingang Ihres Widerrufs';
  await expect(page.getByText(refund)).toBeVisible();
  await a11y('withdrawal confirmed');

  const mails = (await mailbox(MOCKS_URL)).filter((m) => m.subject.includes('Widerruf'));
  expect(mails).toHaveLength(1);
  expect(mails[0]?.to).toBe('anna.schmidt@example.de');
  expect(mails[0]?.subject).toContain('81000009');
  expect(mails[0]?.text).toMatch(/\d{2}\.\d{2}\.\d{4}/);
  expect(mails[0]?.text).toContain(refund);

  await page.getByRole('link', { name: 'Zurück zur Bestellung' }).last().click();
  await expect(
    page.getByText(/Sie haben den Vertrag über diese Bestellung am \d{2}\.\d{2}\.\d{4} widerrufen/),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Vertrag widerrufen' })).toHaveCount(0);
});

test('an expired withdrawal period is stated on the order', async ({ page }) => {
  await loginTo(page, 'anna', 'orders/o-81000008');
  await expect(page.getByText('Die Widerrufsfrist für diese Bestellung ist abgelaufen.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Vertrag widerrufen' })).toHaveCount(0);
});

test('a cancelled order has nothing to withdraw, and the page says so', async ({ page, a11y }) => {
  await loginTo(page, 'anna', 'orders/o-81000007/withdrawal');
  await expect(
    page.getByText(
      'Bei dieser Bestellung gibt es nichts zu widerrufen: Sie wurde storniert oder vollständig zurückgesendet.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Da hat etwas nicht funktioniert')).toHaveCount(0);
  await a11y('nothing to withdraw');
});

test('the public withdrawal keeps markets apart: anna’s German order is not found on the Austrian page', async ({
  page,
  a11y,
}) => {
  await open(page, 'widerruf', 'at');
  await page.getByLabel(/^Bestellnummer/).fill('81000009');
  await page.getByLabel(/^E-Mail-Adresse/).fill('anna.schmidt@example.de');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('alert')).toContainText('keine Bestellung gefunden');
  await expect(page.getByRole('heading', { name: /Schritt 2 von 2/ })).toHaveCount(0);
  await a11y('public withdrawal, order of another market');
});

test('lukas (at) withdraws without logging in with order number and e-mail', async ({ page, a11y }) => {
  await open(page, 'widerruf', 'at');
  await expect(heading(page, 'Vertrag widerrufen')).toBeVisible();
  await a11y('public withdrawal');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Bitte geben Sie Ihre Bestellnummer ein.')).toBeVisible();
  await expect(page.getByText(/name@beispiel\.at/)).toBeVisible();
  await a11y('public withdrawal with errors');
  await page.getByLabel(/^Bestellnummer/).fill('82000004');
  await page.getByLabel(/^E-Mail-Adresse/).fill('falsch@example.at');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('alert')).toContainText('keine Bestellung gefunden');
  await page.getByLabel(/^E-Mail-Adresse/).fill('lukas.gruber@example.at');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: /Schritt 2 von 2/ })).toBeFocused();
  await expect(page.getByText(/Bestellung 82000004 vom/)).toBeVisible();
  await a11y('public withdrawal step 2');
  await page.getByRole('button', { name: 'Widerruf jetzt bestätigen' }).click();
  await expect(page.getByRole('heading', { name: 'Ihr Widerruf ist bei uns eingegangen' })).toBeVisible();
  await expect(page.getByText(/um \d{2}:\d{2} Uhr erhalten/)).toBeVisible();
  await expect(page.getByText(/an lukas\.gruber@example\.at gesendet/)).toBeVisible();
  const mails = (await mailbox(MOCKS_URL)).filter((m) => m.to === 'lukas.gruber@example.at');
  expect(mails).toHaveLength(1);
  expect(mails[0]?.subject).toContain('82000004');
  await a11y('public withdrawal confirmed');

  // the same order cannot be withdrawn twice
  await open(page, 'widerruf', 'at');
  await page.getByLabel(/^Bestellnummer/).fill('82000004');
  await page.getByLabel(/^E-Mail-Adresse/).fill('lukas.gruber@example.at');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('alert')).toContainText('bereits widerrufen');
});

test('in ch the public page shows the voluntary return policy instead', async ({ page, a11y }) => {
  await open(page, 'widerruf', 'ch');
  await expect(page.getByRole('heading', { name: 'Unser freiwilliges Rückgaberecht' })).toBeVisible();
  // named after the voluntary policy, not after a statutory withdrawal it does not offer
  await expect(heading(page, 'Freiwilliges Rückgaberecht')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vertrag widerrufen' })).toHaveCount(0);
  await expect(page.getByLabel(/^Bestellnummer/)).toHaveCount(0);
  await a11y('voluntary return policy');
});

test('every page links the withdrawal function in its footer, also without login', async ({ page, a11y }) => {
  await open(page, 'login', 'de');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Vertrag widerrufen' }).click();
  await expect(heading(page, 'Vertrag widerrufen')).toBeVisible();
  await a11y('public withdrawal from the footer');
  await open(page, 'login', 'ch');
  await footer.getByRole('link', { name: 'Freiwilliges Rückgaberecht' }).click();
  await expect(page.getByRole('heading', { name: 'Unser freiwilliges Rückgaberecht' })).toBeVisible();
});
