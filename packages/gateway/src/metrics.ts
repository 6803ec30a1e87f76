/**
 * Prometheus metrics (prom-client), served on their own port (METRICS_PORT; in production 9464
 * by default, elsewhere off unless set), never on the public one: GraphQL requests and their
 * duration per operation, upstream calls per service and route template (never a concrete path),
 * circuit-breaker states, rate-limit refusals and session refreshes, the trace spans exported and
 * dropped (tracing.ts), plus Node's process metrics.
 */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Tracing } from './tracing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the metrics server listens (set when metrics are served). */
    metricsAddress?: () => AddressInfo | null;
  }
}

/** How an upstream call ended. */
export type UpstreamOutcome = 'ok' | 'http_4xx' | 'http_5xx' | 'timeout' | 'network' | 'contract' | 'circuit_open';

export class GatewayMetrics {
  readonly registry = new Registry();

  readonly graphqlRequests = new Counter({
    name: 'gateway_graphql_requests_total',
    help: 'GraphQL requests by operation name and outcome (ok, or error when the answer carried errors).',
    labelNames: ['operation', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly graphqlDuration = new Histogram({
    name: 'gateway_graphql_request_duration_seconds',
    help: 'Time from receiving a GraphQL request to sending its answer, by operation name.',
    labelNames: ['operation'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly upstreamDuration = new Histogram({
    name: 'gateway_upstream_call_duration_seconds',
    help: 'Upstream calls by service, contract route and outcome (retries and token refresh included).',
    labelNames: ['service', 'route', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly rateLimitRefusals = new Counter({
    name: 'gateway_rate_limit_refusals_total',
    help: 'Attempts refused by the rate limits, by operation.',
    labelNames: ['operation'] as const,
    registers: [this.registry],
  });

  readonly loadShed = new Counter({
    name: 'gateway_load_shed_total',
    help: 'Requests answered 503 with Retry-After at once because the gateway was overloaded, by reason (eventLoopDelay, heapUsedBytes, inFlight).',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly rateLimitStoreFallback = new Gauge({
    name: 'gateway_rate_limit_store_fallback',
    help: '1 while Redis does not answer and the rate limits and login throttling count in this process, else 0.',
    registers: [this.registry],
  });
  readonly rateLimitStoreFallbacks = new Counter({
    name: 'gateway_rate_limit_store_fallbacks_total',
    help: 'Times the rate limits fell back from Redis to this process.',
    registers: [this.registry],
  });

  readonly sessionRefreshes = new Counter({
    name: 'gateway_session_refreshes_total',
    help: 'Requests whose expired session was refreshed, by source: upstream (this request called the customer service) or shared (it took the outcome of another request of the session, on this replica or another).',
    labelNames: ['source'] as const,
    registers: [this.registry],
  });
  readonly sessionRefreshEntries = new Gauge({
    name: 'gateway_session_refresh_entries',
    help: 'Session refreshes this replica keeps to share: running, or ended within the grace (bounded by SESSION_REFRESH_MAX_ENTRIES).',
    registers: [this.registry],
  });
  readonly sessionRefreshStoreFallback = new Gauge({
    name: 'gateway_session_refresh_store_fallback',
    help: '1 while Redis does not answer and each replica refreshes its sessions on its own, else 0.',
    registers: [this.registry],
  });
  readonly sessionRefreshStoreFallbacks = new Counter({
    name: 'gateway_session_refresh_store_fallbacks_total',
    help: 'Times the session refresh fell back from Redis to each replica on its own.',
    registers: [this.registry],
  });

  constructor(
    breakerStates: () => Record<string, 'closed' | 'open' | 'half-open'>,
    /** The operation names metrics keep apart: those of the registered operations (trusted-documents/). */
    private readonly operations: ReadonlySet<string> = new Set(),
    /** What became of the trace spans (tracing.ts's counts since the start). */
    spanCounts: Tracing['spanCounts'] = () => ({ queue_full: 0, export_failed: 0, exported: 0 }),
  ) {
    const value = { closed: 0, 'half-open': 1, open: 2 } as const;
    new Counter({
      name: 'gateway_trace_spans_dropped_total',
      help: 'Trace spans not exported, by reason: queue_full (the bounded export queue was full: the tracing backend is slow or unreachable) or export_failed (the backend refused or did not answer a batch).',
      labelNames: ['reason'] as const,
      registers: [this.registry],
      collect() {
        const counts = spanCounts();
        this.reset();
        this.inc({ reason: 'queue_full' }, counts.queue_full);
        this.inc({ reason: 'export_failed' }, counts.export_failed);
      },
    });
    new Counter({
      name: 'gateway_trace_spans_exported_total',
      help: 'Trace spans the tracing backend took (OTLP).',
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc(spanCounts().exported);
      },
    });
    new Gauge({
      name: 'gateway_upstream_circuit_state',
      help: 'Circuit breaker per upstream service: 0 closed, 1 half-open, 2 open.',
      labelNames: ['service'] as const,
      registers: [this.registry],
      collect() {
        for (const [service, state] of Object.entries(breakerStates())) this.set({ service }, value[state]);
      },
    });
    collectDefaultMetrics({ register: this.registry });
  }

  /**
   * The label of an operation name: a registered operation's own name, every other name "other",
   * so that no client can add series, and no name sent since the start takes a registered
   * operation's place.
   */
  operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    return this.operations.has(name) ? name : 'other';
  }
}

/** The metrics' own server: GET /metrics only. */
export function metricsServer(metrics: GatewayMetrics): FastifyInstance {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );
  return server;
}
