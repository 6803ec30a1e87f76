import { mailbox } from '@mein-konto/testing';
import { test, expect, expectReflow, expectWordsWhole, MOCKS_URL, PHONE_WIDTHS } from './fixtures.ts';
import { addFault, clearFaults, heading, loginTo } from './orderHelpers.ts';

test.describe('orders of anna (de)', () => {
  test('lists the orders newest first with German status labels and euro totals', async ({ page, a11y }) => {
    await loginTo(page, 'anna', 'orders');
    await expect(heading(page, 'Alle Bestellungen')).toBeVisible();
    await expect(page.getByText('12 Bestellungen', { exact: true })).toBeVisible();
    const titles = page.getByRole('listitem').getByRole('heading', { level: 2 });
    await expect(titles).toHaveCount(10);
    await expect(titles.nth(0)).toContainText('Bestellung 81000012');
    await expect(titles.nth(1)).toContainText('Bestellung 81000011');
    await expect(titles.nth(9)).toContainText('Bestellung 81000003');
    const newest = page.getByRole('article').filter({ hasText: '81000012' });
    await expect(newest.getByText('In Bearbeitung')).toBeVisible();
    await expect(newest.getByText('Gesamtsumme: 115,92 €')).toBeVisible();
    await expect(
      page.getByRole('article').filter({ hasText: '81000007' }).getByText('Storniert', { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('article').filter({ hasText: '81000005' }).getByText('Teilweise zurückgesendet'),
    ).toBeVisible();
    // a delivered order says so in the list, as its timeline does
    await expect(
      page.getByRole('article').filter({ hasText: '81000009' }).getByText('Zugestellt', { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('article').filter({ hasText: '81000010' }).getByText('Versendet', { exact: true }),
    ).toBeVisible();
    await a11y('orders overview');
    await page.getByRole('button', { name: 'Weitere Bestellungen laden' }).click();
    await expect(titles).toHaveCount(12);
    await expect(titles.nth(10)).toBeFocused();
    await expect(page.getByText('12 von 12 Bestellungen angezeigt')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Weitere Bestellungen laden' })).toHaveCount(0);
  });

  test('pages through many orders with "Weitere Bestellungen laden"', async ({ page, request, a11y }) => {
    const seeded = await request.post(`${MOCKS_URL}/__admin/seed/orders`, {
      data: { customer_number: '10012345', count: 60 },
    });
    expect(seeded.status()).toBe(201);
    await loginTo(page, 'anna', 'orders');
    await expect(page.getByText('72 Bestellungen', { exact: true })).toBeVisible();
    const titles = page.getByRole('listitem').getByRole('heading', { level: 2 });
    await expect(titles).toHaveCount(10);
    for (let shown = 20; shown <= 40; shown += 10) {
      await page.getByRole('button', { name: 'Weitere Bestellungen laden' }).click();
      await expect(page.getByText(`${String(shown)} von 72 Bestellungen angezeigt`)).toBeVisible();
      await expect(titles).toHaveCount(shown);
      await expect(titles.nth(shown - 10)).toBeFocused();
    }
    // newest first across pages (the seeded orders were placed from two days ago backwards), no order twice
    const numbers = (await titles.allTextContents()).map((text) => /Bestellung (\d+)/.exec(text)?.[1]);
    expect(new Set(numbers).size).toBe(40);
    expect(numbers.slice(0, 3)).toEqual(['81000012', '81000011', '86000001']);
    await a11y('orders after paging');
  });

  test('shows the details with items, Packstation address, payment type and the status timeline', async ({
    page,
    a11y,
  }) => {
    await loginTo(page, 'anna', 'orders');
    await page.getByRole('link', { name: 'Details ansehen: Bestellung 81000010' }).click();
    await expect(heading(page, 'Bestelldetails')).toBeFocused();
    await expect(page).toHaveURL(/\/orders\/o-81000010$/);
    await expect(page.getByRole('heading', { name: 'Bestellung 81000010' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lieferadresse (Packstation)' })).toBeVisible();
    await expect(page.getByText('Postnummer: 12345678')).toBeVisible();
    await expect(page.getByText('Packstation 123')).toBeVisible();
    await expect(page.getByText('Rechnung', { exact: true })).toBeVisible();
    const timeline = page.getByRole('list').filter({ hasText: 'Bestätigt' });
    await expect(timeline.getByRole('listitem')).toHaveCount(4);
    await expect(timeline.locator('[aria-current="step"]')).toContainText('Versendet');
    await expect(page.getByText('Kuscheldecke aus Mikrofaser, 150 x 200 cm')).toBeVisible();
    await a11y('order details');
    await page.getByRole('link', { name: 'Zurück zu allen Bestellungen' }).click();
    await expect(heading(page, 'Alle Bestellungen')).toBeFocused();
  });

  test('on a phone an item with a unit price stacks its prices below its name: status labels whole, no word broken', async ({
    page,
    a11y,
  }) => {
    await loginTo(page, 'anna', 'orders/o-81000005');
    for (const order of ['81000005', '81000008']) {
      await page.goto(`orders/o-${order}`);
      await expect(page.getByRole('heading', { name: `Bestellung ${order}` })).toBeVisible();
      const items = page.getByRole('region', { name: 'Ihre Artikel' }).getByRole('listitem');
      await expect(items.getByText(/^Einzelpreis/).first()).toBeVisible();
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await expectWordsWhole(page.getByRole('main'), `order ${order}`);
        const item = items.filter({ has: page.getByText(/^Einzelpreis/) }).first();
        const name = await item.locator('p').first().boundingBox();
        const unit = await item.getByText(/^Einzelpreis/).boundingBox();
        expect(unit?.y ?? 0, `order ${order} at ${String(width)} px: unit price below the name`).toBeGreaterThan(
          (name?.y ?? 0) + (name?.height ?? 0),
        );
      }
      await a11y(`order ${order} at 320 px`);
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  test('a fresh order says the same in its status and its timeline: in progress', async ({ page, a11y }) => {
    await loginTo(page, 'anna', 'orders/o-81000012');
    const summary = page
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: 'Bestellung 81000012' }) })
      .last();
    await expect(summary.getByText('In Bearbeitung', { exact: true })).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Bestellverlauf' });
    await expect(timeline.locator('[aria-current="step"]')).toHaveCount(1);
    await expect(timeline.locator('[aria-current="step"]')).toContainText('In Bearbeitung (aktueller Stand)');
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Bestätigt' })).toContainText(
      /erledigt, am \d{2}\.\d{2}\.\d{4}/,
    );
    await a11y('fresh order: status and timeline agree');
  });

  test('shows every voucher of an order with several vouchers', async ({ page, a11y }) => {
    await loginTo(page, 'anna', 'orders/o-81000004');
    const costs = page.getByRole('table', { name: 'Kosten' });
    await expect(costs.getByRole('rowheader', { name: 'Gutschein HERBST10 (10 %)' })).toBeVisible();
    await expect(costs.getByRole('rowheader', { name: 'Gutschein WILLKOMMEN10' })).toBeVisible();
    await expect(costs.getByRole('rowheader', { name: 'Gutschein GRATISVERSAND (versandkostenfrei)' })).toBeVisible();
    await expect(costs.getByRole('row', { name: /Versandkosten/ })).toContainText('kostenlos');
    await expect(costs.getByRole('row', { name: /Gesamtsumme/ })).toContainText('€');
    await a11y('order with vouchers');
  });

  test('returns an item, keeping the selection after a transmission error and sending it again with "Erneut senden"', async ({
    page,
    request,
    a11y,
  }) => {
    await loginTo(page, 'anna', 'orders/o-81000009');
    await page.getByRole('link', { name: 'Artikel zurücksenden' }).click();
    await expect(heading(page, 'Artikel zurücksenden')).toBeFocused();
    await page.getByRole('button', { name: 'Rücksendung anmelden' }).click();
    await expect(page.getByRole('alert')).toContainText('Bitte wählen Sie mindestens einen Artikel aus.');
    const item = page.getByRole('checkbox', { name: 'Edelstahl-Kochtopf, 24 cm zurücksenden' });
    await item.check();
    await page.getByLabel('Grund der Rücksendung (freiwillig)').selectOption('DOES_NOT_FIT');
    await addFault(request, { service: 'order', method: 'POST', path: '/orders/return', status: 500, times: 1 });
    await page.getByRole('button', { name: 'Rücksendung anmelden' }).click();
    await expect(page.getByRole('alert')).toContainText('Übertragungsfehler');
    await expect(item).toBeChecked();
    // The error is the message's; the button says what it does.
    await expect(page.getByRole('button', { name: 'Übertragungsfehler' })).toHaveCount(0);
    const retry = page.getByRole('button', { name: 'Erneut senden' });
    await expect(retry).toHaveAccessibleDescription(/konnte nicht übertragen werden/);
    await a11y('return failed');
    await retry.click();
    await expect(page.getByRole('heading', { name: 'Ihre Rücksendung ist angemeldet' })).toBeFocused();
    await expect(page.getByText('Rücksendung angemeldet', { exact: true })).toBeVisible();
    await a11y('return sent');
    await page.getByRole('link', { name: 'Zurück zur Bestellung' }).first().click();
    await expect(page.getByRole('heading', { name: 'Ihre Rücksendungen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Artikel zurücksenden' })).toHaveCount(0);
  });

  test('the return reason is voluntary and one for the whole return, as the form says: the item goes back without one', async ({
    page,
    a11y,
  }) => {
    await loginTo(page, 'anna', 'orders/o-81000009');
    await page.getByRole('link', { name: 'Artikel zurücksenden' }).click();
    await expect(heading(page, 'Artikel zurücksenden')).toBeFocused();
    const reason = page.getByRole('combobox', { name: 'Grund der Rücksendung (freiwillig)' });
    await expect(reason).toHaveCount(1);
    await expect(reason).toHaveAccessibleDescription(
      'Ein Grund für alle ausgewählten Artikel. Sie müssen keinen angeben.',
    );
    await expect(reason).toHaveValue('');
    const items = page.getByRole('checkbox', { name: /zurücksenden$/ });
    const count = await items.count();
    for (let index = 0; index < count; index += 1) await items.nth(index).check();
    await a11y('return form with its reason');
    await expectReflow(page, 'return form');
    await page.getByRole('button', { name: 'Rücksendung anmelden' }).click();
    await expect(page.getByRole('heading', { name: 'Ihre Rücksendung ist angemeldet' })).toBeFocused();
  });

  test('returns only inside the 30-day period, e-mails the confirmation and prints the return slip with the return address', async ({
    page,
    a11y,
  }) => {
    await loginTo(page, 'anna', 'orders/o-81000002');
    await expect(page.getByRole('heading', { name: 'Bestellung 81000002' })).toBeVisible();
    await expect(
      page.getByText(/Die Rücksendefrist für diese Bestellung ist am \d{2}\.\d{2}\.\d{4} abgelaufen/),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Artikel zurücksenden' })).toHaveCount(0);
    await a11y('return period ended');

    await page.goto('orders/o-81000009');
    await expect(page.getByText('Zugestellt', { exact: true }).first()).toBeVisible();
    await expect(
      page.getByRole('list').filter({ hasText: 'Bestätigt' }).locator('[aria-current="step"]'),
    ).toContainText('Zugestellt');
    await expect(page.getByText(/Rücksendungen sind bis zum \d{2}\.\d{2}\.\d{4} möglich/)).toBeVisible();
    await page.getByRole('link', { name: 'Artikel zurücksenden' }).click();
    await page.getByRole('checkbox', { name: 'Edelstahl-Kochtopf, 24 cm zurücksenden' }).check();
    await page.getByRole('button', { name: 'Rücksendung anmelden' }).click();
    await expect(page.getByRole('heading', { name: 'Ihre Rücksendung ist angemeldet' })).toBeFocused();
    await page.getByRole('link', { name: 'Rücksendeschein drucken' }).click();
    await expect(heading(page, 'Rücksendeschein')).toBeVisible();
    await expect(page.getByText('r-81000009-1')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Zurückgesendete Artikel' })).toContainText(
      'Edelstahl-Kochtopf, 24 cm',
    );
    // Where the parcel goes: the market's return address, beside the sender.
    const returnAddress = page.getByRole('region', { name: 'Senden Sie das Paket an' });
    await expect(returnAddress).toContainText('Retourenzentrum');
    await expect(returnAddress).toContainText('36043 Fulda');
    await expect(page.getByRole('region', { name: 'Absender' })).toContainText('Anna Schmidt');
    await expect(page.getByRole('button', { name: 'Drucken' })).toBeVisible();
    await a11y('return slip');
    // Until the goods arrive, the item is announced for return, not returned.
    await page.getByRole('link', { name: 'Zurück zur Bestellung' }).first().click();
    const returnedItem = page.getByRole('listitem').filter({ hasText: 'Edelstahl-Kochtopf, 24 cm' }).first();
    await expect(returnedItem.getByText('Rücksendung angemeldet', { exact: true })).toBeVisible();
    await expect(returnedItem.getByText('Zurückgesendet', { exact: true })).toHaveCount(0);
    await expect(returnedItem.getByText('Zur Rücksendung angemeldet: 1', { exact: true })).toBeVisible();
    await expect(returnedItem.getByText(/Davon zurückgesendet/)).toHaveCount(0);
    await a11y('order with a return announced');

    const mail = (await mailbox(MOCKS_URL)).find(
      (m) => m.subject === 'Ihre Rücksendung ist angemeldet – Bestellung 81000009',
    );
    expect(mail?.to).toBe('anna.schmidt@example.de');
    const link = /https?:\/\/\S+\/return-slip\/\S+/.exec(mail?.text ?? '')?.[0];
    expect(link).toContain('/dpl/av/orders/o-81000009/return-slip/r-81000009-1');
    await page.goto(link ?? '');
    await expect(heading(page, 'Rücksendeschein')).toBeVisible();
    await expect(page.getByText('r-81000009-1')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.app-header')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Drucken' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  });

  test('cancels an order inside the online-cancellation window', async ({ page, a11y }) => {
    await loginTo(page, 'anna', 'orders/o-81000012');
    await expect(page.getByText(/online stornieren/)).toBeVisible();
    await page.getByRole('button', { name: 'Bestellung stornieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bestellung 81000012 stornieren' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Bitte wählen Sie einen Grund für die Stornierung aus.');
    await a11y('cancel dialog with error');
    await dialog.getByRole('radio', { name: 'Versehentlich bestellt' }).check();
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    const confirm = page.getByRole('dialog', { name: 'Wirklich stornieren?' });
    await expect(confirm.getByText(/kann nicht rückgängig gemacht werden/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Ja, Bestellung verbindlich stornieren' }).click();
    await expect(page).toHaveURL(/\/orders\/o-81000012\/cancel-success$/);
    await expect(heading(page, 'Ihre Bestellung wurde storniert')).toBeVisible();
    await expect(page.getByText('Eine Bestätigung senden wir Ihnen an anna.schmidt@example.de.')).toBeVisible();
    await expect(page.getByText('Bereits bezahlte Beträge erstatten wir Ihnen innerhalb von 3 Tagen.')).toBeVisible();
    const events = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'order_cancelled'),
    );
    expect(events).toEqual([
      { event: 'order_cancelled', order_number: '81000012', reason_code: 'ORDERED_BY_MISTAKE', market: 'de' },
    ]);
    await a11y('cancel success');
    await page.getByRole('link', { name: 'Zur stornierten Bestellung' }).click();
    await expect(page.getByRole('heading', { name: 'Bestellung 81000012' })).toBeVisible();
    await expect(page.getByText('Storniert', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bestellung stornieren' })).toHaveCount(0);
  });

  test('an order placed yesterday offers no cancellation: the page says why and gives the phone', async ({
    page,
    a11y,
  }) => {
    // docs/product/orders.md §4: outside its window an order in processing offers no button that would only refuse.
    await loginTo(page, 'anna', 'orders/o-81000011');
    await expect(page.getByRole('heading', { name: 'Bestellung 81000011' })).toBeVisible();
    await expect(
      page.getByText(
        'Online stornieren können Sie eine Bestellung nur am Tag der Bestellung innerhalb von 30 Minuten.',
        { exact: false },
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^0800/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bestellung stornieren' })).toHaveCount(0);
    await a11y('cancellation window closed');
    await expectReflow(page, 'order window closed');
  });

  test('heidi’s cancelled order says nothing about returns (it was never delivered)', async ({ page, a11y }) => {
    await loginTo(page, 'heidi', 'orders/o-83000001');
    await expect(page.getByRole('heading', { name: 'Bestellung 83000001' })).toBeVisible();
    await expect(page.getByText('Storniert', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unser freiwilliges Rückgaberecht' })).toHaveCount(0);
    // Nor a withdrawal heading with nothing under it (the Swiss shop has no statutory withdrawal).
    await expect(page.getByRole('heading', { name: 'Widerruf' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Ihre Artikel' })).toBeVisible();
    await a11y('ch cancelled order');
    await expectReflow(page, 'ch cancelled order');
    // A delivered order of hers still shows the voluntary return policy.
    await page.goto('orders/o-83000003');
    await expect(page.getByRole('heading', { name: 'Unser freiwilliges Rückgaberecht' })).toBeVisible();
    await a11y('ch order with the voluntary return policy');
  });

  test('returns the focus to "Bestellung stornieren" when the cancel dialog closes with "Nicht stornieren" or Escape', async ({
    page,
    a11y,
  }) => {
    await loginTo(page, 'anna', 'orders/o-81000012');
    const opener = page.getByRole('button', { name: 'Bestellung stornieren' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Bestellung 81000012 stornieren' });
    await dialog.getByRole('button', { name: 'Nicht stornieren' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await opener.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await a11y('after the cancel dialog');
  });

  test('keyboard: "Weiter" in the cancel dialog puts the focus on the heading of the confirmation step', async ({
    page,
    a11y,
  }) => {
    await loginTo(page, 'anna', 'orders/o-81000012');
    await page.getByRole('button', { name: 'Bestellung stornieren' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Bestellung 81000012 stornieren' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Versehentlich bestellt' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('radio', { name: 'Versehentlich bestellt' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Weiter' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Wirklich stornieren?' })).toBeFocused();
    await a11y('cancel confirmation, its heading focused');
    // on from the heading: the step's first action
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Ja, Bestellung verbindlich stornieren' })).toBeFocused();
  });

  test('on a phone (390 and 320 px) the irreversible button shows its whole label, wrapping, inside the dialog', async ({
    page,
    a11y,
  }) => {
    await loginTo(page, 'anna', 'orders/o-81000012');
    await page.getByRole('button', { name: 'Bestellung stornieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bestellung 81000012 stornieren' });
    await dialog.getByRole('radio', { name: 'Versehentlich bestellt' }).check();
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    const confirm = page.getByRole('dialog', { name: 'Wirklich stornieren?' });
    const button = confirm.getByRole('button', { name: 'Ja, Bestellung verbindlich stornieren' });
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect(button).toBeVisible();
      await expectWordsWhole(button, 'irreversible button');
      const fits = await button.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const frame = (el.closest('dialog') ?? document.body).getBoundingClientRect();
        const label = [...el.querySelectorAll('*'), el].every(
          (part) => part.scrollWidth <= part.clientWidth + 1 || part.clientWidth === 0,
        );
        return { inside: box.left >= frame.left && box.right <= frame.right, label };
      });
      expect(fits, `at ${String(width)} px`).toEqual({ inside: true, label: true });
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/cancel-confirm-${String(width)}.png` });
    }
    await a11y('cancel confirmation on a phone');
  });

  test('keeps the account usable when the order history fails and loads again on retry', async ({
    page,
    request,
    a11y,
  }) => {
    await addFault(request, { service: 'orderHistory', method: 'GET', path: '/orders', status: 503 });
    await loginTo(page, 'anna', 'orders');
    await expect(page.getByRole('alert')).toHaveText(
      'Hoppla, da ist etwas auf unserer Seite schief gelaufen. Bitte laden Sie die Seite erneut.',
    );
    await expect(page.getByText('Guten Tag, Anna')).toBeVisible();
    await a11y('orders failed');
    const nav = page.getByRole('navigation', { name: 'Kontobereiche' });
    await nav.getByRole('link', { name: 'Offene Rechnungen', exact: true }).click();
    await expect(page.getByText('140,86 €')).toBeVisible();
    await nav.getByRole('link', { name: 'Alle Bestellungen', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Erneut laden' })).toBeVisible();
    await clearFaults(request);
    await page.getByRole('button', { name: 'Erneut laden' }).click();
    await expect(page.getByText('12 Bestellungen', { exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('refuses the order of another customer', async ({ page, a11y }) => {
    await loginTo(page, 'anna', 'orders/o-82000004');
    await expect(page.getByRole('alert')).toContainText(
      'Diese Bestellung haben wir in Ihrem Kundenkonto nicht gefunden.',
    );
    await expect(page.getByText('82000004')).toHaveCount(0);
    await a11y('foreign order');
  });
});

test('lukas (at) sees his orders in euro and can withdraw from a delivered one', async ({ page, a11y }) => {
  await loginTo(page, 'lukas', 'orders');
  await expect(page.getByText('4 Bestellungen', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').getByRole('heading', { level: 2 }).first()).toContainText(
    'Bestellung 82000004',
  );
  await expect(page.getByRole('article').filter({ hasText: '82000001' }).getByText('Zurückgesendet')).toBeVisible();
  await a11y('orders at');
  await page.getByRole('link', { name: 'Details ansehen: Bestellung 82000004' }).click();
  await expect(page.getByRole('main').getByRole('link', { name: 'Vertrag widerrufen' })).toBeVisible();
  await expect(page.getByText(/Widerrufsfrist bis einschließlich \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
  await expect(page.getByText('Lastschrift')).toBeVisible();
});

test('heidi (ch) sees CHF totals and the voluntary return policy instead of the withdrawal button', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'heidi', 'orders');
  await expect(page.getByText('3 Bestellungen', { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: '83000003' })
      .getByText(/Gesamtsumme: CHF\s71\.80/),
  ).toBeVisible();
  await a11y('orders ch');
  await page.getByRole('link', { name: 'Details ansehen: Bestellung 83000003' }).click();
  await expect(page.getByRole('heading', { name: 'Unser freiwilliges Rückgaberecht' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Vertrag widerrufen' })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('ß');
  await a11y('order details ch');
});

test('a new customer without orders sees the empty state', async ({ page, a11y }) => {
  await loginTo(page, 'neu', 'orders');
  await expect(page.getByRole('heading', { name: 'Sie haben noch keine Bestellungen' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /Zum Shop/ })).toHaveAttribute(
    'href',
    'https://www.mein-shop.de',
  );
  await a11y('orders empty');
});
