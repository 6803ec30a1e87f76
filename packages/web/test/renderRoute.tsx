/**
 * The one way web tests render the app: the real route table in a memory router, the real
 * providers, and an Apollo client whose network answers come from the given mocks.
 */
import { useLayoutEffect } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MemoryRouter, useLocation } from 'react-router';
import type { Market } from '../src/lib/config.ts';
import { createCache, markLoggedOut, sessionEndedLink } from '../src/lib/apollo.ts';
import { AppProviders } from '../src/app/providers.tsx';
import { routes } from '../src/app/routes.tsx';
import { AppRoutes } from '../src/app/router.tsx';

export interface RenderRouteOptions {
  market?: Market;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
}

export interface RenderedRoute extends RenderResult {
  client: ApolloClient;
  /** Current path + search of the memory router. */
  currentPath: () => string;
  /** The names of the operations the page sent, in order (e.g. to show that a refused form sent nothing). */
  sentOperations: () => readonly string[];
}

export function renderRoute(path: string, { market = 'de', mocks = [] }: RenderRouteOptions = {}): RenderedRoute {
  // The same link chain as the app's, with the network replaced by the mocks.
  const cache = createCache();
  const sent: string[] = [];
  const record = new ApolloLink((operation, forward) => {
    sent.push(operation.operationName ?? '');
    return forward(operation);
  });
  const link = ApolloLink.from([
    record,
    sessionEndedLink(() => markLoggedOut(cache)),
    new MockLink(mocks, { showWarnings: false }),
  ]);
  const client = new ApolloClient({ cache, link });
  const current = { path };
  const result = render(
    <AppProviders client={client} market={market} strictTexts>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes routes={routes} />
        <LocationProbe onLocation={(location) => (current.path = location)} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, client, currentPath: () => current.path, sentOperations: () => [...sent] };
}

function LocationProbe({ onLocation }: { onLocation: (location: string) => void }) {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    onLocation(pathname + search);
  }, [onLocation, pathname, search]);
  return null;
}
