import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ordersResponse } from '@mein-konto/schema/upstream/orderHistory';
import { CookieJar, startMocks, type MocksUnderTest } from '../testing/harness.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
let mocks: MocksUnderTest;
beforeAll(async () => {
  mocks = await startMocks({ now: () => NOW });
});
afterAll(async () => {
  await mocks.close();
});
beforeEach(() => {
  mocks.store.reset();
});

async function ordersOf(username: string, query: string, locale = 'de-de') {
  const jar = new CookieJar();
  expect((await mocks.login(username, { jar, locale })).status).toBe(200);
  const res = await mocks.call('GET', `/order-history-service/orders?address_strict_typing=true&${query}`, { jar, locale });
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
    expect(neu).toEqual({ orders: [], total_count: 0 });
  });

  it('keeps the order the TV customer verifies with', () => {
    expect(mocks.store.orders.find((o) => o.number === '99887766')?.customerNumber).toBe('70078901');
  });

  it('refuses the orders without a session', async () => {
    const res = await mocks.call('GET', '/order-history-service/orders?address_strict_typing=true&limit=1', { jar: new CookieJar() });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ key: '/dpl/cs/errors/unauthenticated' });
  });
});
