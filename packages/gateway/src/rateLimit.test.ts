import { describe, expect, it } from 'vitest';
import { LoginThrottle, MemoryAttemptStore } from './rateLimit.ts';

describe('MemoryAttemptStore', () => {
  it('allows max attempts per window, then tells how long to wait', async () => {
    let now = 0;
    const store = new MemoryAttemptStore(60_000, () => now);
    const limits = [{ key: 'ip:1', max: 2 }];
    expect((await store.attempt(limits)).allowed).toBe(true);
    now = 10_000;
    expect((await store.attempt(limits)).allowed).toBe(true);
    now = 20_000;
    expect(await store.attempt(limits)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    now = 60_001;
    expect((await store.attempt(limits)).allowed).toBe(true);
  });

  it('refuses when any key is over its limit and then records nothing', async () => {
    const store = new MemoryAttemptStore(60_000, () => 0);
    expect(
      (
        await store.attempt([
          { key: 'user:a', max: 1 },
          { key: 'ip:1', max: 5 },
        ])
      ).allowed,
    ).toBe(true);
    expect(
      (
        await store.attempt([
          { key: 'user:a', max: 1 },
          { key: 'ip:1', max: 5 },
        ])
      ).allowed,
    ).toBe(false);
    // ip:1 has one recorded attempt only, so four more fit
    for (let i = 0; i < 4; i++) expect((await store.attempt([{ key: 'ip:1', max: 5 }])).allowed).toBe(true);
    expect((await store.attempt([{ key: 'ip:1', max: 5 }])).allowed).toBe(false);
  });

  it('records a key once per window with recordFirst, and remembers values for the window', async () => {
    let now = 0;
    const store = new MemoryAttemptStore(60_000, () => now);
    expect(await store.recordFirst('challenge:t')).toBe(true);
    expect(await store.recordFirst('challenge:t')).toBe(false);
    await store.remember('customer:anna', '10012345');
    expect(await store.recall('customer:anna')).toBe('10012345');
    now = 60_001;
    expect(await store.recall('customer:anna')).toBeNull();
    expect(await store.recordFirst('challenge:t')).toBe(true);
  });
});

describe('LoginThrottle', () => {
  it('asks for a challenge after the failures of one customer, whichever username was typed', async () => {
    const throttle = new LoginThrottle(new MemoryAttemptStore(60_000, () => 0), { challengeAfter: 2, slowdownMs: 500 });
    await throttle.learn('anna.schmidt@example.de', '0010012345');
    expect(await throttle.customerOf('anna.schmidt@example.de')).toBe('10012345');
    await throttle.recordFailure(await throttle.customerOf('anna.schmidt@example.de'));
    expect(await throttle.challengeRequired('10012345')).toBe(false);
    await throttle.recordFailure('10012345');
    expect(await throttle.challengeRequired('10012345')).toBe(true);
    expect(await throttle.delayMs('10012345')).toBe(500);
  });
});
