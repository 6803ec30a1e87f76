/**
 * Recently viewed products (docs/product/activity.md §2 product-history, §4, §8): anna's with prices in EUR, heidi's
 * in CHF, lukas's none (a friendly empty state, not an error), and a failing service.
 */
import { test, expect, expectReflow } from './fixtures.ts';
import { addFault, loginTo } from './orderHelpers.ts';

test('anna (de) sees what she viewed, newest first, with the way to the shop', async ({ page, a11y }) => {
  await loginTo(page, 'anna', 'product-history');
  const names = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(names).toHaveText([
    'Silberkette mit Zirkonia-Anhänger',
    'Kuscheldecke aus Mikrofaser, 150 x 200 cm',
    'Edelstahl-Kochtopf, 24 cm',
    'Nackenstützkissen aus Memory-Schaum',
    'Unsere aktuellen Top-Angebote',
  ]);
  await expect(page.getByText(/59,99\s€/).first()).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Silberkette mit Zirkonia-Anhänger im Shop ansehen' }).first(),
  ).toHaveAttribute('href', /\/p\/404567$/);
  await a11y('recently viewed');
  await expectReflow(page, 'recently viewed');
});

test('heidi (ch) sees CHF; lukas (at) has viewed nothing; a failing service says so', async ({
  page,
  request,
  a11y,
}) => {
  await loginTo(page, 'heidi', 'product-history');
  await expect(page.getByText(/CHF/).first()).toBeVisible();
  await page.context().clearCookies();
  await loginTo(page, 'lukas', 'product-history');
  await expect(page.getByText(/keine Artikel angesehen/)).toBeVisible();
  await a11y('nothing viewed');
  await addFault(request, { service: 'productDispenser', path: '/history', status: 500, times: 2 });
  await page.reload();
  await expect(page.getByText(/Ihre zuletzt angesehenen Artikel können gerade nicht angezeigt werden/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Unsere aktuellen Top-Angebote' }).getByRole('listitem')).toHaveCount(
    4,
  );
  await a11y('recently viewed failed');
});
