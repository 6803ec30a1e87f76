import { describe, expect, it } from 'vitest';
import { ordersResponse } from '@mein-konto/schema/upstream/orderHistory';
import { CookieJar, useMocks } from '../../../test/harness.ts';
import { Orders } from '../order/state.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
const mocks = useMocks({ now: () => NOW });

async function ordersOf(username: string, query: string, locale = 'de-de') {
  const jar = new CookieJar();
  expect((await mocks.login(username, { jar, locale })).status).toBe(200);
  const res = await mocks.call('GET', `/order-history-service/orders?address_strict_typing=true&${query}`, {
    jar,
    locale,
  });
  expect(res.status).toBe(200);
  return ordersResponse.parse(res.body);
}

describe('order history', () => {
  it("lists anna's 12 orders newest first, the newest placed minutes before the reset", async () => {
    const { orders, total_count } = await ordersOf('anna.schmidt@example.de', 'limit=100');
    expect(total_count).toBe(12);
    expect(orders).toHaveLength(12);
    const placed = orders.map((o) => Date.parse(o.placed_at));
    expect([...placed].sort((a, b) => b - a)).toEqual(placed);
    const ageOfNewest = NOW.getTime() - (placed[0] ?? 0);
    expect(ageOfNewest).toBeGreaterThan(0);
    expect(ageOfNewest).toBeLessThan(30 * 60_000);
    expect(NOW.getTime() - (placed[1] ?? 0)).toBe(24 * 60 * 60_000);
    expect(NOW.getTime() - (placed[11] ?? 0)).toBeGreaterThan(2.5 * 365 * 24 * 60 * 60_000);
    expect(new Set(orders.map((o) => o.status))).toEqual(
      new Set(['processing', 'dispatched', 'cancelled', 'returned', 'partiallyReturned', 'partiallyCancelled']),
    );
    expect(orders.every((o) => o.total.currency === 'EUR' && o.external_customer_id !== '')).toBe(true);
  });

  it('pages with limit and offset', async () => {
    const first = await ordersOf('anna.schmidt@example.de', 'limit=1');
    expect(first.orders).toHaveLength(1);
    expect(first.total_count).toBe(12);
    const page = await ordersOf('anna.schmidt@example.de', 'limit=5&offset=10');
    expect(page.orders).toHaveLength(2);
    expect(page.orders[1]?.number).toBe('81000001');
  });

  it('shows only the session customer orders: heidi in CHF, none for the new customer', async () => {
    const heidi = await ordersOf('heidi.meier@example.ch', 'limit=10', 'de-ch');
    expect(heidi.orders.length).toBeGreaterThan(0);
    expect(heidi.orders.every((o) => o.total.currency === 'CHF')).toBe(true);
    const neu = await ordersOf('neu.kunde@example.de', 'limit=1');
    expect(neu).toEqual({ orders: [], total_count: 0, next_cursor: null });
  });

  it('keeps the order the TV customer verifies with', () => {
    expect(mocks.kernel.state(Orders).byNumber('99887766')?.customerNumber).toBe('70078901');
  });

  it('refuses the orders without a session', async () => {
    const res = await mocks.call('GET', '/order-history-service/orders?address_strict_typing=true&limit=1', {
      jar: new CookieJar(),
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ key: '/dpl/cs/errors/unauthenticated' });
  });
});

