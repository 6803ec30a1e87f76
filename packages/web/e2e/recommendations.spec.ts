/**
 * Recommendations and top deals (docs/product/activity.md §3 and §9 the recommendation session id, §7, §8 top deals
 * failures) and the redesigned account home (§6 myAccountHomeRedesign) in all three markets:
 * with the shop's tracking consent anna's own recommendations and a kept session id (sent when she
 * saves one on her wishlist), without it the market's and none kept; saving one failing; recommendations and top deals failing alone; the redesigned home
 * with one service failing; the wishlist without the deleteWishlistProduct flag.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectReflow, GATEWAY_ORIGIN } from './fixtures.ts';
import { addFault, loginTo } from './orderHelpers.ts';

const recommendations = (page: Page) => page.getByRole('region', { name: 'Das könnte Ihnen auch gefallen' });
const topDeals = (page: Page) => page.getByRole('region', { name: 'Unsere aktuellen Top-Angebote' });

/** Switches one feature flag for this browser (outside production only). */
async function withFlag(page: Page, flag: string, value: boolean): Promise<void> {
  await page
    .context()
    .addCookies([{ name: 'mk_feature_flags', value: `${flag}=${String(value)}`, url: GATEWAY_ORIGIN }]);
}

test('anna (de) with tracking consent: her own recommendations under the wishlist, without what is already on it, the session id kept about 180 days and sent', async ({
  page,
  a11y,
}) => {
  await page.addInitScript(() => localStorage.setItem('tracking_consent', 'granted'));
  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/graphql') && (r.postData() ?? '').includes('"operationName":"Recommendations"'),
  );
  await loginTo(page, 'anna', 'wishlist');
  // her set starts with the cream, the watch and the blouse; the blouse is on her wishlist, so the next one fills its place
  await expect(recommendations(page).getByRole('heading', { level: 3 })).toHaveText([
    'Hyaluron-Tagescreme, 50 ml',
    'Damenarmbanduhr mit Lederarmband',
    'Nackenstützkissen aus Memory-Schaum',
    'Edelstahl-Kochtopf, 24 cm',
  ]);
  const onWishlist = await page
    .getByRole('list', { name: 'Artikel auf Ihrer Wunschliste' })
    .getByRole('heading')
    .allTextContents();
  expect(onWishlist).toContain('Leinenbluse, Größe 40');
  for (const title of onWishlist)
    await expect(recommendations(page).getByRole('heading', { name: title })).toHaveCount(0);
  await expect(recommendations(page).getByText(/24,99\s€/)).toBeVisible();
  const kept = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('recommendation_session_id') ?? 'null') as {
        value: string;
        expiry: number;
      } | null,
  );
  expect(kept?.value).toMatch(/^[0-9a-f]{6}$/);
  expect((kept?.expiry ?? 0) - Date.now()).toBeGreaterThan(179 * 24 * 3600 * 1000);
  expect(JSON.parse((await sent).postData() ?? '{}')).toMatchObject({
    variables: { sessionId: kept?.value, maxItems: 4 },
  });
  await a11y('wishlist with recommendations');
  await expectReflow(page, 'wishlist with recommendations');

  const saved = page.waitForRequest((r) => (r.postData() ?? '').includes('"operationName":"AddWishlistItem"'));
  await recommendations(page)
    .getByRole('button', { name: 'Damenarmbanduhr mit Lederarmband auf die Wunschliste setzen' })
    .click();
  await expect(
    recommendations(page).getByText('„Damenarmbanduhr mit Lederarmband“ ist jetzt auf Ihrer Wunschliste.'),
  ).toBeVisible();
  expect(JSON.parse((await saved).postData() ?? '{}')).toMatchObject({
    variables: { input: { sku: '409012001', sessionId: kept?.value } },
  });
  await expect(page.getByText('5 Artikel auf Ihrer Wunschliste')).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Artikel auf Ihrer Wunschliste' })
      .getByRole('heading', { name: 'Damenarmbanduhr mit Lederarmband' }),
  ).toBeVisible();
  await a11y('recommendation saved on the wishlist');
});

