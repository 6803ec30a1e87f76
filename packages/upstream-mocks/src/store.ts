/**
 * The in-memory state of all mocked upstream services: seed data, sessions, injected faults,
 * the development mailbox, received log entries and issued Google authorisation codes.
 * `reset()` returns everything to exactly the seed.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { HttpMethod } from '@mein-konto/schema/upstream/contract';
import { SESSION_DAYS } from '@mein-konto/schema/upstream/customer';
import { createSeed } from './seed.ts';
import type {
  AccessTokenRecord,
  AuthTokenRecord,
  CustomerRecord,
  GoogleAccount,
  GoogleCodeRecord,
  InvoiceRecord,
  LogEntry,
  MailMessage,
  OrderRecord,
  SessionRecord,
  WithdrawalRequestRecord,
} from './model.ts';

export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface FaultRecord {
  id: string;
  service: string;
  method: HttpMethod | null;
  /** Contract path, e.g. "/user/login"; null matches every route of the service. */
  path: string | null;
  latencyMs: number;
  status: number | null;
  body: unknown;
  drop: boolean;
  /** How many more requests the fault hits; null = unlimited. */
  remaining: number | null;
}

export type FaultInput = Omit<FaultRecord, 'id'>;

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface StoreOptions {
  now: () => Date;
  accessTokenTtlSeconds: number;
  /** Base URL of the account SPA for links in e-mails (default http://localhost:4000/dpl/av). */
  spaBaseUrl?: string;
}

export const DEFAULT_SPA_BASE_URL = 'http://localhost:4000/dpl/av';

function token(): string {
  return randomBytes(24).toString('base64url');
}

