/**
 * The attempt store in Redis (REDIS_URL): every gateway replica counts against the same limits.
 * Each key is a sorted set of attempt times; Lua scripts make "check every limit, then record"
 * one atomic step, so two replicas cannot both let the last allowed attempt through. Keys expire
 * with the window. When Redis does not answer, attempts are allowed and the failure is logged
 * (rate limiting pauses; logins do not stop) — decision 024.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { AttemptStore, RateLimitDecision } from './rateLimit.ts';

const PREFIX = 'mein-konto:rate-limit:';

/** KEYS: the limited keys; ARGV: now, window ms, member, then one max per key. Returns ms to wait (0: recorded). */
const ATTEMPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local wait = 0
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local max = tonumber(ARGV[3 + i])
  local count = redis.call('ZCARD', key)
  if count >= max then
    local oldest = redis.call('ZRANGE', key, count - max, count - max, 'WITHSCORES')
    local w = tonumber(oldest[2]) + window - now
    if w > wait then wait = w end
  end
end
if wait > 0 then return wait end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[3])
  redis.call('PEXPIRE', key, window)
end
return 0
`;

/** KEYS[1]; ARGV: now, window ms, member. Records only when the key has no attempt in the window. */
const RECORD_FIRST = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) > 0 then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`;

export class RedisAttemptStore implements AttemptStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly windowMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    // Fail fast rather than queue: a request must not wait for Redis to come back.
    this.redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 500, lazyConnect: true });
    this.redis.on('error', (error: Error) => this.log.error({ event: 'rate_limit_store_error', reason: error.message }, 'Redis for the rate limits failed'));
  }

  /** Connects (the gateway awaits this before it answers); a Redis that is down is logged, not fatal. */
  async ready(): Promise<void> {
    try {
      await this.redis.connect();
    } catch (error) {
      this.log.error({ event: 'rate_limit_store_unavailable', what: 'connect', reason: error instanceof Error ? error.message : String(error) }, 'Redis for the rate limits not reachable at start');
    }
  }

  private member(now: number): string {
    return `${String(now)}:${randomUUID()}`;
  }

  /** Runs a Redis call; when Redis fails, logs it and answers `fallback` (rate limiting pauses). */
  private async guarded<T>(what: string, call: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await call();
    } catch (error) {
      this.log.error({ event: 'rate_limit_store_unavailable', what, reason: error instanceof Error ? error.message : String(error) }, 'rate limit store unavailable: attempt allowed');
      return fallback;
    }
  }

  attempt(limits: ReadonlyArray<{ key: string; max: number }>): Promise<RateLimitDecision> {
    const now = Date.now();
    return this.guarded(
      'attempt',
      async () => {
        const wait = Number(
          await this.redis.eval(ATTEMPT, limits.length, ...limits.map((l) => PREFIX + l.key), now, this.windowMs, this.member(now), ...limits.map((l) => l.max)),
        );
        return wait > 0 ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) } : { allowed: true, retryAfterSeconds: 0 };
      },
      { allowed: true, retryAfterSeconds: 0 },
    );
  }

  count(key: string): Promise<number> {
    const now = Date.now();
    return this.guarded('count', () => this.redis.zcount(PREFIX + key, `(${String(now - this.windowMs)}`, '+inf'), 0);
  }

  record(key: string): Promise<void> {
    const now = Date.now();
    return this.guarded(
      'record',
      async () => {
        await this.redis.multi().zadd(PREFIX + key, now, this.member(now)).pexpire(PREFIX + key, this.windowMs).exec();
      },
      undefined,
    );
  }

  recordFirst(key: string): Promise<boolean> {
    const now = Date.now();
    // Without Redis a challenge cannot be known as spent: refuse it rather than accept it twice.
    return this.guarded('recordFirst', async () => Number(await this.redis.eval(RECORD_FIRST, 1, PREFIX + key, now, this.windowMs, this.member(now))) === 1, false);
  }

  remember(key: string, value: string): Promise<void> {
    return this.guarded(
      'remember',
      async () => {
        await this.redis.set(PREFIX + key, value, 'PX', this.windowMs);
      },
      undefined,
    );
  }

  recall(key: string): Promise<string | null> {
    return this.guarded('recall', () => this.redis.get(PREFIX + key), null);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
