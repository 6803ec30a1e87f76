/** Cookie sessions of the mocked customer service (shared by every credentialed route). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@mein-konto/schema/upstream/customer';
import { UpstreamError } from '../../kernel/errors.ts';
import type { AccessTokenRecord, CustomerRecord, SessionRecord } from '../../model.ts';
import type { MockStore } from '../../store.ts';

const COOKIE_OPTIONS = { httpOnly: true, sameSite: 'lax', path: '/' } as const;

export function setSessionCookies(reply: FastifyReply, store: MockStore, session: SessionRecord, access: AccessTokenRecord): void {
  const refreshMaxAge = store.refreshLifetimeSeconds(session.stayLoggedIn);
  reply.setCookie(SESSION_COOKIE.access, access.token, { ...COOKIE_OPTIONS, maxAge: store.accessTokenTtlSeconds });
  reply.setCookie(SESSION_COOKIE.refresh, session.refreshToken, { ...COOKIE_OPTIONS, maxAge: refreshMaxAge });
  reply.setCookie(SESSION_COOKIE.loggedIn, session.customerNumber, { ...COOKIE_OPTIONS, maxAge: refreshMaxAge });
}

/** Re-sends refresh and logged-in cookies with the session's current lifetime. */
export function setRefreshCookies(reply: FastifyReply, store: MockStore, session: SessionRecord): void {
  const refreshMaxAge = store.refreshLifetimeSeconds(session.stayLoggedIn);
  reply.setCookie(SESSION_COOKIE.refresh, session.refreshToken, { ...COOKIE_OPTIONS, maxAge: refreshMaxAge });
  reply.setCookie(SESSION_COOKIE.loggedIn, session.customerNumber, { ...COOKIE_OPTIONS, maxAge: refreshMaxAge });
}

export function clearSessionCookies(reply: FastifyReply): void {
  for (const name of Object.values(SESSION_COOKIE)) reply.clearCookie(name, COOKIE_OPTIONS);
}

export function hasSessionCookies(request: FastifyRequest): boolean {
  return Boolean(request.cookies[SESSION_COOKIE.access] || request.cookies[SESSION_COOKIE.refresh]);
}

export interface Authenticated {
  session: SessionRecord;
  customer: CustomerRecord;
}

/** The session of a valid access cookie, or undefined. */
export function authenticate(request: FastifyRequest, store: MockStore): Authenticated | undefined {
  const session = store.sessionOfAccessToken(request.cookies[SESSION_COOKIE.access]);
  if (!session) return undefined;
  const customer = store.customerByNumber(session.customerNumber);
  return customer ? { session, customer } : undefined;
}

/** Credentialed routes: a valid access cookie, or 401 unauthenticated (the caller may refresh). */
export function requireSession(request: FastifyRequest, store: MockStore): Authenticated {
  const auth = authenticate(request, store);
  if (auth) return auth;
  const detail = request.cookies[SESSION_COOKIE.refresh]
    ? 'access token missing or expired'
    : 'no session';
  throw new UpstreamError(401, 'unauthenticated', { detail });
}
