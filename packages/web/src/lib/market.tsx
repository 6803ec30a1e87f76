/** The market of this page view, available to every component. */
import { createContext, useContext, type ReactNode } from 'react';
import { MARKET_FACTS, type MarketFacts } from '@mein-konto/schema/rules/market';
import type { Market } from './config.ts';

const MarketContext = createContext<MarketFacts>(MARKET_FACTS.de);

export function MarketProvider({ market, children }: { market: Market; children: ReactNode }) {
  return <MarketContext.Provider value={MARKET_FACTS[market]}>{children}</MarketContext.Provider>;
}

export function useMarket(): MarketFacts {
  return useContext(MarketContext);
}
