import { test, expect, expectReflow, PHONE_WIDTHS } from './fixtures.ts';
import { heading, loginTo } from './orderHelpers.ts';

test('anna (de) sees her open invoices by due date, latest first and on request earliest first', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'anna', 'open-invoices');
  await expect(heading(page, 'Offene Rechnungen')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zurück zur Kontoübersicht' })).toBeVisible();
  await expect(page.getByText('140,86 €')).toBeVisible();
  await expect(page.getByText('Davon überfällig: 59,93 €')).toBeVisible();
  const table = page.getByRole('table', { name: 'Ihre offenen Rechnungen' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('R-2024-558812');
  await expect(rows.nth(1)).toContainText('Offen');
  await expect(rows.nth(1)).toContainText('80,93 €');
  await expect(rows.nth(2)).toContainText('R-2024-551204');
  await expect(rows.nth(2)).toContainText('Überfällig');
  await expect(rows.nth(2)).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await expect(
    page.getByText('Kauf auf Rechnung: Bitte bezahlen Sie innerhalb von 14 Tagen nach Erhalt der Ware.'),
  ).toBeVisible();
  await expect(
    page.getByText('Lastschrift: Wir buchen den Betrag 5 Tage nach dem Versand von Ihrem Konto ab.'),
  ).toBeVisible();
  await a11y('open invoices, latest first');

  const sort = page.getByLabel('Sortierung nach Fälligkeit');
  // reached with the keyboard, the select shows the same 3 px focus ring as every other control
  await page.getByText('Davon überfällig: 59,93 €').click();
  for (let i = 0; i < 10 && !(await sort.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(sort).toBeFocused();
  expect(await sort.evaluate((el) => getComputedStyle(el).outlineWidth)).toBe('3px');
  await sort.focus();
  await sort.selectOption({ label: 'Früheste Fälligkeit zuerst' });
  await expect(rows.nth(1)).toContainText('R-2024-551204');
  await expect(rows.nth(2)).toContainText('R-2024-558812');
  await expect(sort).toBeFocused();
  await a11y('open invoices, earliest first');

  await sort.selectOption({ label: 'Späteste Fälligkeit zuerst' });
  await expect(rows.nth(1)).toContainText('R-2024-558812');
});

test('heidi (ch) sees her invoice in CHF with the Swiss payment terms, and no direct-debit terms (not offered in ch)', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'heidi', 'open-invoices');
  await expect(page.getByRole('table', { name: 'Ihre offenen Rechnungen' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByText(/^CHF\s71\.80$/).first()).toBeVisible();
  const terms = page.getByRole('region', { name: 'Zahlungsbedingungen' }).getByRole('listitem');
  await expect(terms).toHaveText([
    'Kauf auf Rechnung: Die Rechnung ist frühestens 14 Tage nach Erhalt der Ware fällig.',
  ]);
  await expect(page.getByText(/Lastschrift/)).toHaveCount(0);
  await expect(page.getByText('Überfällig')).toHaveCount(0);
  await a11y('open invoices ch');
});

test('lukas (at) has no open invoices', async ({ page, a11y }) => {
  await loginTo(page, 'lukas', 'open-invoices');
  await expect(page.getByText('Sie haben keine offenen Rechnungen. Vielen Dank!')).toBeVisible();
  // de-AT puts the euro sign first
  await expect(page.getByText(/^€\s0,00$/)).toBeVisible();
  await a11y('no open invoices');
});

test('open invoices reflow on a phone: no sideways scrolling at 390 and 320 px, each invoice a block of labelled lines', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'anna', 'open-invoices');
  await expect(page.getByText('Davon überfällig: 59,93 €')).toBeVisible();
  await expectReflow(page, 'open invoices');
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const row = page
      .getByRole('table', { name: 'Ihre offenen Rechnungen' })
      .getByRole('row')
      .filter({ hasText: 'R-2024-558812' });
    await expect(row).toContainText('80,93 €');
    const box = await row.boundingBox();
    expect(box?.width ?? Infinity).toBeLessThanOrEqual(width);
    // stacked: the amount stands below the invoice number, not beside it
    const number = await row.getByRole('rowheader').boundingBox();
    const amount = await row.getByRole('cell').filter({ hasText: '80,93 €' }).boundingBox();
    expect(amount?.y ?? 0).toBeGreaterThan((number?.y ?? 0) + (number?.height ?? 0) - 1);
    await a11y(`open invoices at ${String(width)} px`);
  }
});
