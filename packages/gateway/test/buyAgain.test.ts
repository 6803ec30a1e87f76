/**
 * Buy again over HTTP against the mocks: an order's dispatched and delivered items into the basket
 * with the quantity ordered (read back from the mocks' basket), today's price in the market's
 * currency, sold out refused with a shop link, almost sold out shown, once per key (also after a
 * lost answer), a failing basket service as per-item outcomes, bad input as InvalidInput before
 * any service call, another customer's order not found, and the buyAgain flag.
 */
import { describe, expect, it } from 'vitest';
import { run } from './auth.ts';
import { LOGIN, loggedIn, startStack, trustedDocuments, useStack, type Stack } from './stack.ts';

const stack = useStack();

const BUY_AGAIN = /* GraphQL */ `
  mutation BuyAgain($input: BuyAgainInput!) {
    buyAgain(input: $input) {
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
      ... on BuyAgainOutcome {
        basketItemCount
        basketUrl
        items {
          __typename
          ... on Error {
            code
            message
          }
          ... on BuyAgainItemAdded {
            quantity
            item {
              sku
              title
            }
            variant {
              price {
                amount
                currency
              }
              availability
              stockLevel
            }
          }
          ... on BuyAgainItemUnavailable {
            item {
              sku
            }
            productUrl
          }
          ... on BuyAgainItemFailed {
            item {
              sku
            }
          }
        }
      }
    }
  }
`;
const ORDER_ITEMS = /* GraphQL */ `
  query Items($id: ID!) {
    viewer {
      customer {
        order(id: $id) {
          items {
            sku
            status
            canBuyAgain
          }
        }
      }
    }
  }
`;

interface Basket {
  items: { sku: string; quantity: number }[];
  basket_item_count: number;
}

async function basketOf(target: Stack, customerNumber: string): Promise<Basket> {
  const res = await target.admin('GET', `/basket/items?customer_number=${customerNumber}`);
  expect(res.status).toBe(200);
  return res.body as Basket;
}

function basketCalls(target: Stack): number {
  return target.mocksRequests.filter((r) => r.startsWith('POST /basket-service/')).length;
}

const KEY = '0f3c9a4e-1b2d-4c5e-8f70-1a2b3c4d5e6f';

