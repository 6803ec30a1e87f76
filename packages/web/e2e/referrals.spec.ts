/**
 * Recommend the shop (docs/product/activity.md §2 my-referrals, §9): anna copies her personal link (the clipboard
 * holds it), the welcome voucher is explained in her currency; heidi's link is on the Swiss shop.
 */
import { test, expect, expectReflow, PHONE_WIDTHS } from './fixtures.ts';
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

test('at 390 and 320 px the referral code is shown whole: in the link’s field and on one line in the text', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'anna', 'my-referrals');
  const link = page.getByRole('textbox', { name: 'Ihr persönlicher Link' });
  const code = new URL(await link.inputValue()).searchParams.get('code') ?? '';
  expect(code).toMatch(/^FREUND-[0-9A-F]{8}$/);
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const field = await link.evaluate((el) => ({
      cut: el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
    }));
    expect(field.cut, `the link's field cuts the link at ${String(width)} px`).toBe(false);
    // The lines the code's characters stand on, in the text beside its label.
    const lines = await page.getByRole('main').evaluate((main, wanted) => {
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('textarea')) continue;
        const at = (node.textContent ?? '').indexOf(wanted);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + wanted.length);
        return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
      }
      return 0;
    }, code);
    expect(lines, `the code's lines at ${String(width)} px`).toBe(1);
    await a11y(`referrals at ${String(width)} px`);
  }
});
