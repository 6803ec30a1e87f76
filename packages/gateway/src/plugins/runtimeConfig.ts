/**
 * GET /dpl/av/runtime-config.js: what the SPA learns about its deployment before it starts. Never
 * cached (a deployment may change it); compressed once at start, like the built files.
 */
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config.ts';

const RUNTIME_CONFIG_PATH = '/dpl/av/runtime-config.js';

function runtimeConfigScript(config: GatewayConfig): string {
  const recaptcha =
    config.recaptcha.provider === 'google'
      ? { provider: 'google', siteKey: config.recaptcha.siteKey }
      : { provider: 'development' };
  const runtimeConfig = {
    market: config.defaultMarket,
    environment: config.appEnv,
    recaptcha,
    graphqlPath: '/graphql',
    // The market header (and so the SPA's ?locale= override) is honoured outside production only.
    marketOverride: !config.isProduction,
  };
  return `window.__MEIN_KONTO_CONFIG__ = ${JSON.stringify(runtimeConfig)};\n`;
}

export async function runtimeConfigPlugin(app: FastifyInstance, opts: { config: GatewayConfig }): Promise<void> {
  const script = runtimeConfigScript(opts.config);
  const encoded = { br: brotliCompressSync(script), gzip: gzipSync(script) };
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(script);
    return reply.header('content-encoding', encoding).send(encoded[encoding]);
  };
  app.get(RUNTIME_CONFIG_PATH, handler);
  app.get('/dpl/av/creators-hub/runtime-config.js', handler);
}

/** brotli if the client accepts it, else gzip, else none (`q=0` refuses a coding). */
function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([coding]) => coding),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}
