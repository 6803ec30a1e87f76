/** The Apollo client: one normalized cache, GraphQL at the same origin with the market header. */
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import type { Market } from './config.ts';

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // Singletons: one per session / deployment, whatever id the server sends.
      Viewer: { keyFields: [] },
      FeatureFlags: { keyFields: [] },
      MarketInfo: { keyFields: [] },
    },
  });
}

export function createApolloClient(options: { market: Market; graphqlPath: string }): ApolloClient {
  return new ApolloClient({
    cache: createCache(),
    link: new HttpLink({
      uri: options.graphqlPath,
      credentials: 'same-origin',
      headers: { 'x-market': options.market },
    }),
  });
}
