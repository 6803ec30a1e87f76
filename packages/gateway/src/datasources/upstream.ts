/**
 * Base of every upstream datasource (docs/architecture.md §3). One instance per service per
 * GraphQL request. It adds the client-id, locale and correlation-id headers, forwards the
 * session cookies to credentialed routes and takes their Set-Cookie answers into the request's
 * cookie jar, converts camelCase ↔ snake_case at this boundary only, validates answers against
 * the contract in packages/schema, times out every call, retries only reads, refreshes the
 * access token transparently (once per session: context.ts, sessionRefresh.ts), and reports every
 * failed call.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleAll,
  type CircuitBreakerPolicy,
} from 'cockatiel';
import { Pool, type Dispatcher } from 'undici';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  buildPath,
  camelizeKeys,
  snakeizeKeys,
  type Camelize,
  type RouteContract,
  type ServiceContract,
} from '@mein-konto/schema/upstream/contract';
import { HEADER, upstreamErrorBody, type UpstreamLocale } from '@mein-konto/schema/upstream/common';
import { SESSION_COOKIE } from '@mein-konto/schema/upstream/customer';
import { isWellFormedIdentifier, MAX_TOKEN_LENGTH } from '@mein-konto/schema/rules/identifier';
import { badUserInput, MESSAGES } from '../errors.ts';
import type { CookieJar } from '../cookies.ts';
import type { UpstreamOutcome } from '../metrics.ts';
import type { ErrorReporter } from '../reporting.ts';
import type { Tracing } from '../tracing.ts';
import {
  UpstreamCircuitOpenError,
  UpstreamContractError,
  UpstreamError,
  UpstreamHttpError,
  UpstreamNetworkError,
  UpstreamTimeoutError,
  type UpstreamCallInfo,
} from './upstreamErrors.ts';

// ---------------------------------------------------------------------------------------------
// Shared by all requests: one undici Pool with keep-alive per upstream origin, and one circuit
// breaker per upstream service. A breaker opens after `failures` failures in a row (no answer or
// a 5xx); while open, calls to that service fail at once with UPSTREAM_UNAVAILABLE instead of
// waiting for timeouts; after `halfOpenMs` one call tries the service again and closes the
// breaker when it answers.

export interface BreakerOptions {
  failures: number;
  halfOpenMs: number;
  log: FastifyBaseLogger;
}

export class UpstreamPools {
  private readonly pools = new Map<string, Pool>();
  private readonly breakers = new Map<string, CircuitBreakerPolicy>();
  constructor(
    private readonly connectionsPerOrigin: number,
    private readonly breakerOptions: BreakerOptions,
  ) {}

  breaker(service: string): CircuitBreakerPolicy {
    let breaker = this.breakers.get(service);
    if (!breaker) {
      const { failures, halfOpenMs, log } = this.breakerOptions;
      breaker = circuitBreaker(handleAll, { halfOpenAfter: halfOpenMs, breaker: new ConsecutiveBreaker(failures) });
      breaker.onBreak(() =>
        log.warn(
          { event: 'upstream_circuit_opened', service },
          `${service}: failed ${String(failures)} times in a row, calls fail fast for ${String(halfOpenMs)} ms`,
        ),
      );
      breaker.onHalfOpen(() =>
        log.info({ event: 'upstream_circuit_half_open', service }, `${service}: trying the service again`),
      );
      breaker.onReset(() =>
        log.info({ event: 'upstream_circuit_closed', service }, `${service}: answers again, circuit closed`),
      );
      this.breakers.set(service, breaker);
    }
    return breaker;
  }

  get(origin: string): Pool {
    let pool = this.pools.get(origin);
    if (!pool) {
      pool = new Pool(origin, {
        connections: this.connectionsPerOrigin,
        keepAliveTimeout: 10_000,
        keepAliveMaxTimeout: 60_000,
      });
      this.pools.set(origin, pool);
    }
    return pool;
  }

  /** The state of every service's breaker created so far. */
  breakerStates(): Record<string, BreakerState> {
    const states: Record<string, BreakerState> = {};
    for (const [service, breaker] of this.breakers) states[service] = breakerState(breaker);
    return states;
  }

  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map((p) => p.close()));
    this.pools.clear();
  }
}

