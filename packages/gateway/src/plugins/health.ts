/**
 * GET /health (liveness: the process answers) and GET /ready (the upstream services answer; with
 * `circuits` naming the services whose circuit breaker is open or half-open, when any is; 503
 * `draining` from the moment a graceful shutdown starts, so load balancers stop sending).
 */
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.ts';
import type { ServiceName } from '../services.ts';
import type { UpstreamPools } from '../datasources/upstream.ts';

const READY_TIMEOUT_MS = 2000;

export async function healthPlugin(
  app: FastifyInstance,
  opts: { config: GatewayConfig; pools: UpstreamPools; draining: () => boolean },
): Promise<void> {
  app.get('/health', { logLevel: 'warn' }, async () => ({ status: 'ok' }));

  app.get('/ready', { logLevel: 'warn' }, async (_request, reply) => {
    if (opts.draining()) return reply.code(503).send({ status: 'draining' });
    const entries = Object.entries(opts.config.upstreams) as [ServiceName, string][];
    const byOrigin = new Map<string, Promise<boolean>>();
    const check = (origin: string) => {
      let result = byOrigin.get(origin);
      if (!result) {
        result = opts.pools
          .get(origin)
          .request({ method: 'GET', path: '/health', signal: AbortSignal.timeout(READY_TIMEOUT_MS) })
          .then(async (res) => {
            await res.body.dump();
            return res.statusCode >= 200 && res.statusCode < 300;
          })
          .catch(() => false);
        byOrigin.set(origin, result);
      }
      return result;
    };
    const results = await Promise.all(
      entries.map(async ([name, url]) => [name, (await check(new URL(url).origin)) ? 'up' : 'down'] as const),
    );
    const upstreams = Object.fromEntries(results);
    const ready = results.every(([, state]) => state === 'up');
    const circuits = Object.fromEntries(
      Object.entries(opts.pools.breakerStates()).filter(([, state]) => state !== 'closed'),
    );
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'not_ready',
      upstreams,
      ...(Object.keys(circuits).length > 0 ? { circuits } : {}),
    });
  });
}
