/**
 * The built single-page app under /dpl/av/ (and its creators-hub variant), with index.html for
 * every client-side route. Hashed assets are cached for a year; index.html and the service worker
 * (sw.js, decision 052) are revalidated on every request, so a new release (or the kill switch)
 * reaches every browser at its next visit. Every file is
 * answered from its brotli or gzip sibling made at build time when the browser accepts one
 * (`Vary: Accept-Encoding`), the fallback index.html too (decision 020).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const SPA_BASE = '/dpl/av/';

/** A client-side route (no file extension in the last segment) under the SPA base path. */
function isSpaRoute(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  if (!path.startsWith(SPA_BASE)) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/**
 * The content security policy's sources for the inline scripts of the built index.html (the
 * first load's bootstrap, decision 042): the sha256 of each, so that exactly these scripts run
 * and no other inline script does (no 'unsafe-inline'). None while the web app is not built.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const html = readFileSync(indexFile, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map(([, code = '']) => code)
    .filter((code) => code.length > 0)
    .map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}

export async function spaPlugin(app: FastifyInstance, opts: { distDir: string }): Promise<void> {
  app.get('/', (_request, reply) => reply.redirect(SPA_BASE, 302));
  app.get('/dpl/av', (_request, reply) => reply.redirect(SPA_BASE, 302));

  const indexFile = join(opts.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir: opts.distDir }, 'web app not built: /dpl/av/ answers 404 until it is');
    const notBuilt = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply
        .code(404)
        .send({ error: 'Not Found', message: `The web app has not been built yet (no ${indexFile}). Run pnpm build.` });
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
    preCompressed: true,
    setHeaders: (reply, path) => void reply.header('cache-control', cacheControlFor(path)),
  });
}

/** The service worker the web build writes (packages/web/installableApp.ts), at the root of the build. */
const SERVICE_WORKER_FILE = 'sw.js';

/** Caching by kind of file (the path may be the compressed sibling's). */
function cacheControlFor(path: string): string {
  const file = path.replace(/\.(br|gz)$/, '');
  if (file.endsWith('.html') || basename(file) === SERVICE_WORKER_FILE) return 'no-cache';
  if (file.includes('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/** Not-found handling: index.html for client-side routes, a JSON 404 for everything else. */
export function registerNotFound(app: FastifyInstance, distDir: string): void {
  const hasIndex = existsSync(join(distDir, 'index.html'));
  app.setNotFoundHandler(async (request, reply) => {
    if (hasIndex && (request.method === 'GET' || request.method === 'HEAD') && isSpaRoute(request.url)) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', distDir);
    }
    // A browser gets a page in the product's language; API clients keep JSON.
    if (prefersHtml(request.headers.accept)) {
      return reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
    }
    return reply.code(404).send({
      error: 'Not Found',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      correlationId: request.id,
    });
  });
}

/** Whether the client asks for HTML before JSON (a browser navigating), by the order of its Accept header. */
function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const types = accept.split(',').map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '');
  const html = types.findIndex((t) => t === 'text/html' || t === 'application/xhtml+xml');
  const json = types.findIndex((t) => t === 'application/json' || t === 'application/graphql-response+json');
  return html !== -1 && (json === -1 || html < json);
}

/** The 404 page outside the app: German, with a way into Mein Konto. */
const NOT_FOUND_PAGE = `<!doctype html>
<html lang="de">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Seite nicht gefunden – Mein Konto</title>
  <style>
    body { font-family: Arial, Helvetica, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1.25rem; color: #212529; line-height: 1.6; overflow-wrap: anywhere; }
    a { color: #1864ab; font-weight: 700; }
    a:focus-visible { outline: 3px solid #1864ab; outline-offset: 2px; }
  </style>
</head>
<body>
  <main>
    <h1>Diese Seite gibt es leider nicht</h1>
    <p>Vielleicht hat sich ein Tippfehler in die Adresse eingeschlichen, oder die Seite wurde verschoben.</p>
    <p><a href="/dpl/av/">Zu Mein Konto</a></p>
  </main>
</body>
</html>
`;
