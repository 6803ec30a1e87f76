/**
 * Cookie sessions of the customer service: login replaces the browser's session, access tokens
 * expire by the mock clock, refresh slides the session and rotates its refresh token: a refresh
 * token works once, and a used one presented again ends the session (reuse detection, as the
 * real service may). Every credentialed route of every service authenticates through this class
 * (`kernel.state(Sessions).require(request)`). The refresh calls are counted for tests
 * (`GET /__admin/sessions/refreshes`).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  COUNTRY_OF_MARKET,
  LOGIN_FAIL_ACCOUNT_NOT_ACTIVATED,
  LOGIN_FAIL_NOT_ALLOWED_FOR_COUNTRY_CODE,
  type Market,
} from '@mein-konto/schema/upstream/common';
import { SESSION_COOKIE, SESSION_DAYS, type loginResponse } from '@mein-konto/schema/upstream/customer';
import { UpstreamError } from '../../kernel/errors.ts';
import { TransientState } from '../../kernel/kernel.ts';
import type { CustomerRecord } from './model.ts';
import { Customers } from './state.ts';

export interface SessionRecord {
  id: string;
  customerNumber: string;
  /** The username the customer logged in with (normalised). */
  username: string;
  stayLoggedIn: boolean;
  refreshToken: string;
  refreshExpiresAt: Date;
  createdAt: Date;
}

export interface AccessTokenRecord {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export interface Authenticated {
  session: SessionRecord;
  customer: CustomerRecord;
}

export type LoginData = z.input<typeof loginResponse>;

const COOKIE_OPTIONS = { httpOnly: true, sameSite: 'lax', path: '/' } as const;

function token(): string {
  return randomBytes(24).toString('base64url');
}

/** The login refusal of an account whose activation link was not followed yet. */
export function accountNotActivated(): UpstreamError {
  return new UpstreamError(403, 'account_not_activated', {
    code: LOGIN_FAIL_ACCOUNT_NOT_ACTIVATED,
    detail: 'the account has not been activated through its e-mailed link yet',
  });
}

/** Every way of logging in refuses a customer of another market, naming his country. */
export function assertMarket(customer: CustomerRecord, market: Market): void {
  if (customer.countryCode !== COUNTRY_OF_MARKET[market]) {
    throw new UpstreamError(403, 'not_authorized', {
      code: LOGIN_FAIL_NOT_ALLOWED_FOR_COUNTRY_CODE,
      customer_country_code: customer.countryCode,
      detail: `customer belongs to market ${customer.market}`,
    });
  }
}

/** How refresh calls ended since the last reset: refreshed, or refused (of them `reused`: a rotated-out token). */
export interface RefreshCounts {
  refreshed: number;
  refused: number;
  reused: number;
}

/** The outcome of a refresh call (`Sessions.refreshByToken`). */
export type RefreshResult =
  { outcome: 'refreshed'; session: SessionRecord; access: AccessTokenRecord } | { outcome: 'refused'; detail: string };

/** The sessions by id, their access tokens and the refresh tokens they rotated out. */
export class Sessions extends TransientState<SessionRecord> {
  private readonly accessTokens = new Map<string, AccessTokenRecord>();
  /** Refresh tokens already used, with their session: presented again, they end it. */
  private readonly usedRefreshTokens = new Map<string, string>();
  private readonly customers = this.kernel.state(Customers);
  readonly refreshCounts: RefreshCounts = { refreshed: 0, refused: 0, reused: 0 };

  override reset(): void {
    super.reset();
    this.accessTokens.clear();
    this.usedRefreshTokens.clear();
    Object.assign(this.refreshCounts, { refreshed: 0, refused: 0, reused: 0 });
  }

  refreshLifetimeSeconds(stayLoggedIn: boolean): number {
    return (stayLoggedIn ? SESSION_DAYS.stayLoggedIn : SESSION_DAYS.default) * 24 * 60 * 60;
  }

  // ---- requests ------------------------------------------------------------------------

  /** The session of a valid access cookie, or undefined. */
  authenticate(request: FastifyRequest): Authenticated | undefined {
    const session = this.ofAccessToken(request.cookies[SESSION_COOKIE.access]);
    if (!session) return undefined;
    const customer = this.customers.byNumber(session.customerNumber);
    return customer ? { session, customer } : undefined;
  }

  /** Credentialed routes: a valid access cookie, or 401 unauthenticated (the caller may refresh). */
  require(request: FastifyRequest): Authenticated {
    const auth = this.authenticate(request);
    if (auth) return auth;
    const detail = request.cookies[SESSION_COOKIE.refresh] ? 'access token missing or expired' : 'no session';
    throw new UpstreamError(401, 'unauthenticated', { detail });
  }

  /** The session the browser holds, by its access or (expired access) its refresh cookie. */
  current(request: FastifyRequest): SessionRecord | undefined {
    return this.authenticate(request)?.session ?? this.ofRefreshToken(request.cookies[SESSION_COOKIE.refresh]);
  }

  /** Logs the customer in: a new session replaces the browser's, cookies set, the login data answered. */
  logIn(
    request: FastifyRequest,
    reply: FastifyReply,
    customer: CustomerRecord,
    username: string,
    stayLoggedIn: boolean,
  ): LoginData {
    const previous = this.current(request);
    if (previous) this.end(previous.id);
    const { session, access } = this.create(customer, username, stayLoggedIn);
    this.setCookies(reply, session, access);
    return {
      email: customer.email,
      username,
      customer_number: customer.customerNumber,
      is_hello_user: customer.isHelloUser,
      customer_id: customer.customerId,
    };
  }

