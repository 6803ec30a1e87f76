/**
 * Recommendations over HTTP against the mocks: with a tracking session id anna's own set (the
 * session id and her own customer id reach the service), without one the market's set and
 * nothing that identifies her; the products from one product-service call, unknown ones left
 * out, at most maxItems, and what is on the customer's wishlist left out of the account set (unfiltered
 * when the wishlist cannot be read); malformed input refused before any call; a failing service leaves the
 * rest of the customer working; logged out, nothing.
 */
import { DEMO_PASSWORD } from '@mein-konto/testing';
import { describe, expect, it } from 'vitest';
import { useStack, type Browser } from './stack.ts';

const stack = useStack();

const RECOMMENDATIONS = /* GraphQL */ `
  query Recommendations($placement: RecommendationPlacement, $sessionId: String, $maxItems: Int) {
    viewer {
      customer {
        firstName
        recommendations(placement: $placement, sessionId: $sessionId, maxItems: $maxItems) {
          id
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
`;

type Recommended = {
  id: string;
  name: string;
  defaultVariant: { price: { amount: string; currency: string } } | null;
}[];

async function loggedIn(username: string, market: 'de' | 'at' | 'ch' = 'de'): Promise<Browser> {
  const browser = stack.browser(market);
  expect((await browser.login(username, DEMO_PASSWORD)).data?.login).toMatchObject({ __typename: 'LoginSuccess' });
  return browser;
}

async function recommended(browser: Browser, variables: Record<string, unknown> = {}) {
  const res = await browser.graphql(RECOMMENDATIONS, variables);
  const customer = (
    res.data?.viewer as unknown as { customer: { firstName: string; recommendations: Recommended | null } } | undefined
  )?.customer;
  return { customer, errors: res.errors };
}

const calls = (part: string) => stack.mocksRequests.filter((r) => r.includes(part));

describe('recommendations', () => {
  it('answers anna’s own set with her session id: one personalisation call with her id, one product call, the unknown product left out', async () => {
    const anna = await loggedIn('anna.schmidt@example.de');
    const [recos, products] = [calls('/personalisation-service/').length, calls('/product-service/').length];
    const { customer } = await recommended(anna, { sessionId: 'a1b2c3', maxItems: 4 });
    expect(calls('/personalisation-service/').slice(recos)).toEqual([
      'GET /personalisation-service/recommendations/accountrecos?market=de&tracking_consent=true&session_id=a1b2c3&user_id=00000000-0000-4000-8000-000010012345',
    ]);
    expect(calls('/product-service/').length - products).toBe(1);
    // her set: cream, watch, (unknown), blouse, pillow, pot, …; the blouse is on her wishlist
    expect(customer?.recommendations?.map((p) => p.id)).toEqual(['403456', '409012', '410123', '408901']);
    expect(customer?.recommendations?.[0]?.defaultVariant?.price).toEqual({ amount: '24.99', currency: 'EUR' });
  });

  it('leaves out of the account set what is on the wishlist (one wishlist read), not out of the top deals; unfiltered when the wishlist fails', async () => {
    const heidi = await loggedIn('heidi.meier@example.ch', 'ch');
    const wishlistReads = calls('GET /wishlist-service/').length;
    const ids = (await recommended(heidi, { maxItems: 24 })).customer?.recommendations?.map((p) => p.id);
    // her wishlist: pillow, watch, cream
    expect(ids).toEqual(['404567', '407890', '402345', '401234', '408901', '405678', '406789']);
    expect(calls('GET /wishlist-service/').length - wishlistReads).toBe(1);
    expect(
      (await recommended(heidi, { placement: 'TOP_DEALS', maxItems: 1 })).customer?.recommendations?.map((p) => p.id),
    ).toEqual(['409012']);
    await stack.fault({ service: 'wishlist', method: 'GET', status: 500, times: 2 });
    const unfiltered = (await recommended(heidi, { maxItems: 24 })).customer?.recommendations?.map((p) => p.id);
    expect(unfiltered).toHaveLength(10);
    expect(unfiltered).toContain('409012');
  });

  it('answers the market’s set without a session id, and sends neither a session id nor her id', async () => {
    const heidi = await loggedIn('heidi.meier@example.ch', 'ch');
    const before = calls('/personalisation-service/').length;
    const { customer } = await recommended(heidi);
    expect(calls('/personalisation-service/').slice(before)).toEqual([
      'GET /personalisation-service/recommendations/accountrecos?market=ch&tracking_consent=false',
    ]);
    // the market's ten, the unknown one and her wishlist's three left out
    expect(customer?.recommendations).toHaveLength(7);
    expect(customer?.recommendations?.[0]).toMatchObject({
      id: '404567',
      defaultVariant: { price: { currency: 'CHF' } },
    });
    expect(
      (await recommended(heidi, { placement: 'TOP_DEALS', maxItems: 2 })).customer?.recommendations?.map((p) => p.id),
    ).toEqual(['409012', '401234']);
  });

  it('refuses a malformed session id and maxItems outside 1 to 24 before any call', async () => {
    const anna = await loggedIn('anna.schmidt@example.de');
    const before = calls('/personalisation-service/').length;
    for (const variables of [{ sessionId: 'A1B2C3' }, { sessionId: '../x' }, { maxItems: 0 }, { maxItems: 25 }]) {
      const { errors } = await recommended(anna, variables);
      expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(calls('/personalisation-service/').length).toBe(before);
  });

  it('answers the rest of the customer when the service fails, and nothing logged out', async () => {
    const anna = await loggedIn('anna.schmidt@example.de');
    await stack.fault({ service: 'personalisation', status: 500, times: 2 });
    const { customer, errors } = await recommended(anna);
    expect(customer).toEqual({ firstName: 'Anna', recommendations: null });
    expect(errors?.[0]?.path).toEqual(['viewer', 'customer', 'recommendations']);
    const res = await stack.browser().graphql(RECOMMENDATIONS);
    expect(res.data?.viewer).toMatchObject({ customer: null });
  });
});