export type BreakerState = 'closed' | 'open' | 'half-open';

function breakerState(breaker: CircuitBreakerPolicy): BreakerState {
  return breaker.state === CircuitState.Open || breaker.state === CircuitState.Isolated
    ? 'open'
    : breaker.state === CircuitState.HalfOpen
      ? 'half-open'
      : 'closed';
}

// ---------------------------------------------------------------------------------------------
// What one GraphQL request shares between its datasources.

/** What the datasources read of the gateway's configuration (GatewayConfig has it all). */
interface UpstreamConfig {
  /** Base URL of each upstream service by contract name (no trailing slash). */
  upstreams: Readonly<Record<string, string>>;
  upstreamTimeoutMs: number;
  upstreamReadRetries: number;
  clientId: string;
}

export interface UpstreamScope {
  config: UpstreamConfig;
  pools: UpstreamPools;
  locale: UpstreamLocale;
  correlationId: string;
  log: FastifyBaseLogger;
  /** The browser's session cookies, updated by every credentialed answer. */
  cookies: CookieJar;
  reporter: ErrorReporter;
  /** Records every call's duration and outcome (metrics.ts). */
  observe: (service: string, route: string, outcome: UpstreamOutcome, seconds: number) => void;
  /**
   * Refreshes the access token, at most once per GraphQL request (a shared promise) and once per
   * session across requests and replicas (sessionRefresh.ts). Resolves when the jar holds new cookies; rejects with UNAUTHENTICATED when the refresh was refused
   * (session cleared) or with UPSTREAM_UNAVAILABLE when the refresh failed for another reason
   * (cookies kept: the customer stays logged in).
   */
  refreshSession: () => Promise<void>;
  /** A span per call attempt and its traceparent header (tracing.ts). */
  tracing: Tracing;
}

type RouteOf<S extends ServiceContract, K extends keyof S['routes']> = S['routes'][K] extends RouteContract
  ? S['routes'][K]
  : never;

export type CallResult<R extends RouteContract> = Camelize<z.output<R['response']>>;

export interface CallOptions<R extends RouteContract> {
  params?: Record<string, string | number>;
  query?: Camelize<z.input<R['query']>>;
  body?: Camelize<z.input<R['body']>>;
  /** Route-specific headers (e.g. x-recaptcha-token). */
  headers?: Record<string, string>;
  /**
   * Another jar for this call instead of the request's (a login whose cookies are relayed only
   * once its answer has been checked). Such calls never trigger a token refresh.
   */
  cookies?: CookieJar;
  /** Expected business outcomes: failures for which this returns true are not reported. */
  expected?: (error: UpstreamError) => boolean;
  /** Default true for credentialed routes of the request's jar. */
  refreshOnUnauthorized?: boolean;
  /** Default true; false for the log service itself (no reporting loops). */
  report?: boolean;
}

const RETRYABLE_STATUS = new Set([502, 503, 504]);

export abstract class UpstreamDataSource<S extends ServiceContract> {
  protected abstract readonly service: S;

  constructor(protected readonly scope: UpstreamScope) {}

  protected get baseUrl(): URL {
    // config.upstreams is made from the same service list as the datasources (services.ts).
    const url = this.scope.config.upstreams[this.service.name];
    if (url === undefined) throw new Error(`no URL configured for the ${this.service.name} service`);
    return new URL(url);
  }

