/**
 * What the route table needs from react-router's declarative mode: lazily loaded route modules
 * (`lazyRoute`, loaded in parallel for every route the location matches, as a data router's
 * `lazy` would) and their queries (started with the modules, as a data router's loaders would:
 * app/pageQueries.ts), one Suspense boundary that keeps the current page on screen while the next one
 * loads (navigations are transitions), and error boundaries that reset on the next navigation.
 */
import { Component, createContext, lazy, Suspense, useContext, useMemo, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type Params, type RouteObject } from 'react-router';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { PageQueryName } from './pageQueries.ts';

/** A route module: its page as `Component` (the convention of every `*Route.tsx`). */
export interface RouteModule {
  Component: ComponentType;
}

interface Preloadable {
  preload: () => Promise<unknown>;
  /** The route's query (app/pageQueries.ts), started at navigation beside its module. */
  query?: PageQueryName | undefined;
}

/** The `element` and `handle` of a route whose module loads on first use (and its query, if it has one). */
export function lazyRoute(load: () => Promise<RouteModule>, query?: PageQueryName): { element: ReactElement; handle: Preloadable } {
  let loading: Promise<RouteModule> | undefined;
  const preload = () => (loading ??= load());
  const Page = lazy(() => preload().then((module) => ({ default: module.Component })));
  return { element: <Page />, handle: { preload, query } };
}

function isPreloadable(handle: unknown): handle is Preloadable {
  return typeof handle === 'object' && handle !== null && 'preload' in handle;
}

/**
 * Starts the named route queries with these parameters. The table is a small chunk of its own,
 * loaded with the first account route: the login's first load does not carry it.
 */
function startQueries(client: ApolloClient, queries: readonly (readonly [PageQueryName, Params])[]): void {
  if (queries.length === 0) return;
  import('./pageQueries.ts')
    .then(({ startPageQuery }) => {
      for (const [name, params] of queries) startPageQuery(client, name, params);
    })
    .catch(() => undefined);
}

/** The route table at the current location. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const client = useApolloClient();
  // Start every matched module and query at once (the layout's login state and the page's data
  // beside both modules), not one after the other: once per location, during its first render (the
  // earliest moment), not again when the table renders for another reason.
  useMemo(() => {
    const queries: (readonly [PageQueryName, Params])[] = [];
    for (const match of matchRoutes(routes, location) ?? []) {
      const handle = match.route.handle;
      if (!isPreloadable(handle)) continue;
      handle.preload().catch(() => undefined);
      if (handle.query) queries.push([handle.query, match.params]);
    }
    startQueries(client, queries);
  }, [routes, location, client]);
  return <Suspense fallback={null}>{useRoutes(routes)}</Suspense>;
}

const RouteFailure = createContext<unknown>(undefined);

/** The error a `RouteErrorBoundary` caught (for its fallback). */
export function useRouteFailure(): unknown {
  return useContext(RouteFailure);
}

interface BoundaryProps {
  pathname: string;
  fallback: ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  failure: { error: unknown; pathname?: string } | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    if (!state.failure) return null;
    // Remember where it failed; going elsewhere tries again.
    if (state.failure.pathname === undefined) return { failure: { ...state.failure, pathname: props.pathname } };
    return state.failure.pathname === props.pathname ? null : { failure: null };
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return <RouteFailure.Provider value={failure.error}>{this.props.fallback}</RouteFailure.Provider>;
  }
}

/**
 * Shows `fallback` instead of its children (or the nested routes) when they fail to load or to
 * render, until the location changes.
 */
export function RouteErrorBoundary({ fallback, children }: { fallback: ReactNode; children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary pathname={pathname} fallback={fallback}>
      {children ?? <Outlet />}
    </Boundary>
  );
}
