/** GET /dpl/av/runtime-config.js: what the SPA learns about its deployment before it starts. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { GatewayConfig } from '../config.ts';

export const RUNTIME_CONFIG_PATH = '/dpl/av/runtime-config.js';

export function runtimeConfigScript(config: GatewayConfig): string {
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
  const handler = async (_request: unknown, reply: FastifyReply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script);
  app.get(RUNTIME_CONFIG_PATH, handler);
  app.get('/dpl/av/creators-hub/runtime-config.js', handler);
}
