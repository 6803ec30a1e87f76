/**
 * The wishlist over HTTP against the mocks: the items with their products in one product-service
 * call, adding a variant (once; unknown variants and malformed session ids refused before the
 * wishlist service is asked), moving an item into the basket (once per key; sold out refused;
 * another customer's item refused), removing one (only with the deleteWishlistProduct flag), and a failing wishlist
 * service leaving the rest of the customer's data working.
 */
import { DEMO_PASSWORD } from '@mein-konto/testing';
import { describe, expect, it } from 'vitest';
import { run } from './auth.ts';
import { startStack, useStack, type Browser, type Stack } from './stack.ts';

const stack = useStack();

const WISHLIST = /* GraphQL */ `
  query Wishlist {
    viewer {
      customer {
        firstName
        wishlist {
          items {
            id
            sku
            addedAt
            product {
              name
              brand
              imageUrl
            }
            variant {
              sku
              price {
                amount
                currency
              }
              priceLabel
              availability
              stockLevel
              dimensions {
                label
                value
              }
            }
          }
        }
      }
    }
  }
`;
const MOVE = /* GraphQL */ `
  mutation Move($input: MoveWishlistItemToBasketInput!) {
    moveWishlistItemToBasket(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
      ... on WishlistItemMovedToBasket {
        sku
        basketItemCount
      }
    }
  }
`;
const ADD = /* GraphQL */ `
  mutation Add($input: AddWishlistItemInput!) {
    addWishlistItem(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
      ... on InvalidInput {
        fieldErrors {
          field
          message
        }
      }
      ... on WishlistItemAdded {
        item {
          sku
          product {
            name
          }
        }
      }
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation Delete($input: DeleteWishlistItemInput!) {
    deleteWishlistItem(input: $input) {
      __typename
      ... on Error {
        code
        message
      }
      ... on WishlistItemDeleted {
        sku
      }
    }
  }
`;

interface Item {
  sku: string;
  product: { name: string } | null;
  variant: {
    price: { amount: string; currency: string };
    availability: string;
    dimensions: { label: string; value: string }[];
  } | null;
}

async function loggedIn(target: Stack, username: string, market: 'de' | 'at' | 'ch' = 'de'): Promise<Browser> {
  const browser = target.browser(market);
  expect((await browser.login(username, DEMO_PASSWORD)).data?.login).toMatchObject({ __typename: 'LoginSuccess' });
  return browser;
}

async function itemsOf(browser: Browser): Promise<Item[]> {
  const res = await browser.graphql(WISHLIST);
  return (res.data?.viewer as unknown as { customer: { wishlist: { items: Item[] } } }).customer.wishlist.items;
}

