/**
 * index.html's bootstrap (decision 042): a small inline script, written into index.html by the
 * build (firstRoundTrip.ts) with the route table's data, that runs while the HTML is parsed,
 * before the entry script has even downloaded. From `location` it
 * - sends the matched route's queries (the account layout's login state and the page's query, or
 *   the login's) by their persisted id alone, GET, as the gateway accepts them in every mode; the
 *   pending answers wait in `window.__MEIN_KONTO_FIRST_REQUESTS__` for the Apollo client, whose
 *   first request of the same operation with the same variables takes them (lib/firstRequests.ts);
 * - inserts a `modulepreload` link for every chunk the matched route's modules need (the whole
 *   closure beyond the entry's, which index.html links itself) and a preload link for their
 *   stylesheets, so the route's code downloads beside the entry instead of after it.
 *
 * It matches the location as the router does (app/router.tsx, react-router's ranking: the most
 * specific pattern first, case-insensitive, a trailing slash allowed) and computes the variables as
 * the page-query table does (`variablesAt` in app/pageQueries.ts); firstRoundTrip.test.ts holds
 * both to that. Nothing of the customer's is in the HTML: the table is the same for every visitor.
 *
 * `bootstrap` is serialised into the HTML with `Function.prototype.toString`: it uses nothing
 * from outside its own body and its argument.
 */
import type { FirstRequest } from '../lib/firstRequests.ts';
import type { VariableSource } from './pageQueries.ts';

export interface BootstrapTable {
  /** The app's base paths, the longest first (`/dpl/av/creators-hub`, `/dpl/av`). */
  basenames: string[];
  /** Where the built files are (`/dpl/av/`). */
  assetBase: string;
  graphqlPath: string;
  /** The markets a `?locale=` (or the tab's remembered one) may name; the gateway honours it outside production only. */
  markets: string[];
  /** The key in sessionStorage of the tab's remembered market (lib/config.ts). */
  marketKey: string;
  /** Every chunk and stylesheet a route's modules need beyond the entry's, relative to `assetBase`. */
  files: string[];
  /** Per route module (a layout or a page): indices into `files`. */
  modules: number[][];
  /** Per page query: its operation's name, its persisted id, its variables' sources. */
  queries: [name: string, id: string, variables: Record<string, VariableSource>][];
  /** The routes, most specific first: the pattern as a regular expression (relative to the basename), its parameters' names, its modules and queries. */
  routes: [pattern: string, params: string[], modules: number[], queries: number[]][];
}

export function bootstrap(table: BootstrapTable): void {
  const path = location.pathname;
  const basename = table.basenames.find((base) => path === base || path.startsWith(`${base}/`));
  if (basename === undefined) return;
  const relative = path.slice(basename.length).replace(/^\/+|\/+$/g, '');
  let values: RegExpExecArray | null = null;
  const route = table.routes.find(([pattern]) => (values = new RegExp(pattern, 'i').exec(relative)) !== null);
  if (!route || !values) return;
  const matched: RegExpExecArray = values;
  const params: Record<string, string> = {};
  route[1].forEach((name, index) => {
    const value = matched[index + 1] ?? '';
    try {
      params[name] = decodeURIComponent(value);
    } catch {
      params[name] = value;
    }
  });

  const query = new URLSearchParams(location.search);
  let market: string | null = query.get('locale')?.toLowerCase() ?? null;
  if (!market || !table.markets.includes(market)) {
    try {
      market = sessionStorage.getItem(table.marketKey);
    } catch {
      market = null;
    }
    if (!market || !table.markets.includes(market)) market = null;
  }

  const requests: Record<string, FirstRequest> = {};
  for (const index of route[3]) {
    const entry = table.queries[index];
    if (!entry) continue;
    const [operationName, id, sources] = entry;
    const variables: Record<string, unknown> = {};
    let complete = true;
    for (const [name, source] of Object.entries(sources)) {
      if (typeof source !== 'object') variables[name] = source;
      else if ('param' in source) variables[name] = params[source.param] ?? '';
      else {
        const value = query.get(source.search)?.trim();
        if (value) variables[name] = value;
        else complete = false;
      }
    }
    if (!complete) continue;
    const url = `${table.graphqlPath}?${new URLSearchParams({
      operationName,
      variables: JSON.stringify(variables),
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id } }),
    })}`;
    const headers: Record<string, string> = {
      accept: 'application/graphql-response+json,application/json;q=0.9',
      'x-apollo-operation-name': operationName,
    };
    if (market) headers['x-market'] = market;
    const response = fetch(url, { headers, credentials: 'same-origin' });
    // A failed request is the client's to repeat; it is not an error of the page.
    response.catch(() => undefined);
    requests[operationName] = { variables, market, response };
  }
  window.__MEIN_KONTO_FIRST_REQUESTS__ = requests;

  // A file the layout and the page both need is linked once.
  const files = new Set(route[2].flatMap((module) => table.modules[module] ?? []));
  for (const index of files) {
    const file = table.files[index] ?? '';
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = '';
    link.href = table.assetBase + file;
    document.head.appendChild(link);
  }
}
