/**
 * Single-use, expiring tokens of the customer service: account activation, password links,
 * magic links and social registration. Expiry follows the mock clock, so tests move it forward
 * (`POST /__admin/clock`) instead of waiting.
 */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { authTokenKind } from '@mein-konto/schema/upstream/customer';
import { UpstreamError } from '../../kernel/errors.ts';
import { TransientState } from '../../kernel/kernel.ts';
import type { CustomerRecord, SocialAccount, SocialLoginProvider } from './model.ts';
import { Customers } from './state.ts';

export type AuthTokenKind = z.infer<typeof authTokenKind>;

/** A single-use token of the customer service (activation, password, magic link, social registration). */
export interface AuthTokenRecord {
  token: string;
  kind: AuthTokenKind;
  /** The customer it belongs to; null for a social registration token (no customer yet). */
  customerNumber: string | null;
  /** The e-mail it was issued for. */
  email: string;
  issuedAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  /** The provider account of a social registration token. */
  social: { provider: SocialLoginProvider; account: SocialAccount } | null;
}

/** Lifetimes in seconds. The registration (activation) link is valid 24 hours (docs/product/ways-in.md §9). */
const TOKEN_LIFETIME_SECONDS: Record<AuthTokenKind, number> = {
  'account-activation': 24 * 60 * 60,
  'password-forgotten': 2 * 60 * 60,
  'set-password-for-social-login': 24 * 60 * 60,
  'magic-link': 15 * 60,
  'social-login-registration': 60 * 60,
  'email-change': 24 * 60 * 60,
};

export interface IssueTokenInput {
  kind: AuthTokenKind;
  customerNumber: string | null;
  email: string;
  social?: AuthTokenRecord['social'];
}

/** The issued tokens, by token value. */
export class AuthTokens extends TransientState<AuthTokenRecord> {
  private readonly customers = this.kernel.state(Customers);

  /** Lifetime of an e-mail change link (admin: `POST /__admin/customer/settings`; back to 24 h on reset). */
  emailChangeLifetimeSeconds = TOKEN_LIFETIME_SECONDS['email-change'];

  override reset(): void {
    super.reset();
    this.emailChangeLifetimeSeconds = TOKEN_LIFETIME_SECONDS['email-change'];
  }

  private lifetimeSeconds(kind: AuthTokenKind): number {
    return kind === 'email-change' ? this.emailChangeLifetimeSeconds : TOKEN_LIFETIME_SECONDS[kind];
  }

  issue(input: IssueTokenInput): AuthTokenRecord {
    const issuedAt = this.now();
    const record: AuthTokenRecord = {
      token: randomBytes(24).toString('base64url'),
      kind: input.kind,
      customerNumber: input.customerNumber,
      email: input.email,
      issuedAt,
      expiresAt: new Date(issuedAt.getTime() + this.lifetimeSeconds(input.kind) * 1000),
      usedAt: null,
      social: input.social ?? null,
    };
    this.records.set(record.token, record);
    return record;
  }

  /**
   * The record of a token that may be redeemed now, without redeeming it. Refusals, each with
   * its own key: empty → 400 token_missing; unknown or of another kind → 400 token_invalid;
   * redeemed before → 409 token_already_used; past its lifetime → 410 token_expired.
   */
  check(value: string | undefined, kinds: readonly AuthTokenKind[]): AuthTokenRecord {
    const trimmed = value?.trim() ?? '';
    if (trimmed === '') throw new UpstreamError(400, 'token_missing', { detail: 'no token given' });
    const record = this.records.get(trimmed);
    if (!record || !kinds.includes(record.kind)) {
      throw new UpstreamError(400, 'token_invalid', { detail: 'token unknown or not meant for this purpose' });
    }
    if (record.usedAt !== null)
      throw new UpstreamError(409, 'token_already_used', { detail: 'token was used already' });
    if (record.expiresAt <= this.now()) throw new UpstreamError(410, 'token_expired', { detail: 'token has expired' });
    return record;
  }

  consume(record: AuthTokenRecord): void {
    record.usedAt = this.now();
  }

  /** The customer a token was issued to; 400 token_invalid when it belongs to none. */
  customerOf(record: AuthTokenRecord): CustomerRecord {
    const customer = record.customerNumber === null ? undefined : this.customers.byNumber(record.customerNumber);
    if (!customer) throw new UpstreamError(400, 'token_invalid', { detail: 'the token belongs to no customer' });
    return customer;
  }
}
