/** The Apollo client: one normalized cache, GraphQL at the same origin with the market header. */
import { ApolloClient, ApolloLink, InMemoryCache, type ApolloCache } from '@apollo/client';
// BaseHttpLink: HttpLink without the client-awareness headers, which the gateway does not use.
import { BaseHttpLink } from '@apollo/client/link/http';
import { tap } from 'rxjs';
import type { Market } from './config.ts';
import { possibleTypes } from '../gql/possibleTypes.ts';
import { noteSessionEnded } from './sessionEnded.ts';
import { firstRequestsLink } from './firstRequests.ts';

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    // Fragments on the Error interface and on result unions match the concrete types the server sends.
    possibleTypes,
    typePolicies: {
      // Singletons: one per session / deployment, whatever id the server sends.
      Viewer: { keyFields: [] },
      FeatureFlags: { keyFields: [] },
      MarketInfo: { keyFields: [] },
      Customer: {
        fields: {
          // The order history as one growing list: "load more" appends the next page of the cursor connection.
          orders: {
            keyArgs: false,
            merge(
              existing: { edges: readonly unknown[] } | undefined,
              incoming: { edges: readonly unknown[] },
              { args },
            ) {
              if (!existing || !args?.['after']) return incoming;
              return { ...incoming, edges: [...existing.edges, ...incoming.edges] };
            },
          },
        },
      },
    },
  });
}

/** The cached visitor becomes logged out: protected routes then send the customer to the login. */
export function markLoggedOut(cache: ApolloCache): void {
  cache.modify({
    id: cache.identify({ __typename: 'Viewer' }),
    fields: { state: () => 'LOGGED_OUT', customer: () => null },
  });
}

/**
 * A session that ended while the customer was using the account (refresh refused, docs/product/shell.md §4
 * "A failed token refresh goes to the login page") shows as UNAUTHENTICATED on any field.
 */
export function sessionEndedLink(onSessionEnded: () => void): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap((result) => {
        const errors = 'errors' in result ? result.errors : undefined;
        if (errors?.some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED')) onSessionEnded();
      }),
    ),
  );
}

/**
 * `defaultMarket`: the deployment's market (the runtime config's), which the gateway takes when a
 * request names none, as index.html's bootstrap sends its queries unless the tab chose another.
 */
export function createApolloClient(options: {
  market: Market;
  defaultMarket: Market;
  graphqlPath: string;
}): ApolloClient {
  const cache = createCache();
  const http = new BaseHttpLink({
    uri: options.graphqlPath,
    credentials: 'same-origin',
    headers: { 'x-market': options.market },
  });
  return new ApolloClient({
    cache,
    link: ApolloLink.from([
      sessionEndedLink(() => {
        noteSessionEnded();
        markLoggedOut(cache);
      }),
      // The first load's queries, sent by index.html's bootstrap before the entry had loaded.
      firstRequestsLink({ market: options.market, defaultMarket: options.defaultMarket }),
      http,
    ]),
  });
}
