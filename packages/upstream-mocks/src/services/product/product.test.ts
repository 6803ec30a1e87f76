import { describe, expect, it } from 'vitest';
import { productsResponse } from '@mein-konto/schema/upstream/product';
import { CookieJar, useMocks } from '../../../test/harness.ts';
import { Orders } from '../order/state.ts';

/** The items of the wishlists docs/product/README.md §2 gives anna (one sold out): the catalogue knows them ahead of the wishlist service. */
const WISHLIST_SKUS = ['409012001', '410123001', '406789002', '407890001'];

const mocks = useMocks({}, { reset: false });

function products(nos: string[], locale = 'de-de', channel = 'CLASSIC_SHOP') {
  return mocks.call('GET', `/product-service/products?base_product_nos=${nos.join(',')}&sales_channel=${channel}`, {
    jar: new CookieJar(),
    locale,
  });
}

describe('product service', () => {
  it('answers product data for every item of every seeded order and wishlist in one call', async () => {
    const skus = new Set<string>();
    const nos = new Set<string>();
    for (const order of mocks.kernel.state(Orders).all())
      for (const item of order.items) {
        skus.add(item.sku);
        nos.add(item.baseProductNo.slice(0, 6));
      }
    for (const sku of WISHLIST_SKUS) {
      skus.add(sku);
      nos.add(sku.slice(0, 6));
    }
    const res = await products([...nos]);
    expect(res.status).toBe(200);
    const body = productsResponse.parse(res.body);
    expect(body.products.map((p) => p.base_product_no)).toEqual([...nos]);
    const known = new Set(body.products.flatMap((p) => p.variants.map((v) => v.sku)));
    for (const sku of skus) expect(known.has(sku)).toBe(true);
  });

  it('shows name, brand, image, variants with price, status, availability and dimensions', async () => {
    const body = productsResponse.parse((await products(['406789'])).body);
    const sauger = body.products[0];
    expect(sauger).toMatchObject({
      base_product_no: '406789',
      default_variant_sku: '406789001',
      name: { long: 'Akku-Handstaubsauger' },
      brand: { brand_name: 'CleanMax' },
      media: [{ type: 'IMAGE', url: `${mocks.baseUrl}/product-service/media/406789.svg` }],
    });
    expect(sauger?.variants[1]).toMatchObject({
      sku: '406789002',
      price: { value: { amount: '149.99', currency: 'EUR' } },
      status: 'SOLDOUT',
      availability: 'SOLD_OUT',
      dimensions: [{ type: 'COLOR', value: 'Rot' }],
      delivery_time: { shipping_type: 'STANDARD', delivery_days: 3 },
    });
    const image = await fetch(sauger?.media[0]?.url ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('looks up by the first 6 characters, keeps the asked order, skips unknown numbers and repeats', async () => {
    const body = productsResponse.parse((await products(['409012001', '401234', '999999', '401234XYZ'])).body);
    expect(body.products.map((p) => p.base_product_no)).toEqual(['409012', '401234']);
  });

  it('prices in CHF on the Swiss market', async () => {
    const body = productsResponse.parse((await products(['404567'], 'de-ch')).body);
    expect(body.products[0]?.variants[0]?.price.value).toEqual({ amount: '64.90', currency: 'CHF' });
  });

  it('requires the sales channel and at most 100 numbers', async () => {
    const noChannel = await mocks.call('GET', '/product-service/products?base_product_nos=401234', {
      jar: new CookieJar(),
    });
    expect(noChannel.status).toBe(400);
    expect(noChannel.body).toMatchObject({
      key: '/dpl/cs/errors/bad_request',
      field_errors: [{ field: 'sales_channel' }],
    });
    const tooMany = await products(Array.from({ length: 101 }, (_, i) => String(400000 + i)));
    expect(tooMany.status).toBe(400);
  });
});
