/**
 * Recently viewed products over HTTP against the mocks: anna's with their products from one
 * product-service call, lukas's none (the service's no_items answered as an empty list), heidi's
 * prices in CHF, and a failing service leaving the rest of the customer's data working.
 */
import { DEMO_PASSWORD } from '@mein-konto/testing';
import { describe, expect, it } from 'vitest';
import { useStack, type Browser } from './stack.ts';

const stack = useStack();

const RECENTLY_VIEWED = /* GraphQL */ `
  query RecentlyViewed {
    viewer {
      customer {
        firstName
        recentlyViewed {
          id
          viewedAt
          product {
            name
            defaultVariant {
              price {
                amount
                currency
              }
            }
          }
        }
      }
    }
  }
`;

type Viewed = {
  id: string;
  product: { name: string; defaultVariant: { price: { amount: string; currency: string } } | null } | null;
}[];

async function loggedIn(username: string, market: 'de' | 'at' | 'ch' = 'de'): Promise<Browser> {
  const browser = stack.browser(market);
  expect((await browser.login(username, DEMO_PASSWORD)).data?.login).toMatchObject({ __typename: 'LoginSuccess' });
  return browser;
}

async function viewedBy(browser: Browser): Promise<Viewed | null> {
  const res = await browser.graphql(RECENTLY_VIEWED);
  return (res.data?.viewer as unknown as { customer: { recentlyViewed: Viewed | null } }).customer.recentlyViewed;
}

describe('recently viewed', () => {
  it('lists anna’s products newest first, all from one product-service call', async () => {
    const anna = await loggedIn('anna.schmidt@example.de');
    const before = stack.mocksRequests.filter((r) => r.includes('/product-service/')).length;
    const viewed = await viewedBy(anna);
    expect(stack.mocksRequests.filter((r) => r.includes('/product-service/')).length - before).toBe(1);
    expect(viewed?.map((v) => v.id)).toEqual(['404567', '402345', '408901', '410123']);
    expect(viewed?.[0]?.product).toEqual({
      name: 'Silberkette mit Zirkonia-Anhänger',
      defaultVariant: { price: { amount: '59.99', currency: 'EUR' } },
    });
  });

  it('answers an empty list for lukas (no history) and CHF prices for heidi', async () => {
    expect(await viewedBy(await loggedIn('lukas.gruber@example.at', 'at'))).toEqual([]);
    const heidi = await viewedBy(await loggedIn('heidi.meier@example.ch', 'ch'));
    expect(heidi?.every((v) => v.product?.defaultVariant?.price.currency === 'CHF')).toBe(true);
  });

  it('answers the rest of the customer when the service fails', async () => {
    const anna = await loggedIn('anna.schmidt@example.de');
    await stack.fault({ service: 'productDispenser', status: 500, times: 2 });
    const res = await anna.graphql(RECENTLY_VIEWED);
    expect(res.data?.viewer).toMatchObject({ customer: { firstName: 'Anna', recentlyViewed: null } });
  });
});