  setCookies(reply: FastifyReply, session: SessionRecord, access: AccessTokenRecord): void {
    reply.setCookie(SESSION_COOKIE.access, access.token, {
      ...COOKIE_OPTIONS,
      maxAge: this.kernel.accessTokenTtlSeconds,
    });
    this.setRefreshCookies(reply, session);
  }

  /** Re-sends refresh and logged-in cookies with the session's current lifetime. */
  setRefreshCookies(reply: FastifyReply, session: SessionRecord): void {
    const refreshMaxAge = this.refreshLifetimeSeconds(session.stayLoggedIn);
    reply.setCookie(SESSION_COOKIE.refresh, session.refreshToken, { ...COOKIE_OPTIONS, maxAge: refreshMaxAge });
    reply.setCookie(SESSION_COOKIE.loggedIn, session.customerNumber, { ...COOKIE_OPTIONS, maxAge: refreshMaxAge });
  }

  clearCookies(reply: FastifyReply): void {
    for (const name of Object.values(SESSION_COOKIE)) reply.clearCookie(name, COOKIE_OPTIONS);
  }

  // ---- sessions ------------------------------------------------------------------------

  create(
    customer: CustomerRecord,
    username: string,
    stayLoggedIn: boolean,
  ): { session: SessionRecord; access: AccessTokenRecord } {
    const now = this.now();
    const session: SessionRecord = {
      id: randomUUID(),
      customerNumber: customer.customerNumber,
      username,
      stayLoggedIn,
      refreshToken: token(),
      refreshExpiresAt: new Date(now.getTime() + this.refreshLifetimeSeconds(stayLoggedIn) * 1000),
      createdAt: now,
    };
    this.records.set(session.id, session);
    return { session, access: this.issueAccessToken(session) };
  }

  private issueAccessToken(session: SessionRecord): AccessTokenRecord {
    const record: AccessTokenRecord = {
      token: token(),
      sessionId: session.id,
      expiresAt: new Date(this.now().getTime() + this.kernel.accessTokenTtlSeconds * 1000),
    };
    this.accessTokens.set(record.token, record);
    return record;
  }

  /** The live session of an access token, if the token is known and not expired. */
  ofAccessToken(value: string | undefined): SessionRecord | undefined {
    if (!value) return undefined;
    const record = this.accessTokens.get(value);
    if (!record) return undefined;
    const now = this.now();
    if (record.expiresAt <= now) return undefined;
    const session = this.records.get(record.sessionId);
    if (!session || session.refreshExpiresAt <= now) return undefined;
    return session;
  }

  /** The live session of a refresh token, if the token is known and not expired. */
  ofRefreshToken(value: string | undefined): SessionRecord | undefined {
    if (!value) return undefined;
    const now = this.now();
    for (const session of this.records.values()) {
      if (session.refreshToken === value) return session.refreshExpiresAt > now ? session : undefined;
    }
    return undefined;
  }

  /**
   * The refresh route: a live refresh token gets a new access token and is replaced by a new
   * refresh token (rotation; the session slides to its full lifetime again). A used refresh token
   * presented again ends its session: one of its two holders is not the customer. Counted.
   */
  refreshByToken(value: string | undefined): RefreshResult {
    const session = this.ofRefreshToken(value);
    if (session) {
      this.usedRefreshTokens.set(session.refreshToken, session.id);
      session.refreshToken = token();
      this.setStayLoggedIn(session, session.stayLoggedIn);
      this.refreshCounts.refreshed++;
      return { outcome: 'refreshed', session, access: this.issueAccessToken(session) };
    }
    this.refreshCounts.refused++;
    const reusedSession = value === undefined ? undefined : this.usedRefreshTokens.get(value);
    if (reusedSession === undefined) return { outcome: 'refused', detail: 'refresh token missing, unknown or expired' };
    this.refreshCounts.reused++;
    this.end(reusedSession);
    return { outcome: 'refused', detail: 'refresh token already used: the session has ended' };
  }

  setStayLoggedIn(session: SessionRecord, stayLoggedIn: boolean): void {
    session.stayLoggedIn = stayLoggedIn;
    session.refreshExpiresAt = new Date(this.now().getTime() + this.refreshLifetimeSeconds(stayLoggedIn) * 1000);
  }

  end(sessionId: string): void {
    this.records.delete(sessionId);
    for (const [value, record] of this.accessTokens)
      if (record.sessionId === sessionId) this.accessTokens.delete(value);
    for (const [value, id] of this.usedRefreshTokens) if (id === sessionId) this.usedRefreshTokens.delete(value);
  }

  /** Ends every session of a customer (e.g. after a new password). */
  endAllOf(customerNumber: string): void {
    for (const session of this.of(customerNumber)) this.end(session.id);
  }

  /** Ends every other session of a customer (e.g. after a changed password), keeping this one. */
  endOthersOf(customerNumber: string, keep: string): void {
    for (const session of this.of(customerNumber)) if (session.id !== keep) this.end(session.id);
  }

  private of(customerNumber: string | undefined): SessionRecord[] {
    return [...this.records.values()].filter(
      (s) => customerNumber === undefined || s.customerNumber === customerNumber,
    );
  }

  /** All (or one customer's) access tokens expire now. */
  expireAccessTokens(customerNumber?: string): void {
    const ids = new Set(this.of(customerNumber).map((s) => s.id));
    const past = new Date(this.now().getTime() - 1000);
    for (const record of this.accessTokens.values()) if (ids.has(record.sessionId)) record.expiresAt = past;
  }

  /**
   * All (or one customer's) refresh tokens expire now. Access tokens of these sessions expire
   * with them: an access token never outlives its session.
   */
  expireRefreshTokens(customerNumber?: string): void {
    const past = new Date(this.now().getTime() - 1000);
    for (const session of this.of(customerNumber)) session.refreshExpiresAt = past;
    this.expireAccessTokens(customerNumber);
  }
}
