/**
 * Gateway configuration: read once from the environment at boot, validated with zod.
 * An invalid environment stops the process with a message naming every bad variable.
 */
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MARKETS } from '@mein-konto/schema/upstream/common';
import { FEATURE_FLAG_NAMES, parseFeatureFlagOverrides, type FeatureFlagName } from './featureFlags.ts';
import {
  operationLimits,
  RATE_LIMITED_OPERATIONS,
  type OperationLimit,
  type RateLimitedOperation,
} from './rateLimit.ts';
import { SERVICES, serviceUrlVariable, type ServiceName } from './services.ts';
import type { TracingConfig } from './tracing.ts';

const APP_ENVS = ['local-dev', 'development', 'staging', 'production', 'default'] as const;
type AppEnv = (typeof APP_ENVS)[number];

const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
const DEFAULT_TRUSTED_DOCUMENTS_DIR = fileURLToPath(new URL('../trusted-documents', import.meta.url));

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const url = z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''));
/**
 * Which proxies may name the client in X-Forwarded-For: `false` none, a hop count (the number of
 * proxies in front of the gateway), or their addresses/CIDRs (comma list). Never "all": `true`
 * would let any client choose its IP and so its rate-limit bucket.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((raw, ctx): false | number | string[] => {
    if (raw === 'false' || raw === '0') return false;
    if (/^\d+$/.test(raw)) return Number(raw);
    const entries = raw
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isAddressOrCidr(e));
    if (raw === 'true' || entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false, a hop count or a comma list of proxy addresses/CIDRs (never true)${bad.length > 0 && raw !== 'true' ? `; not an address: ${bad.join(', ')}` : ''}`,
      });
      return z.NEVER;
    }
    return entries;
  });

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const envSchema = z.object({
  PORT: port.default(4000),
  /** Loopback unless told otherwise: a local run is not reachable from the network (the image and compose set 0.0.0.0). */
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_ENV: z.enum(APP_ENVS).default('local-dev'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UPSTREAM_BASE_URL: url.default('http://127.0.0.1:4010'),
  UPSTREAM_TIMEOUT_MS: positiveInt.default(5000),
  /** Extra attempts for idempotent reads (GET) after a network error, timeout or 502/503/504. */
  UPSTREAM_READ_RETRIES: z.coerce.number().int().min(0).max(2).default(1),
  UPSTREAM_BREAKER_FAILURES: positiveInt.default(5),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Session refreshes a replica keeps (running, or ended within the grace) to share with the session's other requests; the oldest go first. */
  SESSION_REFRESH_MAX_ENTRIES: positiveInt.default(10_000),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Traces exported over OTLP/HTTP to this base URL (the collector's, e.g. http://jaeger:4318); unset: no tracing at all. */
  OTEL_EXPORTER_OTLP_ENDPOINT: url.optional(),
  /** The share of requests traced when no caller decided (parent-based: a caller's sampled flag is followed). */
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
  /** The service name the traces carry. */
  OTEL_SERVICE_NAME: z.string().trim().min(1).max(100).default('mein-konto-gateway'),
  /** How long finished spans wait to be sent together (ms). */
  OTEL_BSP_SCHEDULE_DELAY: z.coerce.number().int().min(1).max(60_000).default(1000),
  UPSTREAM_BREAKER_HALF_OPEN_MS: positiveInt.default(10_000),
  UPSTREAM_CONNECTIONS_PER_ORIGIN: positiveInt.default(32),
  CLIENT_ID: z.string().min(1).default('mein-konto-web'),
  DEFAULT_MARKET: z.enum(MARKETS).default('de'),
  FEATURE_FLAGS: z.string().default(''),
  WEB_DIST_DIR: z.string().min(1).default(DEFAULT_WEB_DIST_DIR),
  TRUSTED_DOCUMENTS_DIR: z.string().min(1).default(DEFAULT_TRUSTED_DOCUMENTS_DIR),
  RECAPTCHA_PROVIDER: z.enum(['development', 'google']).optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  TRUST_PROXY: trustProxy.default(false),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(300),
  /** Defaults: 50 per IP and 10 per username in production, generous elsewhere (test suites log in a lot). */
  RATE_LIMIT_MAX_PER_IP: positiveInt.optional(),
  RATE_LIMIT_MAX_PER_USERNAME: positiveInt.optional(),
  /** E-mail-sending operations (magic link, password link, activation, verification) per account; production 5, else 100. */
  RATE_LIMIT_MAX_MAILS_PER_ACCOUNT: positiveInt.optional(),
  /** Accounts created (full and light together) per client IP; production 10, else RATE_LIMIT_MAX_PER_IP. */
  RATE_LIMIT_MAX_ACCOUNTS_PER_IP: positiveInt.optional(),
  /** Slow-down of a login per wrong password over the threshold (the login's per-account limit). */
  LOGIN_SLOWDOWN_MS: z.coerce.number().int().min(0).max(10_000).default(500),
  /** Per-operation overrides: "requestMagicLink=20/3,login=50/10" (per IP / per account). */
  RATE_LIMIT_OPERATIONS: z.string().default(''),
  /** Sign-in page of Google (default: the mocks' stand-in outside production, Google in production). */
  GOOGLE_AUTHORIZE_URL: url.optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  /** Sign-in pages of Facebook and Apple (default: the mocks' stand-ins outside production, the providers in production). */
  FACEBOOK_AUTHORIZE_URL: url.optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  APPLE_AUTHORIZE_URL: url.optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  /** Origins the social login may redirect back to (comma list); unset: any http(s) origin outside production. */
  SOCIAL_LOGIN_REDIRECT_ORIGINS: z.string().optional(),
  /** Origin the browser loads product pictures from outside production (default: the product service's); in production any https origin. */
  PRODUCT_IMAGES_ORIGIN: url.optional(),
  GRAPHQL_MAX_DEPTH: positiveInt.default(10),
  GRAPHQL_MAX_ALIASES: positiveInt.default(15),
  /** An order-history page (orders → items → product) costs about 6000 with graphql-armor's depth factor. */
  GRAPHQL_MAX_COST: positiveInt.default(20000),
  /** After SIGTERM (no new connections, /ready 503, every answer closes its connection): the longest wait for the open connections to end on their own; production 10000, else 0. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** After the drain: how long requests in flight may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: positiveInt.default(20_000),
  /** Longest time to receive a whole request (Node's requestTimeout; slow clients are cut off). */
  HTTP_REQUEST_TIMEOUT_MS: positiveInt.default(10_000),
  /** A connection without any traffic for this long is closed (Fastify's connectionTimeout). */
  HTTP_CONNECTION_TIMEOUT_MS: positiveInt.default(30_000),
  /** An idle keep-alive connection is closed after this long; the load balancer's must be shorter. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: positiveInt.default(15_000),
  /** Load shedding: mean event-loop delay above which requests are answered 503 at once (0: off). */
  LOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /** Load shedding: used heap above which requests are answered 503 at once; default 90 % of the V8 heap limit. */
  LOAD_MAX_HEAP_USED_MB: positiveInt.optional(),
  /** Load shedding: GraphQL requests in flight above which the next is answered 503 at once (0: off). */
  LOAD_MAX_IN_FLIGHT: z.coerce.number().int().min(0).default(256),
  /** The Retry-After of a shed request. */
  LOAD_RETRY_AFTER_SECONDS: positiveInt.default(5),
});

