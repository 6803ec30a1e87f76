import { DEMO_PASSWORD } from '@mein-konto/testing';
import {
  test,
  expect,
  enterPassword,
  enterUsername,
  expectReflow,
  expectWordsWhole,
  MOCKS_URL,
  PHONE_WIDTHS,
} from './fixtures.ts';
import { heading, loginTo } from './orderHelpers.ts';

test('anna (de) sees her address book: billing address, postal and Packstation delivery addresses, a deleted one', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'anna', 'my-addresses');
  await expect(heading(page, 'Meine Adressen')).toBeVisible();
  const billing = page.getByTestId('address-a-10012345-billing');
  await expect(billing).toContainText('Frau Anna Schmidt');
  await expect(billing).toContainText('Domstraße 12');
  await expect(billing).toContainText('50668 Köln');
  await expect(page.getByTestId('address-a-10012345-postal')).toContainText('Bevorzugte Lieferadresse');
  await expect(page.getByTestId('address-a-10012345-packstation')).toContainText('Packstation 123');
  await expect(page.getByTestId('address-a-10012345-packstation')).toContainText('Postnummer 12345678');
  await expect(page.getByRole('heading', { name: 'Gelöschte Lieferadressen' })).toBeVisible();
  await a11y('address book');

  // set preferred, delete with undo, restore the soft-deleted one
  await page.getByRole('button', { name: /Packstation 123 als bevorzugt festlegen/ }).click();
  await expect(page.getByText('Ihre bevorzugte Lieferadresse wurde geändert.')).toBeVisible();
  await expect(page.getByTestId('address-a-10012345-packstation')).toContainText('Bevorzugte Lieferadresse');
  await page.getByRole('button', { name: /Venloer Straße 240 löschen/ }).click();
  await expect(page.getByText('Die Lieferadresse wurde gelöscht.')).toBeVisible();
  await a11y('address deleted');
  await page.getByRole('button', { name: 'Rückgängig' }).click();
  await expect(page.getByText('Die Lieferadresse wurde wiederhergestellt.')).toBeVisible();
  await page.getByRole('button', { name: /Aachener Straße 5 wiederherstellen/ }).click();
  await expect(page.getByRole('heading', { name: 'Gelöschte Lieferadressen' })).toHaveCount(0);
});

test('keyboard: deleting an address puts the focus on its undo, undoing on the message; a new preferred address keeps the focus on the message', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'anna', 'my-addresses');
  await expect(heading(page, 'Meine Adressen')).toBeVisible();
  await page.getByRole('button', { name: /Venloer Straße 240 löschen/ }).focus();
  await page.keyboard.press('Enter');
  const undo = page.getByRole('button', { name: 'Rückgängig' });
  await expect(undo).toBeFocused();
  await a11y('address deleted, the undo focused');
  await page.keyboard.press('Enter');
  const message = page.getByText('Die Lieferadresse wurde wiederhergestellt.');
  await expect(message).toBeVisible();
  await expect(page.getByRole('status').filter({ has: message }).locator(':focus')).toHaveCount(1);
  // the set-preferred button leaves with the change: the focus goes to the message, not to the page
  await page.getByRole('button', { name: /Packstation 123 als bevorzugt festlegen/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Ihre bevorzugte Lieferadresse wurde geändert.')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Ihre bevorzugte Lieferadresse wurde geändert.' }).locator(':focus'),
  ).toHaveCount(1);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
});

test('anna adds a postal address: every validation message, then the address check suggestion, accepted', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'anna', 'my-addresses/add');
  await expect(heading(page, 'Lieferadresse hinzufügen')).toBeVisible();
  await page.getByRole('textbox', { name: /^Vorname/ }).fill('');
  await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill('506');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('K%ln');
  await page.getByRole('textbox', { name: /^Telefonnummer/ }).fill('+41 44 1234567');
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(page.getByText('Bitte füllen Sie dieses Feld aus.').first()).toBeVisible();
  await expect(page.getByText('Bitte geben Sie eine gültige Postleitzahl ein.')).toBeVisible();
  await expect(page.getByText('Bitte verwenden Sie keine Sonderzeichen.')).toBeVisible();
  await expect(page.getByText('Bitte geben Sie eine gültige Telefonnummer für das gewählte Land ein.')).toBeVisible();
  await a11y('address form errors');

  await page.getByRole('textbox', { name: /^Vorname/ }).fill('Anna');
  await page.getByRole('textbox', { name: /^Nachname/ }).fill('Schmidt');
  await page.getByRole('textbox', { name: /^Straße/ }).fill('Hohe Strase');
  await page.getByRole('textbox', { name: /^Hausnummer/ }).fill('1');
  await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill('50667');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Köln');
  await page.getByRole('textbox', { name: /^Telefonnummer/ }).fill('0221 1234567');
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bitte prüfen Sie Ihre Adresse' });
  await expect(dialog).toBeVisible();
  // the differing part is highlighted in both addresses
  await expect(dialog.locator('mark')).toHaveText(['abweichend: Hohe Straße', 'abweichend: Hohe Strase']);
  await a11y('address suggestion');
  await dialog.getByRole('button', { name: 'Vorschlag übernehmen' }).click();
  await expect(page).toHaveURL(/\/dpl\/av\/my-addresses$/);
  await expect(page.getByText('Die Adresse wurde gespeichert.')).toBeVisible();
  await expect(page.getByText('Hohe Straße 1')).toBeVisible();
});

