/** Everything the app needs around its routes: theme, market, texts, GraphQL client. */
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { Market } from '@mein-konto/schema/upstream/common';
import { I18nProvider } from '../lib/i18n/index.tsx';
import { MarketProvider } from '../lib/market.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export function AppProviders({ client, market, children }: { client: ApolloClient; market: Market; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <MarketProvider market={market}>
        <I18nProvider market={market}>
          <ApolloProvider client={client}>{children}</ApolloProvider>
        </I18nProvider>
      </MarketProvider>
    </MantineProvider>
  );
}
