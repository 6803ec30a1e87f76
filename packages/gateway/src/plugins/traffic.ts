/**
 * What keeps traffic flowing through deploys and overload (decision 033):
 * - load shedding (@fastify/under-pressure): when the event loop lags or the heap nears its
 *   limit, a request is answered 503 with Retry-After at once instead of queueing (/health, the
 *   liveness check, still answers); so is a GraphQL request past LOAD_MAX_IN_FLIGHT in flight
 *   (counted from the moment its body has arrived);
 * - the drain of a graceful shutdown (`app.drain()`, called by server.ts on SIGTERM): the server
 *   stops accepting connections at once (a load balancer's new connection is refused, which it
 *   safely passes to another replica — the request was never sent — and marks this one failed),
 *   /ready answers 503, and every answer on a connection already open closes it, so the load
 *   balancer's kept-alive connections end after their request instead of being cut while a
 *   request may be on its way. Once no connection is left (the load balancer closes its idle
 *   ones itself), at most after SHUTDOWN_DRAIN_MS, close() finishes the requests in flight.
 *   "At once" means at the first moment nothing waits in the kernel's accept queue: a connection
 *   the kernel has completed is one the load balancer has already written its request on, and
 *   closing the listening socket resets it (a POST that was sent is not retried: a failed
 *   request). A busy process accepts only between turns of its event loop (on a CPU shared with
 *   other work, slowly), so under load that queue is rarely empty; the listener closes once it is (Linux: the
 *   listening socket's queue length in /proc/net/tcp), within SHUTDOWN_DRAIN_MS; until then
 *   answers keep their connection (closing it would make the load balancer open new ones).
 */
import { readFileSync } from 'node:fs';
import { Server, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { getHeapStatistics } from 'node:v8';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** The GraphQL endpoint (and its GET form with a query string). */
const GRAPHQL_PATH = '/graphql';

/** Share of the V8 heap limit above which requests are shed (unless LOAD_MAX_HEAP_USED_MB is set). */
const HEAP_SHARE = 0.9;

const LISTEN_STATE = '0A';
/** How often the drain looks at the accept queue while it is not empty. */
const LISTEN_CHECK_MS = 10;

/**
 * Connections the kernel has completed on this port that no process has accepted yet (the
 * listening socket's rx_queue in /proc/net/tcp and tcp6), or null where that is unknown (not Linux).
 */
export function acceptQueueLength(port: number): number | null {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  let found: number | null = null;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'latin1');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      // "  0: 0100007F:1F90 00000000:0000 0A 00000000:00000003 …": local address, remote, state, tx:rx queue.
      const [, local, , state, queues] = line.trim().split(/\s+/);
      if (state !== LISTEN_STATE || !local?.endsWith(`:${hexPort}`) || !queues) continue;
      found = (found ?? 0) + Number.parseInt(queues.slice(queues.indexOf(':') + 1), 16);
    }
  }
  return found;
}

/**
 * Stops listening (net.Server's close, not http.Server's: the open connections stay, where
 * http.Server's would also cut the idle ones, racing requests already on their way) at the first
 * moment the accept queue is empty — checked right after a turn of the event loop has accepted
 * what was waiting — at most after `waitMs` (the drain). Resolves with the connections that were
 * still waiting when it closed (reset by the kernel; 0 but for a machine out of CPU).
 */
async function stopListening(app: FastifyInstance, waitMs: number): Promise<number> {
  if (!app.server.listening) return 0;
  const port = (app.server.address() as AddressInfo | null)?.port;
  const end = performance.now() + waitMs;
  let waiting = port === undefined ? null : acceptQueueLength(port);
  while (waiting !== null && waiting > 0 && performance.now() < end) {
    // Checked every few milliseconds (not in a busy loop), each time in a setImmediate: it runs
    // right after the poll phase, where libuv has just accepted what was waiting.
    await new Promise((resolve) => setTimeout(() => setImmediate(resolve), LISTEN_CHECK_MS));
    waiting = acceptQueueLength(port ?? 0);
  }
  // Checked and closed in one synchronous step: nothing can be accepted in between.
  Server.prototype.close.call(app.server);
  return waiting ?? 0;
}

function openConnections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => app.server.getConnections((error, count) => resolve(error ? 0 : count)));
}

/** Registers load shedding and the drain on the root instance (hooks apply to every route). */
export async function registerTraffic(
  app: FastifyInstance,
  opts: { config: GatewayConfig; metrics: GatewayMetrics },
): Promise<void> {
  const { load, shutdown } = opts.config;
  const retryAfter = String(load.retryAfterSeconds);
  const shed = (request: FastifyRequest, reply: FastifyReply, reason: string) => {
    opts.metrics.loadShed.inc({ reason });
    return reply
      .code(503)
      .header('retry-after', retryAfter)
      .send({ error: 'Service Unavailable', message: MESSAGES.generic, correlationId: request.id });
  };
  await app.register(underPressure, {
    maxEventLoopDelay: load.maxEventLoopDelayMs,
    maxHeapUsedBytes: load.maxHeapUsedBytes ?? Math.round(getHeapStatistics().heap_size_limit * HEAP_SHARE),
    pressureHandler: (request, reply, type) => {
      // Liveness is not load: a busy gateway must not be restarted for being busy. Before the
      // server listens, every request is the warm-up's own (warmUp.ts), which must run.
      if (request.url === '/health' || !app.server.listening) return;
      void shed(request, reply, type);
    },
  });

  // GraphQL requests in flight: the event-loop delay is a mean over a second and misses a queue
  // that builds up within it (requests waiting for their turn, not yet running); past
  // LOAD_MAX_IN_FLIGHT the next request is answered at once instead of waiting behind the others.
  // A request counts once its body has arrived (preHandler: after parsing), so connections that
  // send their body slowly or never hold no place (the request timeout cuts them, app.ts).
  if (load.maxInFlight > 0) {
    let inFlight = 0;
    const done = () => {
      inFlight--;
    };
    app.addHook('preHandler', (request, reply, next) => {
      if (!request.url.startsWith(GRAPHQL_PATH)) return next();
      if (inFlight >= load.maxInFlight) return void shed(request, reply, 'inFlight');
      inFlight++;
      // 'close' comes once per answer, sent or cut off.
      reply.raw.once('close', done);
      next();
    });
  }

  let draining = false;
  /** The listener is closed: every answer closes its connection. */
  let closing = false;
  app.decorate('isDraining', () => draining);
  app.decorate('drain', async () => {
    if (draining) return;
    draining = true;
    const started = performance.now();
    // Until the listener is closed, answers keep their connection: closing them would make the
    // load balancer open new ones, which is what fills the accept queue.
    const resetAtClose = await stopListening(app, shutdown.drainMs);
    closing = true;
    // A warning when connections were reset: the replica was too busy to accept them in time.
    app.log[resetAtClose > 0 ? 'warn' : 'info'](
      {
        event: 'shutdown_drain',
        drainMs: shutdown.drainMs,
        listenerClosedAfterMs: Math.round(performance.now() - started),
        resetAtClose,
      },
      'draining: no new connections, /ready answers 503, connections close after their answer',
    );
    // Until every connection has ended on its own (closed after its answer, or an idle one closed
    // by the load balancer, which keeps them 4 s), at most SHUTDOWN_DRAIN_MS: cutting an idle
    // connection ourselves could race a request the load balancer is sending on it.
    const end = started + shutdown.drainMs;
    while (performance.now() < end && (await openConnections(app)) > 0)
      await sleep(Math.min(100, end - performance.now()));
  });
  // A callback hook, not an async one: it runs on every answer and costs no promise.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
}
