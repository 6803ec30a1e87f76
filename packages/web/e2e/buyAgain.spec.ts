/**
 * Buying an order's items again, in the browser with axe: anna (de) buys her tea again from the
 * order details and from the account home's last order (once it is dispatched), her sold-out
 * vacuum cleaner is refused with its reason and a link to the shop, her almost sold-out pillow
 * says how few are left and a partial success shows per item what worked (390 px screenshot, no
 * sideways scrolling), heidi (ch) sees today's price in CHF, a failing basket service and a lost
 * answer (the retry adds nothing twice), the buyAgain flag off, and the whole way by keyboard.
 * What went into the basket is read back from the mocks' basket service.
 */
import { CUSTOMERS, type Persona } from '@mein-konto/testing';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectNoSidewaysScroll, expectReflow, GATEWAY_ORIGIN, MOCKS_URL } from './fixtures.ts';
import { addFault, clearFaults, loginTo } from './orderHelpers.ts';

const TEA = 'Kräutertee-Sortiment, 6 Sorten';

// Several logins, reflow checks and axe runs per test on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

async function basketOf(request: APIRequestContext, persona: Persona): Promise<{ sku: string; quantity: number }[]> {
  const response = await request.get(
    `${MOCKS_URL}/__admin/basket/items?customer_number=${CUSTOMERS[persona].customerNumber}`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: { sku: string; quantity: number }[] }).items;
}

async function withFlags(page: Page, flags: string): Promise<void> {
  await page.context().addCookies([{ name: 'mk_feature_flags', value: flags, url: GATEWAY_ORIGIN }]);
}

/** The rows of the order's items. */
const itemRow = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Ihre Artikel' }).getByRole('listitem').filter({ hasText: name });
const buyAgainButton = (scope: Page | ReturnType<Page['getByRole']>, name: string) =>
  scope.getByRole('button', { name: `„${name}“ nochmal kaufen` });

