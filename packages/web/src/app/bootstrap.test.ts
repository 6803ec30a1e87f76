/**
 * index.html's bootstrap matches a location as the router does and sends what the page-query
 * table would send: every route of the table (with sample parameters) is matched to the same
 * route by the bootstrap's ranked patterns as by react-router's `matchRoutes`, and the bootstrap
 * sends its queries by persisted id, GET, with the variables `variablesAt` computes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { patternExpression, rankedChains, type RouteChain } from '../../firstRoundTrip.ts';
import { bootstrap, type BootstrapTable } from './bootstrap.ts';
import { variablesAt } from './pageQueries.ts';
import { routes } from './routes.tsx';

/** The leaf routes of the table with their whole pattern (modules and queries left out). */
function leafPatterns(list: RouteObject[], prefix: string[] = []): RouteChain[] {
  return list.flatMap((route) => {
    const path = route.path ? [...prefix, route.path] : prefix;
    return route.children?.length
      ? leafPatterns(route.children, path)
      : [{ pattern: path.join('/'), modules: [], queries: [] }];
  });
}

const sample = (pattern: string) => pattern.replace(/:(\w+)/g, 'x-$1').replace('*', 'gibt-es/nicht');

describe('the bootstrap matches as the router does', () => {
  const ranked = rankedChains(leafPatterns(routes)).map(({ pattern }) => ({ pattern, ...patternExpression(pattern) }));

  it.each(leafPatterns(routes).map(({ pattern }) => pattern))('%s', (pattern) => {
    for (const path of [sample(pattern), `${sample(pattern)}/`, sample(pattern).toUpperCase()]) {
      const byRouter = matchRoutes(routes, `/${path}`)?.at(-1)?.route;
      const byBootstrap = ranked.find(({ source }) => new RegExp(source, 'i').test(path.replace(/^\/+|\/+$/g, '')));
      expect(byRouter, path).toBeDefined();
      expect(byBootstrap?.pattern, path).toBe(pattern);
    }
  });
});

describe('the bootstrap', () => {
  const table: BootstrapTable = {
    basenames: ['/dpl/av/creators-hub', '/dpl/av'],
    assetBase: '/dpl/av/',
    graphqlPath: '/graphql',
    markets: ['de', 'at', 'ch'],
    marketKey: 'mein-konto.market',
    files: ['assets/layout.js', 'assets/shared.js', 'assets/MantineScope.css', 'assets/details.js'],
    modules: [
      [2, 0, 1],
      [3, 1],
    ],
    queries: [
      ['AccountShell', 'a'.repeat(64), {}],
      ['OrderDetailsPage', 'b'.repeat(64), { id: { param: 'id' } }],
      ['StockReminder', 'c'.repeat(64), { id: { search: 'reminderId' } }],
    ],
    routes: [
      ['^orders/([^/]+)$', ['id'], [0, 1], [0, 1]],
      ['^stock-reminder/unsubscribe$', [], [], [2]],
    ],
  };

  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.replaceChildren();
    delete window.__MEIN_KONTO_FIRST_REQUESTS__;
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  function run(url: string) {
    const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    window.history.replaceState(null, '', url);
    bootstrap(table);
    return fetch.mock.calls.map(([sent, init]) => ({
      url: new URL(sent, 'http://localhost'),
      headers: init.headers as Record<string, string>,
    }));
  }

  it("sends the route's queries by id alone and links the chunks of layout and page once each", () => {
    const sent = run('/dpl/av/creators-hub/Orders/o%2081000010/?locale=at');
    expect(sent.map(({ url }) => Object.fromEntries(url.searchParams))).toEqual([
      {
        operationName: 'AccountShell',
        variables: '{}',
        extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } }),
      },
      {
        operationName: 'OrderDetailsPage',
        variables: '{"id":"o 81000010"}',
        extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'b'.repeat(64) } }),
      },
    ]);
    expect(sent.every(({ url }) => url.pathname === '/graphql')).toBe(true);
    expect(sent[1]?.headers).toMatchObject({ 'x-market': 'at', 'x-apollo-operation-name': 'OrderDetailsPage' });
    expect(Object.keys(window.__MEIN_KONTO_FIRST_REQUESTS__ ?? {})).toEqual(['AccountShell', 'OrderDetailsPage']);
    expect(
      [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`),
    ).toEqual([
      'preload /dpl/av/assets/MantineScope.css',
      'modulepreload /dpl/av/assets/layout.js',
      'modulepreload /dpl/av/assets/shared.js',
      'modulepreload /dpl/av/assets/details.js',
    ]);
  });

  it('computes the variables as the page-query table does, and sends nothing without them', () => {
    const [sent] = run('/dpl/av/stock-reminder/unsubscribe?reminderId=%20r-1%20');
    const expected = variablesAt({ id: { search: 'reminderId' } }, {}, new URLSearchParams('reminderId=%20r-1%20'));
    expect(JSON.parse(sent?.url.searchParams.get('variables') ?? '')).toEqual(expected);
    expect(sent?.headers['x-market'], "no market chosen: the gateway's").toBeUndefined();
    expect(run('/dpl/av/stock-reminder/unsubscribe')).toEqual([]);
    expect(variablesAt({ id: { search: 'reminderId' } }, {}, new URLSearchParams(''))).toBeUndefined();
  });

  it("takes the tab's remembered market, and does nothing outside the app or on no route", () => {
    sessionStorage.setItem('mein-konto.market', 'ch');
    expect(run('/dpl/av/orders/1')[0]?.headers['x-market']).toBe('ch');
    expect(run('/elsewhere/orders/1')).toEqual([]);
    expect(run('/dpl/av/unbekannt')).toEqual([]);
  });
});
