/**
 * The failures of an upstream call. They are GraphQLErrors with a client-safe German message and
 * extensions.code, so a resolver may simply let them through (partial data on nullable fields);
 * domain code inspects status and body where an upstream answer is an expected outcome. Error
 * reporting (reporting.ts) classifies them; the datasources (upstream.ts) throw them.
 */
import { GraphQLError } from 'graphql';
import type { UpstreamErrorBody } from '@mein-konto/schema/upstream/common';
import { ERROR_CODES, MESSAGES } from '../errors.ts';

/** What logs and reports say about an upstream call: never its concrete path, query or body. */
export interface UpstreamCallInfo {
  service: string;
  /** The contract route's name, e.g. "setPasswordByPath". */
  route: string;
  method: string;
  /** The route template with its `:params` (base path + contract path), e.g. "/customer-service/user/set-password/:token". */
  path: string;
}

export abstract class UpstreamError extends GraphQLError {
  abstract readonly kind: 'http' | 'timeout' | 'network' | 'contract';
  readonly call: UpstreamCallInfo;
  constructor(code: string, call: UpstreamCallInfo, message: string = MESSAGES.generic) {
    super(message, { extensions: { code } });
    this.call = call;
  }
  /** The detail for logs (never sent to clients). */
  abstract describe(): string;
}

/** The upstream answered with a non-2xx status. */
export class UpstreamHttpError extends UpstreamError {
  readonly kind = 'http';
  constructor(
    call: UpstreamCallInfo,
    readonly status: number,
    /** The parsed upstream error body, or null when it did not match `upstreamErrorBody`. */
    readonly body: UpstreamErrorBody | null,
  ) {
    super(codeOfStatus(status), call, status === 401 ? MESSAGES.unauthenticated : MESSAGES.generic);
  }
  /** The error key without the /dpl/cs/errors/ prefix. */
  get key(): string | undefined {
    return this.body?.key.replace(/^\/dpl\/cs\/errors\//, '');
  }
  describe(): string {
    return `${this.call.method} ${this.call.path} answered ${this.status}${this.body ? ` ${this.body.key}` : ''}`;
  }
}

export class UpstreamTimeoutError extends UpstreamError {
  readonly kind = 'timeout';
  constructor(
    call: UpstreamCallInfo,
    readonly timeoutMs: number,
  ) {
    super(ERROR_CODES.upstreamUnavailable, call);
  }
  describe(): string {
    return `${this.call.method} ${this.call.path} timed out after ${this.timeoutMs} ms`;
  }
}

export class UpstreamNetworkError extends UpstreamError {
  readonly kind = 'network';
  constructor(
    call: UpstreamCallInfo,
    readonly reason: string,
  ) {
    super(ERROR_CODES.upstreamUnavailable, call);
  }
  describe(): string {
    return `${this.call.method} ${this.call.path} failed: ${this.reason}`;
  }
}

/** The service's circuit breaker is open: it failed repeatedly, so the call was not made. */
export class UpstreamCircuitOpenError extends UpstreamNetworkError {
  constructor(call: UpstreamCallInfo) {
    super(call, 'circuit open: the service failed repeatedly, calls fail fast until it is tried again');
  }
}

/** A 2xx answer that does not match the contract. */
export class UpstreamContractError extends UpstreamError {
  readonly kind = 'contract';
  constructor(
    call: UpstreamCallInfo,
    readonly status: number,
    readonly issues: string,
  ) {
    super(ERROR_CODES.upstreamUnavailable, call);
  }
  describe(): string {
    return `${this.call.method} ${this.call.path} answered ${this.status} with a body that breaks the contract: ${this.issues}`;
  }
}

function codeOfStatus(status: number): string {
  if (status === 401) return ERROR_CODES.unauthenticated;
  if (status === 403) return ERROR_CODES.forbidden;
  if (status === 404) return 'NOT_FOUND';
  return ERROR_CODES.upstreamUnavailable;
}

/** No answer at all (timeout, refused or dropped connection): the "connection" failures. */
export function isNoAnswer(error: unknown): error is UpstreamTimeoutError | UpstreamNetworkError {
  return error instanceof UpstreamTimeoutError || error instanceof UpstreamNetworkError;
}
