/**
 * The built single-page app under /dpl/av/ (and its creators-hub variant), with index.html for
 * every client-side route. Hashed assets are cached for a year, index.html never.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const SPA_BASE = '/dpl/av/';

/** A client-side route (no file extension in the last segment) under the SPA base path. */
export function isSpaRoute(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  if (!path.startsWith(SPA_BASE)) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

export async function spaPlugin(app: FastifyInstance, opts: { distDir: string }): Promise<void> {
  app.get('/', (_request, reply) => reply.redirect(SPA_BASE, 302));
  app.get('/dpl/av', (_request, reply) => reply.redirect(SPA_BASE, 302));

  const indexFile = join(opts.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir: opts.distDir }, 'web app not built: /dpl/av/ answers 404 until it is');
    const notBuilt = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply.code(404).send({ error: 'Not Found', message: `The web app has not been built yet (no ${indexFile}). Run pnpm build.` });
    app.get('/dpl/av/', notBuilt);
    app.get('/dpl/av/*', notBuilt);
    return;
  }

  await app.register(fastifyStatic, {
    root: opts.distDir,
    prefix: SPA_BASE,
    wildcard: true,
    index: 'index.html',
    cacheControl: false,
    setHeaders: (reply, path) => {
      if (path.endsWith('.html')) void reply.header('cache-control', 'no-cache');
      else if (path.includes('/assets/')) void reply.header('cache-control', 'public, max-age=31536000, immutable');
      else void reply.header('cache-control', 'public, max-age=300');
    },
  });
}

/** Not-found handling: index.html for client-side routes, a JSON 404 for everything else. */
export function registerNotFound(app: FastifyInstance, distDir: string): void {
  const hasIndex = existsSync(join(distDir, 'index.html'));
  app.setNotFoundHandler(async (request, reply) => {
    if (hasIndex && (request.method === 'GET' || request.method === 'HEAD') && isSpaRoute(request.url)) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', distDir);
    }
    return reply.code(404).send({ error: 'Not Found', message: `No route for ${request.method} ${request.url.split('?')[0]}`, correlationId: request.id });
  });
}
