/**
 * OpenTelemetry traces of the gateway (decision 051): a server span per incoming request, one for
 * its GraphQL operation, one per upstream call attempt and one per Redis step, exported over
 * OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set. Without it `startTracing` returns
 * NO_TRACING and none of the OpenTelemetry packages is loaded (they are imported dynamically).
 *
 * What spans carry follows the rule of the log lines: the route template of a request or an
 * upstream call, never its concrete path or query, no variables, ids, tokens or e-mail addresses;
 * the operation name as the metrics label it (a registered operation's name, else "other").
 *
 * A request's trace id comes from the W3C `traceparent` it carries (parent-based sampling: the
 * caller's sampled flag is followed, else OTEL_TRACES_SAMPLER_ARG of the trace ids are traced)
 * or is new. It is in every log line of the request (`traceId`, fastify's childLoggerFactory)
 * and in the `traceparent` of every upstream call, also when the request is not sampled, so the
 * services' log lines join it. A `traceparent` or `tracestate` that is too long or malformed is
 * ignored (the request starts a trace of its own); nothing is kept per trace id. Finished spans
 * wait in one bounded queue for export; what it cannot take, and what the backend refuses or
 * never answers, is dropped and counted (`droppedSpans`, the metric
 * gateway_trace_spans_dropped_total).
 */
import type { IncomingMessage } from 'node:http';
import type { Context, MeterProvider, Span, TextMapGetter } from '@opentelemetry/api';

/** What config.ts reads from the environment (OTEL_*). */
export interface TracingConfig {
  /** The OTLP/HTTP traces endpoint (OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces). */
  tracesUrl: string;
  /** 0–1: the share of requests without a caller's decision that are traced (trace-id ratio, parent-based). */
  samplingRatio: number;
  serviceName: string;
  /** How long finished spans wait to be sent together. */
  exportDelayMs: number;
}

/** An upstream call as its span names it: the contract's route, never the concrete path. */
interface UpstreamSpanInfo {
  service: string;
  route: string;
  method: string;
  /** The route template with the service's base path (e.g. /customer-service/user/set-password/:token). */
  path: string;
}

interface UpstreamSpan {
  /** Ends the attempt's span with the answer's status (if any) and how it ended (metrics.ts's outcomes). */
  end(status: number | undefined, outcome: string): void;
}

type DropReason = 'queue_full' | 'export_failed';

export interface Tracing {
  readonly enabled: boolean;
  /** Begins the server span of an incoming request; its trace id for the request's log lines (undefined: not traced). */
  startRequest(raw: IncomingMessage): string | undefined;
  /** Ends the request's server span, named by its route template. */
  endRequest(raw: IncomingMessage, route: string | undefined, status: number): void;
  /** Runs a GraphQL operation inside its span (a child of the request's server span). */
  operation<T>(raw: IncomingMessage, run: () => Promise<T>): Promise<T>;
  /** Names the current operation's span (type and the operation's metrics label). */
  nameOperation(type: string, name: string): void;
  /** Marks the current operation's span as failed with the errors' codes. */
  operationFailed(codes: readonly string[]): void;
  /**
   * Begins the span of an upstream call's attempt (1 the first, 2 the first retry) with the
   * service's circuit breaker as the attempt starts, and writes its `traceparent` into `headers`.
   */
  upstream(
    info: UpstreamSpanInfo,
    attempt: number,
    breaker: 'closed' | 'open' | 'half-open',
    headers: Record<string, string>,
  ): UpstreamSpan;
  /** Runs one Redis step inside its span (`what` names the step, never a key). */
  redis<T>(what: string, run: () => Promise<T>): Promise<T>;
  /** Spans dropped since the start, by reason, and spans exported. */
  spanCounts(): Readonly<Record<DropReason | 'exported', number>>;
  shutdown(): Promise<void>;
}

const NO_SPAN: UpstreamSpan = { end: () => undefined };
const NO_COUNTS = { queue_full: 0, export_failed: 0, exported: 0 } as const;

