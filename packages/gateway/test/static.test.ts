/**
 * The built app over the wire: every file answered from its brotli or gzip sibling by
 * negotiation (with Vary), the caching of each kind of file, and — against the real build of the
 * web app when it exists (the test command builds it first) — every file of it in brotli.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { startStack, useStack } from './stack.ts';

const stack = useStack({}, { reset: false });

/** What Chromium sends. */
const BROWSER = 'gzip, deflate, br, zstd';

async function get(
  path: string,
  acceptEncoding?: string,
  method: 'GET' | 'HEAD' = 'GET',
  headers: Record<string, string> = {},
) {
  const res = await request(`${stack.gatewayUrl}${path}`, {
    method,
    headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...headers },
  });
  const body = Buffer.from(await res.body.arrayBuffer());
  const header = (name: string) => {
    const value = res.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  return { status: res.statusCode, body, header };
}

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe('compressed static files', () => {
  it('answers brotli to a browser, gzip to a client without brotli, and plain bytes to one without either', async () => {
    const cases: [string | undefined, string | undefined][] = [
      [BROWSER, 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ];
    for (const [accept, expected] of cases) {
      const res = await get('/dpl/av/assets/app-abc123.js', accept);
      expect(res.status, String(accept)).toBe(200);
      expect(res.header('content-encoding'), String(accept)).toBe(expected);
      expect(res.header('content-type'), String(accept)).toMatch(/javascript/);
      expect(res.header('vary'), String(accept)).toMatch(/accept-encoding/i);
      expect(decoded(res.body, expected), String(accept)).toBe('console.log("app")');
    }
  });

  it('caches hashed assets for a year, the HTML, the service worker and the runtime config never, other files briefly', async () => {
    expect((await get('/dpl/av/assets/app-abc123.js', BROWSER)).header('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of ['/dpl/av/', '/dpl/av/index.html', '/dpl/av/orders/123', '/dpl/av/runtime-config.js']) {
      const res = await get(path, BROWSER);
      expect(res.status, path).toBe(200);
      expect(res.header('cache-control'), path).toBe('no-cache');
      expect(res.header('content-encoding'), path).toBe('br');
      expect(res.header('vary'), path).toMatch(/accept-encoding/i);
    }
    // The service worker is revalidated on every visit: a new release's worker, or the kill switch,
    // reaches the browser at once, whatever a proxy or the browser's HTTP cache holds (decision 052).
    const worker = await get('/dpl/av/sw.js', BROWSER);
    expect(worker.status).toBe(200);
    expect(worker.header('cache-control')).toBe('no-cache');
    expect(worker.header('content-type')).toMatch(/javascript/);
    expect(worker.header('content-encoding')).toBe('br');
    const manifest = await get('/dpl/av/manifest.webmanifest', BROWSER);
    expect(manifest.header('cache-control')).toBe('public, max-age=300');
    expect(manifest.header('content-type')).toMatch(/^application\/manifest\+json/);
    const favicon = await get('/dpl/av/favicon.svg', BROWSER);
    expect(favicon.header('cache-control')).toBe('public, max-age=300');
    expect(favicon.header('content-type')).toMatch(/^image\/svg\+xml/);
    expect(favicon.header('content-encoding')).toBe('br');
  });

  it('answers the client routes with the compressed index.html and the runtime config in each encoding', async () => {
    const route = await get('/dpl/av/orders/123', BROWSER);
    expect(route.header('content-type')).toMatch(/^text\/html/);
    expect(decoded(route.body, 'br')).toContain('<div id="root">');
    for (const [accept, expected] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const config = await get('/dpl/av/runtime-config.js', accept);
      expect(config.header('content-encoding'), accept).toBe(expected);
      expect(decoded(config.body, expected), accept).toMatch(/^window\.__MEIN_KONTO_CONFIG__ = \{"market":"de"/);
    }
  });

  it('answers HEAD with the headers and no body, and a revalidation with 304', async () => {
    const head = await get('/dpl/av/assets/app-abc123.js', BROWSER, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.header('content-encoding')).toBe('br');
    expect(head.body.length).toBe(0);
    const first = await get('/dpl/av/', BROWSER);
    const etag = first.header('etag');
    expect(etag).toBeTruthy();
    const again = await get('/dpl/av/', BROWSER, 'GET', { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

/** The files of a build the gateway serves (not the compressed siblings, not the build manifest). */
function servedFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('.vite'));
}

const webDist = join(import.meta.dirname, '..', '..', 'web', 'dist');

describe.runIf(existsSync(join(webDist, 'index.html')))('the built web app', () => {
  it('answers every file of the build and a client route, in brotli where the build compressed it', async () => {
    const built = await startStack({ WEB_DIST_DIR: webDist });
    try {
      const files = servedFiles(webDist);
      expect(files.length).toBeGreaterThan(20);
      for (const file of [...files, 'login']) {
        const res = await request(`${built.gatewayUrl}/dpl/av/${file}`, { headers: { 'accept-encoding': BROWSER } });
        const body = Buffer.from(await res.body.arrayBuffer());
        expect(res.statusCode, file).toBe(200);
        // The icons (PNG) are compressed already: the build makes no sibling for them.
        const compressed = file === 'login' || existsSync(join(webDist, `${file}.br`));
        expect(res.headers['content-encoding'], file).toBe(compressed ? 'br' : undefined);
        if (file !== 'login')
          expect((compressed ? brotliDecompressSync(body) : body).equals(readFileSync(join(webDist, file))), file).toBe(
            true,
          );
      }
    } finally {
      await built.close();
    }
  });
});