const LINK = /https?:\/\/[^\s"'<>]+/g;

export class MockStore {
  /** The mock clock: the given clock plus `clockOffsetMs` (advanced by the admin surface). */
  readonly now: () => Date;
  readonly accessTokenTtlSeconds: number;
  readonly spaBaseUrl: string;
  clockOffsetMs = 0;

  resetAt!: Date;
  customers = new Map<string, CustomerRecord>();
  orders: OrderRecord[] = [];
  invoices: InvoiceRecord[] = [];
  sessions = new Map<string, SessionRecord>();
  accessTokens = new Map<string, AccessTokenRecord>();
  faults: FaultRecord[] = [];
  mailbox: MailMessage[] = [];
  logs: LogEntry[] = [];
  googleCodes = new Map<string, GoogleCodeRecord>();
  /** Single-use tokens of the customer service, by token value. */
  authTokens = new Map<string, AuthTokenRecord>();
  /** Step-1 withdrawal requests of the order service, by request id. */
  withdrawalRequests = new Map<string, WithdrawalRequestRecord>();

  constructor(options: StoreOptions) {
    const clock = options.now;
    this.now = () => new Date(clock().getTime() + this.clockOffsetMs);
    this.accessTokenTtlSeconds = options.accessTokenTtlSeconds;
    this.spaBaseUrl = (options.spaBaseUrl ?? DEFAULT_SPA_BASE_URL).replace(/\/+$/, '');
    this.reset();
  }

  /** Moves the mock clock forward (tokens, sessions and codes expire by it); reset sets it back. */
  advanceClock(seconds: number): void {
    this.clockOffsetMs += seconds * 1000;
  }

  reset(): void {
    this.clockOffsetMs = 0;
    this.resetAt = this.now();
    const seed = createSeed(this.resetAt);
    this.customers = new Map(seed.customers.map((c) => [c.customerNumber, c]));
    this.orders = seed.orders;
    this.invoices = seed.invoices;
    this.sessions.clear();
    this.accessTokens.clear();
    this.faults = [];
    this.mailbox = [];
    this.logs = [];
    this.googleCodes.clear();
    this.authTokens.clear();
    this.withdrawalRequests.clear();
  }

  // ---- customers -------------------------------------------------------------------------

  customerByNumber(customerNumber: string): CustomerRecord | undefined {
    return this.customers.get(customerNumber);
  }

  customerByEmail(email: string): CustomerRecord | undefined {
    const wanted = email.toLowerCase();
    for (const c of this.customers.values()) if (c.email === wanted) return c;
    return undefined;
  }

  ordersOf(customerNumber: string): OrderRecord[] {
    return this.orders
      .filter((o) => o.customerNumber === customerNumber)
      .sort((a, b) => b.placedAt.getTime() - a.placedAt.getTime());
  }

  // ---- sessions --------------------------------------------------------------------------

  refreshLifetimeSeconds(stayLoggedIn: boolean): number {
    return (stayLoggedIn ? SESSION_DAYS.stayLoggedIn : SESSION_DAYS.default) * 24 * 60 * 60;
  }

  createSession(customer: CustomerRecord, username: string, stayLoggedIn: boolean): { session: SessionRecord; access: AccessTokenRecord } {
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
    this.sessions.set(session.id, session);
    return { session, access: this.issueAccessToken(session) };
  }

  private issueAccessToken(session: SessionRecord): AccessTokenRecord {
    const record: AccessTokenRecord = {
      token: token(),
      sessionId: session.id,
      expiresAt: new Date(this.now().getTime() + this.accessTokenTtlSeconds * 1000),
    };
    this.accessTokens.set(record.token, record);
    return record;
  }

  /** The live session of an access token, if the token is known and not expired. */
  sessionOfAccessToken(value: string | undefined): SessionRecord | undefined {
    if (!value) return undefined;
    const record = this.accessTokens.get(value);
    if (!record) return undefined;
    const now = this.now();
    if (record.expiresAt <= now) return undefined;
    const session = this.sessions.get(record.sessionId);
    if (!session || session.refreshExpiresAt <= now) return undefined;
    return session;
  }

  /** The live session of a refresh token, if the token is known and not expired. */
  sessionOfRefreshToken(value: string | undefined): SessionRecord | undefined {
    if (!value) return undefined;
    const now = this.now();
    for (const session of this.sessions.values()) {
      if (session.refreshToken === value) return session.refreshExpiresAt > now ? session : undefined;
    }
    return undefined;
  }

  /** Sliding refresh: a new access token, and the refresh token lives on for the full lifetime again. */
  refreshSession(session: SessionRecord): AccessTokenRecord {
    session.refreshExpiresAt = new Date(this.now().getTime() + this.refreshLifetimeSeconds(session.stayLoggedIn) * 1000);
    return this.issueAccessToken(session);
  }

  setStayLoggedIn(session: SessionRecord, stayLoggedIn: boolean): void {
    session.stayLoggedIn = stayLoggedIn;
    session.refreshExpiresAt = new Date(this.now().getTime() + this.refreshLifetimeSeconds(stayLoggedIn) * 1000);
  }

  endSession(sessionId: string): void {
    this.sessions.delete(sessionId);
    for (const [value, record] of this.accessTokens) if (record.sessionId === sessionId) this.accessTokens.delete(value);
  }

  private sessionsOf(customerNumber: string | undefined): SessionRecord[] {
    return [...this.sessions.values()].filter((s) => customerNumber === undefined || s.customerNumber === customerNumber);
  }

  /** All (or one customer's) access tokens expire now. */
  expireAccessTokens(customerNumber?: string): void {
    const ids = new Set(this.sessionsOf(customerNumber).map((s) => s.id));
    const past = new Date(this.now().getTime() - 1000);
    for (const record of this.accessTokens.values()) if (ids.has(record.sessionId)) record.expiresAt = past;
  }

  /**
   * All (or one customer's) refresh tokens expire now. Access tokens of these sessions expire
   * with them: an access token never outlives its session.
   */
  expireRefreshTokens(customerNumber?: string): void {
    const past = new Date(this.now().getTime() - 1000);
    for (const session of this.sessionsOf(customerNumber)) session.refreshExpiresAt = past;
    this.expireAccessTokens(customerNumber);
  }

  // ---- faults ----------------------------------------------------------------------------

  addFault(input: FaultInput): FaultRecord {
    const fault: FaultRecord = { id: randomUUID(), ...input };
    this.faults.push(fault);
    return fault;
  }

  clearFaults(): void {
    this.faults = [];
  }

  /** The first fault matching a request; counts the hit against its `times`. */
  takeFault(service: string, method: string, path: string | null): FaultRecord | undefined {
    const fault = this.faults.find(
      (f) =>
        f.service === service &&
        (f.method === null || f.method === method) &&
        (f.path === null || f.path === path),
    );
    if (!fault) return undefined;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    return fault;
  }

  // ---- mailbox ---------------------------------------------------------------------------

  /** "Send" an e-mail: it lands in the development mailbox, links extracted. */
  sendMail(mail: OutgoingMail): MailMessage {
    const html = mail.html ?? `<p>${mail.text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`;
    const links = [...new Set([...(mail.text.match(LINK) ?? []), ...(html.match(LINK) ?? [])])].map((l) =>
      l.replace(/&amp;/g, '&'),
    );
    const message: MailMessage = {
      id: randomUUID(),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html,
      links: [...new Set(links)],
      sent_at: this.now().toISOString(),
    };
    this.mailbox.push(message);
    return message;
  }

  // ---- Google sign-in stand-in ----------------------------------------------------------

  issueGoogleCode(account: GoogleAccount, redirectUri: string): GoogleCodeRecord {
    const record: GoogleCodeRecord = { code: token(), account, redirectUri, issuedAt: this.now(), redeemed: false };
    this.googleCodes.set(record.code, record);
    return record;
  }

  /** Redeem an authorisation code once; it must be used with the redirect URI it was issued for. */
  redeemGoogleCode(code: string, redirectUri: string): GoogleAccount | undefined {
    const record = this.googleCodes.get(code);
    if (!record || record.redeemed || record.redirectUri !== redirectUri) return undefined;
    if (this.now().getTime() - record.issuedAt.getTime() > 10 * 60 * 1000) return undefined;
    record.redeemed = true;
    return record.account;
  }
}

/** SHA-256 of the lower-cased e-mail, as tracking expects it. */
export function emailHash(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex');
}