/** Tracing off: every call does nothing. */
export const NO_TRACING: Tracing = {
  enabled: false,
  startRequest: () => undefined,
  endRequest: () => undefined,
  operation: (_raw, run) => run(),
  nameOperation: () => undefined,
  operationFailed: () => undefined,
  upstream: () => NO_SPAN,
  redis: (_what, run) => run(),
  spanCounts: () => NO_COUNTS,
  shutdown: () => Promise.resolve(),
};

/** Finished spans waiting for export at most; one export batch at most. */
const EXPORT_QUEUE_SPANS = 2048;
const EXPORT_BATCH_SPANS = 512;
/** The longest wait for the backend's answer to one batch (then the batch counts as failed). */
const EXPORT_TIMEOUT_MS = 10_000;
/** On shutdown, how long the last spans may take to go out. */
const SHUTDOWN_FLUSH_MS = 2000;
/** W3C trace context: a traceparent of version 00 has 55 characters (later versions may append); a tracestate at most 512. */
const HEADER_LIMITS: Readonly<Record<string, number>> = { traceparent: 128, tracestate: 512 };
/** Paths that start no trace: the load balancer's and the orchestrator's probes. */
const UNTRACED_PATHS = new Set(['/health', '/ready']);

/** The span of a request, on Node's request object (nothing else keeps it: it goes with the request). */
const REQUEST_SPAN = Symbol('requestSpan');
type TracedRequest = IncomingMessage & { [REQUEST_SPAN]?: Span };