test('anna adds a Packstation by keyboard, declines a suggestion for an edit, and keeps her own spelling', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'anna', 'my-addresses/add');
  await page.getByLabel('Art der Adresse').focus();
  await page.getByLabel('Art der Adresse').selectOption('PACKSTATION');
  await page.getByRole('textbox', { name: /^Vorname/ }).focus();
  await page.keyboard.type('Anna');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Schmidt');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1234');
  await page.keyboard.press('Tab');
  await page.keyboard.type('50668');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Köln');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Die Stationsnummer besteht aus genau 3 Ziffern.')).toBeVisible();
  await expect(page.getByText('Die Postnummer besteht aus 6 bis 10 Ziffern.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Stationsnummer/ })).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('456');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('87654321');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dpl\/av\/my-addresses$/);
  await expect(page.getByText('Packstation 456')).toBeVisible();
  await a11y('packstation added');

  // edit the postal address with a typo; decline the suggestion
  await page.getByRole('link', { name: /Venloer Straße 240 bearbeiten/ }).click();
  await expect(heading(page, 'Lieferadresse bearbeiten')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zurück zum Adressbuch' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Straße/ }).fill('Venloer Strase');
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bitte prüfen Sie Ihre Adresse' });
  await dialog.getByRole('button', { name: 'Meine Eingabe verwenden' }).click();
  await expect(page).toHaveURL(/\/dpl\/av\/my-addresses$/);
  await expect(page.getByTestId('address-a-10012345-postal')).toContainText('Venloer Strase 240');
});

test('neu creates the billing address: the dialog follows and the complete-profile hint disappears; a Packstation is refused', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'neu', 'my-addresses');
  await expect(page.getByText('Bitte vervollständigen Sie Ihr Kundenkonto')).toBeVisible();
  await page.getByRole('link', { name: 'Rechnungsadresse anlegen' }).first().click();
  await expect(heading(page, 'Rechnungsadresse anlegen')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Vorname/ })).toHaveValue('Niklas');
  await page.getByRole('textbox', { name: /^Straße/ }).fill('Packstation');
  await page.getByRole('textbox', { name: /^Hausnummer/ }).fill('123');
  await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill('50668');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Köln');
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(page.getByText('Eine Packstation ist als Rechnungsadresse nicht möglich.')).toBeVisible();
  await page.getByRole('textbox', { name: /^Straße/ }).fill('Domstraße');
  await page.getByRole('textbox', { name: /^Hausnummer/ }).fill('12');
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rechnungsadresse gespeichert' });
  await expect(dialog).toBeVisible();
  await expect(page.getByText('Bitte vervollständigen Sie Ihr Kundenkonto')).toHaveCount(0);
  await a11y('billing address created');
  await dialog.getByRole('link', { name: 'Zurück zum Adressbuch' }).click();
  await expect(page.getByTestId('address-a-60067890-billing')).toContainText('Domstraße 12');
});

test('lukas (at) adds an Austrian address; heidi (ch) sees her address book', async ({ page, a11y }) => {
  await loginTo(page, 'lukas', 'my-addresses/add');
  await page.getByRole('textbox', { name: /^Vorname/ }).fill('Lukas');
  await page.getByRole('textbox', { name: /^Nachname/ }).fill('Gruber');
  await page.getByRole('textbox', { name: /^Straße/ }).fill('Getreidegasse');
  await page.getByRole('textbox', { name: /^Hausnummer/ }).fill('9');
  await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill('5020');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Salzburg');
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(page).toHaveURL(/\/dpl\/av\/my-addresses$/);
  await expect(page.getByText('Getreidegasse 9')).toBeVisible();
  await expect(page.getByText('Österreich').first()).toBeVisible();
  await a11y('address book at');
});

