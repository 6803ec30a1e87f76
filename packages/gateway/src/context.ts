/**
 * The per-request context of a GraphQL operation: configuration, market and upstream locale,
 * correlation id, a logger bound to it, the session cookies (with their relay to the reply),
 * one datasource per upstream service and the request's loaders.
 */
import DataLoader from 'dataloader';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { UPSTREAM_LOCALES, type Market, type UpstreamLocale } from '@mein-konto/schema/upstream/common';
import { isMarket } from '@mein-konto/schema/rules/market';
import type { GatewayConfig } from './config.ts';
import { CookieJar } from './cookies.ts';
import { AddressCheckDataSource } from './datasources/addressCheck.ts';
import { CustomerDataSource, type LoginStateResult } from './datasources/customer.ts';
import { LogDataSource } from './datasources/log.ts';
import { OrderHistoryDataSource } from './datasources/orderHistory.ts';
import { OrderDataSource } from './datasources/order.ts';
import { PaymentDataSource } from './datasources/payment.ts';
import { ProductDataSource } from './datasources/product.ts';
import { createOrderLoaders, type OrderLoaders } from './domains/orders/loaders.ts';
import type { UpstreamPools, UpstreamScope } from './datasources/upstream.ts';
import { UpstreamHttpError } from './datasources/upstreamErrors.ts';
import { unauthenticated, upstreamUnavailable } from './errors.ts';
import type { SlidingWindowRateLimiter } from './rateLimit.ts';
import type { ErrorReporter } from './reporting.ts';

export const MARKET_HEADER = 'x-market';

export interface GatewayContext {
  config: GatewayConfig;
  market: Market;
  locale: UpstreamLocale;
  correlationId: string;
  /** Logger whose lines carry the correlation id. */
  log: FastifyBaseLogger;
  clientIp: string;
  /** The session cookies: sent to credentialed upstream routes, changes relayed to the browser. */
  cookies: CookieJar;
  datasources: {
    customer: CustomerDataSource;
    orderHistory: OrderHistoryDataSource;
    log: LogDataSource;
    order: OrderDataSource;
    product: ProductDataSource;
    payment: PaymentDataSource;
    addressCheck: AddressCheckDataSource;
  };
  loaders: {
    /** The login state of this request's session (one upstream call per request). */
    loginState: DataLoader<'session', LoginStateResult>;
    /** Order details by id and products by base product number (one batched call per request). */
    orders: OrderLoaders;
  };
  rateLimiter: SlidingWindowRateLimiter;
  /** Writes the session cookie changes to the reply; called once, when the response is sent. */
  relayCookies: () => void;
}

/** What the app shares between requests. */
export interface ContextDependencies {
  config: GatewayConfig;
  pools: UpstreamPools;
  reporter: ErrorReporter;
  rateLimiter: SlidingWindowRateLimiter;
}

/**
 * The market of a request: the x-market header (the web sends its runtime-config market, other
 * clients may too), else the deployment's default market.
 */
export function marketOf(request: FastifyRequest, config: GatewayConfig): Market {
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
    refreshSession: () => (refreshing ??= refresh()),
  };
  const customer = new CustomerDataSource(scope);
  const order = new OrderDataSource(scope);
  const product = new ProductDataSource(scope);

  async function refresh(): Promise<void> {
    try {
      await customer.refresh();
      log.info({ event: 'session_refreshed' }, 'session refreshed');
    } catch (error) {
      if (error instanceof UpstreamHttpError && error.status === 401) {
        cookies.clearSession();
        log.info({ event: 'session_refresh_refused' }, 'refresh refused: session ended');
        throw unauthenticated();
      }
      // Transient: keep the cookies, the customer stays logged in and may try again.
      throw upstreamUnavailable(error);
    }
  }

  return {
    config,
    market,
    locale,
    correlationId,
    log,
    clientIp: request.ip,
    cookies,
    datasources: {
      customer,
      orderHistory: new OrderHistoryDataSource(scope),
      log: new LogDataSource(scope),
      order,
      product,
      payment: new PaymentDataSource(scope),
      addressCheck: new AddressCheckDataSource(scope),
    },
    loaders: {
      loginState: new DataLoader<'session', LoginStateResult>(
        async (keys) => {
          const state = await customer.loginState();
          return keys.map(() => state);
        },
        { batch: false },
      ),
      orders: createOrderLoaders(order, product),
    },
    rateLimiter: deps.rateLimiter,
    relayCookies: () => {
      for (const header of cookies.pendingSetCookies()) void reply.header('set-cookie', header);
    },
  };
}
