/**
 * My data (docs/product/my-data.md §2 my-profile, change-email, email-change/confirm-doi, §4 delete account): the
 * personal data read-only, the e-mail change with its errors and the round trip through the
 * mailbox (confirmation link to the new address, notice to the old one, log in with the new
 * address), a link without token, deleting an account, after which the login is refused, and the
 * data export as a JSON file.
 */
import { advanceClock, DEMO_PASSWORD, mailsTo } from '@mein-konto/testing';
import { test, expect, open, enterUsername, enterPassword, expectReflow, MOCKS_URL } from './fixtures.ts';
import type { Download, Page } from '@playwright/test';
import { addFault, clearFaults, loginTo } from './orderHelpers.ts';
import { latestMail, signInWithGoogle } from './waysIn.ts';

async function readDownload(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

test('anna (de) sees her personal data read-only, with the phone service for changes', async ({ page, a11y }) => {
  await loginTo(page, 'anna', 'my-profile');
  const data = page.getByRole('region', { name: 'Persönliche Daten' });
  await expect(data).toContainText('Frau');
  await expect(data).toContainText('Anna Schmidt');
  await expect(data).toContainText('12.04.1961');
  await expect(data).toContainText('10012345');
  await expect(data).toContainText('anna.schmidt@example.de');
  await expect(data).toContainText('Köln');
  await expect(data.getByRole('link', { name: /0800 123 45 67/ })).toBeVisible();
  await a11y('my data');
  await expectReflow(page, 'my data');
});

test('on a desktop every value of the personal data starts at the same place, the billing address too', async ({
  page,
  a11y,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginTo(page, 'anna', 'my-profile');
  const values = page.getByRole('region', { name: 'Persönliche Daten' }).locator('dd');
  await expect(values.last()).toContainText('Köln');
  const starts = await values.evaluateAll((dds) => dds.map((dd) => Math.round(dd.getBoundingClientRect().left)));
  expect(starts.length).toBeGreaterThanOrEqual(7);
  expect(new Set(starts).size, `the values start at ${starts.join(', ')} px`).toBe(1);
  await a11y('my data on a desktop');
});

/** The contrast of the switch's track against the white page: its border where it has one, else its background (WCAG 1.4.11). */
async function trackContrast(page: Page): Promise<number> {
  return page.locator('.mantine-Switch-track').evaluate((track) => {
    const style = getComputedStyle(track);
    const luminance = (color: string) => {
      const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    const boundary = parseFloat(style.borderTopWidth) > 0 ? style.borderTopColor : style.backgroundColor;
    return 1.05 / (luminance(boundary) + 0.05);
  });
}

test('the "Angemeldet bleiben" switch stands out from the page, off and on (3:1 or more)', async ({ page, a11y }) => {
  await loginTo(page, 'anna', 'my-profile');
  const toggle = page.getByRole('switch', { name: 'Angemeldet bleiben' });
  await expect(toggle).toBeVisible();
  const first = await toggle.isChecked();
  expect(await trackContrast(page), `switch ${first ? 'on' : 'off'}`).toBeGreaterThanOrEqual(3);
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked({ checked: !first });
  await expect(toggle).toBeEnabled();
  // polled: the track's colour changes with a short transition
  await expect.poll(() => trackContrast(page), { message: `switch ${first ? 'off' : 'on'}` }).toBeGreaterThanOrEqual(3);
  await a11y('the switch changed');
});

test('anna changes her e-mail: wrong password and a taken address first, then the confirmation link (a second opening says it was used) and a login with the new address', async ({
  page,
  a11y,
}) => {
  const next = 'anna.neu@example.de';
  await loginTo(page, 'anna', 'change-email');
  await page.getByRole('textbox', { name: 'Neue E-Mail-Adresse', exact: true }).fill(next);
  await page.getByRole('textbox', { name: 'Neue E-Mail-Adresse wiederholen' }).fill(next);
  await page.getByRole('textbox', { name: 'Ihr Passwort' }).fill('falsch-123');
  await page.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
  await expect(page.getByText('Das Passwort ist nicht korrekt. Bitte versuchen Sie es erneut.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Neue E-Mail-Adresse', exact: true })).toHaveValue(next);
  await a11y('change e-mail: wrong password');

  await page.getByRole('textbox', { name: 'Neue E-Mail-Adresse', exact: true }).fill('lukas.gruber@example.at');
  await page.getByRole('textbox', { name: 'Neue E-Mail-Adresse wiederholen' }).fill('lukas.gruber@example.at');
  await page.getByRole('textbox', { name: 'Ihr Passwort' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
  await expect(page.getByText(/Diese E-Mail-Adresse wird bereits verwendet/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Neue E-Mail-Adresse', exact: true }).fill(next);
  await page.getByRole('textbox', { name: 'Neue E-Mail-Adresse wiederholen' }).fill(next);
  await page.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
  await expect(
    page.getByText(`Fast geschafft: Wir haben einen Bestätigungslink an ${next} geschickt.`, { exact: false }),
  ).toBeVisible();
  await a11y('change e-mail: link sent');

  // The old address is told, with the number to call if it was not the customer.
  const notice = (await mailsTo(MOCKS_URL, 'anna.schmidt@example.de')).at(-1);
  expect(notice?.text).toContain(next);
  expect(notice?.text).toMatch(/0800/);
  const confirmation = await latestMail(next);
  await page.goto(confirmation.link);
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre E-Mail-Adresse ist geändert' })).toBeVisible();
  await a11y('e-mail change confirmed');

  // The link opened a second time speaks of the e-mail address, not of a password.
  await page.goto(confirmation.link);
  await expect(page.getByRole('heading', { level: 1, name: 'Dieser Link wurde bereits verwendet' })).toBeFocused();
  await expect(page.getByText('Ihre neue E-Mail-Adresse ist bereits bestätigt', { exact: false })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Passwort');
  await expect(page.getByRole('link', { name: 'Zur Anmeldung' })).toBeVisible();
  await a11y('e-mail change link used');

  await page.context().clearCookies();
  await open(page, 'login', 'de');
  await enterUsername(page, next);
  await enterPassword(page, DEMO_PASSWORD);
  await expect(page.getByText('Guten Tag, Anna')).toBeVisible();
});

test('a confirmation link without token says so', async ({ page, a11y }) => {
  await open(page, 'email-change/confirm-doi', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Ihre E-Mail-Adresse ist geändert');
  await a11y('confirm-doi without token');
});

test('neu deletes the account with the password; afterwards the login is refused', async ({ page, a11y }) => {
  await loginTo(page, 'neu', 'my-profile');
  const opener = page.getByRole('button', { name: 'Kundenkonto löschen …' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Kundenkonto endgültig löschen?' });
  await expect(dialog).toContainText('können Sie sich nicht mehr');
  await dialog.getByLabel('Ihr Passwort zur Bestätigung').fill('falsch-123');
  await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(dialog.getByText('Das Passwort ist nicht korrekt. Bitte versuchen Sie es erneut.')).toBeVisible();
  await a11y('delete account: wrong password');
  await dialog.getByLabel('Ihr Passwort zur Bestätigung').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ihr Kundenkonto ist gelöscht' })).toBeVisible();
  await a11y('account deleted');

  await open(page, 'login', 'de');
  await enterUsername(page, 'neu.kunde@example.de');
  await expect(
    page.getByRole('heading', { name: 'Zu dieser E-Mail-Adresse gibt es noch kein Kundenkonto' }),
  ).toBeFocused();
});

test('lukas (at) downloads his data as a JSON file that holds his orders; a service that fails is named', async ({
  page,
  request,
  a11y,
}) => {
  await loginTo(page, 'lukas', 'my-profile');
  const button = page.getByRole('button', { name: 'Meine Daten herunterladen' });

  await addFault(request, { service: 'orderHistory', status: 503, times: 10 });
  const partial = page.waitForEvent('download');
  await button.click();
  const partialFile = JSON.parse(await readDownload(await partial)) as { orders: unknown; unavailable: string[] };
  expect(partialFile.orders).toBeNull();
  expect(partialFile.unavailable).toEqual(['ORDERS']);
  await expect(
    page.getByText(/Nicht enthalten, weil sie gerade nicht abgerufen werden konnten: Bestellungen/),
  ).toBeVisible();
  await a11y('data export: incomplete');
  await clearFaults(request);

  const complete = page.waitForEvent('download');
  await button.click();
  const download = await complete;
  expect(download.suggestedFilename()).toMatch(/^meine-daten-20023456-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readDownload(download)) as {
    customerNumber: string;
    profile: { email: string };
    bankAccount: { iban: string } | null;
    orders: { number: string; status: string }[];
    unavailable: string[];
  };
  expect(file.customerNumber).toBe('20023456');
  expect(file.profile.email).toBe('lukas.gruber@example.at');
  expect(file.unavailable).toEqual([]);
  expect(file.orders.length).toBeGreaterThan(0);
  expect(file.orders[0]?.number).toMatch(/\d/);
  expect(file.bankAccount?.iban).toMatch(/^AT.*\*/);
  await expect(page.getByText(/Ihre Daten sind heruntergeladen: meine-daten-20023456/)).toBeVisible();
  await a11y('data export: saved');
});

test('max (Google, no password) sees his data, sets a password instead of changing one, and is told to call for e-mail change and deletion', async ({
  page,
  a11y,
}) => {
  await signInWithGoogle(page, 'de', 'max.sozial@example.de');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Kontoübersicht' })).toBeVisible();
  await page.getByRole('link', { name: 'Meine Daten' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Daten' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Persönliche Daten' })).toContainText('50056789');
  await expect(page.getByRole('link', { name: 'E-Mail-Adresse ändern' })).toHaveCount(0);
  await expect(page.getByText('Ihr Kundenkonto löschen wir gern telefonisch für Sie:')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Meine Daten herunterladen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Passwort festlegen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Passwort ändern' })).toHaveCount(0);
  await a11y('my data of a social customer');
});

test('heidi (ch) asks for an e-mail change; the link, opened after it expired, says so and changes nothing', async ({
  page,
  a11y,
}) => {
  const next = 'heidi.neu@example.ch';
  await loginTo(page, 'heidi', 'change-email');
  await page.getByRole('textbox', { name: 'Neue E-Mail-Adresse', exact: true }).fill(next);
  await page.getByRole('textbox', { name: 'Neue E-Mail-Adresse wiederholen' }).fill(next);
  await page.getByRole('textbox', { name: 'Ihr Passwort' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
  await expect(
    page.getByText(`Wir haben einen Bestätigungslink an ${next} geschickt.`, { exact: false }),
  ).toBeVisible();
  const notice = (await mailsTo(MOCKS_URL, 'heidi.meier@example.ch')).at(-1);
  expect(notice?.text).toContain('0800 30 40 50');
  const confirmation = await latestMail(next);
  await advanceClock(MOCKS_URL, 24 * 60 * 60 + 1);
  await page.goto(confirmation.link);
  await expect(page.getByRole('heading', { level: 1, name: 'Dieser Link ist abgelaufen' })).toBeVisible();
  await a11y('e-mail change link expired');
  await page.goto('my-profile');
  await expect(page.getByRole('region', { name: 'Persönliche Daten' })).toContainText('heidi.meier@example.ch');
});

test('anna (de) reads her data export on the page in German, printable, from the same data as the file', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'anna', 'my-profile');
  await page.getByRole('button', { name: 'Meine Daten anzeigen und drucken' }).click();
  const view = page.getByRole('region', { name: 'Ihre Daten zum Lesen' });
  await expect(view).toBeVisible();
  await expect(view.getByRole('heading', { level: 3 })).toHaveText([
    'Persönliche Daten',
    'Lieferadressen',
    'Bankverbindung',
    'Bestellungen',
    'Offene Rechnungen',
    'Hinweise',
  ]);
  const personal = view.getByRole('group', { name: 'Persönliche Daten' });
  await expect(personal.getByRole('term').filter({ hasText: /^Kundennummer$/ })).toBeVisible();
  await expect(personal).toContainText('10012345');
  await expect(personal).toContainText('anna.schmidt@example.de');
  await expect(
    personal
      .getByRole('term')
      .filter({ hasText: /^Vorname$/ })
      .first(),
  ).toBeVisible();
  // readable values: no JSON keys, dates and amounts as the market writes them
  await expect(view).not.toContainText('firstName');
  await expect(view).not.toContainText('"');
  const orders = view.getByRole('group', { name: 'Bestellungen' });
  await expect(orders).toContainText('81000012');
  await expect(orders).toContainText('115,92 €');
  await expect(orders).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await expect(view.getByRole('group', { name: 'Bankverbindung' })).toContainText('DE** **** **** **** **30 00');
  await a11y('data export: readable view');
  await expectReflow(page, 'data export: readable view');

  await expect(view.getByRole('button', { name: 'Drucken' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.app-header')).toBeHidden();
  await expect(view.getByRole('button', { name: 'Drucken' })).toBeHidden();
  await expect(view.getByRole('group', { name: 'Persönliche Daten' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  // the JSON file stays
  await expect(page.getByRole('button', { name: 'Meine Daten herunterladen' })).toBeVisible();
});

test('anna’s export to read speaks German: salutation, payment, status and country as words, no internal keys or ids', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'anna', 'my-profile');
  await page.getByRole('button', { name: 'Meine Daten anzeigen und drucken' }).click();
  const view = page.getByRole('region', { name: 'Ihre Daten zum Lesen' });
  await expect(view.getByRole('group', { name: 'Offene Rechnungen' })).toBeVisible();
  const text = await view.innerText();
  for (const word of [
    'Frau',
    'Deutschland',
    'Rechnung',
    'Lastschrift',
    'Zugestellt',
    'Versendet',
    'Packstation',
    'Überfällig',
    'Adresszusatz',
  ]) {
    expect(text, `"${word}" on the page`).toContain(word);
  }
  // codes and keys of the services, and their ids, stay in the file
  for (const raw of [
    /\bMS\b/,
    /\bINVOICE\b/,
    /\bDIRECT_DEBIT\b/,
    /\bPACKSTATION\b/,
    /\bENCASH\b/,
    /\bOPEN\b/,
    /\bdispatched\b/,
    /\bdelivered\b/,
    /^DE$/m,
    /addressAddition/,
    /isDhlDeliveryAddressPostNumberValid/,
    /preferredAddressId/,
    /isCreateAllowed/,
    /externalCustomerId/,
    /a-10012345-postal/,
    /o-81000012/,
    /inv-10012345/,
    /00000000-0000-4000-8000/,
    /REGULAR/,
  ]) {
    expect(text, `${String(raw)} on the page`).not.toMatch(raw);
  }
  const terms = await view.getByRole('term').allInnerTexts();
  expect(
    terms.filter((term) => /^[a-z]+[A-Z]/.test(term)),
    'terms that are field names',
  ).toEqual([]);
  await a11y('data export: German words only');
  await expectReflow(page, 'data export: German words only');
});

test('keyboard: the "Angemeldet bleiben" switch keeps the focus while it saves and after', async ({ page, a11y }) => {
  await loginTo(page, 'anna', 'my-profile');
  const toggle = page.getByRole('switch', { name: /60 Tage angemeldet bleiben/ });
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Gespeichert: Sie bleiben (60|10) Tage angemeldet\.$/)).toBeVisible();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Gespeichert: Sie bleiben (60|10) Tage angemeldet\.$/)).toBeVisible();
  await expect(toggle).toBeFocused();
  await a11y('stay logged in switched twice by keyboard');
});