test('heidi (ch) sees her billing address in Zürich', async ({ page, a11y }) => {
  await loginTo(page, 'heidi', 'my-addresses');
  await expect(page.getByTestId('address-a-30034567-billing')).toContainText('Bahnhofstrasse 21');
  await expect(page.getByTestId('address-a-30034567-billing')).toContainText('Schweiz');
  await a11y('address book ch');
});

test('keyboard: the address check’s dialog, closed with Escape or „Adresse bearbeiten“, gives the focus back to the form’s save button', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'anna', 'my-addresses/add');
  await page.getByRole('textbox', { name: /^Straße/ }).fill('Hohe Strase');
  await page.getByRole('textbox', { name: /^Hausnummer/ }).fill('1');
  await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill('50667');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Köln');
  const save = page.getByRole('button', { name: 'Adresse speichern' });
  const dialog = page.getByRole('dialog', { name: 'Bitte prüfen Sie Ihre Adresse' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Adresse bearbeiten' }).press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(save).toBeFocused();
  await a11y('address check closed, the focus on the form');
});

test('a phone number with letters or too short is refused at its field, and nothing is saved', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'anna', 'my-addresses/add');
  await page.getByRole('textbox', { name: /^Straße/ }).fill('Domstraße');
  await page.getByRole('textbox', { name: /^Hausnummer/ }).fill('14');
  await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill('50668');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Köln');
  const phone = page.getByRole('textbox', { name: /^Telefonnummer/ });
  for (const value of ['12345abc', '12345']) {
    await phone.fill(value);
    await page.getByRole('button', { name: 'Adresse speichern' }).click();
    await expect(page.getByText('Bitte geben Sie eine gültige Telefonnummer für das gewählte Land ein.')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/my-addresses\/add(\?|$)/);
  }
  await a11y('phone refused');
  await phone.fill('0221 1234567');
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(page).toHaveURL(/\/dpl\/av\/my-addresses$/);
  await expect(page.getByText('Domstraße 14')).toBeVisible();
});

test('at 390 and 320 px every button of the address book fits into its card, its label whole', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'anna', 'my-addresses');
  await expect(page.getByRole('link', { name: 'Rechnungsadresse ändern' })).toBeVisible();
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const overflows = await page.locator('main li').evaluateAll((cards) =>
      cards.flatMap((card) => {
        const box = card.getBoundingClientRect();
        return [...card.querySelectorAll('a, button')]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.right > box.right + 0.5 || r.left < box.left - 0.5 || el.scrollWidth > el.clientWidth + 1;
          })
          .map(
            (el) => `${el.textContent ?? ''} (${String(Math.round(el.getBoundingClientRect().right - box.right))} px)`,
          );
      }),
    );
    expect(overflows, `buttons beyond their card at ${String(width)} px`).toEqual([]);
    await expectWordsWhole(page.getByRole('link', { name: 'Rechnungsadresse ändern' }), 'Rechnungsadresse ändern');
  }
  await a11y('address book at 320 px');
  await expectReflow(page, 'address book');
});

test('anna’s session ends while she adds an address: after the login the form shows what she typed', async ({
  page,
  request,
  a11y,
}) => {
  await loginTo(page, 'anna', 'my-addresses/add');
  await expect(heading(page, 'Lieferadresse hinzufügen')).toBeVisible();
  await page.getByLabel('Anrede').selectOption('FAMILY');
  await page.getByRole('textbox', { name: /^Nachname/ }).fill('Schmidt-Weber');
  await page.getByRole('textbox', { name: /^Straße/ }).fill('Domstraße');
  await page.getByRole('textbox', { name: /^Hausnummer/ }).fill('16');
  await page.getByRole('textbox', { name: /^Adresszusatz/ }).fill('3. Etage');
  await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill('50668');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Köln');
  await page.getByRole('textbox', { name: /^Telefonnummer/ }).fill('0221 1234567');

  // The session's token is refused from now on (as after a long pause).
  expect((await request.post(`${MOCKS_URL}/__admin/sessions/expire-refresh`, { data: {} })).status()).toBe(204);
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await enterUsername(page, 'anna.schmidt@example.de');
  await enterPassword(page, DEMO_PASSWORD);

  await expect(heading(page, 'Lieferadresse hinzufügen')).toBeVisible();
  await expect(page.getByText('Wir haben Ihre Eingaben aufbewahrt', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Anrede')).toHaveValue('FAMILY');
  await expect(page.getByRole('textbox', { name: /^Nachname/ })).toHaveValue('Schmidt-Weber');
  await expect(page.getByRole('textbox', { name: /^Straße/ })).toHaveValue('Domstraße');
  await expect(page.getByRole('textbox', { name: /^Adresszusatz/ })).toHaveValue('3. Etage');
  await expect(page.getByRole('textbox', { name: /^Telefonnummer/ })).toHaveValue('0221 1234567');
  await a11y('address form: draft restored');
  await expectReflow(page, 'address form: draft restored');
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(page).toHaveURL(/\/dpl\/av\/my-addresses$/);
  await expect(page.getByText('Domstraße 16')).toBeVisible();

  // Saved, the draft is gone.
  await page.goto('my-addresses/add');
  await expect(heading(page, 'Lieferadresse hinzufügen')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Straße/ })).toHaveValue('');
  await expect(page.getByText('Wir haben Ihre Eingaben aufbewahrt', { exact: false })).toHaveCount(0);
});

