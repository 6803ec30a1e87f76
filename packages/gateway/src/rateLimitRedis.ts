/**
 * The attempt store in Redis (REDIS_URL): every gateway replica counts against the same limits.
 * Each key is a sorted set of attempt times; Lua scripts make "check every limit, then record"
 * one atomic step, so two replicas cannot both let the last allowed attempt through. Keys expire
 * with the window. When Redis does not answer, the store counts in this process's memory instead
 * (each replica on its own: limits and login throttling go on, logins do not stop), logs a warning
 * and reports it to `onFallback` (the metric gateway_rate_limit_store_fallback); once Redis
 * answers again (reconnected by ioredis, no restart) it counts there again; failures shorter than
 * FALLBACK_AFTER_MS while the connection stands count in memory without a warning (redisFallback.ts) —
 * decisions 024, 033.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { MemoryAttemptStore, type AttemptStore, type RateLimitDecision } from './rateLimit.ts';
import { FallbackRedis, type RedisUse } from './redisFallback.ts';
import type { Tracing } from './tracing.ts';

const PREFIX = 'mein-konto:rate-limit:';

const RATE_LIMIT_STORE: RedisUse = {
  event: 'rate_limit_store',
  subject: 'Redis for the rate limits',
  whileGone: 'counting in this process until it answers again',
  whenBack: 'counting there',
};

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
  private readonly store: FallbackRedis;
  /** Where attempts are counted while Redis does not answer. */
  private readonly memory: MemoryAttemptStore;

  constructor(
    url: string,
    private readonly windowMs: number,
    log: FastifyBaseLogger,
    /** Told when the store falls back to memory (true) and when it uses Redis again (false). */
    onFallback: (active: boolean) => void = () => undefined,
    tracing?: Tracing,
  ) {
    this.memory = new MemoryAttemptStore(windowMs);
    this.store = new FallbackRedis(url, RATE_LIMIT_STORE, log, onFallback, tracing);
  }

  /** Connects (the gateway awaits this before it answers); a Redis that is down means memory until it is back, not a failed start. */
  ready(): Promise<void> {
    return this.store.ready();
  }

  private get redis(): Redis {
    return this.store.redis;
  }

  private member(now: number): string {
    return `${String(now)}:${randomUUID()}`;
  }

  /** Runs a Redis call; while Redis is not connected or when the call fails, the same step in memory. */
  private guarded<T>(
    what: string,
    call: () => Promise<T>,
    inMemory: (memory: MemoryAttemptStore) => Promise<T>,
  ): Promise<T> {
    return this.store.guarded(what, call, () => inMemory(this.memory));
  }

  attempt(limits: ReadonlyArray<{ key: string; max: number }>): Promise<RateLimitDecision> {
    const now = Date.now();
    return this.guarded(
      'attempt',
      async () => {
        const wait = Number(
          await this.redis.eval(
            ATTEMPT,
            limits.length,
            ...limits.map((l) => PREFIX + l.key),
            now,
            this.windowMs,
            this.member(now),
            ...limits.map((l) => l.max),
          ),
        );
        return wait > 0
          ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) }
          : { allowed: true, retryAfterSeconds: 0 };
      },
      (memory) => memory.attempt(limits),
    );
  }

  count(key: string): Promise<number> {
    const now = Date.now();
    return this.guarded(
      'count',
      () => this.redis.zcount(PREFIX + key, `(${String(now - this.windowMs)}`, '+inf'),
      (memory) => memory.count(key),
    );
  }

  record(key: string): Promise<void> {
    const now = Date.now();
    return this.guarded(
      'record',
      async () => {
        await this.redis
          .multi()
          .zadd(PREFIX + key, now, this.member(now))
          .pexpire(PREFIX + key, this.windowMs)
          .exec();
      },
      (memory) => memory.record(key),
    );
  }

  recordFirst(key: string): Promise<boolean> {
    const now = Date.now();
    return this.guarded(
      'recordFirst',
      async () =>
        Number(await this.redis.eval(RECORD_FIRST, 1, PREFIX + key, now, this.windowMs, this.member(now))) === 1,
      (memory) => memory.recordFirst(key),
    );
  }

  remember(key: string, value: string): Promise<void> {
    return this.guarded(
      'remember',
      async () => {
        await this.redis.set(PREFIX + key, value, 'PX', this.windowMs);
      },
      (memory) => memory.remember(key, value),
    );
  }

  recall(key: string): Promise<string | null> {
    return this.guarded(
      'recall',
      () => this.redis.get(PREFIX + key),
      (memory) => memory.recall(key),
    );
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
