/**
 * GET /sandbox: GraphiQL 5 (docs explorer, history, the main flows as example tabs, a note on
 * cookie sessions) served entirely from this gateway, so it also works offline. Its bundle and
 * Monaco's workers are built with the server (scripts/build-server.mjs → dist/sandbox/, from
 * sandbox/main.ts). Registered only outside production.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

const here = dirname(fileURLToPath(import.meta.url));
/** dist/sandbox beside the compiled server, or the package's dist/sandbox when run from src/. */
const SANDBOX_DIR = [join(here, 'sandbox'), join(here, '..', '..', 'dist', 'sandbox')].find((dir) => existsSync(dir));

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ttf': 'font/ttf',
};
const ASSET = /^[a-z0-9.-]+\.(js|css|ttf)$/i;

const PAGE = `<!doctype html>
<html lang="de">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Mein Konto – GraphQL Sandbox</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="/sandbox/assets/sandbox.css">
  <style>html, body, #sandbox { height: 100%; margin: 0; }</style>
</head>
<body>
  <main id="sandbox">Sandbox wird geladen …</main>
  <script type="module" src="/sandbox/assets/sandbox.js"></script>
</body>
</html>
`;

export async function sandboxPlugin(app: FastifyInstance): Promise<void> {
  const cache = new Map<string, Buffer>();

  app.get('/sandbox', async (_request, reply) => {
    if (!SANDBOX_DIR)
      return reply.code(404).send({
        error: 'Not Found',
        message: 'The sandbox has not been built yet: run pnpm --filter @mein-konto/gateway build.',
      });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE);
  });

  app.get<{ Params: { file: string } }>('/sandbox/assets/:file', async (request, reply) => {
    const { file } = request.params;
    const type = TYPES[file.slice(file.lastIndexOf('.'))];
    if (!SANDBOX_DIR || !ASSET.test(file) || !type || !existsSync(join(SANDBOX_DIR, file))) {
      return reply.code(404).send({ error: 'Not Found', message: 'No such sandbox asset.' });
    }
    let content = cache.get(file);
    if (!content) {
      content = await readFile(join(SANDBOX_DIR, file));
      cache.set(file, content);
    }
    return reply.type(type).header('cache-control', 'no-cache').send(content);
  });
}