describe('buy again', () => {
  it('puts anna’s tea and blouse into the basket with the quantities ordered at today’s prices; the cancelled chain cannot be bought again', async () => {
    const anna = await loggedIn(stack, 'anna.schmidt@example.de');
    const order = await run(anna, ORDER_ITEMS, { id: 'o-81000008' });
    expect((order as unknown as { customer: { order: { items: unknown[] } } }).customer.order.items).toEqual([
      { sku: '405678001', status: 'DELIVERED', canBuyAgain: true },
      { sku: '404567001', status: 'CANCELLED', canBuyAgain: false },
      { sku: '407890001', status: 'PARTIALLY_CANCELLED', canBuyAgain: true },
    ]);
    const result = await run(anna, BUY_AGAIN, {
      input: { orderId: 'o-81000008', skus: ['407890001', '405678001'], idempotencyKey: KEY },
    });
    expect(result).toEqual({
      __typename: 'BuyAgainOutcome',
      basketItemCount: 4,
      basketUrl: 'https://www.mein-shop.de/warenkorb',
      items: [
        {
          __typename: 'BuyAgainItemAdded',
          quantity: 3,
          item: { sku: '407890001', title: 'Kräutertee-Sortiment, 6 Sorten' },
          variant: { price: { amount: '14.99', currency: 'EUR' }, availability: 'AVAILABLE', stockLevel: 120 },
        },
        {
          __typename: 'BuyAgainItemAdded',
          quantity: 1,
          item: { sku: '405678001', title: 'Leinenbluse, Größe 40' },
          variant: { price: { amount: '44.99', currency: 'EUR' }, availability: 'AVAILABLE', stockLevel: 120 },
        },
      ],
    });
    expect((await basketOf(stack, '10012345')).items).toEqual(
      expect.arrayContaining([
        { sku: '407890001', quantity: 3 },
        { sku: '405678001', quantity: 1 },
      ]),
    );
  });

  it('adds nothing twice for a repeated key, also when the first answer was lost', async () => {
    const anna = await loggedIn(stack, 'anna.schmidt@example.de');
    const input = { orderId: 'o-81000009', skus: ['408901001'], idempotencyKey: KEY };
    await stack.fault({ service: 'basket', method: 'POST', path: '/basket/items', after: true, times: 1 });
    const lost = await run(anna, BUY_AGAIN, { input });
    expect(lost).toMatchObject({
      __typename: 'BuyAgainOutcome',
      basketItemCount: null,
      items: [{ __typename: 'BuyAgainItemFailed', code: 'BASKET_UNAVAILABLE', item: { sku: '408901001' } }],
    });
    expect(await basketOf(stack, '10012345')).toEqual({
      items: [{ sku: '408901001', quantity: 1 }],
      basket_item_count: 1,
    });
    const retried = await run(anna, BUY_AGAIN, { input });
    expect(retried).toMatchObject({
      __typename: 'BuyAgainOutcome',
      basketItemCount: 1,
      items: [{ __typename: 'BuyAgainItemAdded', quantity: 1 }],
    });
    await run(anna, BUY_AGAIN, { input });
    expect(await basketOf(stack, '10012345')).toEqual({
      items: [{ sku: '408901001', quantity: 1 }],
      basket_item_count: 1,
    });
    // A new action (a new key) adds again.
    await run(anna, BUY_AGAIN, { input: { ...input, idempotencyKey: 'another-tap-1' } });
    expect((await basketOf(stack, '10012345')).basket_item_count).toBe(2);
  });

  it('refuses the sold-out vacuum cleaner with its reason and a link to the product, without asking the basket', async () => {
    const anna = await loggedIn(stack, 'anna.schmidt@example.de');
    const before = basketCalls(stack);
    const result = await run(anna, BUY_AGAIN, { input: { orderId: 'o-81000003', skus: ['406789002'] } });
    expect(result).toEqual({
      __typename: 'BuyAgainOutcome',
      basketItemCount: null,
      basketUrl: 'https://www.mein-shop.de/warenkorb',
      items: [
        {
          __typename: 'BuyAgainItemUnavailable',
          code: 'SOLD_OUT',
          message: 'Dieser Artikel ist leider ausverkauft und kann gerade nicht in den Warenkorb gelegt werden.',
          item: { sku: '406789002' },
          productUrl: 'https://www.mein-shop.de/p/406789',
        },
      ],
    });
    expect(basketCalls(stack)).toBe(before);
    expect((await basketOf(stack, '10012345')).items).toEqual([]);
  });

  it('adds the blanket on its way and the almost sold-out pillow, saying how few are left', async () => {
    const anna = await loggedIn(stack, 'anna.schmidt@example.de');
    const result = await run(anna, BUY_AGAIN, {
      input: { orderId: 'o-81000010', skus: ['402345001', '410123001'], idempotencyKey: 'k-81000010' },
    });
    expect(result).toMatchObject({
      basketItemCount: 2,
      items: [
        { __typename: 'BuyAgainItemAdded', variant: { availability: 'AVAILABLE' } },
        { __typename: 'BuyAgainItemAdded', variant: { availability: 'ALMOST_SOLD_OUT', stockLevel: 3 } },
      ],
    });
  });

  it('gives heidi today’s prices in CHF and the Swiss shop’s basket', async () => {
    const heidi = await loggedIn(stack, 'heidi.meier@example.ch', 'ch');
    const result = await run(heidi, BUY_AGAIN, {
      input: { orderId: 'o-83000002', skus: ['403456001'], idempotencyKey: KEY },
    });
    expect(result).toMatchObject({
      basketUrl: 'https://www.mein-shop.ch/warenkorb',
      items: [
        { __typename: 'BuyAgainItemAdded', quantity: 2, variant: { price: { amount: '27.90', currency: 'CHF' } } },
      ],
    });
    expect((await basketOf(stack, '30034567')).items).toEqual([{ sku: '403456001', quantity: 2 }]);
  });

  it('answers a failing basket service per item, and the account keeps working', async () => {
    const anna = await loggedIn(stack, 'anna.schmidt@example.de');
    await stack.fault({ service: 'basket', status: 503 });
    const result = await run(anna, BUY_AGAIN, {
      input: { orderId: 'o-81000008', skus: ['405678001', '407890001'], idempotencyKey: KEY },
    });
    expect(result).toMatchObject({
      __typename: 'BuyAgainOutcome',
      basketItemCount: null,
      items: [
        {
          __typename: 'BuyAgainItemFailed',
          code: 'BASKET_UNAVAILABLE',
          message: 'Der Artikel konnte gerade nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es erneut.',
        },
        { __typename: 'BuyAgainItemFailed', code: 'BASKET_UNAVAILABLE' },
      ],
    });
    const order = await anna.graphql(ORDER_ITEMS, { id: 'o-81000008' });
    expect(order.errors).toBeUndefined();
    await stack.admin('DELETE', '/faults');
    expect(
      await run(anna, BUY_AGAIN, {
        input: { orderId: 'o-81000008', skus: ['405678001', '407890001'], idempotencyKey: KEY },
      }),
    ).toMatchObject({ basketItemCount: 4 });
  });

  it('refuses bad input with typed field errors before any service is asked', async () => {
    const anna = await loggedIn(stack, 'anna.schmidt@example.de');
    const before = basketCalls(stack);
    const invalid = async (input: Record<string, unknown>) => {
      const result = await run(anna, BUY_AGAIN, { input: { orderId: 'o-81000008', ...input } });
      expect(result).toMatchObject({ __typename: 'InvalidInput', code: 'INVALID_INPUT' });
      return (result as unknown as { fieldErrors: { field: string }[] }).fieldErrors.map((f) => f.field);
    };
    expect(await invalid({ skus: [] })).toEqual(['skus']);
    expect(await invalid({ skus: Array.from({ length: 51 }, (_, i) => `40789${String(i).padStart(4, '0')}`) })).toEqual(
      ['skus'],
    );
    expect(await invalid({ skus: ['4'.repeat(65)] })).toEqual(['skus.0']);
    expect(await invalid({ skus: ['407890001', '407890001'] })).toEqual(['skus.1']);
    expect(await invalid({ skus: ['../basket'] })).toEqual(['skus.0']);
    expect(await invalid({ skus: ['407890001'], idempotencyKey: 'k'.repeat(129) })).toEqual(['idempotencyKey']);
    expect(await invalid({ orderId: 'o-8100 0008', skus: ['407890001'] })).toEqual(['orderId']);
    expect(await invalid({ orderId: 'o-81000008', skus: [] })).toEqual(['skus']);
    // An id longer than the schema's bound is a client's fault, not a customer's typing: BAD_USER_INPUT, as for every id.
    const tooLong = await anna.graphql(BUY_AGAIN, { input: { orderId: 'o'.repeat(129), skus: ['407890001'] } });
    expect(tooLong.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    // Not an item of this order, or one that was cancelled: nothing to buy again.
    expect(await invalid({ skus: ['409012001', '404567001', '407890001'] })).toEqual(['skus.0', 'skus.1']);
    // The newest order is not dispatched yet.
    expect(await invalid({ orderId: 'o-81000012', skus: ['407890001'] })).toEqual(['skus.0']);
    expect(basketCalls(stack)).toBe(before);
  });

  it('treats another customer’s order as not found and a visitor as logged out', async () => {
    const anna = await loggedIn(stack, 'anna.schmidt@example.de');
    const before = basketCalls(stack);
    const foreign = await anna.graphql(BUY_AGAIN, { input: { orderId: 'o-83000002', skus: ['403456001'] } });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const visitor = await stack.browser().graphql(BUY_AGAIN, { input: { orderId: 'o-81000008', skus: ['407890001'] } });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(basketCalls(stack)).toBe(before);
  });

  it('is off with the buyAgain flag off: no item can be bought again, the mutation answers FeatureDisabled', async () => {
    const off = await startStack({ FEATURE_FLAGS: 'buyAgain=false' });
    try {
      const anna = await loggedIn(off, 'anna.schmidt@example.de');
      const order = await run(anna, ORDER_ITEMS, { id: 'o-81000008' });
      expect(
        (order as unknown as { customer: { order: { items: { canBuyAgain: boolean }[] } } }).customer.order.items.map(
          (i) => i.canBuyAgain,
        ),
      ).toEqual([false, false, false]);
      expect(await run(anna, BUY_AGAIN, { input: { orderId: 'o-81000008', skus: ['407890001'] } })).toMatchObject({
        __typename: 'FeatureDisabled',
        code: 'FEATURE_DISABLED',
      });
      expect(basketCalls(off)).toBe(0);
    } finally {
      await off.close();
    }
  });

  it('in production refuses thousands of distinct large skus, keys and order ids as typed errors, quickly and without a service call', async () => {
    const production = await startStack({
      APP_ENV: 'production',
      RECAPTCHA_SITE_KEY: 'site-key',
      DEFAULT_MARKET: 'de',
      LOG_LEVEL: 'warn',
      TRUSTED_DOCUMENTS_DIR: trustedDocuments(LOGIN, BUY_AGAIN),
    });
    try {
      // Production's cookies are Secure: this plain-HTTP client keeps them as a browser would over HTTPS.
      const anna = production.browser('de');
      const login = await anna.login('anna.schmidt@example.de');
      expect(login.data?.login).toMatchObject({ __typename: 'LoginSuccess' });
      for (const header of login.setCookies) {
        const [name = '', ...value] = (header.split(';')[0] ?? '').split('=');
        if (value.join('=') !== '') anna.setCookie(name, value.join('='));
      }
      const before = production.mocksRequests.filter((r) => !r.includes('/log-service')).length;
      const started = Date.now();
      const many = Array.from({ length: 2000 }, (_, i) => `${String(i).padStart(6, '0')}${'x'.repeat(94)}`);
      expect(
        await run(anna, BUY_AGAIN, { input: { orderId: 'o-81000008', skus: many, idempotencyKey: 'y'.repeat(4000) } }),
      ).toMatchObject({
        __typename: 'InvalidInput',
        fieldErrors: [{ field: 'skus' }, { field: 'idempotencyKey' }],
      });
      const large = Array.from({ length: 50 }, (_, i) => `${String(i)}${'z'.repeat(4000)}`);
      const result = await run(anna, BUY_AGAIN, { input: { orderId: 'o-81000008', skus: large } });
      expect((result as unknown as { fieldErrors: unknown[] }).fieldErrors).toHaveLength(50);
      for (let i = 0; i < 20; i += 1) {
        const res = await anna.graphql(BUY_AGAIN, {
          input: {
            orderId: `o-${String(i)}${'q'.repeat(2000)}`,
            skus: ['407890001'],
            idempotencyKey: `k-${String(i)}`,
          },
        });
        expect(res.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
      }
      expect(Date.now() - started).toBeLessThan(5000);
      // Only the login state was asked (the guard); no order, product or basket call.
      expect(
        production.mocksRequests
          .filter((r) => !r.includes('/log-service'))
          .slice(before)
          .every((r) => r.startsWith('GET /customer-service/user/login-state')),
      ).toBe(true);
    } finally {
      await production.close();
    }
  });
});
