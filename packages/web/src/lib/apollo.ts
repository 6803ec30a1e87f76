/** The Apollo client: one normalized cache, GraphQL at the same origin with the market header. */
import { ApolloClient, InMemoryCache } from '@apollo/client';
// BaseHttpLink: HttpLink without the client-awareness headers, which the gateway does not use.
import { BaseHttpLink } from '@apollo/client/link/http';
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
    link: new BaseHttpLink({
      uri: options.graphqlPath,
      credentials: 'same-origin',
      headers: { 'x-market': options.market },
    }),
  });
}
