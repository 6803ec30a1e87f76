/**
 * The per-request context of a GraphQL operation: configuration, market and upstream locale,
 * correlation id, a logger bound to it, the session cookies (with their relay to the reply),
 * one datasource per upstream service and the request's loaders.
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { UPSTREAM_LOCALES, type Market, type UpstreamLocale } from '@mein-konto/schema/upstream/common';
import { SESSION_COOKIE } from '@mein-konto/schema/upstream/customer';
import { isMarket } from '@mein-konto/schema/rules/market';
import type { GatewayConfig } from './config.ts';
import { CookieJar } from './cookies.ts';
import type { UpstreamPools, UpstreamScope } from './datasources/upstream.ts';
import { UpstreamHttpError } from './datasources/upstreamErrors.ts';
import { unauthenticated, upstreamUnavailable } from './errors.ts';
import { FEATURE_FLAGS_COOKIE, requestFeatureFlags, type FeatureFlagSet } from './featureFlags.ts';
import { createLoginStateLoader, type LoginStateLoader } from './kit/viewer.ts';
import type { GatewayMetrics } from './metrics.ts';
import type { AttemptStore, LoginThrottle } from './rateLimit.ts';
import type { ErrorReporter } from './reporting.ts';
import { createDatasources, type Datasources } from './services.ts';
import type { Tracing } from './tracing.ts';
import type { RefreshOutcome, SessionRefresh, SessionRefreshes } from './sessionRefresh.ts';

const MARKET_HEADER = 'x-market';

export interface GatewayContext {
  config: GatewayConfig;
  market: Market;
  /** The deployment's feature flags; outside production with the request's switches (featureFlags.ts). */
  featureFlags: FeatureFlagSet;
  locale: UpstreamLocale;
  correlationId: string;
  /** Logger whose lines carry the correlation id. */
  log: FastifyBaseLogger;
  clientIp: string;
  /** The session cookies: sent to credentialed upstream routes, changes relayed to the browser. */
  cookies: CookieJar;
  /** One datasource per upstream service (services.ts). */
  datasources: Datasources;
  loaders: RequestLoaders;
  rateLimiter: AttemptStore;
  /** Wrong passwords per customer (the login's challenge and slow-down). */
  loginThrottle: LoginThrottle;
  /** Writes the session cookie changes to the reply; called once, when the response is sent. */
  relayCookies: () => void;
  metrics: GatewayMetrics;
}

/**
 * The request's loaders: the login state (read by the guard, kit/guard.ts) and one entry per
 * domain with loaders, under the domain's name. A domain declares its entry next to its loaders
 * (`declare module '../../context.ts' { interface RequestLoaders { orders: OrderLoaders } }`)
 * and registers their factory in domains.ts, which only compiles when both agree.
 */
export interface RequestLoaders {
  /** The login state of this request's session (one upstream call per request). */
  loginState: LoginStateLoader;
}

/** A domain as the context sees it: its name and, when it has loaders, their factory. */
interface LoaderSource {
  name: string;
  loaders?: (datasources: Datasources) => unknown;
}

/** What the app shares between requests. */
export interface ContextDependencies {
  config: GatewayConfig;
  pools: UpstreamPools;
  reporter: ErrorReporter;
  rateLimiter: AttemptStore;
  loginThrottle: LoginThrottle;
  /** One refresh per session, shared by its requests (sessionRefresh.ts). */
  sessionRefreshes: SessionRefreshes;
  metrics: GatewayMetrics;
  /** Traces (tracing.ts); NO_TRACING when off. */
  tracing: Tracing;
  /** The registered domains (domains.ts); each one's loaders are created per request. */
  domains: readonly LoaderSource[];
}

/**
 * The market of a request. In production always the deployment's (DEFAULT_MARKET): a customer
 * cannot choose another market's rules or prices. Elsewhere the x-market header (the web sends
 * its runtime-config market or its ?locale= override), else the deployment's market.
 */
function marketOf(request: FastifyRequest, config: GatewayConfig): Market {
  if (config.isProduction) return config.defaultMarket;
  const header = request.headers[MARKET_HEADER];
  const value = typeof header === 'string' ? header.trim().toLowerCase() : undefined;
  return isMarket(value) ? value : config.defaultMarket;
}

