/**
 * Contact (docs/product/my-data.md §2 contacts, contacts/form, §4 contact support, §5 support form, §8): the ways to
 * the customer service of the customer's market, the form's checks, a failure with the error id
 * to quote (the message kept), then the request sent with its confirmation dialog and e-mail.
 */
import { DEMO_PASSWORD, mailsTo } from '@mein-konto/testing';
import { test, expect, expectReflow, enterUsername, enterPassword, MOCKS_URL } from './fixtures.ts';
import { addFault, loginTo } from './orderHelpers.ts';

test('heidi (ch) finds the Swiss service, writes to it: checks, a failure with the error id, then the request confirmed', async ({
  page,
  request,
  a11y,
}) => {
  await loginTo(page, 'heidi', 'my-profile');
  await page.getByRole('navigation').getByRole('link', { name: 'Kontakt' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'service@mein-shop.ch' })).toHaveAttribute(
    'href',
    'mailto:service@mein-shop.ch',
  );
  await expect(page.getByRole('link', { name: /0800 30 40 50/ })).toBeVisible();
  await a11y('contacts');
  await expectReflow(page, 'contacts');

  await page.getByRole('link', { name: 'Zum Kontaktformular' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nachricht an unseren Kundenservice' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Ihr Name/ })).toHaveValue('Heidi Meier');
  await expect(page.getByRole('textbox', { name: /Ihre E-Mail-Adresse/ })).toHaveValue('heidi.meier@example.ch');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByText('Bitte wählen Sie ein Thema.')).toBeVisible();
  await expect(page.getByText('Bitte schreiben Sie uns Ihr Anliegen.')).toBeVisible();
  await a11y('contact form: checks');

  const message = 'Mein Paket mit der Bestellung 81000020 ist noch nicht angekommen.';
  await page.getByRole('combobox', { name: /Thema/ }).selectOption({ label: 'Lieferung' });
  await page.getByRole('textbox', { name: /Ihre Nachricht/ }).fill(message);
  await addFault(request, {
    service: 'customer',
    method: 'POST',
    path: '/user/support-requests',
    status: 503,
    times: 1,
  });
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('alert')).toContainText('Ihre Nachricht konnte leider nicht gesendet werden.');
  await expect(page.getByRole('alert')).toContainText(/Fehlernummer: F-[0-9A-F]{8}/);
  await expect(page.getByRole('textbox', { name: /Ihre Nachricht/ })).toHaveValue(message);
  await a11y('contact form: failed');
  await expectReflow(page, 'contact form');

  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vielen Dank für Ihre Nachricht' });
  await expect(dialog).toContainText(/A-[0-9A-F]{8}/);
  await a11y('contact form: sent');
  const reference = /A-[0-9A-F]{8}/.exec((await dialog.textContent()) ?? '')?.[0];
  const mails = await mailsTo(MOCKS_URL, 'heidi.meier@example.ch');
  expect(mails).toHaveLength(1);
  expect(mails[0]?.subject).toContain(reference);
  await dialog.getByRole('button', { name: 'Zurück zu Kontakt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
});

test('anna’s session ends while she writes: the login says why, and her message is back after the login', async ({
  page,
  request,
  a11y,
}) => {
  await loginTo(page, 'anna', 'contacts/form');
  await expect(page.getByRole('heading', { level: 1, name: 'Nachricht an unseren Kundenservice' })).toBeVisible();
  const message = 'Bitte rufen Sie mich wegen der Bestellung 81000005 zurück.';
  await page.getByRole('combobox', { name: /Thema/ }).selectOption({ label: 'Bestellung' });
  await page.getByRole('textbox', { name: /Ihre Nachricht/ }).fill(message);

  // The session's token is refused from now on (as after a long pause).
  expect((await request.post(`${MOCKS_URL}/__admin/sessions/expire-refresh`, { data: {} })).status()).toBe(204);
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Ihre Sitzung ist abgelaufen' })).toContainText(
    'Bitte melden Sie sich erneut an',
  );
  await a11y('login after the session ended');
  await enterUsername(page, 'anna.schmidt@example.de');
  await enterPassword(page, DEMO_PASSWORD);

  await expect(page.getByRole('heading', { level: 1, name: 'Nachricht an unseren Kundenservice' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Ihre Nachricht/ })).toHaveValue(message);
  await expect(page.getByRole('combobox', { name: /Thema/ })).toHaveValue('ORDER');
  await expect(page.getByText('Wir haben Ihre Nachricht aufbewahrt', { exact: false })).toBeVisible();
  await a11y('contact form: draft restored');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('dialog', { name: 'Vielen Dank für Ihre Nachricht' })).toBeVisible();

  // Sent, the draft is gone.
  await page.goto('contacts/form');
  await expect(page.getByRole('heading', { level: 1, name: 'Nachricht an unseren Kundenservice' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Ihr Name/ })).toHaveValue('Anna Schmidt');
  await expect(page.getByRole('textbox', { name: /Ihre Nachricht/ })).toHaveValue('');
  await expect(page.getByText('Wir haben Ihre Nachricht aufbewahrt', { exact: false })).toHaveCount(0);
});

test('the contact form marks required fields as every form does: an asterisk in the label’s colour', async ({
  page,
}) => {
  await loginTo(page, 'anna', 'contacts/form');
  await expect(page.getByRole('heading', { level: 1, name: 'Nachricht an unseren Kundenservice' })).toBeVisible();
  const marks = page.locator('.mantine-InputWrapper-required');
  await expect(marks.first()).toBeVisible();
  const colours = await marks.evaluateAll((nodes) =>
    nodes.map((node) => [getComputedStyle(node).color, getComputedStyle(node.closest('label') ?? node).color]),
  );
  for (const [mark, label] of colours) expect(mark).toBe(label);
  await expectReflow(page, 'contact form required marks');
});
