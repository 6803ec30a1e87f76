/**
 * The wishlist (docs/product/activity.md §2 wishlist, §4, §6 deleteWishlistProduct, §9 1500 ms) in all three markets:
 * anna puts an item into the basket (it leaves the view after its success), cannot add her
 * sold-out item, removes one, and a refused removal brings the item back; lukas's prices in EUR,
 * heidi's in CHF with her almost sold-out item.
 */
import { test, expect, expectReflow, expectWordsWhole, PHONE_WIDTHS } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { addFault, loginTo } from './orderHelpers.ts';

/** The wishlist's own items (the recommendations below it are products too). */
const wishlistItems = (page: Page) =>
  page.getByRole('list', { name: 'Artikel auf Ihrer Wunschliste' }).getByRole('listitem');

test('anna (de): into the basket, the item leaves after its success; sold out without button; remove, and a refused removal brings it back', async ({
  page,
  request,
  a11y,
}) => {
  await loginTo(page, 'anna', 'wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Wunschliste' })).toBeVisible();
  await expect(page.getByText('4 Artikel auf Ihrer Wunschliste')).toBeVisible();
  await a11y('wishlist');
  await expectReflow(page, 'wishlist');

  const vacuum = wishlistItems(page).filter({ has: page.getByRole('heading', { name: 'Akku-Handstaubsauger' }) });
  await expect(vacuum.getByText('Ausverkauft')).toBeVisible();
  await expect(vacuum.getByRole('button', { name: /in den Warenkorb/ })).toHaveCount(0);

  const pan = wishlistItems(page).filter({ has: page.getByRole('heading', { name: 'Keramik-Pfannenset, 3-teilig' }) });
  await pan.getByRole('button', { name: /in den Warenkorb legen/ }).click();
  await expect(pan.getByText('„Keramik-Pfannenset, 3-teilig“ liegt jetzt in Ihrem Warenkorb.')).toBeVisible();
  await a11y('wishlist: moved to basket');
  await expect(pan).toHaveCount(0, { timeout: 5000 });
  await expect(page.getByText('3 Artikel auf Ihrer Wunschliste')).toBeVisible();

  await addFault(request, { service: 'wishlist', method: 'PATCH', status: 500, times: 1 });
  const tea = wishlistItems(page).filter({
    has: page.getByRole('heading', { name: 'Kräutertee-Sortiment, 6 Sorten' }),
  });
  await tea.getByRole('button', { name: /von der Wunschliste entfernen/ }).click();
  await expect(page.getByText(/„Kräutertee-Sortiment, 6 Sorten“ konnte nicht entfernt werden/)).toBeVisible();
  await expect(tea).toHaveCount(1);
  await a11y('wishlist: removal refused');
  await tea.getByRole('button', { name: /von der Wunschliste entfernen/ }).click();
  await expect(tea).toHaveCount(0);
  await expect(page.getByText('2 Artikel auf Ihrer Wunschliste')).toBeVisible();

  await page.reload();
  await expect(page.getByText('2 Artikel auf Ihrer Wunschliste')).toBeVisible();
});

test('on a phone the buttons of an item wrap between words, never inside one', async ({ page, a11y }) => {
  await loginTo(page, 'anna', 'wishlist');
  await expect(page.getByText('4 Artikel auf Ihrer Wunschliste')).toBeVisible();
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expectWordsWhole(page.getByRole('list', { name: 'Artikel auf Ihrer Wunschliste' }), 'wishlist items');
    const add = wishlistItems(page)
      .getByRole('button', { name: /in den Warenkorb legen/ })
      .first();
    await expect(add).toHaveText('In den Warenkorb');
  }
  await a11y('wishlist at 320 px');
});

test('keyboard: when an item leaves (into the basket or removed), the focus goes to the next item', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'anna', 'wishlist');
  const names = wishlistItems(page).getByRole('heading', { level: 2 });
  await expect(names).toHaveCount(4);
  const before = await names.allTextContents();
  const pan = before.indexOf('Keramik-Pfannenset, 3-teilig');
  await page.getByRole('button', { name: '„Keramik-Pfannenset, 3-teilig“ in den Warenkorb legen' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('„Keramik-Pfannenset, 3-teilig“ liegt jetzt in Ihrem Warenkorb.').first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: '„Keramik-Pfannenset, 3-teilig“ in den Warenkorb legen' }),
  ).toBeFocused();
  const nextName = before[pan + 1] ?? before[pan - 1] ?? '';
  const next = wishlistItems(page).getByRole('heading', { level: 2, name: nextName });
  await expect(next).toBeFocused({ timeout: 5000 });
  await a11y('item moved, the next one focused');
  await page.keyboard.press('Tab');
  // Tab goes on to the next item's first button
  await expect(wishlistItems(page).filter({ hasText: nextName }).getByRole('button').first()).toBeFocused();

  const remaining = await names.allTextContents();
  const tea = remaining.indexOf('Kräutertee-Sortiment, 6 Sorten');
  await page.getByRole('button', { name: '„Kräutertee-Sortiment, 6 Sorten“ von der Wunschliste entfernen' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    wishlistItems(page).getByRole('heading', { level: 2, name: remaining[tea + 1] ?? remaining[tea - 1] }),
  ).toBeFocused();
});

test('lukas (at) sees his two items in EUR', async ({ page, a11y }) => {
  await loginTo(page, 'lukas', 'wishlist');
  await expect(page.getByText('2 Artikel auf Ihrer Wunschliste')).toBeVisible();
  await expect(wishlistItems(page).getByText(/€\s39,99/)).toBeVisible();
  await a11y('wishlist at');
});

test('heidi (ch) sees her items in CHF, one almost sold out', async ({ page, a11y }) => {
  await loginTo(page, 'heidi', 'wishlist');
  await expect(page.getByText('3 Artikel auf Ihrer Wunschliste')).toBeVisible();
  await expect(page.getByText(/CHF/).first()).toBeVisible();
  await expect(page.getByText('Nur noch 3 Stück verfügbar')).toBeVisible();
  await a11y('wishlist ch');
});

test('anna (de) with the product service failing: availability shown as unknown with a notice, no basket button that would fail', async ({
  page,
  request,
  a11y,
}) => {
  await addFault(request, { service: 'product', status: 503 });
  await loginTo(page, 'anna', 'wishlist');
  await expect(page.getByText('4 Artikel auf Ihrer Wunschliste')).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(
        'Einige Angaben zu Ihren Artikeln (Preis, Verfügbarkeit) können gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
      ),
  ).toBeVisible();
  await expect(wishlistItems(page)).toHaveCount(4);
  await expect(wishlistItems(page).getByText('Verfügbarkeit gerade nicht bekannt')).toHaveCount(4);
  await expect(wishlistItems(page).getByText('Lieferbar', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /in den Warenkorb legen/ })).toHaveCount(0);
  await a11y('wishlist, product details unknown');
  await expectReflow(page, 'wishlist, product details unknown');
});
