/**
 * Sliding-window rate limits for login-like and public mutations: a key (client IP, username)
 * may make `max` attempts within the window. The attempts live in an AttemptStore: in process
 * memory by default (one gateway), in Redis when REDIS_URL is set, so that every replica behind
 * a load balancer counts against the same limits (rateLimitRedis.ts, decision 024).
 */
export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the oldest attempt leaves the window (0 when allowed). */
  retryAfterSeconds: number;
}

/** Where attempts are counted; every method works on the store's one window. */
export interface AttemptStore {
  /**
   * Records an attempt for every key unless one of them is over its limit; then nothing is
   * recorded and the longest wait is returned. Atomic: concurrent attempts cannot both pass.
   */
  attempt(limits: ReadonlyArray<{ key: string; max: number }>): Promise<RateLimitDecision>;
  /** Attempts recorded for `key` within the window. */
  count(key: string): Promise<number>;
  /** Records one attempt for `key`, whatever its count. */
  record(key: string): Promise<void>;
  /** Records `key` only when it has no attempt within the window; true when it was recorded. */
  recordFirst(key: string): Promise<boolean>;
  /** A value kept for the window (e.g. which customer a username stands for). */
  remember(key: string, value: string): Promise<void>;
  recall(key: string): Promise<string | null>;
  /** Resolves once the store can be used (connected). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Keys one process keeps at most (client IPs, usernames, tokens); the oldest go first beyond it. */
export const MEMORY_STORE_MAX_KEYS = 100_000;

/** The store of one gateway process (and of each replica while Redis does not answer). */
export class MemoryAttemptStore implements AttemptStore {
  private readonly attempts = new Map<string, number[]>();
  private readonly values = new Map<string, { value: string; at: number }>();
  private lastSweep = 0;

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async attempt(limits: ReadonlyArray<{ key: string; max: number }>): Promise<RateLimitDecision> {
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

  async count(key: string): Promise<number> {
    return this.recent(key, this.now()).length;
  }

  async record(key: string): Promise<void> {
    const now = this.now();
    this.sweep(now);
    this.recent(key, now).push(now);
  }

  async recordFirst(key: string): Promise<boolean> {
    const now = this.now();
    this.sweep(now);
    const recent = this.recent(key, now);
    if (recent.length > 0) return false;
    recent.push(now);
    return true;
  }

  async remember(key: string, value: string): Promise<void> {
    if (this.values.size >= MEMORY_STORE_MAX_KEYS) this.values.clear();
    this.values.set(key, { value, at: this.now() });
  }

  async recall(key: string): Promise<string | null> {
    const kept = this.values.get(key);
    return kept && kept.at > this.now() - this.windowMs ? kept.value : null;
  }

  async ready(): Promise<void> {}

  async close(): Promise<void> {}

  private recent(key: string, now: number): number[] {
    const list = (this.attempts.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (!this.attempts.has(key) && this.attempts.size >= MEMORY_STORE_MAX_KEYS) {
      // Bounded by size whatever clients send: the key added longest ago goes.
      const oldest = this.attempts.keys().next();
      if (!oldest.done) this.attempts.delete(oldest.value);
    }
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
  'tokenStatus',
  'setPassword',
  'activateAccount',
  'confirmEmailChange',
  'refreshSession',
  'requestPasswordReset',
  'resendActivation',
  'verifyAccount',
  'createAccount',
  'createLightAccount',
  'completeSocialLogin',
  'startWithdrawal',
  'confirmWithdrawal',
  'exportMyData',
  'cancelNewsletter',
  'unsubscribeStockReminder',
  'confirmStockReminder',
  'confirmMarketResearch',
  'unsubscribeUpsell',
  'sendSupportRequest',
  'changeEmail',
  'changePassword',
  'deleteAccount',
  'validateIban',
  'saveBankAccount',
  'checkAddress',
] as const;
export type RateLimitedOperation = (typeof RATE_LIMITED_OPERATIONS)[number];

export interface OperationLimit {
  maxPerIp: number;
  /** Per account (normalised username, e-mail or order number); operations without an account only count per IP. */
  maxPerAccount: number;
}

/** Operations that send e-mails or assemble all of a customer's data: stricter per account in production (no mail bombing, no load). */
const MAIL_OPERATIONS: ReadonlySet<RateLimitedOperation> = new Set([
  'requestMagicLink',
  'requestPasswordReset',
  'resendActivation',
  'verifyAccount',
  'exportMyData',
  'sendSupportRequest',
  'changeEmail',
  'changePassword',
]);

/**
 * The operations that open an account and mail its address: one budget per client IP for all of
 * them (`accountsMaxPerIp`), so that a client cannot send twice the mails by using both.
 */
const ACCOUNT_CREATION_OPERATIONS: ReadonlySet<RateLimitedOperation> = new Set(['createAccount', 'createLightAccount']);

/** What an operation's attempts count against per client IP: its own name, or the budget it shares. */
export function ipBudgetOf(operation: RateLimitedOperation): string {
  return ACCOUNT_CREATION_OPERATIONS.has(operation) ? 'accountCreation' : operation;
}

/**
 * Limits of every operation: the general per-IP and per-username maxima, e-mail-sending
 * operations at most `mailMaxPerAccount` per account, account creation at most
 * `accountsMaxPerIp` per client IP, then the overrides ("operation=perIp/perAccount,…", e.g.
 * "requestMagicLink=20/3"). Throws on unknown operations or malformed entries.
 */
export function operationLimits(
  defaults: { maxPerIp: number; maxPerUsername: number; mailMaxPerAccount: number; accountsMaxPerIp: number },
  overrides: string,
): Record<RateLimitedOperation, OperationLimit> {
  const limits = Object.fromEntries(
    RATE_LIMITED_OPERATIONS.map((op) => [
      op,
      {
        maxPerIp: ACCOUNT_CREATION_OPERATIONS.has(op)
          ? Math.min(defaults.maxPerIp, defaults.accountsMaxPerIp)
          : defaults.maxPerIp,
        maxPerAccount: MAIL_OPERATIONS.has(op)
          ? Math.min(defaults.maxPerUsername, defaults.mailMaxPerAccount)
          : defaults.maxPerUsername,
      },
    ]),
  ) as Record<RateLimitedOperation, OperationLimit>;
  for (const part of overrides
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
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

/** How the throttle names a customer: the customer number without leading zeros, lower case. */
export function throttledCustomer(customerNumber: string): string {
  return customerNumber.trim().replace(/^0+/, '').toLowerCase();
}

/** Longest slow-down of one login attempt. */
const MAX_LOGIN_DELAY_MS = 10_000;

/**
 * Wrong passwords counted per customer, whichever identifier was typed: an e-mail address is
 * tied to the customer number the customer service names in its answer (success or refusal),
 * so e-mail and customer number share one budget. Over the threshold a login needs a solved,
 * never-used recaptcha challenge and is slowed down by `slowdownMs` per failure over it (at
 * most MAX_LOGIN_DELAY_MS); the owner with the right password still gets in.
 */
export class LoginThrottle {
  constructor(
    private readonly store: AttemptStore,
    private readonly options: { challengeAfter: number; slowdownMs: number },
  ) {}

  /** The customer a normalised username stands for: the customer number when known, else the username itself. */
  async customerOf(username: string): Promise<string> {
    return (await this.store.recall(`customer:${username}`)) ?? username;
  }

  /** Ties a username to the customer number the service named for it. */
  async learn(username: string, customerNumber: string): Promise<void> {
    await this.store.remember(`customer:${username}`, throttledCustomer(customerNumber));
  }

  async recordFailure(customer: string): Promise<void> {
    await this.store.record(`failure:${customer}`);
  }

  /** Whether a login for this customer needs a solved challenge now. */
  async challengeRequired(customer: string): Promise<boolean> {
    return (await this.store.count(`failure:${customer}`)) >= this.options.challengeAfter;
  }

  /** The slow-down of the next attempt for this customer (0 below the threshold). */
  async delayMs(customer: string): Promise<number> {
    const over = (await this.store.count(`failure:${customer}`)) - this.options.challengeAfter + 1;
    return over > 0 ? Math.min(this.options.slowdownMs * over, MAX_LOGIN_DELAY_MS) : 0;
  }

  /** Spends a challenge token: true the first time it is presented within the window. */
  spendChallenge(token: string): Promise<boolean> {
    return this.store.recordFirst(`challenge:${token}`);
  }
}
