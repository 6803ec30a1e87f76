/**
 * What keeps traffic flowing through deploys and overload (decision 033):
 * - load shedding (@fastify/under-pressure): when the event loop lags or the heap nears its
 *   limit, a request is answered 503 with Retry-After at once instead of queueing (/health, the
 *   liveness check, still answers);
 * - the drain of a graceful shutdown (`app.drain()`, called by server.ts on SIGTERM): the server
 *   stops accepting connections at once (a load balancer's new connection is refused, which it
 *   safely passes to another replica — the request was never sent — and marks this one failed),
 *   /ready answers 503, and every answer on a connection already open closes it, so the load
 *   balancer's kept-alive connections end after their request instead of being cut while a
 *   request may be on its way. Once no connection is left (the load balancer closes its idle
 *   ones itself), at most after SHUTDOWN_DRAIN_MS, close() finishes the requests in flight.
 */
import { Server } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { getHeapStatistics } from 'node:v8';
import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import type { GatewayConfig } from '../config.ts';
import { MESSAGES } from '../errors.ts';
import type { GatewayMetrics } from '../metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts the drain of a graceful shutdown and resolves when it is over (then call close()). */
    drain(): Promise<void>;
    /** Whether the drain has started (/ready answers 503). */
    isDraining(): boolean;
  }
}

/** Share of the V8 heap limit above which requests are shed (unless LOAD_MAX_HEAP_USED_MB is set). */
const HEAP_SHARE = 0.9;

function openConnections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => app.server.getConnections((error, count) => resolve(error ? 0 : count)));
}

/** Registers load shedding and the drain on the root instance (hooks apply to every route). */
export async function registerTraffic(app: FastifyInstance, opts: { config: GatewayConfig; metrics: GatewayMetrics }): Promise<void> {
  const { load, shutdown } = opts.config;
  const retryAfter = String(load.retryAfterSeconds);
  await app.register(underPressure, {
    maxEventLoopDelay: load.maxEventLoopDelayMs,
    maxHeapUsedBytes: load.maxHeapUsedBytes ?? Math.round(getHeapStatistics().heap_size_limit * HEAP_SHARE),
    pressureHandler: (request, reply, type) => {
      // Liveness is not load: a busy gateway must not be restarted for being busy.
      if (request.url === '/health') return;
      opts.metrics.loadShed.inc({ reason: type });
      void reply
        .code(503)
        .header('retry-after', retryAfter)
        .send({ error: 'Service Unavailable', message: MESSAGES.generic, correlationId: request.id });
    },
  });

  let draining = false;
  app.decorate('isDraining', () => draining);
  app.decorate('drain', async () => {
    if (draining) return;
    draining = true;
    // net.Server's close, not http.Server's: stop listening, but keep the open connections
    // (http.Server's would also cut the idle ones, racing requests already on their way).
    if (app.server.listening) Server.prototype.close.call(app.server);
    app.log.info({ event: 'shutdown_drain', drainMs: shutdown.drainMs }, 'draining: no new connections, /ready answers 503, connections close after their answer');
    // Until every connection has ended on its own (closed after its answer, or an idle one closed
    // by the load balancer, which keeps them 4 s), at most SHUTDOWN_DRAIN_MS: cutting an idle
    // connection ourselves could race a request the load balancer is sending on it.
    const end = performance.now() + shutdown.drainMs;
    while (performance.now() < end && (await openConnections(app)) > 0) await sleep(Math.min(100, end - performance.now()));
  });
  // A callback hook, not an async one: it runs on every answer and costs no promise.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) void reply.header('connection', 'close');
    done(null, payload);
  });
}
