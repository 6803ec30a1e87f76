/**
 * Recommend the shop (docs/product/activity.md §2 my-referrals, §9): anna copies her personal link (the clipboard
 * holds it), the welcome voucher is explained in her currency; heidi's link is on the Swiss shop.
 */
import { test, expect, expectReflow } from './fixtures.ts';
import { loginTo } from './orderHelpers.ts';

test('anna (de) copies her personal link; the voucher is explained', async ({ page, context, a11y }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginTo(page, 'anna', 'my-referrals');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop weiterempfehlen' })).toBeVisible();
  const link = page.getByRole('textbox', { name: 'Ihr persönlicher Link' });
  await expect(link).toHaveValue(/^https:\/\/www\.mein-shop\.de\/freunde\?code=FREUND-[0-9A-F]{8}$/);
  await expect(page.getByText(/Willkommensgutschein über 10,00\s€/).first()).toBeVisible();
  await a11y('referrals');
  await expectReflow(page, 'referrals');
  await page.getByRole('button', { name: 'Link kopieren' }).click();
  await expect(page.getByText('Der Link ist kopiert.', { exact: false })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  await a11y('referral link copied');
});

test('heidi (ch) recommends the Swiss shop; lukas (at) the Austrian one', async ({ page, a11y }) => {
  await loginTo(page, 'heidi', 'my-referrals');
  await expect(page.getByRole('textbox', { name: 'Ihr persönlicher Link' })).toHaveValue(/mein-shop\.ch/);
  await expect(page.getByText(/Willkommensgutschein über CHF\s10\.00/).first()).toBeVisible();
  await a11y('referrals ch');
  await page.context().clearCookies();
  await loginTo(page, 'lukas', 'my-referrals');
  await expect(page.getByRole('textbox', { name: 'Ihr persönlicher Link' })).toHaveValue(/mein-shop\.at/);
});
