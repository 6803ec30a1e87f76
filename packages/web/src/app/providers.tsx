/** Everything the app needs around its routes: market, texts, GraphQL client. (Mantine: see MantineScope.) */
import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { Market } from '../lib/config.ts';
import { I18nProvider } from '../lib/i18n/index.tsx';
import { MarketProvider } from '../lib/market.tsx';

export function AppProviders({ client, market, children }: { client: ApolloClient; market: Market; children: ReactNode }) {
  return (
    <MarketProvider market={market}>
      <I18nProvider market={market}>
        <ApolloProvider client={client}>{children}</ApolloProvider>
      </I18nProvider>
    </MarketProvider>
  );
}
