import { describe, expect, it } from 'vitest';
import { CookieJar, useMocks } from '../../../test/harness.ts';
import { ERR } from '../../../test/customerService.ts';

const mocks = useMocks();

async function loggedIn(username: string, locale = 'de-de'): Promise<CookieJar> {
  const jar = new CookieJar();
  expect((await mocks.login(username, { jar, locale })).status).toBe(200);
  return jar;
}

describe('wishlist and basket', () => {
  it('lists anna’s four items newest first; moving one to the basket takes it off the list', async () => {
    const jar = await loggedIn('anna.schmidt@example.de');
    const list = (await mocks.call('GET', '/wishlist-service/wishlist', { jar })).body as {
      items: { sku: string; state: string }[];
    };
    expect(list.items.map((i) => i.sku)).toEqual(['401234001', '406789002', '405678002', '407890001']);
    const added = await mocks.call('POST', '/basket-service/basket/items', {
      jar,
      body: { sku: '401234001', quantity: 1 },
    });
    expect(added).toMatchObject({ status: 201, body: { sku: '401234001', basket_item_count: 1 } });
    const moved = await mocks.call('PATCH', '/wishlist-service/wishlist/401234001', {
      jar,
      body: { state: 'MOVED_TO_BASKET' },
    });
    expect(moved.body).toMatchObject({ state: 'MOVED_TO_BASKET' });
    const after = (await mocks.call('GET', '/wishlist-service/wishlist', { jar })).body as { items: { sku: string }[] };
    expect(after.items.map((i) => i.sku)).not.toContain('401234001');
    expect(
      (await mocks.call('PATCH', '/wishlist-service/wishlist/401234001', { jar, body: { state: 'DELETED' } })).status,
    ).toBe(404);
  });

  it('refuses a sold-out variant (409), another customer’s item (404), and adds once per idempotency key', async () => {
    const jar = await loggedIn('anna.schmidt@example.de');
    const soldOut = await mocks.call('POST', '/basket-service/basket/items', {
      jar,
      body: { sku: '406789002', quantity: 1 },
    });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body).toMatchObject({ key: ERR('sold_out') });
    const heidis = await mocks.call('PATCH', '/wishlist-service/wishlist/410123001', {
      jar,
      body: { state: 'DELETED' },
    });
    expect(heidis.status).toBe(404);
    expect(heidis.body).toMatchObject({ key: ERR('item_not_found') });
    const headers = { 'idempotency-key': '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6' };
    await mocks.call('POST', '/basket-service/basket/items', { jar, headers, body: { sku: '407890001', quantity: 1 } });
    const again = await mocks.call('POST', '/basket-service/basket/items', {
      jar,
      headers,
      body: { sku: '407890001', quantity: 1 },
    });
    expect(again.body).toMatchObject({ basket_item_count: 1 });
  });

  it('needs a session', async () => {
    expect((await mocks.call('GET', '/wishlist-service/wishlist')).status).toBe(401);
  });
});

describe('adding to the wishlist', () => {
  it('puts a variant on the customer’s own list once, newest first, with or without a session id', async () => {
    const jar = await loggedIn('anna.schmidt@example.de');
    const body = { base_product_no: '409012', sku: '409012001', quantity: 1 };
    const added = await mocks.call('POST', '/wishlist-service/wishlist', {
      jar,
      headers: { 'x-sessionid': 'a1b2c3' },
      body,
    });
    expect(added).toMatchObject({
      status: 201,
      body: { sku: '409012001', base_product_no: '409012', state: 'ACTIVE' },
    });
    expect((await mocks.call('POST', '/wishlist-service/wishlist', { jar, body })).status).toBe(201);
    const list = (await mocks.call('GET', '/wishlist-service/wishlist', { jar })).body as { items: { sku: string }[] };
    expect(list.items.map((i) => i.sku)).toEqual(['409012001', '401234001', '406789002', '405678002', '407890001']);
  });

  it('refuses an unknown variant, a wrong base product number, quantity 2 and a malformed session id', async () => {
    const jar = await loggedIn('anna.schmidt@example.de');
    const add = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      mocks.call('POST', '/wishlist-service/wishlist', { jar, headers, body });
    expect((await add({ base_product_no: '409012', sku: '409012009', quantity: 1 })).body).toMatchObject({
      key: ERR('item_not_found'),
    });
    expect((await add({ base_product_no: '401234', sku: '409012001', quantity: 1 })).status).toBe(404);
    expect((await add({ base_product_no: '409012', sku: '409012001', quantity: 2 })).status).toBe(400);
    expect(
      (await add({ base_product_no: '409012', sku: '409012001', quantity: 1 }, { 'x-sessionid': 'not-hex' })).status,
    ).toBe(400);
  });
});