  /** Calls one route of this service's contract. */
  protected async call<K extends keyof S['routes'] & string>(
    routeName: K,
    options: CallOptions<RouteOf<S, K>> = {},
  ): Promise<CallResult<RouteOf<S, K>>> {
    const route = this.service.routes[routeName] as RouteOf<S, K>;
    checkUrlValues(options);
    const jar = options.cookies ?? this.scope.cookies;
    const mayRefresh = route.credentials && !options.cookies && (options.refreshOnUnauthorized ?? true);
    const basePath = this.baseUrl.pathname.replace(/\/$/, '');
    // Logs and reports name the route template only: a concrete path or query may carry a token,
    // an e-mail address or another identifier.
    const info: UpstreamCallInfo = {
      service: this.service.name,
      route: routeName,
      method: route.method,
      path: `${basePath}${route.path}`,
    };
    const path = `${basePath}${buildPath(route.path, options.params)}`;
    const started = performance.now();
    let outcome: UpstreamOutcome = 'ok';
    try {
      try {
        return await this.send(route, info, path, options, jar);
      } catch (error) {
        if (
          mayRefresh &&
          error instanceof UpstreamHttpError &&
          error.status === 401 &&
          jar.has(SESSION_COOKIE.refresh)
        ) {
          this.scope.log.debug(
            { service: info.service, route: info.route },
            'access token expired, refreshing the session',
          );
          await this.scope.refreshSession();
          return await this.send(route, info, path, options, jar);
        }
        throw error;
      }
    } catch (error) {
      outcome = outcomeOf(error);
      // A call the open breaker did not make is not reported again (the opening was logged once).
      if (
        error instanceof UpstreamError &&
        error.call === info &&
        (options.report ?? true) &&
        !options.expected?.(error) &&
        !(error instanceof UpstreamCircuitOpenError)
      ) {
        this.scope.reporter.reportUpstreamFailure(
          this.scope.log,
          this.scope.correlationId,
          error,
          performance.now() - started,
        );
      }
      throw error;
    } finally {
      this.scope.observe(info.service, info.route, outcome, (performance.now() - started) / 1000);
    }
  }

  private async send<R extends RouteContract>(
    route: R,
    info: UpstreamCallInfo,
    concretePath: string,
    options: CallOptions<R>,
    jar: CookieJar,
  ): Promise<CallResult<R>> {
    const attempts = route.method === 'GET' && !route.changesState ? 1 + this.scope.config.upstreamReadRetries : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.sendOnce(route, info, concretePath, options, jar, attempt);
      } catch (error) {
        // A timeout is not retried: a second wait as long as the first would double every slow
        // read, and the breaker takes over from there. Refused or dropped connections are.
        const retryable =
          (error instanceof UpstreamNetworkError && !(error instanceof UpstreamCircuitOpenError)) ||
          (error instanceof UpstreamHttpError && RETRYABLE_STATUS.has(error.status));
        if (!retryable || attempt >= attempts) throw error;
        this.scope.log.debug(
          { service: info.service, route: info.route, attempt },
          `retrying read: ${(error as UpstreamError).describe()}`,
        );
        await sleep(50 * 2 ** (attempt - 1) + Math.floor(Math.random() * 25));
      }
    }
  }

  private async sendOnce<R extends RouteContract>(
    route: R,
    info: UpstreamCallInfo,
    concretePath: string,
    options: CallOptions<R>,
    jar: CookieJar,
    attempt: number,
  ): Promise<CallResult<R>> {
    const { config, correlationId, locale, pools, tracing } = this.scope;
    const headers: Record<string, string> = {
      accept: 'application/json',
      [HEADER.clientId]: config.clientId,
      [HEADER.locale]: locale,
      [HEADER.correlationId]: correlationId,
      ...options.headers,
    };
    for (const required of route.requiredHeaders ?? []) {
      if (!headers[required]) throw new Error(`${info.service}.${info.route} needs the ${required} header`);
    }
    if (route.credentials) {
      const cookie = jar.header();
      if (cookie) headers['cookie'] = cookie;
    }

    let path = concretePath;
    if (options.query !== undefined) {
      const wireQuery = route.query.parse(snakeizeKeys(options.query)) as Record<string, unknown>;
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries(wireQuery)) if (v !== undefined && v !== null) search.set(k, String(v));
      const qs = search.toString();
      if (qs) path += `?${qs}`;
    }
    let body: string | undefined;
    if (options.body !== undefined) {
      body = JSON.stringify(route.body.parse(snakeizeKeys(options.body)));
      headers['content-type'] = 'application/json';
    }

    const breaker = pools.breaker(info.service);
    // The attempt's span names the route template; its traceparent goes with the call.
    const span = tracing.upstream(info, attempt, breakerState(breaker), headers);
    try {
      const result = await this.exchange(route, info, path, headers, body, jar, breaker);
      span.end(result.status, 'ok');
      return result.data;
    } catch (error) {
      const status =
        error instanceof UpstreamHttpError || error instanceof UpstreamContractError ? error.status : undefined;
      span.end(status, outcomeOf(error));
      throw error;
    }
  }

  /** One HTTP exchange through the service's breaker: its answer checked against the contract. */
  private async exchange<R extends RouteContract>(
    route: R,
    info: UpstreamCallInfo,
    path: string,
    headers: Record<string, string>,
    body: string | undefined,
    jar: CookieJar,
    breaker: CircuitBreakerPolicy,
  ): Promise<{ status: number; data: CallResult<R> }> {
    const { config, pools } = this.scope;
    const timeoutMs = config.upstreamTimeoutMs;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error(`timeout after ${timeoutMs} ms`));
    }, timeoutMs);
    let answer: Answer;
    try {
      answer = await breaker.execute(async () => {
        const response = await pools.get(this.baseUrl.origin).request({
          method: route.method,
          path,
          headers,
          body,
          signal: controller.signal,
        });
        const answered: Answer = {
          status: response.statusCode,
          headers: response.headers,
          text: await response.body.text(),
        };
        // A 5xx counts against the service's breaker; it is still handled as the answer below.
        if (answered.status >= 500) throw new ServiceFailed(answered);
        return answered;
      });
    } catch (error) {
      if (error instanceof ServiceFailed) answer = error.answer;
      else if (error instanceof BrokenCircuitError) throw new UpstreamCircuitOpenError(info);
      else if (timedOut) throw new UpstreamTimeoutError(info, timeoutMs);
      else throw new UpstreamNetworkError(info, error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
    }
    const { status, headers: responseHeaders, text } = answer;

    if (route.credentials) {
      const setCookie = responseHeaders['set-cookie'];
      if (setCookie) jar.applySetCookies(Array.isArray(setCookie) ? setCookie : [setCookie]);
    }

    const json = parseJson(text);
    if (status < 200 || status > 299) {
      const parsed = upstreamErrorBody.safeParse(json);
      throw new UpstreamHttpError(info, status, parsed.success ? parsed.data : null);
    }
    const validated = route.response.safeParse(json);
    if (!validated.success) {
      const issues = validated.error.issues
        .slice(0, 5)
        .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
        .join('; ');
      throw new UpstreamContractError(info, status, issues);
    }
    return { status, data: camelizeKeys(validated.data) as CallResult<R> };
  }
}

