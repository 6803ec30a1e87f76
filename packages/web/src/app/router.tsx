/**
 * What the route table needs from react-router's declarative mode: lazily loaded route modules
 * (`lazyRoute`, loaded in parallel for every route the location matches, as a data router's
 * `lazy` would) and their queries (started with the modules, as a data router's loaders would:
 * app/pageQueries.ts), one Suspense boundary that keeps the current page on screen while the next one
 * loads (navigations are transitions), and error boundaries that reset on the next navigation.
 */
import {
  Component,
  createContext,
  lazy,
  Suspense,
  useContext,
  useMemo,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { matchRoutes, Outlet, renderMatches, useLocation, type RouteObject } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { startPageQuery, type PageQueryName } from './pageQueries.ts';
import { useMarket } from '../lib/market.tsx';

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
export function lazyRoute(
  load: () => Promise<RouteModule>,
  query?: PageQueryName,
): { element: ReactElement; handle: Preloadable } {
  let loading: Promise<RouteModule> | undefined;
  const preload = () => (loading ??= load());
  const Page = lazy(() => preload().then((module) => ({ default: module.Component })));
  return { element: <Page />, handle: { preload, query } };
}

/** Runs `work` in a task after the current one (a zero timeout: the browser's next turn). */
function inTaskOfItsOwn(work: () => void): void {
  setTimeout(work, 0);
}

function isPreloadable(handle: unknown): handle is Preloadable {
  return typeof handle === 'object' && handle !== null && 'preload' in handle;
}

/** The route table at the current location. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const client = useApolloClient();
  const market = useMarket();
  // Matched once per location (react-router ranks the whole table on every match), and on that
  // match every module and query starts at once (the layout's login state and the page's data
  // beside both modules), not one after the other: during the location's first render (the
  // earliest moment), not again when the table renders for another reason. Each start is a task
  // of its own, right after this render's: starting a module's load (with its stylesheets' links)
  // and sending a request take main-thread time, which together would be one long task on a phone.
  const matches = useMemo(() => {
    const matched = matchRoutes(routes, location);
    let accountPage = false;
    for (const match of matched ?? []) {
      const handle = match.route.handle;
      if (!isPreloadable(handle)) continue;
      const { query } = handle;
      if (query)
        inTaskOfItsOwn(() => startPageQuery(client, query, match.params, new URLSearchParams(location.search)));
      accountPage ||= query === 'accountShell';
      inTaskOfItsOwn(() => void handle.preload().catch(() => undefined));
    }
    // An account page (the match holds the account layout's login-state query) formats money and
    // dates: their formatters are made while its data loads.
    if (accountPage) {
      inTaskOfItsOwn(() => {
        import('../lib/format.ts').then(({ prepareFormats }) => prepareFormats(market)).catch(() => undefined);
      });
    }
    return matched;
  }, [routes, location, client, market]);
  return <Suspense fallback={null}>{renderMatches(matches)}</Suspense>;
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