describe('order history paging by cursor', () => {
  it('walks all orders page by page in the same newest-first order as one big page', async () => {
    const all = await ordersOf('anna.schmidt@example.de', 'limit=100');
    expect(all.next_cursor).toBeNull();
    const jar = new CookieJar();
    await mocks.login('anna.schmidt@example.de', { jar });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor === null ? 'limit=5' : `limit=5&cursor=${encodeURIComponent(cursor)}`;
      const res = await mocks.call('GET', `/order-history-service/orders?address_strict_typing=true&${query}`, { jar });
      expect(res.status).toBe(200);
      const page = ordersResponse.parse(res.body);
      expect(page.total_count).toBe(12);
      seen.push(...page.orders.map((o) => o.number));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor !== null && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(all.orders.map((o) => o.number));
  });

  it('carries the items of each order for the overview', async () => {
    const { orders } = await ordersOf('anna.schmidt@example.de', 'limit=1');
    expect(orders[0]?.items).toEqual([
      {
        base_product_no: '401234',
        sku: '401234001',
        title: 'Keramik-Pfannenset, 3-teilig',
        quantity: 1,
        status: 'received',
      },
      {
        base_product_no: '407890',
        sku: '407890001',
        title: 'Kräutertee-Sortiment, 6 Sorten',
        quantity: 2,
        status: 'received',
      },
    ]);
    expect(orders[0]?.item_count).toBe(3);
  });

  it('refuses a cursor together with an offset, and a cursor it did not issue', async () => {
    const jar = new CookieJar();
    await mocks.login('anna.schmidt@example.de', { jar });
    const first = ordersResponse.parse(
      (await mocks.call('GET', '/order-history-service/orders?address_strict_typing=true&limit=2', { jar })).body,
    );
    const both = await mocks.call(
      'GET',
      `/order-history-service/orders?address_strict_typing=true&limit=2&offset=2&cursor=${first.next_cursor ?? ''}`,
      { jar },
    );
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ key: '/dpl/cs/errors/bad_request', field_errors: [{ field: 'cursor' }] });
    const forged = await mocks.call(
      'GET',
      '/order-history-service/orders?address_strict_typing=true&limit=2&cursor=abc',
      { jar },
    );
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ key: '/dpl/cs/errors/bad_request', field_errors: [{ field: 'cursor' }] });
  });

  it('pages through hundreds of generated orders, newest first, without gaps or repeats', async () => {
    const seeded = await mocks.call('POST', '/__admin/seed/orders', {
      body: { customer_number: '60067890', count: 250 },
    });
    expect(seeded.status).toBe(201);
    expect(seeded.body).toMatchObject({ created: 250, total_orders: 250 });
    const jar = new CookieJar();
    await mocks.login('neu.kunde@example.de', { jar });
    const numbers: string[] = [];
    const placed: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor === null ? 'limit=100' : `limit=100&cursor=${encodeURIComponent(cursor)}`;
      const page = ordersResponse.parse(
        (await mocks.call('GET', `/order-history-service/orders?address_strict_typing=true&${query}`, { jar })).body,
      );
      expect(page.total_count).toBe(250);
      numbers.push(...page.orders.map((o) => o.number));
      placed.push(...page.orders.map((o) => Date.parse(o.placed_at)));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor !== null && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(numbers).size).toBe(250);
    expect([...placed].sort((a, b) => b - a)).toEqual(placed);
  });
});

describe('order insights', () => {
  async function insightsOf(username: string, locale = 'de-de') {
    const jar = new CookieJar();
    await mocks.login(username, { jar, locale });
    return mocks.call('GET', '/order-history-service/orders-insights', { jar, locale });
  }

  it("counts anna's orders per status, the returned and the cancelled ones", async () => {
    const res = await insightsOf('anna.schmidt@example.de');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total_orders: 12,
      returned_orders: 2,
      cancelled_orders: 1,
      status_counts: [
        { status: 'processing', count: 2 },
        { status: 'dispatched', count: 6 },
        { status: 'cancelled', count: 1 },
        { status: 'returned', count: 1 },
        { status: 'partiallyReturned', count: 1 },
        { status: 'partiallyCancelled', count: 1 },
      ],
    });
  });

  it('answers zeros for a customer without orders and 401 without a session', async () => {
    const res = await insightsOf('neu.kunde@example.de');
    expect(res.body).toMatchObject({ total_orders: 0, returned_orders: 0, cancelled_orders: 0 });
    const anonymous = await mocks.call('GET', '/order-history-service/orders-insights', { jar: new CookieJar() });
    expect(anonymous.status).toBe(401);
  });
});
