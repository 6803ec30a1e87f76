import { describe, expect, it } from 'vitest';
import { ordersResponse } from '@mein-konto/schema/upstream/orderHistory';
import { productsResponse } from '@mein-konto/schema/upstream/product';
import { CookieJar, useMocks } from '../../../test/harness.ts';
import { Orders } from './state.ts';

const mocks = useMocks();

function seedOrders(body: unknown) {
  return mocks.call('POST', '/__admin/seed/orders', { body });
}

describe('POST /__admin/seed/orders', () => {
  it('gives anna hundreds more orders, older than her newest two, with products the product service knows', async () => {
    const res = await seedOrders({ customer_number: '0010012345', count: 300 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ created: 300, total_orders: 312 });
    const jar = new CookieJar();
    await mocks.login('anna.schmidt@example.de', { jar });
    const page = ordersResponse.parse(
      (await mocks.call('GET', '/order-history-service/orders?address_strict_typing=true&limit=3', { jar })).body,
    );
    expect(page.total_count).toBe(312);
    expect(page.orders.slice(0, 2).map((o) => o.number)).toEqual(['81000012', '81000011']);
    const nos = [...new Set(page.orders.flatMap((o) => o.items.map((i) => i.base_product_no)))];
    const products = productsResponse.parse(
      (
        await mocks.call(
          'GET',
          `/product-service/products?base_product_nos=${nos.join(',')}&sales_channel=CLASSIC_SHOP`,
        )
      ).body,
    );
    expect(products.products).toHaveLength(nos.length);
  });

  it('numbers generated orders uniquely across calls and customers, and reset removes them', async () => {
    const a = (await seedOrders({ customer_number: '20023456', count: 5 })).body as { numbers: string[] };
    const b = (await seedOrders({ customer_number: '30034567', count: 5 })).body as { numbers: string[] };
    expect(new Set([...a.numbers, ...b.numbers]).size).toBe(10);
    expect(
      mocks.kernel
        .state(Orders)
        .all()
        .filter((o) => o.customerNumber === '30034567' && o.currency === 'CHF'),
    ).toHaveLength(8);
    await mocks.call('POST', '/__admin/reset');
    expect(
      mocks.kernel
        .state(Orders)
        .all()
        .some((o) => a.numbers.includes(o.number)),
    ).toBe(false);
  });

  it('refuses an unknown customer and a count out of range', async () => {
    const unknown = await seedOrders({ customer_number: '99999999', count: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ key: '/dpl/cs/errors/not_found' });
    for (const count of [0, 1001, 'viele']) {
      const res = await seedOrders({ customer_number: '10012345', count });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ key: '/dpl/cs/errors/bad_request', field_errors: [{ field: 'count' }] });
    }
  });
});

describe('POST /__admin/orders/dispatch and the basket read back', () => {
  it('hands anna’s processing order to the carrier; the basket keeps what was added and reads it back', async () => {
    const res = await mocks.call('POST', '/__admin/orders/dispatch', { body: { order_number: '81000012' } });
    expect(res).toMatchObject({ status: 200, body: { number: '81000012', status: 'dispatched' } });
    const order = mocks.kernel.state(Orders).byNumber('81000012');
    expect(order?.items.map((i) => i.status)).toEqual(['dispatched', 'dispatched']);
    expect((await mocks.call('POST', '/__admin/orders/dispatch', { body: { order_number: '81000012' } })).status).toBe(
      400,
    );
    expect((await mocks.call('POST', '/__admin/orders/dispatch', { body: { order_number: '89999999' } })).status).toBe(
      404,
    );

    const jar = new CookieJar();
    await mocks.login('anna.schmidt@example.de', { jar });
    expect((await mocks.call('GET', '/__admin/basket/items?customer_number=10012345')).body).toEqual({
      items: [],
      basket_item_count: 0,
    });
    await mocks.call('POST', '/basket-service/basket/items', { jar, body: { sku: '407890001', quantity: 2 } });
    await mocks.call('POST', '/basket-service/basket/items', { jar, body: { sku: '407890001', quantity: 1 } });
    expect((await mocks.call('GET', '/__admin/basket/items?customer_number=0010012345')).body).toEqual({
      items: [{ sku: '407890001', quantity: 3 }],
      basket_item_count: 3,
    });
    expect((await mocks.call('GET', '/__admin/basket/items')).status).toBe(400);
  });
});
