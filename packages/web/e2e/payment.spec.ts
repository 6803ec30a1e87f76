import { mailbox } from '@mein-konto/testing';
import { test, expect, expectReflow, MOCKS_URL } from './fixtures.ts';
import { heading, loginTo } from './orderHelpers.ts';

test('anna (de): bank account with a typo caught at once, then a valid one with the SEPA mandate, its reference e-mailed as promised; preferred method; delete', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'anna', 'payment-methods');
  await expect(heading(page, 'Zahlungsarten')).toBeVisible();
  await expect(page.getByText('Ihre bevorzugte Zahlungsart: Rechnung')).toBeVisible();
  await expect(page.getByText('DE** **** **** **** **30 00')).toBeVisible();
  await expect(page.getByText('Commerzbank')).toBeVisible();
  await a11y('payment methods');

  await page.getByRole('link', { name: 'Bankverbindung ändern' }).click();
  await expect(heading(page, 'Bankverbindung')).toBeVisible();
  // keyboard only
  await page.getByRole('textbox', { name: /^Kontoinhaber/ }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.type('de02 5001 0517 0137 0750 31');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Die IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe auf Tippfehler.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await a11y('iban typo');
  await page.getByRole('textbox', { name: /^IBAN/ }).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('de02 5001 0517 0137 0750 30');
  await page.keyboard.press('Enter');
  const mandate = page.getByRole('dialog', { name: 'SEPA-Lastschriftmandat' });
  await expect(mandate).toContainText('ING-DiBa');
  await expect(mandate).toContainText('Die Mandatsreferenz teilen wir Ihnen per E-Mail mit.');
  await expect(mandate).toContainText('5 Tage nach dem Versand');
  await a11y('sepa mandate');
  await mandate.getByRole('button', { name: 'Mandat erteilen und speichern' }).click();
  await expect(page).toHaveURL(/\/dpl\/av\/payment-methods$/);
  await expect(page.getByText('Ihre Bankverbindung wurde gespeichert.')).toBeVisible();
  await expect(page.getByText('DE** **** **** **** **50 30')).toBeVisible();
  // the mandate reference the dialog promised comes by e-mail, with the account masked
  const mails = (await mailbox(MOCKS_URL)).filter((m) => m.to === 'anna.schmidt@example.de');
  expect(mails.map((m) => m.subject)).toEqual(['Ihr SEPA-Lastschriftmandat für Mein Shop']);
  expect(mails[0]?.text).toMatch(/Mandatsreferenz: MK-10012345-\d{4}\n/);
  expect(mails[0]?.text).toContain('Gläubiger-Identifikationsnummer: DE98ZZZ09999999999');
  expect(mails[0]?.text).toContain('Anna Schmidt, DE** **** **** **** **50 30 (ING-DiBa)');
  expect(mails[0]?.text).not.toContain('DE02500105170137075030');

  await page.getByRole('radio', { name: 'Lastschrift' }).check();
  await page.getByRole('button', { name: 'Zahlungsart speichern' }).click();
  await expect(page.getByText('Ihre bevorzugte Zahlungsart wurde gespeichert.')).toBeVisible();
  await expect(page.getByText('Ihre bevorzugte Zahlungsart: Lastschrift')).toBeVisible();
  await page.getByRole('button', { name: 'Bankverbindung löschen', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Bankverbindung löschen?' })
    .getByRole('button', { name: 'Ja, Bankverbindung löschen' })
    .click();
  await expect(page.getByText(/solange Lastschrift Ihre bevorzugte Zahlungsart ist/)).toBeVisible();
  await page.getByRole('radio', { name: 'Rechnung' }).check();
  await page.getByRole('button', { name: 'Zahlungsart speichern' }).click();
  await expect(page.getByText('Ihre bevorzugte Zahlungsart: Rechnung')).toBeVisible();
  await page.getByRole('button', { name: 'Bankverbindung löschen', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Bankverbindung löschen?' })
    .getByRole('button', { name: 'Ja, Bankverbindung löschen' })
    .click();
  await expect(page.getByText('Die Bankverbindung wurde gelöscht.')).toBeVisible();
  await expect(page.getByText('Sie haben noch keine Bankverbindung hinterlegt.')).toBeVisible();
  await a11y('bank account deleted');
});

test('anna (de): deleting the bank account asks first; "Abbrechen" and Escape keep it, with the keyboard only', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'anna', 'payment-methods');
  await expect(page.getByText('DE** **** **** **** **30 00')).toBeVisible();
  const remove = page.getByRole('button', { name: 'Bankverbindung löschen', exact: true });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Bankverbindung löschen?' });
  await expect(dialog.getByRole('heading', { name: 'Bankverbindung löschen?' })).toBeFocused();
  await expect(dialog).toContainText('neues SEPA-Lastschriftmandat');
  await expect(page.getByText('Die Bankverbindung wurde gelöscht.')).toHaveCount(0);
  await a11y('delete bank account: confirm');

  // Escape keeps the account; the focus is back on the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // "Abbrechen" keeps it too.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(page.getByText('DE** **** **** **** **30 00')).toBeVisible();

  // Confirmed, it is deleted.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Ja, Bankverbindung löschen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Die Bankverbindung wurde gelöscht.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Sie haben noch keine Bankverbindung hinterlegt.')).toBeVisible();
  // The button is gone with the account: the focus is on the section, not lost to the page.
  await expect(page.getByRole('heading', { name: 'Bankverbindung für Lastschrift' })).toBeFocused();
  await a11y('delete bank account: deleted');
});

test('anna (de): the account holder keeps to SEPA’s characters and 70 characters, checked in the browser before any call', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'anna', 'payment-methods/edit');
  const holder = page.getByRole('textbox', { name: /^Kontoinhaber/ });
  await expect(holder).toHaveAttribute('maxlength', '70');
  // Typing stops at 70 characters.
  await holder.fill('');
  await holder.pressSequentially('A'.repeat(75));
  await expect(holder).toHaveValue('A'.repeat(70));
  let ibanChecks = 0;
  page.on('request', (request) => {
    if (request.url().includes('/graphql') && (request.postData() ?? '').includes('validateIban')) ibanChecks++;
  });
  await holder.fill('<script>Anna</script>');
  await page.getByRole('textbox', { name: /^IBAN/ }).fill('DE02 5001 0517 0137 0750 30');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(
    page.getByText(
      "Bitte verwenden Sie nur Buchstaben ohne Akzente (Umlaute sind erlaubt), Ziffern, Leerzeichen und / - ? : ( ) . , ' + &.",
    ),
  ).toBeVisible();
  await expect(holder).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(ibanChecks).toBe(0);
  await a11y('account holder characters');
  // Umlauts and the SEPA punctuation are fine.
  await holder.fill('Anna Müller-Schmidt');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('dialog', { name: 'SEPA-Lastschriftmandat' })).toBeVisible();
});

