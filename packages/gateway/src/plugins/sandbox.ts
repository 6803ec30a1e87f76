/**
 * GET /sandbox: a GraphiQL IDE served entirely from this gateway (no CDN), so it also works
 * offline. GraphiQL's browser build and React's UMD builds come from npm packages; a small
 * script of our own mounts it against /graphql. Registered only outside production.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** The only files served under /sandbox/assets/. */
const ASSETS: Record<string, { path: () => string; type: string }> = {
  'react.js': { path: () => join(packageDir('react'), 'umd/react.production.min.js'), type: 'text/javascript' },
  'react-dom.js': { path: () => join(packageDir('react-dom'), 'umd/react-dom.production.min.js'), type: 'text/javascript' },
  'graphiql.js': { path: () => join(packageDir('graphiql'), 'graphiql.min.js'), type: 'text/javascript' },
  'graphiql.css': { path: () => join(packageDir('graphiql'), 'graphiql.min.css'), type: 'text/css' },
};

const DEFAULT_QUERY = `# Mein Konto GraphQL sandbox. Requests carry the header x-market (see the headers tab).
query Viewer {
  market { market currency emailOnlyLogin }
  viewer {
    state
    customer { customerNumber firstName lastName isNewCustomer personalDetails { dateOfBirth } }
  }
}
`;

const INIT_SCRIPT = `(function () {
  var params = new URLSearchParams(window.location.search);
  var market = params.get('market') || 'de';
  var fetcher = GraphiQL.createFetcher({ url: ${JSON.stringify('/graphql')}, headers: { 'x-market': market } });
  var root = ReactDOM.createRoot(document.getElementById('sandbox'));
  root.render(React.createElement(GraphiQL, {
    fetcher: fetcher,
    defaultQuery: ${JSON.stringify(DEFAULT_QUERY)},
    defaultHeaders: JSON.stringify({ 'x-market': market }, null, 2),
    shouldPersistHeaders: true
  }));
})();
`;

const PAGE = `<!doctype html>
<html lang="de">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Mein Konto – GraphQL Sandbox</title>
  <link rel="stylesheet" href="/sandbox/assets/graphiql.css">
  <style>html, body, #sandbox { height: 100%; margin: 0; }</style>
</head>
<body>
  <div id="sandbox">Sandbox wird geladen …</div>
  <script src="/sandbox/assets/react.js"></script>
  <script src="/sandbox/assets/react-dom.js"></script>
  <script src="/sandbox/assets/graphiql.js"></script>
  <script src="/sandbox/assets/sandbox.js"></script>
</body>
</html>
`;

export async function sandboxPlugin(app: FastifyInstance): Promise<void> {
  const cache = new Map<string, Buffer>();

  app.get('/sandbox', async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE));

  app.get('/sandbox/assets/sandbox.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(INIT_SCRIPT));

  app.get<{ Params: { file: string } }>('/sandbox/assets/:file', async (request, reply) => {
    const asset = ASSETS[request.params.file];
    if (!asset) return reply.code(404).send({ error: 'Not Found', message: 'No such sandbox asset.' });
    let content = cache.get(request.params.file);
    if (!content) {
      content = await readFile(asset.path());
      cache.set(request.params.file, content);
    }
    return reply.type(`${asset.type}; charset=utf-8`).header('cache-control', 'public, max-age=3600').send(content);
  });
}