describe('wishlist', () => {
  it('lists anna’s items newest first with product and variant, all products from one product-service call', async () => {
    const anna = await loggedIn(stack, 'anna.schmidt@example.de');
    const before = stack.mocksRequests.filter((r) => r.includes('/product-service/')).length;
    const items = await itemsOf(anna);
    expect(stack.mocksRequests.filter((r) => r.includes('/product-service/')).length - before).toBe(1);
    expect(items.map((i) => i.sku)).toEqual(['401234001', '406789002', '405678002', '407890001']);
    expect(items[0]).toMatchObject({
      product: { name: 'Keramik-Pfannenset, 3-teilig' },
      variant: {
        price: { currency: 'EUR' },
        availability: 'AVAILABLE',
        dimensions: [{ label: 'Farbe', value: 'Anthrazit' }],
      },
    });
    expect(items[1]?.variant?.availability).toBe('SOLD_OUT');
  });

  it('lists the items when the product service fails: product and variant null with errors, so the availability is unknown', async () => {
    const anna = await loggedIn(stack, 'anna.schmidt@example.de');
    await stack.fault({ service: 'product', status: 503, times: 10 });
    const res = await anna.graphql(WISHLIST);
    const items = (res.data?.viewer as unknown as { customer: { wishlist: { items: Item[] } | null } }).customer
      .wishlist?.items;
    expect(items?.map((i) => [i.sku, i.product, i.variant])).toEqual([
      ['401234001', null, null],
      ['406789002', null, null],
      ['405678002', null, null],
      ['407890001', null, null],
    ]);
    expect(res.errors?.length).toBeGreaterThan(0);
    expect(res.errors?.every((e) => ['product', 'variant'].includes(String(e.path?.at(-1))))).toBe(true);
  });

  it('shows heidi’s prices in CHF and her almost sold-out item', async () => {
    const heidi = await loggedIn(stack, 'heidi.meier@example.ch', 'ch');
    const items = await itemsOf(heidi);
    expect(items).toHaveLength(3);
    expect(items.every((i) => i.variant?.price.currency === 'CHF')).toBe(true);
    expect(items[0]?.variant?.availability).toBe('ALMOST_SOLD_OUT');
  });

  it('moves an item into the basket once per key, after which it leaves the wishlist', async () => {
    const anna = await loggedIn(stack, 'anna.schmidt@example.de');
    const input = { sku: '401234001', idempotencyKey: '5a0c2f0e-7d7b-4b3c-9f1a-0b1c2d3e4f50' };
    expect(await run(anna, MOVE, { input })).toEqual({
      __typename: 'WishlistItemMovedToBasket',
      sku: '401234001',
      basketItemCount: 1,
    });
    expect((await itemsOf(anna)).map((i) => i.sku)).not.toContain('401234001');
    expect(await run(anna, MOVE, { input })).toMatchObject({ __typename: 'WishlistItemNotFound' });
  });

  it('refuses a sold-out variant (it stays) and another customer’s item without touching the basket', async () => {
    const anna = await loggedIn(stack, 'anna.schmidt@example.de');
    expect(await run(anna, MOVE, { input: { sku: '406789002' } })).toMatchObject({
      __typename: 'ProductSoldOut',
      code: 'SOLD_OUT',
    });
    expect((await itemsOf(anna)).map((i) => i.sku)).toContain('406789002');
    const basketCalls = stack.mocksRequests.filter((r) => r.includes('/basket-service/')).length;
    expect(await run(anna, MOVE, { input: { sku: '410123001' } })).toMatchObject({
      __typename: 'WishlistItemNotFound',
      code: 'WISHLIST_ITEM_NOT_FOUND',
    });
    expect(await run(anna, DELETE, { input: { sku: '410123001' } })).toMatchObject({
      __typename: 'WishlistItemNotFound',
    });
    expect(stack.mocksRequests.filter((r) => r.includes('/basket-service/'))).toHaveLength(basketCalls);
    const heidi = await loggedIn(stack, 'heidi.meier@example.ch', 'ch');
    expect((await itemsOf(heidi)).map((i) => i.sku)).toContain('410123001');
  });

  it('removes an item with the deleteWishlistProduct flag', async () => {
    const lukas = await loggedIn(stack, 'lukas.gruber@example.at', 'at');
    const [first] = await itemsOf(lukas);
    expect(await run(lukas, DELETE, { input: { sku: first?.sku } })).toEqual({
      __typename: 'WishlistItemDeleted',
      sku: first?.sku,
    });
    expect(await itemsOf(lukas)).toHaveLength(1);
  });

  it('refuses removing without the flag, and nothing changes', async () => {
    const off = await startStack({ FEATURE_FLAGS: 'deleteWishlistProduct=false' });
    try {
      const lukas = await loggedIn(off, 'lukas.gruber@example.at', 'at');
      const [first] = await itemsOf(lukas);
      expect(await run(lukas, DELETE, { input: { sku: first?.sku } })).toMatchObject({
        __typename: 'FeatureDisabled',
        code: 'FEATURE_DISABLED',
      });
      expect(await itemsOf(lukas)).toHaveLength(2);
    } finally {
      await off.close();
    }
  });

  it('adds a recommended variant once, newest first, with the tracking session id or without', async () => {
    const anna = await loggedIn(stack, 'anna.schmidt@example.de');
    const added = {
      __typename: 'WishlistItemAdded',
      item: { sku: '409012001', product: { name: 'Damenarmbanduhr mit Lederarmband' } },
    };
    expect(await run(anna, ADD, { input: { sku: '409012001', sessionId: 'a1b2c3' } })).toEqual(added);
    expect(await run(anna, ADD, { input: { sku: '409012001' } })).toEqual(added);
    expect((await itemsOf(anna)).map((i) => i.sku)).toEqual([
      '409012001',
      '401234001',
      '406789002',
      '405678002',
      '407890001',
    ]);
  });

  it('answers an add with the customer’s wishlist as it is afterwards (the client’s cache updates from it)', async () => {
    const anna = await loggedIn(stack, 'anna.schmidt@example.de');
    const withList = /* GraphQL */ `
      mutation Add($input: AddWishlistItemInput!) {
        addWishlistItem(input: $input) {
          __typename
          ... on WishlistItemAdded {
            item {
              id
            }
            customer {
              id
              customerNumber
              wishlist {
                items {
                  id
                }
              }
            }
          }
        }
      }
    `;
    expect(await run(anna, withList, { input: { sku: '409012001' } })).toEqual({
      __typename: 'WishlistItemAdded',
      item: { id: '409012001' },
      customer: {
        id: expect.any(String),
        customerNumber: '10012345',
        wishlist: { items: ['409012001', '401234001', '406789002', '405678002', '407890001'].map((id) => ({ id })) },
      },
    });
  });

  it('refuses an unknown variant and a malformed session id without asking the wishlist service', async () => {
    const anna = await loggedIn(stack, 'anna.schmidt@example.de');
    const adds = () => stack.mocksRequests.filter((r) => r === 'POST /wishlist-service/wishlist').length;
    const before = adds();
    expect(await run(anna, ADD, { input: { sku: '409012099' } })).toMatchObject({
      __typename: 'ProductNotFound',
      code: 'PRODUCT_NOT_FOUND',
    });
    expect(await run(anna, ADD, { input: { sku: '../409012001' } })).toMatchObject({ __typename: 'ProductNotFound' });
    expect(await run(anna, ADD, { input: { sku: '409012001', sessionId: 'ZZZZZZ' } })).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [{ field: 'sessionId' }],
    });
    expect(adds()).toBe(before);
    const res = await stack.browser().graphql(ADD, { input: { sku: '409012001' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers the rest of the customer when the wishlist service fails', async () => {
    const anna = await loggedIn(stack, 'anna.schmidt@example.de');
    await stack.fault({ service: 'wishlist', status: 500, times: 2 });
    const res = await anna.graphql(WISHLIST);
    expect(res.data?.viewer).toMatchObject({ customer: { firstName: 'Anna', wishlist: null } });
    expect(res.errors?.[0]?.path).toEqual(['viewer', 'customer', 'wishlist']);
  });
});
