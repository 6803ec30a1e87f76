/** Everything the app needs around its routes: market, texts, GraphQL client. (Mantine: see MantineScope.) */
import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { Market } from '../lib/config.ts';
import { I18nProvider } from '../lib/i18n/index.tsx';
import { MarketProvider } from '../lib/market.tsx';

export interface AppProvidersProps {
  client: ApolloClient;
  market: Market;
  /** A text without registered catalog fails (everywhere but production) instead of showing its key. */
  strictTexts: boolean;
  children: ReactNode;
}

export function AppProviders({ client, market, strictTexts, children }: AppProvidersProps) {
  return (
    <MarketProvider market={market}>
      <I18nProvider market={market} strict={strictTexts}>
        <ApolloProvider client={client}>{children}</ApolloProvider>
      </I18nProvider>
    </MarketProvider>
  );
}