function outcomeOf(error: unknown): UpstreamOutcome {
  if (error instanceof UpstreamCircuitOpenError) return 'circuit_open';
  if (error instanceof UpstreamTimeoutError) return 'timeout';
  if (error instanceof UpstreamNetworkError) return 'network';
  if (error instanceof UpstreamContractError) return 'contract';
  if (error instanceof UpstreamHttpError) return error.status >= 500 ? 'http_5xx' : 'http_4xx';
  return 'network';
}

/** An upstream's answer, read in full. */
interface Answer {
  status: number;
  headers: Dispatcher.ResponseData['headers'];
  text: string;
}

/** A 5xx answer, thrown inside the breaker so that it counts as a failure of the service. */
class ServiceFailed extends Error {
  constructor(readonly answer: Answer) {
    super(`answered ${String(answer.status)}`);
  }
}

/**
 * Nothing unvalidated reaches URL building: a path parameter must be an id or token as the
 * services issue them, a query value well-formed text of bounded length. Resolvers check their
 * input first with their own outcomes (kit); this is the backstop, BAD_USER_INPUT before any call.
 */
function checkUrlValues(options: CallOptions<RouteContract>): void {
  for (const value of Object.values(options.params ?? {})) {
    if (!isWellFormedIdentifier(String(value), MAX_TOKEN_LENGTH)) throw badUserInput(MESSAGES.invalidInput);
  }
  for (const value of Object.values((options.query ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string' && (value.length > MAX_QUERY_VALUE_LENGTH || !isWellFormedText(value)))
      throw badUserInput(MESSAGES.invalidInput);
  }
}

const MAX_QUERY_VALUE_LENGTH = 1024;

/** No lone surrogates, no control characters. */
function isWellFormedText(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value);
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
