/**
 * In-memory sliding-window rate limit for login-like and public mutations: a key (client IP, username)
 * may make `max` attempts within `windowMs`. Good for one gateway instance; several instances
 * behind a load balancer would need a shared store.
 */
export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the oldest attempt leaves the window (0 when allowed). */
  retryAfterSeconds: number;
}

export class SlidingWindowRateLimiter {
  private readonly attempts = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Records an attempt for every key unless one of them is over its limit; then nothing is
   * recorded and the longest wait is returned.
   */
  attempt(limits: ReadonlyArray<{ key: string; max: number }>): RateLimitDecision {
    const now = this.now();
    this.sweep(now);
    let retryAfterMs = 0;
    for (const { key, max } of limits) {
      const recent = this.recent(key, now);
      if (recent.length >= max) {
        const oldest = recent[recent.length - max] ?? now;
        retryAfterMs = Math.max(retryAfterMs, oldest + this.windowMs - now);
      }
    }
    if (retryAfterMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    for (const { key } of limits) this.recent(key, now).push(now);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /** Attempts recorded for `key` within the window. */
  count(key: string): number {
    return this.recent(key, this.now()).length;
  }

  /** Records one attempt for `key`, whatever its count. */
  record(key: string): void {
    const now = this.now();
    this.sweep(now);
    this.recent(key, now).push(now);
  }

  private recent(key: string, now: number): number[] {
    const list = (this.attempts.get(key) ?? []).filter((t) => t > now - this.windowMs);
    this.attempts.set(key, list);
    return list;
  }

  /** Drops keys without recent attempts, at most once per window, so memory stays bounded. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, list] of this.attempts) {
      if (!list.some((t) => t > now - this.windowMs)) this.attempts.delete(key);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Which operations are limited, and how much (per client IP and per account within the window).

/**
 * The login-like, e-mail-sending and public operations, limited per client IP and per account
 * (the public withdrawal: per order number and per e-mail) by the one guard, kit/rateLimited.ts.
 */
export const RATE_LIMITED_OPERATIONS = [
  'login',
  'checkUsername',
  'requestMagicLink',
  'verifyMagicLink',
  'requestPasswordReset',
  'resendActivation',
  'verifyAccount',
  'createAccount',
  'createLightAccount',
  'completeSocialLogin',
  'startWithdrawal',
  'confirmWithdrawal',
] as const;
export type RateLimitedOperation = (typeof RATE_LIMITED_OPERATIONS)[number];

export interface OperationLimit {
  maxPerIp: number;
  /** Per account (normalised username, e-mail or order number); operations without an account only count per IP. */
  maxPerAccount: number;
}

/** Operations that send e-mails: stricter per account in production (no mail bombing). */
const MAIL_OPERATIONS: ReadonlySet<RateLimitedOperation> = new Set(['requestMagicLink', 'requestPasswordReset', 'resendActivation', 'verifyAccount']);

/**
 * Limits of every operation: the general per-IP and per-username maxima, e-mail-sending
 * operations at most `mailMaxPerAccount` per account, then the overrides
 * ("operation=perIp/perAccount,…", e.g. "requestMagicLink=20/3"). Throws on unknown operations
 * or malformed entries.
 */
export function operationLimits(
  defaults: { maxPerIp: number; maxPerUsername: number; mailMaxPerAccount: number },
  overrides: string,
): Record<RateLimitedOperation, OperationLimit> {
  const limits = Object.fromEntries(
    RATE_LIMITED_OPERATIONS.map((op) => [
      op,
      {
        maxPerIp: defaults.maxPerIp,
        maxPerAccount: MAIL_OPERATIONS.has(op) ? Math.min(defaults.maxPerUsername, defaults.mailMaxPerAccount) : defaults.maxPerUsername,
      },
    ]),
  ) as Record<RateLimitedOperation, OperationLimit>;
  for (const part of overrides.split(',').map((p) => p.trim()).filter(Boolean)) {
    const match = /^([A-Za-z]+)=(\d+)\/(\d+)$/.exec(part);
    if (!match) throw new Error(`"${part}" is not of the form operation=perIp/perAccount`);
    const [, name = '', perIp = '0', perAccount = '0'] = match;
    if (!(RATE_LIMITED_OPERATIONS as readonly string[]).includes(name)) throw new Error(`unknown operation "${name}"`);
    if (Number(perIp) < 1 || Number(perAccount) < 1) throw new Error(`"${part}": limits must be at least 1`);
    limits[name as RateLimitedOperation] = { maxPerIp: Number(perIp), maxPerAccount: Number(perAccount) };
  }
  return limits;
}

// ---------------------------------------------------------------------------------------------
// Login throttling per customer (OWASP ASVS 5.0 anti-automation, without account lockout).

/** Longest slow-down of one login attempt. */
export const MAX_LOGIN_DELAY_MS = 10_000;

/**
 * Wrong passwords counted per customer, whichever identifier was typed: an e-mail address is
 * tied to the customer number the customer service names in its answer (success or refusal),
 * so e-mail and customer number share one budget. Over the threshold a login needs a solved,
 * never-used recaptcha challenge and is slowed down by `slowdownMs` per failure over it (at
 * most MAX_LOGIN_DELAY_MS); the owner with the right password still gets in.
 */
export class LoginThrottle {
  private readonly failures: SlidingWindowRateLimiter;
  private readonly challenges: SlidingWindowRateLimiter;
  private readonly customers = new Map<string, { customer: string; at: number }>();

  constructor(
    private readonly options: { windowMs: number; challengeAfter: number; slowdownMs: number },
    private readonly now: () => number = Date.now,
  ) {
    this.failures = new SlidingWindowRateLimiter(options.windowMs, now);
    this.challenges = new SlidingWindowRateLimiter(options.windowMs, now);
  }

  /** The customer a normalised username stands for: the customer number when known, else the username itself. */
  customerOf(username: string): string {
    const known = this.customers.get(username);
    if (known && known.at > this.now() - this.options.windowMs) return known.customer;
    return username;
  }

  /** Ties a username to the customer number the service named for it. */
  learn(username: string, customerNumber: string): void {
    const customer = customerNumber.trim().replace(/^0+/, '').toLowerCase();
    if (this.customers.size > 100_000) this.customers.clear();
    this.customers.set(username, { customer, at: this.now() });
  }

  recordFailure(customer: string): void {
    this.failures.record(`failure:${customer}`);
  }

  /** Whether a login for this customer needs a solved challenge now. */
  challengeRequired(customer: string): boolean {
    return this.failures.count(`failure:${customer}`) >= this.options.challengeAfter;
  }

  /** The slow-down of the next attempt for this customer (0 below the threshold). */
  delayMs(customer: string): number {
    const over = this.failures.count(`failure:${customer}`) - this.options.challengeAfter + 1;
    return over > 0 ? Math.min(this.options.slowdownMs * over, MAX_LOGIN_DELAY_MS) : 0;
  }

  /** Spends a challenge token: true the first time it is presented within the window. */
  spendChallenge(token: string): boolean {
    const key = `challenge:${token}`;
    if (this.challenges.count(key) > 0) return false;
    this.challenges.record(key);
    return true;
  }
}