test('anna’s session ends while she edits an address: after the login the form shows what she typed, not the saved address', async ({
  page,
  request,
  a11y,
}) => {
  await loginTo(page, 'anna', 'my-addresses/a-10012345-postal');
  await expect(heading(page, 'Lieferadresse bearbeiten')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Straße/ })).toHaveValue('Venloer Straße');
  await page.getByRole('textbox', { name: /^Hausnummer/ }).fill('242');
  await page.getByRole('textbox', { name: /^Adresszusatz/ }).fill('Hinterhaus');
  await page.getByRole('textbox', { name: /^Telefonnummer/ }).fill('0221 7654321');

  // The session's token is refused from now on (as after a long pause).
  expect((await request.post(`${MOCKS_URL}/__admin/sessions/expire-refresh`, { data: {} })).status()).toBe(204);
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await enterUsername(page, 'anna.schmidt@example.de');
  await enterPassword(page, DEMO_PASSWORD);

  await expect(heading(page, 'Lieferadresse bearbeiten')).toBeVisible();
  await expect(page.getByText('Wir haben Ihre Eingaben aufbewahrt', { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Straße/ })).toHaveValue('Venloer Straße');
  await expect(page.getByRole('textbox', { name: /^Hausnummer/ })).toHaveValue('242');
  await expect(page.getByRole('textbox', { name: /^Adresszusatz/ })).toHaveValue('Hinterhaus');
  await expect(page.getByRole('textbox', { name: /^Telefonnummer/ })).toHaveValue('0221 7654321');
  await a11y('address edit: draft restored');
  await expectReflow(page, 'address edit: draft restored');

  // The draft belongs to this address: adding one starts empty, another address shows its own values.
  await page.goto('my-addresses/add');
  await expect(heading(page, 'Lieferadresse hinzufügen')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Adresszusatz/ })).toHaveValue('');
  await page.goto('my-addresses/a-10012345-postal');
  await expect(page.getByRole('textbox', { name: /^Hausnummer/ })).toHaveValue('242');
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(page).toHaveURL(/\/dpl\/av\/my-addresses$/);
  await expect(page.getByTestId('address-a-10012345-postal')).toContainText('Venloer Straße 242');

  // Saved, the draft is gone: the form shows the saved address without the notice.
  await page.goto('my-addresses/a-10012345-postal');
  await expect(page.getByRole('textbox', { name: /^Hausnummer/ })).toHaveValue('242');
  await expect(page.getByText('Wir haben Ihre Eingaben aufbewahrt', { exact: false })).toHaveCount(0);
});

test('anna edits an address she deleted in another tab meanwhile: the form says it was deleted and leads back', async ({
  page,
  context,
  a11y,
}) => {
  await loginTo(page, 'anna', 'my-addresses/a-10012345-packstation');
  await expect(page.getByRole('button', { name: 'Adresse speichern' })).toBeVisible();
  const other = await context.newPage();
  await other.goto('my-addresses');
  await other.getByRole('button', { name: /Packstation 123 löschen/ }).click();
  await expect(other.getByText('Die Lieferadresse wurde gelöscht.')).toBeVisible();
  await other.close();

  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Diese Adresse wurde gelöscht' });
  await expect(notice).toBeVisible();
  await expect(page.getByText('Die Adresse konnte nicht gespeichert werden')).toHaveCount(0);
  await a11y('edit of a deleted address');
  await expectReflow(page, 'edit of a deleted address');
  await notice.getByRole('link', { name: 'Zurück zu „Meine Adressen“' }).click();
  await expect(heading(page, 'Meine Adressen')).toBeVisible();
  await expect(page.getByRole('button', { name: /Packstation 123 wiederherstellen/ })).toBeVisible();
});