test('lukas (at) sees his Austrian account and the AT pattern', async ({ page, a11y }) => {
  await loginTo(page, 'lukas', 'payment-methods/edit');
  await page.getByRole('textbox', { name: /^IBAN/ }).fill('DE02 5001 0517 0137 0750 30');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText(/vollständige österreichische IBAN/)).toBeVisible();
  await a11y('iban pattern at');
  await page.getByRole('link', { name: 'Zurück zu den Zahlungsarten' }).click();
  await expect(page.getByText('Ihre bevorzugte Zahlungsart: Lastschrift')).toBeVisible();
  await expect(page.getByText('AT** **** **** **** 3201')).toBeVisible();
});

test('heidi (ch) sees the invoice terms only: no choice of one option, no save button, nothing about a bank account', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'heidi', 'payment-methods');
  await expect(heading(page, 'Zahlungsarten')).toBeVisible();
  const main = page.getByRole('main');
  await expect(
    main.getByText('Kauf auf Rechnung: Die Rechnung ist frühestens 14 Tage nach Erhalt der Ware fällig.'),
  ).toBeVisible();
  await expect(main.getByRole('radiogroup')).toHaveCount(0);
  await expect(main.getByRole('radio')).toHaveCount(0);
  await expect(main.getByRole('button')).toHaveCount(0);
  await expect(main.getByRole('heading', { name: /Bankverbindung|Lastschrift/ })).toHaveCount(0);
  await expect(main.getByText(/Lastschrift|Bankverbindung|IBAN/)).toHaveCount(0);
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Zahlungsbedingungen']);
  await a11y('payment methods ch');
  await expectReflow(page, 'payment methods ch');
});

test('neu is led to the billing address before direct debit, and can choose direct debit once it is saved', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'neu', 'payment-methods');
  await page.getByRole('link', { name: 'Rechnungsadresse anlegen' }).click();
  await expect(heading(page, 'Rechnungsadresse anlegen')).toBeVisible();
  await a11y('billing address from payment');
  await page.getByRole('textbox', { name: /^Straße/ }).fill('Domstraße');
  await page.getByRole('textbox', { name: /^Hausnummer/ }).fill('12');
  await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill('50668');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Köln');
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(page.getByRole('dialog', { name: 'Rechnungsadresse gespeichert' })).toBeVisible();
  // Back to the payment methods without loading the page again: the cached settings know the new address.
  await page.goBack();
  await expect(heading(page, 'Zahlungsarten')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rechnungsadresse anlegen' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Bankverbindung/ }).first()).toBeVisible();
});

test('keyboard: Escape in the SEPA mandate gives the focus back to the form’s button, and nothing is saved', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'anna', 'payment-methods/edit');
  await expect(heading(page, 'Bankverbindung')).toBeVisible();
  const iban = page.getByRole('textbox', { name: /^IBAN/ });
  await iban.fill('DE02 5001 0517 0137 0750 30');
  await page.getByRole('button', { name: 'Weiter' }).focus();
  await page.keyboard.press('Enter');
  const mandate = page.getByRole('dialog', { name: 'SEPA-Lastschriftmandat' });
  await expect(mandate).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(mandate).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Weiter' })).toBeFocused();
  await expect(iban).toHaveValue('DE02 5001 0517 0137 0750 30');
  await a11y('mandate closed, the focus on the form');
  await page.keyboard.press('Enter');
  await expect(mandate).toBeVisible();
  await mandate.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByRole('button', { name: 'Weiter' })).toBeFocused();
});