/** Tracing as configured: NO_TRACING without an endpoint, else the OpenTelemetry SDK, loaded now. */
export async function startTracing(config: TracingConfig | null): Promise<Tracing> {
  if (!config) return NO_TRACING;
  const [api, core, asyncHooks, sdk, otlp, resources] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/core'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const { trace, ROOT_CONTEXT, SpanKind, SpanStatusCode, defaultTextMapSetter } = api;

  const counts = { queue_full: 0, export_failed: 0, exported: 0 };
  // The batch processor reports what became of each span through an OpenTelemetry meter (its
  // self-observability counter otel.sdk.processor.span.processed, error.type "queue_full" or the
  // failed export's error): counted here for the gateway's Prometheus metrics.
  const meterProvider = {
    getMeter: () =>
      Object.assign(Object.create(api.createNoopMeter()) as ReturnType<typeof api.createNoopMeter>, {
        createCounter: () => ({
          add(value: number, attributes?: Record<string, unknown>) {
            const error = attributes?.['error.type'];
            if (error === undefined) counts.exported += value;
            else if (error === 'queue_full') counts.queue_full += value;
            else counts.export_failed += value;
          },
        }),
      }),
  };
  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': config.serviceName }),
    sampler: new sdk.ParentBasedSampler({ root: new sdk.TraceIdRatioBasedSampler(config.samplingRatio) }),
    spanLimits: { attributeCountLimit: 32, attributeValueLengthLimit: 256, eventCountLimit: 8, linkCountLimit: 0 },
    spanProcessors: [
      new sdk.BatchSpanProcessor({
        exporter: new otlp.OTLPTraceExporter({
          url: config.tracesUrl,
          timeoutMillis: EXPORT_TIMEOUT_MS,
          concurrencyLimit: 1,
        }),
        maxQueueSize: EXPORT_QUEUE_SPANS,
        maxExportBatchSize: EXPORT_BATCH_SPANS,
        scheduledDelayMillis: config.exportDelayMs,
        exportTimeoutMillis: EXPORT_TIMEOUT_MS,
        selfObsMeterProvider: meterProvider as unknown as MeterProvider,
      }),
    ],
  });
  const tracer = provider.getTracer('@mein-konto/gateway');
  const propagator = new core.W3CTraceContextPropagator();
  // The operation's span is the current one for everything its resolvers start (AsyncLocalStorage).
  const contexts = new asyncHooks.AsyncLocalStorageContextManager().enable();

  // Only single header values within the W3C lengths reach the propagator's parser.
  const headerGetter: TextMapGetter<IncomingMessage['headers']> = {
    keys: (headers) => Object.keys(headers),
    get: (headers, key) => {
      const value = headers[key];
      const limit = HEADER_LIMITS[key];
      return typeof value === 'string' && limit !== undefined && value.length <= limit ? value : undefined;
    },
  };

  const parentOf = (raw: IncomingMessage): Context => {
    const span = (raw as TracedRequest)[REQUEST_SPAN];
    return span ? trace.setSpan(ROOT_CONTEXT, span) : ROOT_CONTEXT;
  };

  return {
    enabled: true,
    startRequest(raw) {
      const path = raw.url?.split('?', 1)[0] ?? '';
      if (UNTRACED_PATHS.has(path)) return undefined;
      let parent = ROOT_CONTEXT;
      try {
        parent = propagator.extract(ROOT_CONTEXT, raw.headers, headerGetter);
      } catch {
        // A trace context the parser refuses is none: the request starts its own trace.
      }
      const span = tracer.startSpan(
        raw.method ?? 'request',
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': raw.method ?? '' } },
        parent,
      );
      (raw as TracedRequest)[REQUEST_SPAN] = span;
      return span.spanContext().traceId;
    },
    endRequest(raw, route, status) {
      const span = (raw as TracedRequest)[REQUEST_SPAN];
      if (!span) return;
      (raw as TracedRequest)[REQUEST_SPAN] = undefined;
      if (span.isRecording()) {
        span.updateName(`${raw.method ?? ''} ${route ?? '(no route)'}`);
        span.setAttributes({ 'http.route': route ?? '(no route)', 'http.response.status_code': status });
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    },
    async operation(raw, run) {
      const parent = parentOf(raw);
      const span = tracer.startSpan('graphql', { kind: SpanKind.INTERNAL }, parent);
      try {
        return await contexts.with(trace.setSpan(parent, span), run);
      } finally {
        span.end();
      }
    },
    nameOperation(type, name) {
      const span = trace.getSpan(contexts.active());
      if (!span?.isRecording()) return;
      span.updateName(`${type} ${name}`);
      span.setAttributes({ 'graphql.operation.type': type, 'graphql.operation.name': name });
    },
    operationFailed(codes) {
      const span = trace.getSpan(contexts.active());
      if (!span?.isRecording()) return;
      span.setAttribute('graphql.error.codes', [...new Set(codes)].slice(0, 5));
      span.setStatus({ code: SpanStatusCode.ERROR });
    },
    upstream(info, attempt, breaker, headers) {
      const parent = contexts.active();
      const span = tracer.startSpan(
        `${info.method} ${info.path}`,
        {
          kind: SpanKind.CLIENT,
          attributes: {
            'http.request.method': info.method,
            'url.template': info.path,
            'upstream.service': info.service,
            'upstream.route': info.route,
            'upstream.attempt': attempt,
            'http.request.resend_count': attempt - 1,
            'upstream.breaker.state': breaker,
          },
        },
        parent,
      );
      propagator.inject(trace.setSpan(parent, span), headers, defaultTextMapSetter);
      return {
        end(status, outcome) {
          if (span.isRecording()) {
            if (status !== undefined) span.setAttribute('http.response.status_code', status);
            span.setAttribute('upstream.outcome', outcome);
            if (outcome !== 'ok' && outcome !== 'http_4xx') {
              span.setAttribute('error.type', outcome);
              span.setStatus({ code: SpanStatusCode.ERROR });
            }
          }
          span.end();
        },
      };
    },
    async redis(what, run) {
      const parent = contexts.active();
      // A Redis step outside any request (none today) starts no trace of its own.
      if (!trace.getSpan(parent)?.isRecording()) return run();
      const span = tracer.startSpan(
        `redis ${what}`,
        { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'redis', 'db.operation.name': what } },
        parent,
      );
      try {
        return await run();
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    },
    spanCounts: () => counts,
    async shutdown() {
      contexts.disable();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        provider.shutdown().catch(() => undefined),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_FLUSH_MS))),
      ]);
      clearTimeout(timer);
    },
  };
}