/** UPSTREAM_<SERVICE>_URL of every service (services.ts): the full URL of that service instead of base + basePath. */
const serviceUrlSchema = z.object(
  Object.fromEntries(SERVICES.map(({ contract }) => [serviceUrlVariable(contract.name), url.optional()])),
);

interface RateLimitConfig {
  windowMs: number;
  maxPerIp: number;
  maxPerUsername: number;
  /** Limits per operation (login, checkUsername, requestMagicLink, …); the login's per-account figure is the challenge threshold. */
  operations: Record<RateLimitedOperation, OperationLimit>;
  /** Slow-down per wrong password over the login's challenge threshold. */
  loginSlowdownMs: number;
}

interface SocialLoginProviderConfig {
  authorizeUrl: string;
  clientId: string | null;
}

interface SocialLoginConfig {
  providers: Record<'GOOGLE' | 'FACEBOOK' | 'APPLE', SocialLoginProviderConfig>;
  /** Allowed origins of the redirect URL; null: any http(s) origin. */
  redirectOrigins: string[] | null;
}

export interface GatewayConfig {
  port: number;
  host: string;
  appEnv: AppEnv;
  isProduction: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Base URL of each upstream service (no trailing slash). */
  upstreams: Record<ServiceName, string>;
  upstreamTimeoutMs: number;
  upstreamReadRetries: number;
  /** Circuit breaker per upstream service: opens after this many failures in a row (no answer, 5xx). */
  upstreamBreakerFailures: number;
  /** How long an open breaker fails fast before one call may try the service again. */
  upstreamBreakerHalfOpenMs: number;
  /** Where the browser loads product pictures from outside production (allowed by the CSP). */
  productImagesOrigin: string;
  /** Redis for the rate limits and the session refresh shared by every replica; null: each replica on its own. */
  redisUrl: string | null;
  /** Session refresh once per session (sessionRefresh.ts): how many refreshes a replica keeps at most. */
  sessionRefresh: { maxEntries: number };
  /** Where /metrics is served (its own port, never the public one); null: not served. */
  metrics: { port: number; host: string } | null;
  /** OpenTelemetry traces (tracing.ts): where they are exported and the share of requests traced; null: no tracing. */
  tracing: TracingConfig | null;
  upstreamConnectionsPerOrigin: number;
  clientId: string;
  defaultMarket: (typeof MARKETS)[number];
  featureFlags: Record<FeatureFlagName, boolean>;
  webDistDir: string;
  /** The operation manifests of the known clients (*.json); production accepts only their operations. */
  trustedDocumentsDir: string;
  recaptcha: { provider: 'development' | 'google'; siteKey: string | null };
  /** Fastify's trustProxy: false, a hop count or the proxies' addresses/CIDRs (never true). */
  trustProxy: false | number | string[];
  rateLimit: RateLimitConfig;
  socialLogin: SocialLoginConfig;
  graphqlLimits: { maxDepth: number; maxAliases: number; maxCost: number };
  /** Graceful shutdown: the drain before the server stops accepting, then the longest wait for requests in flight. */
  shutdown: { drainMs: number; timeoutMs: number };
  /** The HTTP server's own timeouts (the load balancer's are set to fit them, deploy/nginx.conf). */
  http: { requestTimeoutMs: number; connectionTimeoutMs: number; keepAliveTimeoutMs: number };
  /** Load shedding (@fastify/under-pressure): limits above which requests get 503 with Retry-After. */
  load: {
    maxEventLoopDelayMs: number;
    maxHeapUsedBytes: number | null;
    maxInFlight: number;
    retryAfterSeconds: number;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** Reads and validates the environment. Throws a ConfigError listing every problem. */
export function loadConfig(env: Env = process.env): GatewayConfig {
  // Empty variables count as unset, so `FOO=` in a compose file falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  const serviceUrls = serviceUrlSchema.safeParse(cleaned);
  if (!parsed.success || !serviceUrls.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(serviceUrls.error?.issues ?? [])];
    const problems = issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid gateway configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.APP_ENV === 'production';

  let featureFlags: Record<FeatureFlagName, boolean>;
  try {
    featureFlags = parseFeatureFlagOverrides(e.APP_ENV, e.FEATURE_FLAGS);
  } catch (error) {
    throw new ConfigError(
      `Invalid gateway configuration:\n  FEATURE_FLAGS: ${(error as Error).message} (known flags: ${FEATURE_FLAG_NAMES.join(', ')})`,
    );
  }

  const recaptchaProvider = e.RECAPTCHA_PROVIDER ?? (isProduction ? 'google' : 'development');
  if (recaptchaProvider === 'google' && !e.RECAPTCHA_SITE_KEY) {
    throw new ConfigError(
      'Invalid gateway configuration:\n  RECAPTCHA_SITE_KEY: required when RECAPTCHA_PROVIDER is google (the default in production)',
    );
  }
  if (isProduction && recaptchaProvider === 'development') {
    throw new ConfigError(
      'Invalid gateway configuration:\n  RECAPTCHA_PROVIDER: the development provider is not allowed in production',
    );
  }

  const base = e.UPSTREAM_BASE_URL;
  const maxPerIp = e.RATE_LIMIT_MAX_PER_IP ?? (isProduction ? 50 : 1000);
  const maxPerUsername = e.RATE_LIMIT_MAX_PER_USERNAME ?? (isProduction ? 10 : 200);
  let operations: RateLimitConfig['operations'];
  try {
    operations = operationLimits(
      {
        maxPerIp,
        maxPerUsername,
        mailMaxPerAccount: e.RATE_LIMIT_MAX_MAILS_PER_ACCOUNT ?? (isProduction ? 5 : 100),
        accountsMaxPerIp: e.RATE_LIMIT_MAX_ACCOUNTS_PER_IP ?? (isProduction ? 10 : maxPerIp),
      },
      e.RATE_LIMIT_OPERATIONS,
    );
  } catch (error) {
    throw new ConfigError(
      `Invalid gateway configuration:\n  RATE_LIMIT_OPERATIONS: ${(error as Error).message} (operations: ${RATE_LIMITED_OPERATIONS.join(', ')})`,
    );
  }
  const upstreams = Object.fromEntries(
    SERVICES.map(({ contract }) => [
      contract.name,
      serviceUrls.data[serviceUrlVariable(contract.name)] ?? `${base}${contract.basePath}`,
    ]),
  ) as Record<ServiceName, string>;
  return {
    port: e.PORT,
    host: e.HOST,
    appEnv: e.APP_ENV,
    isProduction,
    logLevel: e.LOG_LEVEL,
    upstreams,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    upstreamReadRetries: e.UPSTREAM_READ_RETRIES,
    upstreamBreakerFailures: e.UPSTREAM_BREAKER_FAILURES,
    upstreamBreakerHalfOpenMs: e.UPSTREAM_BREAKER_HALF_OPEN_MS,
    redisUrl: e.REDIS_URL ?? null,
    sessionRefresh: { maxEntries: e.SESSION_REFRESH_MAX_ENTRIES },
    productImagesOrigin: new URL(e.PRODUCT_IMAGES_ORIGIN ?? upstreams.product).origin,
    metrics:
      e.METRICS_PORT !== undefined || isProduction ? { port: e.METRICS_PORT ?? 9464, host: e.METRICS_HOST } : null,
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          tracesUrl: `${e.OTEL_EXPORTER_OTLP_ENDPOINT}/v1/traces`,
          samplingRatio: e.OTEL_TRACES_SAMPLER_ARG,
          serviceName: e.OTEL_SERVICE_NAME,
          exportDelayMs: e.OTEL_BSP_SCHEDULE_DELAY,
        }
      : null,
    upstreamConnectionsPerOrigin: e.UPSTREAM_CONNECTIONS_PER_ORIGIN,
    clientId: e.CLIENT_ID,
    defaultMarket: e.DEFAULT_MARKET,
    featureFlags,
    webDistDir: e.WEB_DIST_DIR,
    trustedDocumentsDir: e.TRUSTED_DOCUMENTS_DIR,
    recaptcha: { provider: recaptchaProvider, siteKey: e.RECAPTCHA_SITE_KEY ?? null },
    trustProxy: e.TRUST_PROXY,
    rateLimit: {
      windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000,
      maxPerIp,
      maxPerUsername,
      operations,
      loginSlowdownMs: e.LOGIN_SLOWDOWN_MS,
    },
    socialLogin: {
      providers: {
        GOOGLE: {
          authorizeUrl:
            e.GOOGLE_AUTHORIZE_URL ??
            (isProduction ? 'https://accounts.google.com/o/oauth2/v2/auth' : `${base}/__admin/google/authorize`),
          clientId: e.GOOGLE_CLIENT_ID ?? null,
        },
        FACEBOOK: {
          authorizeUrl:
            e.FACEBOOK_AUTHORIZE_URL ??
            (isProduction ? 'https://www.facebook.com/v19.0/dialog/oauth' : `${base}/__admin/facebook/authorize`),
          clientId: e.FACEBOOK_CLIENT_ID ?? null,
        },
        APPLE: {
          authorizeUrl:
            e.APPLE_AUTHORIZE_URL ??
            (isProduction ? 'https://appleid.apple.com/auth/authorize' : `${base}/__admin/apple/authorize`),
          clientId: e.APPLE_CLIENT_ID ?? null,
        },
      },
      redirectOrigins: e.SOCIAL_LOGIN_REDIRECT_ORIGINS
        ? e.SOCIAL_LOGIN_REDIRECT_ORIGINS.split(',')
            .map((o) => o.trim().replace(/\/+$/, ''))
            .filter(Boolean)
        : null,
    },
    graphqlLimits: { maxDepth: e.GRAPHQL_MAX_DEPTH, maxAliases: e.GRAPHQL_MAX_ALIASES, maxCost: e.GRAPHQL_MAX_COST },
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_MS ?? (isProduction ? 10_000 : 0), timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    http: {
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      connectionTimeoutMs: e.HTTP_CONNECTION_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    load: {
      maxEventLoopDelayMs: e.LOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: e.LOAD_MAX_HEAP_USED_MB === undefined ? null : e.LOAD_MAX_HEAP_USED_MB * 1024 * 1024,
      maxInFlight: e.LOAD_MAX_IN_FLIGHT,
      retryAfterSeconds: e.LOAD_RETRY_AFTER_SECONDS,
    },
  };
}
