/**
 * The sandbox page's script (bundled by scripts/build-server.mjs into dist/sandbox/, served at
 * /sandbox outside production): GraphiQL with its docs explorer and history, against this
 * gateway's /graphql, the x-market header preset from ?market=, and example operations of the
 * main flows as tabs. Monaco's workers are bundled beside it, so nothing loads from a CDN.
 */
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { EXAMPLES } from './examples.ts';

const WORKERS: Record<string, string> = { json: 'json.worker.js', graphql: 'graphql.worker.js' };

(globalThis as unknown as { MonacoEnvironment: unknown }).MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    return new Worker(`/sandbox/assets/${WORKERS[label] ?? 'editor.worker.js'}`, { type: 'module' });
  },
};

const market = new URLSearchParams(window.location.search).get('market') ?? 'de';
const headers = JSON.stringify({ 'x-market': market }, null, 2);
const fetcher = createGraphiQLFetcher({ url: '/graphql', headers: { 'x-market': market } });
const tabs = EXAMPLES.map(({ query, variables }) => ({
  query,
  variables: variables ? JSON.stringify(variables, null, 2) : null,
  headers,
}));
const root = document.getElementById('sandbox');
if (root) {
  createRoot(root).render(
    createElement(GraphiQL, {
      fetcher,
      defaultHeaders: headers,
      defaultTabs: tabs,
      // GraphiQL fills the first tab's variables editor from initialVariables only.
      ...(tabs[0]?.variables ? { initialVariables: tabs[0].variables } : {}),
      shouldPersistHeaders: true,
    }),
  );
}
