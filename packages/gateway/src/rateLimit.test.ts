import { describe, expect, it } from 'vitest';
import { SlidingWindowRateLimiter } from './rateLimit.ts';

describe('SlidingWindowRateLimiter', () => {
  it('allows max attempts per window, then tells how long to wait', () => {
    let now = 0;
    const limiter = new SlidingWindowRateLimiter(60_000, () => now);
    const limits = [{ key: 'ip:1', max: 2 }];
    expect(limiter.attempt(limits).allowed).toBe(true);
    now = 10_000;
    expect(limiter.attempt(limits).allowed).toBe(true);
    now = 20_000;
    expect(limiter.attempt(limits)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    now = 60_001;
    expect(limiter.attempt(limits).allowed).toBe(true);
  });

  it('refuses when any key is over its limit and then records nothing', () => {
    const limiter = new SlidingWindowRateLimiter(60_000, () => 0);
    expect(limiter.attempt([{ key: 'user:a', max: 1 }, { key: 'ip:1', max: 5 }]).allowed).toBe(true);
    expect(limiter.attempt([{ key: 'user:a', max: 1 }, { key: 'ip:1', max: 5 }]).allowed).toBe(false);
    // ip:1 has one recorded attempt only, so four more fit
    for (let i = 0; i < 4; i++) expect(limiter.attempt([{ key: 'ip:1', max: 5 }]).allowed).toBe(true);
    expect(limiter.attempt([{ key: 'ip:1', max: 5 }]).allowed).toBe(false);
  });
});
