/**
 * Builds the gateway (not listening): tracing (when configured), correlation ids, security
 * headers, cookies, GraphQL, health routes, runtime config, the sandbox (outside production), the
 * SPA and one error handler, registered in that order.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyHttpOptions,
} from 'fastify';
import fastifyCookie from '@fastify/cookie';
import helmet from 'helmet';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { DocumentNode, ParseOptions } from 'graphql';
import { UPSTREAM_LOCALES } from '@mein-konto/schema/upstream/common';
import type { GatewayConfig } from './config.ts';
import { createContext, upstreamObserver, type ContextDependencies, type GatewayContext } from './context.ts';
import { DOMAINS } from './domains.ts';
import { CookieJar } from './cookies.ts';
import { LogDataSource } from './datasources/log.ts';
import { UpstreamPools } from './datasources/upstream.ts';
import { compiledExecution } from './executor.ts';
import { createFormatError, MESSAGES } from './errors.ts';
import { GatewayMetrics, metricsServer } from './metrics.ts';
import type { Counter, Gauge } from 'prom-client';
import { healthPlugin } from './plugins/health.ts';
import { registerTraffic } from './plugins/traffic.ts';
import { runtimeConfigPlugin } from './plugins/runtimeConfig.ts';
import { sandboxPlugin } from './plugins/sandbox.ts';
import { acceptPlugin, graphqlPlugin, metricsPlugin, relayCookiesPlugin, tracingPlugin } from './plugins/graphql.ts';
import { registeredOperationNames, TrustedDocuments } from './plugins/trustedDocuments.ts';
import { inlineScriptHashes, registerNotFound, spaPlugin } from './plugins/spa.ts';
import { LoginThrottle, MemoryAttemptStore, type AttemptStore } from './rateLimit.ts';
import { RedisAttemptStore } from './rateLimitRedis.ts';
import { LocalSessionRefreshes, RedisSessionRefreshes, type SessionRefreshes } from './sessionRefresh.ts';
import { ErrorReporter, type LogServiceSender } from './reporting.ts';
import { loadTypeDefs, resolvers, validationRules } from './schema.ts';
import { NO_TRACING, startTracing, type Tracing } from './tracing.ts';

export const CORRELATION_HEADER = 'x-correlation-id';
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()';
const VALID_CORRELATION_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * What GraphQL keeps of what clients send, bounded by memory (decision 031). A parsed document
 * takes up to about 100 bytes per character of its text (measured: 40 for the web's operations,
 * 100 for a document of fragment spreads), so the document store counts each document so and
 * holds 32 MB; the compiled functions live and go with their document (executor.ts). Parsing
 * stops at 10,000 tokens (the largest registered operation has about 250). Outside production
 * the texts registered as automatic persisted queries are kept up to 8 MB of text.
 */
const GRAPHQL_PARSE_OPTIONS: ParseOptions = { maxTokens: 10_000 };
const DOCUMENT_STORE_BYTES = 32 * 1024 * 1024;
const DOCUMENT_BYTES_PER_CHARACTER = 100;
const PERSISTED_QUERY_CHARACTERS = 8 * 1024 * 1024;
/** How often Node looks for requests past their request timeout (its connectionsCheckingInterval). */
const REQUEST_TIMEOUT_CHECK_MS = 1000;

/** Trusts the nearest `hops` proxies: the client is the address the outermost of them saw. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

export interface BuildAppOptions {
  /** Where log lines go (default stdout); tests pass a stream to read them. */
  logStream?: { write(line: string): void };
}

/**
 * What every request's context shares (context.ts): the upstream pools with their breakers, the
 * metrics, the error reporter, the rate limits and the login throttle, the session refreshes, the
 * tracing and the domain list.
 * Exported for the bench, which serves the same schema and context with other engines.
 */
