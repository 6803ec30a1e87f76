/**
 * Single-use, expiring tokens of the customer service: account activation, password links,
 * magic links and social registration. Expiry follows the store's clock, so tests move it
 * forward (`store.advanceClock`, `POST /__admin/clock`) instead of waiting.
 */
import { randomBytes } from 'node:crypto';
import type { Market } from '@mein-konto/schema/upstream/common';
import { UpstreamError } from '../../kernel/errors.ts';
import type { AuthTokenRecord } from '../../model.ts';
import type { MockStore } from '../../store.ts';

export type AuthTokenKind = AuthTokenRecord['kind'];

/** Lifetimes in seconds. The registration (activation) link is valid 24 hours (SPEC §9). */
export const TOKEN_LIFETIME_SECONDS: Record<AuthTokenKind, number> = {
  'account-activation': 24 * 60 * 60,
  'password-forgotten': 2 * 60 * 60,
  'set-password-for-social-login': 24 * 60 * 60,
  'magic-link': 15 * 60,
  'social-login-registration': 60 * 60,
};

export interface IssueTokenInput {
  kind: AuthTokenKind;
  customerNumber: string | null;
  email: string;
  social?: AuthTokenRecord['social'];
}

export function issueToken(store: MockStore, input: IssueTokenInput): AuthTokenRecord {
  const issuedAt = store.now();
  const record: AuthTokenRecord = {
    token: randomBytes(24).toString('base64url'),
    kind: input.kind,
    customerNumber: input.customerNumber,
    email: input.email,
    issuedAt,
    expiresAt: new Date(issuedAt.getTime() + TOKEN_LIFETIME_SECONDS[input.kind] * 1000),
    usedAt: null,
    social: input.social ?? null,
  };
  store.authTokens.set(record.token, record);
  return record;
}

/**
 * The record of a token that may be redeemed now, without redeeming it. Refusals, each with
 * its own key: empty → 400 token_missing; unknown or of another kind → 400 token_invalid;
 * redeemed before → 409 token_already_used; past its lifetime → 410 token_expired.
 */
export function checkToken(store: MockStore, value: string | undefined, kinds: readonly AuthTokenKind[]): AuthTokenRecord {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') throw new UpstreamError(400, 'token_missing', { detail: 'no token given' });
  const record = store.authTokens.get(trimmed);
  if (!record || !kinds.includes(record.kind)) {
    throw new UpstreamError(400, 'token_invalid', { detail: 'token unknown or not meant for this purpose' });
  }
  if (record.usedAt !== null) throw new UpstreamError(409, 'token_already_used', { detail: 'token was used already' });
  if (record.expiresAt <= store.now()) throw new UpstreamError(410, 'token_expired', { detail: 'token has expired' });
  return record;
}

export function consumeToken(store: MockStore, record: AuthTokenRecord): void {
  record.usedAt = store.now();
}

/** A link into the account SPA carrying a token (and the market, which the SPA honours outside production). */
export function spaLink(store: MockStore, path: string, token: string, market: Market): string {
  const url = new URL(`${store.spaBaseUrl}/${path.replace(/^\/+/, '')}`);
  url.searchParams.set('token', token);
  url.searchParams.set('locale', market);
  return url.toString();
}

/** The same, onto an absolute URL the caller asked for (e.g. the reset request's redirect_uri). */
export function linkTo(target: string, token: string, market: Market): string {
  const url = new URL(target);
  url.searchParams.set('token', token);
  url.searchParams.set('locale', market);
  return url.toString();
}
