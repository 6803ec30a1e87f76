/**
 * In-memory sliding-window rate limit for login-like mutations: a key (client IP, username)
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