export function createContextDependencies(
  config: GatewayConfig,
  log: FastifyBaseLogger,
  tracing: Tracing = NO_TRACING,
): ContextDependencies {
  const pools = new UpstreamPools(config.upstreamConnectionsPerOrigin, {
    failures: config.upstreamBreakerFailures,
    halfOpenMs: config.upstreamBreakerHalfOpenMs,
    log,
  });
  const metrics = new GatewayMetrics(
    () => pools.breakerStates(),
    registeredOperationNames(config.trustedDocumentsDir),
    () => tracing.spanCounts(),
  );
  // Reports go to the log service through its own datasource, which never reports itself.
  const sendToLogService: LogServiceSender = (entry, correlationId) =>
    new LogDataSource({
      config,
      pools,
      locale: UPSTREAM_LOCALES[config.defaultMarket],
      correlationId,
      log,
      cookies: new CookieJar(),
      reporter,
      observe: upstreamObserver(metrics),
      tracing,
      refreshSession: () => Promise.resolve(),
    }).write(entry);
  const reporter = new ErrorReporter(sendToLogService);
  // While Redis is gone: a gauge at 1 and a counter of the outages.
  const fallbackMetric = (gauge: Gauge, outages: Counter) => (active: boolean) => {
    gauge.set(active ? 1 : 0);
    if (active) outages.inc();
  };
  // Rate limits count in Redis when REDIS_URL is set (shared by every replica), else in memory.
  const rateLimiter: AttemptStore = config.redisUrl
    ? new RedisAttemptStore(
        config.redisUrl,
        config.rateLimit.windowMs,
        log,
        fallbackMetric(metrics.rateLimitStoreFallback, metrics.rateLimitStoreFallbacks),
        tracing,
      )
    : new MemoryAttemptStore(config.rateLimit.windowMs);
  // One refresh per session (decision 034): per replica, and with REDIS_URL across replicas.
  const localRefreshes = new LocalSessionRefreshes(config.sessionRefresh.maxEntries, (size) =>
    metrics.sessionRefreshEntries.set(size),
  );
  const sessionRefreshes: SessionRefreshes = config.redisUrl
    ? new RedisSessionRefreshes(
        config.redisUrl,
        localRefreshes,
        // The refresh call (a POST, not retried) ends within the upstream timeout.
        { lockMs: config.upstreamTimeoutMs + 1000 },
        log,
        fallbackMetric(metrics.sessionRefreshStoreFallback, metrics.sessionRefreshStoreFallbacks),
        tracing,
      )
    : localRefreshes;
  const loginThrottle = new LoginThrottle(rateLimiter, {
    challengeAfter: config.rateLimit.operations.login.maxPerAccount,
    slowdownMs: config.rateLimit.loginSlowdownMs,
  });
  return { config, pools, reporter, rateLimiter, loginThrottle, sessionRefreshes, metrics, tracing, domains: DOMAINS };
}

/**
 * The Fastify server's options: logging (route templates, the correlation id as request id, the
 * trace id when traced), proxies trusted, the body limit and the HTTP timeouts.
 * Exported for the bench, whose servers run with the gateway's options and hooks.
 */