export function createContext(deps: ContextDependencies, request: FastifyRequest, reply: FastifyReply): GatewayContext {
  const { config } = deps;
  const market = marketOf(request, config);
  const locale = UPSTREAM_LOCALES[market];
  const correlationId = request.id;
  const log = request.log;
  const cookies = new CookieJar(request.cookies);

  let refreshing: Promise<void> | undefined;
  const scope: UpstreamScope = {
    config,
    pools: deps.pools,
    locale,
    correlationId,
    log,
    cookies,
    reporter: deps.reporter,
    observe: upstreamObserver(deps.metrics),
    tracing: deps.tracing,
    refreshSession: () => (refreshing ??= refresh()),
  };
  const datasources = createDatasources(scope);
  const { customer } = datasources;

  /**
   * Refreshes the session once per GraphQL request (`refreshing`) and once per session across
   * requests (sessionRefresh.ts): the first request of the session calls the customer service,
   * the others take its outcome; each applies the new cookies to its own jar and relays them.
   */
  async function refresh(): Promise<void> {
    // The customer the browser says is logged in, before the refresh answer replaces the cookie.
    const sentCustomerNumber = cookies.get(SESSION_COOKIE.loggedIn);
    const refreshToken = cookies.get(SESSION_COOKIE.refresh);
    let called = false;
    let refreshed: SessionRefresh;
    try {
      refreshed =
        refreshToken === undefined
          ? { outcome: { refused: true }, replay: false }
          : await deps.sessionRefreshes.run(
              refreshToken,
              cookies.get(SESSION_COOKIE.access),
              () => ((called = true), callRefresh()),
            );
    } catch (error) {
      // Transient: keep the cookies, the customer stays logged in and may try again.
      throw upstreamUnavailable(error);
    }
    const { outcome } = refreshed;
    if (refreshed.replay) {
      // Another client sent the refresh token of a refresh moments ago: not given its outcome.
      log.warn(
        { event: 'session_refresh_replay_suspected', clientIp: request.ip, refused: outcome.refused },
        'a refresh token just refreshed was sent again with another access token: suspected theft, passed to the customer service',
      );
    }
    if (outcome.refused) {
      cookies.clearSession();
      log.info({ event: 'session_refresh_refused', shared: !called }, 'refresh refused: session ended');
      throw unauthenticated();
    }
    cookies.applySetCookies(outcome.setCookies);
    // A refresh token of another customer than the logged-in cookie names (e.g. cookies mixed by
    // an attacker): the refreshed session is not this browser's. Logged out, cookies cleared.
    const refreshedCustomerNumber = cookies.get(SESSION_COOKIE.loggedIn);
    if (
      sentCustomerNumber !== undefined &&
      refreshedCustomerNumber?.toLowerCase() !== sentCustomerNumber.toLowerCase()
    ) {
      cookies.clearSession();
      log.error(
        {
          event: 'logged_in_cookie_mismatch',
          cookieCustomerNumber: sentCustomerNumber,
          stateCustomerNumber: refreshedCustomerNumber ?? null,
        },
        'the refreshed session is of another customer than the logged-in cookie names: logged out, cookies cleared',
      );
      throw unauthenticated();
    }
    deps.metrics.sessionRefreshes.inc({ source: called ? 'upstream' : 'shared' });
    log.info(
      { event: 'session_refreshed', shared: !called },
      called ? 'session refreshed' : 'session refreshed by another request of the session',
    );
  }

  /**
   * The refresh call itself, in a jar of its own: its Set-Cookie answers are what the session's
   * requests share. Refused refreshes count per client IP (`refreshSession`): made-up session
   * cookies cost an upstream call each only up to that limit; beyond it a refresh from the IP is
   * refused without asking the customer service.
   */
  async function callRefresh(): Promise<RefreshOutcome> {
    const refusals = `refreshSession:ip:${request.ip}`;
    if ((await deps.rateLimiter.count(refusals)) >= config.rateLimit.operations.refreshSession.maxPerIp) {
      log.warn(
        { event: 'rate_limited', operation: 'refreshSession', clientIp: request.ip },
        'refreshSession rate limited: refused without a call',
      );
      deps.metrics.rateLimitRefusals.inc({ operation: 'refreshSession' });
      return { refused: true };
    }
    const jar = cookies.copy();
    try {
      await customer.refresh(jar);
    } catch (error) {
      if (error instanceof UpstreamHttpError && error.status === 401) {
        await deps.rateLimiter.record(refusals);
        return { refused: true };
      }
      throw error;
    }
    return { refused: false, setCookies: jar.pendingSetCookies() };
  }

  return {
    config,
    market,
    featureFlags: requestFeatureFlags(config.featureFlags, config.isProduction, request.cookies[FEATURE_FLAGS_COOKIE]),
    locale,
    correlationId,
    log,
    clientIp: request.ip,
    cookies,
    datasources,
    loaders: createLoaders(deps.domains, datasources),
    rateLimiter: deps.rateLimiter,
    loginThrottle: deps.loginThrottle,
    relayCookies: () => {
      for (const header of cookies.browserSetCookies(config.isProduction)) void reply.header('set-cookie', header);
    },
    metrics: deps.metrics,
  };
}

function createLoaders(domains: readonly LoaderSource[], datasources: Datasources): RequestLoaders {
  const loaders: Record<string, unknown> = { loginState: createLoginStateLoader(datasources.customer) };
  for (const domain of domains) if (domain.loaders) loaders[domain.name] = domain.loaders(datasources);
  return loaders as unknown as RequestLoaders;
}

/** Upstream calls into the metrics. */
export function upstreamObserver(metrics: GatewayMetrics): UpstreamScope['observe'] {
  return (service, route, outcome, seconds) => metrics.upstreamDuration.observe({ service, route, outcome }, seconds);
}
