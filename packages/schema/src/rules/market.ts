/** Per-market facts (docs/product/markets-and-flags.md §1, §9) shared by web and gateway. */
import type { Market } from '../upstream/common.ts';

export interface MarketFacts {
  market: Market;
  currency: 'EUR' | 'CHF';
  /** BCP 47 locale for Intl formatting. */
  locale: 'de-DE' | 'de-AT' | 'de-CH';
  emailOnlyLogin: boolean;
  shopUrl: string;
}

export const MARKET_FACTS: Record<Market, MarketFacts> = {
  de: { market: 'de', currency: 'EUR', locale: 'de-DE', emailOnlyLogin: false, shopUrl: 'https://www.mein-shop.de' },
  at: { market: 'at', currency: 'EUR', locale: 'de-AT', emailOnlyLogin: false, shopUrl: 'https://www.mein-shop.at' },
  ch: { market: 'ch', currency: 'CHF', locale: 'de-CH', emailOnlyLogin: true, shopUrl: 'https://www.mein-shop.ch' },
};

export function isMarket(value: unknown): value is Market {
  return value === 'de' || value === 'at' || value === 'ch';
}

/** Market of a customer's country code (DE, AT, CH). */
export function marketOfCountry(country: 'DE' | 'AT' | 'CH'): Market {
  return country.toLowerCase() as Market;
}

/** A customer is new when no order was placed in the last 2 years (docs/product/ways-in.md §4, §9). */
export function isNewCustomer(lastOrderPlacedAt: Date | null, now: Date): boolean {
  if (!lastOrderPlacedAt) return true;
  const twoYearsAgo = new Date(now);
  twoYearsAgo.setFullYear(twoYearsAgo.getFullYear() - 2);
  return lastOrderPlacedAt < twoYearsAgo;
}