test('lukas (at) without consent: the market’s recommendations without his wishlist’s items and no session id; his empty history with the top deals', async ({
  page,
  a11y,
}) => {
  await loginTo(page, 'lukas', 'wishlist');
  // the market's set without his wishlist's blanket and pot
  await expect(recommendations(page).getByRole('heading', { level: 3 })).toHaveText([
    'Damenarmbanduhr mit Lederarmband',
    'Hyaluron-Tagescreme, 50 ml',
    'Kräutertee-Sortiment, 6 Sorten',
    'Nackenstützkissen aus Memory-Schaum',
  ]);
  expect(await page.evaluate(() => localStorage.getItem('recommendation_session_id'))).toBeNull();

  await page.goto('product-history');
  await expect(page.getByText(/keine Artikel angesehen/)).toBeVisible();
  await expect(topDeals(page).getByRole('heading', { level: 3 })).toHaveText([
    'Keramik-Pfannenset, 3-teilig',
    'Kuscheldecke aus Mikrofaser, 150 x 200 cm',
    'Akku-Handstaubsauger',
    'Damenarmbanduhr mit Lederarmband',
  ]);
  await expect(topDeals(page).getByRole('link', { name: 'Alle Top-Angebote im Shop' })).toHaveAttribute(
    'href',
    /\/top-angebote$/,
  );
  await a11y('history empty with top deals');
});

test('heidi (ch): recommendations in CHF, failing alone under her wishlist; top deals failing or empty alone beside her history', async ({
  page,
  request,
  a11y,
}) => {
  await loginTo(page, 'heidi', 'wishlist');
  await expect(recommendations(page).getByRole('listitem')).toHaveCount(4);
  await expect(recommendations(page).getByText(/CHF/).first()).toBeVisible();

  await addFault(request, { service: 'wishlist', method: 'POST', status: 500, times: 1 });
  const first = recommendations(page).getByRole('listitem').first();
  await first.getByRole('button', { name: /auf die Wunschliste setzen/ }).click();
  await expect(first.getByRole('alert')).toHaveText(/konnte nicht auf die Wunschliste gesetzt werden/);
  await expect(page.getByText('3 Artikel auf Ihrer Wunschliste')).toBeVisible();
  await a11y('saving a recommendation failed');

  await addFault(request, { service: 'personalisation', status: 500, times: 2 });
  await page.reload();
  await expect(page.getByText('3 Artikel auf Ihrer Wunschliste')).toBeVisible();
  await expect(
    recommendations(page).getByText('Unsere Empfehlungen für Sie können gerade nicht angezeigt werden.'),
  ).toBeVisible();
  await a11y('wishlist, recommendations failed');

  await addFault(request, {
    service: 'productDispenser',
    path: '/top-deals',
    status: 200,
    body: { deals: 'none' },
    times: 1,
  });
  await page.goto('product-history');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'Keramik-Pfannenset, 3-teilig' }),
  ).toBeVisible();
  await expect(topDeals(page).getByText('Die Top-Angebote können gerade nicht angezeigt werden.')).toBeVisible();
  await a11y('history, top deals failed');

  await addFault(request, {
    service: 'productDispenser',
    path: '/top-deals',
    status: 200,
    body: { skus: [] },
    times: 1,
  });
  await page.reload();
  await expect(topDeals(page).getByText(/Gerade gibt es hier keine Top-Angebote/)).toBeVisible();
  await expect(topDeals(page).getByRole('link', { name: 'Alle Top-Angebote im Shop' })).toBeVisible();
});

test('the redesigned home (anna): last order, balance, wishlist and recommendations; one failing service leaves the rest', async ({
  page,
  request,
  a11y,
}) => {
  await withFlag(page, 'myAccountHomeRedesign', true);
  await loginTo(page, 'anna', 'orders');
  await page.goto('./');
  const lastOrder = page.getByRole('region', { name: 'Ihre letzte Bestellung' });
  await expect(lastOrder.getByRole('link', { name: 'Zur Bestellung' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Offener Betrag' }).getByText(/€/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ihre Wunschliste' }).getByRole('listitem')).toHaveCount(3);
  await expect(recommendations(page).getByRole('listitem')).toHaveCount(4);
  await a11y('redesigned home');
  await expectReflow(page, 'redesigned home');

  // every wishlist read fails (the recommendations read it too, to leave out what is on it)
  await addFault(request, { service: 'wishlist', method: 'GET', status: 500 });
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Ihre Wunschliste' }).getByText(/kann gerade nicht angezeigt werden/),
  ).toBeVisible();
  await expect(lastOrder.getByRole('link', { name: 'Zur Bestellung' })).toBeVisible();
  await expect(recommendations(page).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Schnellzugriff' })).toBeVisible();
  await a11y('redesigned home, wishlist failed');
});

test('without the deleteWishlistProduct flag the wishlist offers no removal, the basket still', async ({
  page,
  a11y,
}) => {
  await withFlag(page, 'deleteWishlistProduct', false);
  await loginTo(page, 'anna', 'wishlist');
  await expect(page.getByText('4 Artikel auf Ihrer Wunschliste')).toBeVisible();
  await expect(page.getByRole('button', { name: /von der Wunschliste entfernen/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /in den Warenkorb legen/ }).first()).toBeVisible();
  await a11y('wishlist without removal');
});
