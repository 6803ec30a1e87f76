/** The referral link over HTTP against the mocks: per customer and market, and a failing service alone. */
import { DEMO_PASSWORD } from '@mein-konto/testing';
import { describe, expect, it } from 'vitest';
import { useStack, type Browser } from './stack.ts';

const stack = useStack();

const REFERRAL = /* GraphQL */ `
  query Referral {
    viewer {
      customer {
        firstName
        referral {
          code
          url
          welcomeVoucher {
            amount
            currency
          }
        }
      }
    }
  }
`;

async function referralOf(
  username: string,
  market: 'de' | 'at' | 'ch',
): Promise<{ browser: Browser; referral: unknown }> {
  const browser = stack.browser(market);
  expect((await browser.login(username, DEMO_PASSWORD)).data?.login).toMatchObject({ __typename: 'LoginSuccess' });
  const res = await browser.graphql(REFERRAL);
  return { browser, referral: (res.data?.viewer as unknown as { customer: { referral: unknown } }).customer.referral };
}

describe('referral link', () => {
  it('gives anna a link on the German shop and heidi one on the Swiss shop with a voucher in CHF', async () => {
    expect((await referralOf('anna.schmidt@example.de', 'de')).referral).toEqual({
      code: expect.stringMatching(/^FREUND-[0-9A-F]{8}$/),
      url: expect.stringMatching(/^https:\/\/www\.mein-shop\.de\/freunde\?code=FREUND-/),
      welcomeVoucher: { amount: '10.00', currency: 'EUR' },
    });
    expect((await referralOf('heidi.meier@example.ch', 'ch')).referral).toMatchObject({
      url: expect.stringMatching(/mein-shop\.ch/),
      welcomeVoucher: { currency: 'CHF' },
    });
  });

  it('answers the rest of the customer when the customer service cannot give the link', async () => {
    const { browser } = await referralOf('lukas.gruber@example.at', 'at');
    await stack.fault({ service: 'customer', method: 'GET', path: '/user/referral', status: 500, times: 2 });
    const res = await browser.graphql(REFERRAL);
    expect(res.data?.viewer).toMatchObject({ customer: { firstName: 'Lukas', referral: null } });
  });
});