test('anna (de) buys her tea again from the order details: the quantity ordered, today’s price, the basket link', async ({
  page,
  request,
  a11y,
}) => {
  await loginTo(page, 'anna', 'orders/o-81000008');
  await expect(page.getByRole('heading', { name: 'Bestellung 81000008' })).toBeVisible();
  // Delivered blouse and the tea kept in part: yes; the cancelled chain: no.
  await expect(page.getByRole('button', { name: /^„.+“ nochmal kaufen$/ })).toHaveCount(2);
  await expect(buyAgainButton(page, 'Silberkette mit Zirkonia-Anhänger')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Alle Artikel nochmal kaufen' })).toBeVisible();
  await expect(
    page.getByText('Es gelten die heutigen Preise im Shop. Sie können von den Preisen dieser Bestellung abweichen.'),
  ).toBeVisible();
  await a11y('order details with buy again');

  await buyAgainButton(page, TEA).click();
  const tea = itemRow(page, TEA);
  await expect(tea.getByText(`3 × „${TEA}“ liegen jetzt in Ihrem Warenkorb.`)).toBeVisible();
  await expect(tea.getByText('Heutiger Preis: 14,99 € pro Stück')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 Artikel liegt jetzt in Ihrem Warenkorb.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute(
    'href',
    'https://www.mein-shop.de/warenkorb',
  );
  await expect(buyAgainButton(page, TEA)).toHaveCount(0);
  expect(await basketOf(request, 'anna')).toEqual([{ sku: '407890001', quantity: 3 }]);
  await a11y('order details: tea in the basket');

  // "All" adds what is left: the blouse.
  await page.getByRole('button', { name: 'Alle Artikel nochmal kaufen' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 Artikel liegt jetzt in Ihrem Warenkorb.' })).toBeVisible();
  await expect(
    itemRow(page, 'Leinenbluse').getByText('„Leinenbluse, Größe 40“ liegt jetzt in Ihrem Warenkorb.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alle Artikel nochmal kaufen' })).toHaveCount(0);
  expect(await basketOf(request, 'anna')).toEqual([
    { sku: '407890001', quantity: 3 },
    { sku: '405678001', quantity: 1 },
  ]);
});

test('anna (de) buys her tea again from the account home’s last order once it is dispatched', async ({
  page,
  request,
  a11y,
}) => {
  const dispatched = await request.post(`${MOCKS_URL}/__admin/orders/dispatch`, { data: { order_number: '81000012' } });
  expect(dispatched.status()).toBe(200);
  await withFlags(page, 'myAccountHomeRedesign=true');
  await loginTo(page, 'anna', 'orders');
  await page.goto('./');
  const lastOrder = page.getByRole('region', { name: 'Ihre letzte Bestellung' });
  await expect(lastOrder.getByText('Bestellung 81000012', { exact: false })).toBeVisible();
  await expect(lastOrder.getByText(`2 × ${TEA}`)).toBeVisible();
  await expect(lastOrder.getByRole('button', { name: 'Alle Artikel nochmal kaufen' })).toBeVisible();
  await a11y('home with buy again');
  await expectReflow(page, 'home buy again');

  await buyAgainButton(lastOrder, TEA).click();
  await expect(lastOrder.getByText(`2 × „${TEA}“ liegen jetzt in Ihrem Warenkorb.`)).toBeVisible();
  await expect(lastOrder.getByRole('link', { name: 'Zum Warenkorb' })).toBeVisible();
  expect(await basketOf(request, 'anna')).toEqual([{ sku: '407890001', quantity: 2 }]);
  await a11y('home: tea in the basket');
});

test('anna’s sold-out vacuum cleaner is refused with its reason and a link to the product in the shop', async ({
  page,
  request,
  a11y,
}) => {
  await loginTo(page, 'anna', 'orders/o-81000003');
  await expect(page.getByRole('button', { name: 'Alle Artikel nochmal kaufen' })).toHaveCount(0);
  await buyAgainButton(page, 'Akku-Handstaubsauger').click();
  const row = itemRow(page, 'Akku-Handstaubsauger');
  await expect(
    row.getByText('„Akku-Handstaubsauger“ ist leider ausverkauft und wurde nicht in den Warenkorb gelegt.'),
  ).toBeVisible();
  await expect(row.getByRole('link', { name: '„Akku-Handstaubsauger“ im Shop ansehen' })).toHaveAttribute(
    'href',
    'https://www.mein-shop.de/p/406789',
  );
  await expect(
    page.getByRole('status').filter({ hasText: 'Es wurde kein Artikel in den Warenkorb gelegt.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zum Warenkorb' })).toHaveCount(0);
  expect(await basketOf(request, 'anna')).toEqual([]);
  await a11y('sold out refused');
});

test('a partial success shows per item what worked, the almost sold-out pillow says how few are left; at 390 px nothing scrolls sideways', async ({
  page,
  request,
  a11y,
}, testInfo) => {
  await loginTo(page, 'anna', 'orders/o-81000010');
  await page.setViewportSize({ width: 390, height: 844 });
  // The basket service fails once: one of the two items does not go in.
  await addFault(request, { service: 'basket', method: 'POST', status: 503, times: 1 });
  await page.getByRole('button', { name: 'Alle Artikel nochmal kaufen' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: '1 Artikel liegt jetzt in Ihrem Warenkorb. Nicht jeder Artikel konnte in den Warenkorb gelegt werden.',
    }),
  ).toBeVisible();
  await expect(
    page.getByText(/konnte gerade nicht in den Warenkorb gelegt werden\. Bitte versuchen Sie es erneut\./),
  ).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^„.+“ nochmal kaufen$/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Alle Artikel nochmal kaufen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zum Warenkorb' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'order details with a partial success');
  await expectReflow(page, 'buy again partial');
  await page.setViewportSize({ width: 390, height: 844 });
  const shot = testInfo.outputPath('buy-again-partial-390.png');
  await page.getByRole('region', { name: 'Ihre Artikel' }).screenshot({ path: shot });
  await testInfo.attach('buy again at 390 px', { path: shot, contentType: 'image/png' });
  if (process.env.E2E_SCREENSHOTS)
    await page
      .getByRole('region', { name: 'Ihre Artikel' })
      .screenshot({ path: `${process.env.E2E_SCREENSHOTS}/buy-again-partial-390.png` });
  await a11y('partial success');

  // Trying again takes the other one; the pillow is almost sold out.
  await page.getByRole('button', { name: /^„.+“ nochmal kaufen$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 Artikel liegt jetzt in Ihrem Warenkorb.' })).toBeVisible();
  await expect(page.getByRole('button', { name: /nochmal kaufen/ })).toHaveCount(0);
  await expect(itemRow(page, 'Nackenstützkissen').getByText('Nur noch 3 Stück verfügbar')).toBeVisible();
  await expectReflow(page, 'buy again done');
  const basket = await basketOf(request, 'anna');
  expect(basket.map((i) => i.sku).sort()).toEqual(['402345001', '410123001']);
  expect(basket.every((i) => i.quantity === 1)).toBe(true);
});

test('heidi (ch) sees today’s price in CHF', async ({ page, request, a11y }) => {
  await loginTo(page, 'heidi', 'orders/o-83000002');
  await buyAgainButton(page, 'Hyaluron-Tagescreme, 50 ml').click();
  const row = itemRow(page, 'Hyaluron-Tagescreme');
  await expect(row.getByText('2 × „Hyaluron-Tagescreme, 50 ml“ liegen jetzt in Ihrem Warenkorb.')).toBeVisible();
  await expect(row.getByText(/^Heutiger Preis: CHF\s27\.90 pro Stück$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute(
    'href',
    'https://www.mein-shop.ch/warenkorb',
  );
  expect(await basketOf(request, 'heidi')).toEqual([{ sku: '403456001', quantity: 2 }]);
  await a11y('ch: CHF');
});

test('a failing basket service says so clearly and the page keeps working; a retry after a lost answer adds nothing twice', async ({
  page,
  request,
  a11y,
}) => {
  await loginTo(page, 'anna', 'orders/o-81000008');
  await addFault(request, { service: 'basket', method: 'POST', status: 503 });
  await page.getByRole('button', { name: 'Alle Artikel nochmal kaufen' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Unser Warenkorb ist gerade nicht erreichbar, es wurde nichts hineingelegt.' }),
  ).toBeVisible();
  await expect(
    itemRow(page, TEA).getByText(
      `„${TEA}“ konnte gerade nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es erneut.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^„.+“ nochmal kaufen$/ })).toHaveCount(2);
  await a11y('basket failing');
  expect(await basketOf(request, 'anna')).toEqual([]);

  // The answer of the next try is lost after the basket took the items; the retry only confirms them.
  await clearFaults(request);
  expect(
    (
      await request.post(`${MOCKS_URL}/__admin/faults`, {
        data: { service: 'basket', method: 'POST', after: true, times: 2 },
      })
    ).status(),
  ).toBe(201);
  await page.getByRole('button', { name: 'Alle Artikel nochmal kaufen' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('button', { name: 'Alle Artikel nochmal kaufen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '2 Artikel liegen jetzt in Ihrem Warenkorb.' }),
  ).toBeVisible();
  expect(await basketOf(request, 'anna')).toEqual([
    { sku: '405678001', quantity: 1 },
    { sku: '407890001', quantity: 3 },
  ]);
  // The rest of the page still works.
  await page.getByRole('link', { name: 'Zurück zu allen Bestellungen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('with the buyAgain flag off nothing offers buying again', async ({ page, request }) => {
  expect(
    (await request.post(`${MOCKS_URL}/__admin/orders/dispatch`, { data: { order_number: '81000012' } })).status(),
  ).toBe(200);
  await withFlags(page, 'buyAgain=false,myAccountHomeRedesign=true');
  await loginTo(page, 'anna', 'orders/o-81000008');
  await expect(page.getByRole('heading', { name: 'Bestellung 81000008' })).toBeVisible();
  await expect(page.getByRole('button', { name: /nochmal kaufen/ })).toHaveCount(0);
  await expect(page.getByText(/heutigen Preise/)).toHaveCount(0);
  await page.goto('./');
  await expect(
    page.getByRole('region', { name: 'Ihre letzte Bestellung' }).getByText('Bestellung 81000012', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /nochmal kaufen/ })).toHaveCount(0);
});

test('keyboard only: to the item’s button, Enter, the result is focused, then on to the basket link', async ({
  page,
  request,
  a11y,
}) => {
  await loginTo(page, 'anna', 'orders/o-81000010');
  const target = '„Kuscheldecke aus Mikrofaser, 150 x 200 cm“ nochmal kaufen';
  let reached = false;
  for (let i = 0; i < 60 && !reached; i += 1) {
    await page.keyboard.press('Tab');
    // The label keeps "150 x 200 cm" together by non-breaking spaces: compared with its spaces made plain.
    reached = await page.evaluate(
      (label) => document.activeElement?.getAttribute('aria-label')?.replace(/\s+/g, ' ') === label,
      target,
    );
  }
  expect(reached, 'the button is reached with Tab').toBe(true);
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('„Kuscheldecke aus Mikrofaser, 150 x 200 cm“ liegt jetzt in Ihrem Warenkorb.'),
  ).toBeVisible();
  await expect(page.locator('.buy-again-summary')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Zum Warenkorb' })).toBeFocused();
  expect(await basketOf(request, 'anna')).toEqual([{ sku: '402345001', quantity: 1 }]);
  await a11y('keyboard: added');
});