export function serverOptions(
  config: GatewayConfig,
  tracing: Tracing = NO_TRACING,
  logStream?: BuildAppOptions['logStream'],
): FastifyHttpOptions<Server> {
  return {
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      // The route template, never the concrete URL: SPA links carry tokens in path and query.
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: request.routeOptions.url ?? '(no route)',
          remoteAddress: request.ip,
        }),
      },
    },
    // The correlation id is the request id: taken from the caller when sane, else generated,
    // and put on every log line of the request as "correlationId".
    genReqId: (req) => {
      const incoming = req.headers[CORRELATION_HEADER];
      return typeof incoming === 'string' && VALID_CORRELATION_ID.test(incoming) ? incoming : randomUUID();
    },
    // Traced: each request's server span begins with its logger, whose lines carry its trace id
    // as "traceId" (the id a tracing backend finds the request's trace by).
    ...(tracing.enabled
      ? {
          childLoggerFactory: (logger, bindings, loggerOptions, raw) => {
            const traceId = tracing.startRequest(raw);
            return logger.child(traceId === undefined ? bindings : { ...bindings, traceId }, loggerOptions);
          },
        }
      : {}),
    logController: new LogController({
      requestIdLogLabel: 'correlationId',
      disableRequestLogging: (request) => request.url === '/health' || request.url === '/ready',
    }),
    // A hop count trusts that many proxies in front of the gateway (as Fastify's numeric form).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 256 * 1024,
    // Timeouts set deliberately (deploy/nginx.conf fits them): a whole request within
    // requestTimeout, no connection silent past connectionTimeout, idle keep-alive connections
    // closed after keepAliveTimeout (the load balancer's own is shorter, so it never reuses one
    // the gateway is closing). While closing, requests already on a connection are served.
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.connectionTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    // Node's HTTP server cuts a request past requestTimeout (408) only while headersTimeout is
    // not longer (its default, 60 s, is fixed when the server is made, before Fastify sets
    // requestTimeout: a body sent a byte at a time would never be cut), and looks for such
    // requests every connectionsCheckingInterval (30 s by default): headers and body within
    // requestTimeout, looked for each second.
    http: { headersTimeout: config.http.requestTimeoutMs, connectionsCheckingInterval: REQUEST_TIMEOUT_CHECK_MS },
    return503OnClosing: false,
  };
}

/**
 * The hooks every request passes before its route: the correlation id on every response, the
 * security headers, load shedding and the shutdown drain, the cookies, registered in that order.
 * Exported for the bench, whose servers run with the gateway's options and hooks.
 */
export async function registerRequestHooks(
  app: FastifyInstance,
  config: GatewayConfig,
  metrics: GatewayMetrics,
): Promise<void> {
  // 1. correlation id on every response
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(CORRELATION_HEADER, request.id);
  });

  // 2. security headers, built once (helmet's policy parsing costs time per request otherwise)
  const recaptchaSources =
    config.recaptcha.provider === 'google' ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        // The inline scripts of the built index.html by their hash (the first load's bootstrap).
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDistDir), ...recaptchaSources],
        // Mantine (and the sandbox) set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Product pictures come from the product service's media URLs (https in production; the mocks' plain-http origin elsewhere).
        imgSrc: ["'self'", 'data:', 'https:', ...(config.isProduction ? [] : [config.productImagesOrigin])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...recaptchaSources],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
  // Powerful browser features the account area never uses stay off (recaptcha needs none of them).
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
  });

  // 3. load shedding and the shutdown drain, before anything that costs: a shed request carries
  // only the headers above
  await registerTraffic(app, { config, metrics });

  // 4. cookies
  await app.register(fastifyCookie);
}

