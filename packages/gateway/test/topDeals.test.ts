/**
 * Top deals over HTTP against the mocks: the market's deals with the variant on offer in the
 * market's currency, their products from one product-service call, at most maxItems; the
 * failures of docs/product/activity.md §8: no SKUs an empty list, an invalid format or an empty response an error.
 */
import { describe, expect, it } from 'vitest';
import { useStack } from './stack.ts';

const stack = useStack();

const TOP_DEALS = /* GraphQL */ `
  query TopDeals($maxItems: Int) {
    topDeals(maxItems: $maxItems) {
      id
      product {
        id
        name
      }
      variant {
        sku
        price {
          amount
          currency
        }
      }
    }
  }
`;

type Deal = {
  id: string;
  product: { id: string; name: string };
  variant: { sku: string; price: { amount: string; currency: string } };
};

async function topDeals(market: 'de' | 'at' | 'ch', maxItems?: number) {
  const res = await stack.browser(market).graphql(TOP_DEALS, maxItems === undefined ? {} : { maxItems });
  return { deals: (res.data as { topDeals: Deal[] | null } | undefined)?.topDeals, errors: res.errors };
}

describe('top deals', () => {
  it('answers the market’s deals, best first, with the variant on offer, from one product call', async () => {
    const before = stack.mocksRequests.filter((r) => r.includes('/product-service/')).length;
    const { deals } = await topDeals('de', 3);
    expect(stack.mocksRequests.filter((r) => r.includes('/product-service/')).length - before).toBe(1);
    expect(deals?.map((d) => d.id)).toEqual(['406789001', '401234002', '409012001']);
    expect(deals?.[1]).toMatchObject({
      product: { id: '401234', name: 'Keramik-Pfannenset, 3-teilig' },
      variant: { sku: '401234002', price: { currency: 'EUR' } },
    });
    expect((await topDeals('ch')).deals?.every((d) => d.variant.price.currency === 'CHF')).toBe(true);
    expect((await topDeals('de')).deals).toHaveLength(8);
  });

  it('answers an empty list when the service names no SKUs', async () => {
    await stack.fault({ service: 'productDispenser', path: '/top-deals', status: 200, body: { skus: [] }, times: 1 });
    expect(await topDeals('de')).toEqual({ deals: [], errors: undefined });
  });

  it.each([
    ['an invalid format', { status: 200, body: { deals: 'none' } }],
    ['an empty response', { status: 204 }],
  ])('answers null with an error for %s', async (_name, fault) => {
    await stack.fault({ service: 'productDispenser', path: '/top-deals', ...fault, times: 1 });
    const { deals, errors } = await topDeals('de');
    expect(deals).toBeNull();
    expect(errors?.[0]?.path).toEqual(['topDeals']);
  });

  it('refuses maxItems outside 1 to 24', async () => {
    expect((await topDeals('de', 30)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
