/**
 * Builds the gateway (not listening): correlation ids, security headers, cookies, GraphQL,
 * health routes, runtime config, the sandbox (outside production), the SPA and one error
 * handler, registered in that order.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import helmet from 'helmet';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { UPSTREAM_LOCALES } from '@mein-konto/schema/upstream/common';
import type { GatewayConfig } from './config.ts';
import { createContext, upstreamObserver } from './context.ts';
import { DOMAINS } from './domains.ts';
import { CookieJar } from './cookies.ts';
import { LogDataSource } from './datasources/log.ts';
import { UpstreamPools } from './datasources/upstream.ts';
import { MESSAGES } from './errors.ts';
import { GatewayMetrics, metricsServer } from './metrics.ts';
import { healthPlugin } from './plugins/health.ts';
import { registerTraffic } from './plugins/traffic.ts';
import { runtimeConfigPlugin } from './plugins/runtimeConfig.ts';
import { sandboxPlugin } from './plugins/sandbox.ts';
import { graphqlPlugin } from './plugins/graphql.ts';
import { loadTrustedDocuments } from './plugins/trustedDocuments.ts';
import { registerNotFound, spaPlugin } from './plugins/spa.ts';
import { LoginThrottle, MemoryAttemptStore, type AttemptStore } from './rateLimit.ts';
import { RedisAttemptStore } from './rateLimitRedis.ts';
import { ErrorReporter, type LogServiceSender } from './reporting.ts';
import { loadTypeDefs, resolvers } from './schema.ts';

export const CORRELATION_HEADER = 'x-correlation-id';
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()';
const VALID_CORRELATION_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Trusts the nearest `hops` proxies: the client is the address the outermost of them saw. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

export interface BuildAppOptions {
  /** Where log lines go (default stdout); tests pass a stream to read them. */
  logStream?: { write(line: string): void };
}

export async function buildApp(config: GatewayConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      // The route template, never the concrete URL: SPA links carry tokens in path and query.
      serializers: { req: (request: FastifyRequest) => ({ method: request.method, url: request.routeOptions.url ?? '(no route)', remoteAddress: request.ip }) },
    },
    // The correlation id is the request id: taken from the caller when sane, else generated,
    // and put on every log line of the request as "correlationId".
    genReqId: (req) => {
      const incoming = req.headers[CORRELATION_HEADER];
      return typeof incoming === 'string' && VALID_CORRELATION_ID.test(incoming) ? incoming : randomUUID();
    },
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
    return503OnClosing: false,
  });

  const pools = new UpstreamPools(config.upstreamConnectionsPerOrigin, {
    failures: config.upstreamBreakerFailures,
    halfOpenMs: config.upstreamBreakerHalfOpenMs,
    log: app.log,
  });
  const metrics = new GatewayMetrics(() => pools.breakerStates());
  // Reports go to the log service through its own datasource, which never reports itself.
  const sendToLogService: LogServiceSender = (entry, correlationId) =>
    new LogDataSource({
      config,
      pools,
      locale: UPSTREAM_LOCALES[config.defaultMarket],
      correlationId,
      log: app.log,
      cookies: new CookieJar(),
      reporter,
      observe: upstreamObserver(metrics),
      refreshSession: () => Promise.resolve(),
    }).write(entry);
  const reporter = new ErrorReporter(sendToLogService);
  // Rate limits count in Redis when REDIS_URL is set (shared by every replica), else in memory.
  const rateLimiter: AttemptStore = config.redisUrl
    ? new RedisAttemptStore(config.redisUrl, config.rateLimit.windowMs, app.log, (active) => {
        metrics.rateLimitStoreFallback.set(active ? 1 : 0);
        if (active) metrics.rateLimitStoreFallbacks.inc();
      })
    : new MemoryAttemptStore(config.rateLimit.windowMs);
  app.addHook('onReady', () => rateLimiter.ready());
  const loginThrottle = new LoginThrottle(rateLimiter, {
    challengeAfter: config.rateLimit.operations.login.maxPerAccount,
    slowdownMs: config.rateLimit.loginSlowdownMs,
  });

  // 0. load shedding and the shutdown drain, first: a shed request costs nothing else
  await registerTraffic(app, { config, metrics });

  // 1. correlation id on every response
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(CORRELATION_HEADER, request.id);
  });

  // 2. security headers, built once (helmet's policy parsing costs time per request otherwise)
  const recaptchaSources = config.recaptcha.provider === 'google' ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...recaptchaSources],
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

  // 3. cookies
  await app.register(fastifyCookie);

  // 4. GraphQL (decision 030): compiled operations in a route of our own
  const contextDependencies = { config, pools, reporter, rateLimiter, loginThrottle, metrics, domains: DOMAINS };
  await app.register(graphqlPlugin, {
    config,
    schema: makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers }),
    context: (request, reply) => createContext(contextDependencies, request, reply),
    metrics,
    ...(config.isProduction ? { trusted: loadTrustedDocuments(config.trustedDocumentsDir) } : {}),
  });

  // 5. health and readiness
  await app.register(healthPlugin, { config, pools, draining: () => app.isDraining() });

  // 6. runtime configuration of the SPA
  await app.register(runtimeConfigPlugin, { config });

  // 7. sandbox, outside production only
  if (!config.isProduction) await app.register(sandboxPlugin);

  // 8. the SPA
  await app.register(spaPlugin, { distDir: config.webDistDir });
  registerNotFound(app, config.webDistDir);

  // 9. one error handler
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

  // 10. metrics on their own port, never the public one
  if (config.metrics) {
    const { port, host } = config.metrics;
    const server = metricsServer(metrics);
    // onReady is awaited by listen(): the metrics port is open once the gateway is.
    app.addHook('onReady', async () => {
      await server.listen({ port, host });
      app.log.info({ event: 'metrics_listening', port: (server.server.address() as AddressInfo).port }, 'metrics served');
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
  });

  return app;
}