export async function buildApp(config: GatewayConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  // OpenTelemetry only with OTEL_EXPORTER_OTLP_ENDPOINT (tracing.ts): otherwise nothing of it is loaded.
  const tracing = await startTracing(config.tracing);
  const app = Fastify(serverOptions(config, tracing, options.logStream));

  const contextDependencies = createContextDependencies(config, app.log, tracing);
  if (tracing.enabled) {
    app.addHook('onResponse', async (request, reply) => {
      tracing.endRequest(request.raw, request.routeOptions.url, reply.statusCode);
    });
    app.addHook('onClose', () => tracing.shutdown());
  }
  const { pools, metrics, reporter, rateLimiter, sessionRefreshes } = contextDependencies;
  app.addHook('onReady', () => rateLimiter.ready());
  app.addHook('onReady', () => sessionRefreshes.ready());

  // 1–4. correlation id, security headers, load shedding and the drain, cookies
  await registerRequestHooks(app, config, metrics);

  // 5. GraphQL: Apollo Server 5 (decision 031) with compiled execution (decision 028)
  // The operations the known clients registered (trusted-documents/) run by their hash alone in
  // every mode (the web's first load asks for its queries so, decision 042); production runs only them.
  const trusted = new TrustedDocuments(config.trustedDocumentsDir);
  const enforced = config.isProduction ? trusted : undefined;
  const documentStore = new InMemoryLRUCache<DocumentNode>({
    maxSize: DOCUMENT_STORE_BYTES,
    sizeCalculation: (document) => Math.max(1, (document.loc?.end ?? 0) * DOCUMENT_BYTES_PER_CHARACTER),
  });
  const apollo = new ApolloServer<GatewayContext>({
    gateway: compiledExecution(makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers })),
    introspection: !config.isProduction,
    // No "Did you mean …?" in production: errors do not spell out the schema.
    hideSchemaDetailsFromClientErrors: config.isProduction,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: !config.isProduction,
    formatError: createFormatError(config.isProduction),
    validationRules: validationRules(config),
    parseOptions: GRAPHQL_PARSE_OPTIONS,
    // Apollo Server's default indents the answer (two spaces): more bytes to write and send for nothing.
    stringifyResult: (result) => JSON.stringify(result),
    documentStore: enforced ? enforced.documentStore(documentStore) : documentStore,
    persistedQueries: {
      cache: enforced
        ? enforced.persistedQueries()
        : trusted.persistedQueries(new InMemoryLRUCache<string>({ maxSize: PERSISTED_QUERY_CHARACTERS })),
    },
    plugins: [
      // No @cacheControl hints in the schema: the cache-control plugin would only cost time per field.
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      acceptPlugin,
      relayCookiesPlugin,
      metricsPlugin(metrics),
      ...(tracing.enabled ? [tracingPlugin(tracing, metrics)] : []),
      ...(enforced ? [enforced.plugin()] : []),
    ],
    logger: app.log,
    // server.ts stops the whole gateway on SIGINT/SIGTERM (Fastify closes, then Apollo Server).
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  app.addHook('onClose', () => apollo.stop());
  await app.register(graphqlPlugin, {
    apollo,
    tracing,
    context: (request, reply) => createContext(contextDependencies, request, reply),
  });

  // 6. health and readiness
  await app.register(healthPlugin, { config, pools, draining: () => app.isDraining() });

  // 7. runtime configuration of the SPA
  await app.register(runtimeConfigPlugin, { config });

  // 8. sandbox, outside production only
  if (!config.isProduction) await app.register(sandboxPlugin);

  // 9. the SPA
  await app.register(spaPlugin, { distDir: config.webDistDir });
  registerNotFound(app, config.webDistDir);

  // 10. one error handler
  app.setErrorHandler((error: { statusCode?: number; message: string; name?: string }, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ err: error }, 'request refused');
    const message = statusCode >= 500 && config.isProduction ? MESSAGES.generic : error.message;
    return reply.code(statusCode).send({
      error: statusCode >= 500 ? 'Internal Server Error' : (error.name ?? 'Error'),
      message,
      correlationId: request.id,
    });
  });

  // 11. metrics on their own port, never the public one
  if (config.metrics) {
    const { port, host } = config.metrics;
    const server = metricsServer(metrics);
    // onReady is awaited by listen(): the metrics port is open once the gateway is.
    app.addHook('onReady', async () => {
      await server.listen({ port, host });
      app.log.info(
        { event: 'metrics_listening', port: (server.server.address() as AddressInfo).port },
        'metrics served',
      );
    });
    app.addHook('onClose', async () => {
      await server.close();
    });
    app.decorate('metricsAddress', () => server.server.address() as AddressInfo | null);
  }

  app.addHook('onClose', async () => {
    await reporter.flush();
    await pools.close();
    await rateLimiter.close();
    await sessionRefreshes.close();
  });

  return app;
}
