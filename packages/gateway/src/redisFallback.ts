/**
 * A Redis connection (REDIS_URL) that never makes a request wait for Redis: commands fail fast
 * instead of queueing, and while Redis does not answer every step runs its fallback in this
 * process instead. The fallback is logged as a warning once per outage and reported to
 * `onFallback` (a gauge and a counter of the metrics); once ioredis has reconnected on its own
 * (no restart), the steps use Redis again, logged as well — decisions 024, 033. Used by the rate
 * limits (rateLimitRedis.ts) and the session refresh shared by replicas (sessionRefresh.ts).
 *
 * A step waits for Redis's answer while the connection stands, however late it comes within
 * FALLBACK_AFTER_MS (on a busy process the answer waits behind the event loop): a slow answer
 * still counts where every replica counts, never in this process instead. A step that fails
 * before the first connection is up runs its fallback; steps failing for FALLBACK_AFTER_MS, or a
 * lost connection, are an outage (the warning), during which a step gives Redis OUTAGE_WAIT_MS
 * before its fallback, so that a Redis that holds the connection but does not answer makes no
 * request wait long.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { NO_TRACING, type Tracing } from './tracing.ts';

/** Steps failing this long while the connection stands (or is still being made) make an outage; the longest wait for one answer. */
export const FALLBACK_AFTER_MS = 2000;
/** During an outage, how long a step waits for Redis before its fallback (Redis connected but not answering). */
export const OUTAGE_WAIT_MS = 500;
/** ioredis states of a connection that is lost (rather than up, or not made yet). */
const LOST = new Set(['reconnecting', 'close', 'end']);

/** How a use of Redis names itself in its log lines: `<event>_error`, `<event>_fallback`, `<event>_recovered`. */
export interface RedisUse {
  /** Prefix of the log events, e.g. `rate_limit_store`. */
  event: string;
  /** e.g. "Redis for the rate limits". */
  subject: string;
  /** What happens while Redis is gone, e.g. "counting in this process until it answers again". */
  whileGone: string;
  /** What happens once it is back, e.g. "counting there". */
  whenBack: string;
}

/** The promise's outcome, or a rejection once `ms` have passed without one. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${String(ms)} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export class FallbackRedis {
  readonly redis: Redis;
  private fallingBack = false;
  /** When the steps began to fail (null: the last one succeeded). */
  private failingSince: number | null = null;
  /** Whether the connection has been up: once it has, any state but ready means it was lost (ioredis soon reconnects: 'connecting'). */
  private wasReady = false;

  constructor(
    url: string,
    private readonly use: RedisUse,
    private readonly log: FastifyBaseLogger,
    /** Told when the steps fall back to this process (true) and when they use Redis again (false). */
    private readonly onFallback: (active: boolean) => void = () => undefined,
    /** Each step's span (tracing.ts). */
    private readonly tracing: Tracing = NO_TRACING,
  ) {
    // Fail fast rather than queue: a request must not wait for Redis to come back.
    this.redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: FALLBACK_AFTER_MS,
      lazyConnect: true,
    });
    this.redis.on('error', (error: Error) =>
      this.log.error({ event: `${use.event}_error`, reason: error.message }, `${use.subject} failed`),
    );
    // ioredis reconnects on its own; once it is back, the steps use it again.
    this.redis.on('ready', () => {
      this.wasReady = true;
      this.recover();
    });
  }

  /** Connects (the gateway awaits this before it answers); a Redis that is down means the fallback until it is back, not a failed start. */
  async ready(): Promise<void> {
    try {
      await this.redis.connect();
    } catch (error) {
      this.failed('connect', error);
    }
  }

  /** A step begun at `started` failed: an outage when the connection is lost or steps have failed for FALLBACK_AFTER_MS. */
  private failed(what: string, error: unknown, started = performance.now()): void {
    const now = performance.now();
    this.failingSince ??= started;
    // Redis gone while ioredis still says 'ready': the socket was closed by the other end and can
    // no longer be written, but ioredis has not yet handled its close (same turn of the event loop).
    const closedUnderneath = this.redis.status === 'ready' && this.redis.stream.writable === false;
    const lost = LOST.has(this.redis.status) || (this.wasReady && this.redis.status !== 'ready') || closedUnderneath;
    if (lost || now - this.failingSince >= FALLBACK_AFTER_MS) this.fallBack(what, error);
  }

  private fallBack(what: string, error: unknown): void {
    if (this.fallingBack) return;
    this.fallingBack = true;
    this.log.warn(
      { event: `${this.use.event}_fallback`, what, reason: error instanceof Error ? error.message : String(error) },
      `${this.use.subject} unavailable: ${this.use.whileGone}`,
    );
    this.onFallback(true);
  }

  private recover(): void {
    this.failingSince = null;
    if (!this.fallingBack) return;
    this.fallingBack = false;
    this.log.warn({ event: `${this.use.event}_recovered` }, `${this.use.subject} answers again: ${this.use.whenBack}`);
    this.onFallback(false);
  }

  /**
   * Runs a Redis step and waits for its answer (within FALLBACK_AFTER_MS; during an outage within
   * OUTAGE_WAIT_MS); while Redis is not connected or when the step fails, `fallback` instead.
   */
  async guarded<T>(what: string, call: (redis: Redis) => Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
    if (this.redis.status === 'ready') {
      const started = performance.now();
      const answer = this.tracing.redis(what, () => call(this.redis));
      try {
        const result = this.fallingBack ? await within(answer, OUTAGE_WAIT_MS) : await answer;
        this.recover();
        return result;
      } catch (error) {
        // An answer that comes after the fallback ran is dropped.
        answer.catch(() => undefined);
        this.failed(what, error, started);
      }
    } else {
      this.failed(what, new Error(`Redis connection ${this.redis.status}`));
    }
    return fallback();
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
