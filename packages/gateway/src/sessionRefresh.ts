/**
 * The session refresh, once per session (decision 034). The customer service rotates the
 * refresh token on use and may refuse one used twice, so when several requests of one browser
 * (or of one customer on two replicas) arrive with an expired access token, exactly one of them
 * calls the refresh route and the others take its outcome: the new session cookies, or the
 * refusal.
 *
 * - Per replica (`LocalSessionRefreshes`): a map keyed by a hash of the refresh token holds the
 *   refresh while it runs and its outcome for a short grace after (`SESSION_REFRESH_GRACE_MS`),
 *   for requests that were sent with the old cookies before the browser had the new ones. At most
 *   `maxEntries` (the oldest go first); a failed refresh (timeout, 5xx) is not kept.
 * - The outcome is shared only with requests that carry the same access token as the request that
 *   refreshed (decision 041): the browser's side-by-side requests send the same cookies, all of
 *   them. A request with the refresh token and another access token (or none where the first had
 *   one) is another client holding a copied refresh token: it gets no share, its refresh goes to
 *   the customer service, which sees the reuse (and may end the session), and the caller logs it
 *   as suspected theft (`replay`).
 * - Across replicas (`RedisSessionRefreshes`, REDIS_URL): on top of the replica's own map, a lock
 *   (`SET NX PX`) per hashed refresh token elects the replica that refreshes; it stores the outcome
 *   for the grace, sealed (AES-256-GCM) with a key derived from the refresh token itself, so only a
 *   holder of that token can read it; the others poll for it. While Redis does not answer, each
 *   replica refreshes on its own (logged, metric gateway_session_refresh_store_fallback).
 *
 * Keys and log lines never carry a token: Redis keys and map keys are hashes.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { FallbackRedis, type RedisUse } from './redisFallback.ts';
import type { Tracing } from './tracing.ts';

/** What the customer service answered to a refresh: the new cookies (Set-Cookie headers) or a refusal. */
export type RefreshOutcome = { refused: false; setCookies: string[] } | { refused: true };

/**
 * A request's refresh: its outcome, and whether it was a replay (the refresh token of a refresh
 * running or ended within the grace, sent with another access token: not shared, refreshed at
 * the customer service).
 */
export interface SessionRefresh {
  outcome: RefreshOutcome;
  replay: boolean;
}

/**
 * How long the outcome of a refresh serves requests of the same browser still sent with the old
 * cookies (decision 041): the browser sends them before the first answer with the new cookies has
 * reached it, so within the rest of that answer's work and one round trip of a phone network.
 */
const SESSION_REFRESH_GRACE_MS = 2_000;

export interface SessionRefreshes {
  /**
   * The refresh of this refresh token for a request that sent `accessToken` beside it: `refresh()`
   * is called only when no refresh of the token is running or ended within the grace (on this
   * replica, or with Redis on any) for the same access token.
   */
  run(
    refreshToken: string,
    accessToken: string | undefined,
    refresh: () => Promise<RefreshOutcome>,
  ): Promise<SessionRefresh>;
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** The map and Redis key of a refresh token: a hash, never the token. */
function refreshKey(refreshToken: string): string {
  return createHash('sha256').update('mein-konto session refresh\0').update(refreshToken).digest('base64url');
}

/** What binds a shared outcome to the browser that refreshed: a hash of the access token it sent ('' for none). */
function accessBinding(accessToken: string | undefined): string {
  return accessToken === undefined
    ? ''
    : createHash('sha256').update('mein-konto session refresh binding\0').update(accessToken).digest('base64url');
}

interface Entry {
  refresh: Promise<SessionRefresh>;
  /** The access token (accessBinding) of the request that refreshed. */
  binding: string;
  /** Until when the settled outcome serves; undefined while the refresh runs. */
  until: number | undefined;
}

/** The refreshes of this replica, by hashed refresh token, bounded by size. */
export class LocalSessionRefreshes implements SessionRefreshes {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxEntries: number,
    /** Told the number of entries after every change (the metric gateway_session_refresh_entries). */
    private readonly onSize: (size: number) => void = () => undefined,
    private readonly graceMs = SESSION_REFRESH_GRACE_MS,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  run(
    refreshToken: string,
    accessToken: string | undefined,
    refresh: () => Promise<RefreshOutcome>,
  ): Promise<SessionRefresh> {
    return this.share(
      refreshToken,
      accessBinding(accessToken),
      async () => ({ outcome: await refresh(), replay: false }),
      refresh,
    );
  }

  /**
   * The refresh of this token for a request with this binding: the entry's when one is running or
   * within its grace and has the same binding; with another binding, `replay()` alone (the entry
   * stays the first browser's); else `refresh()`, kept as the entry.
   */
  share(
    refreshToken: string,
    binding: string,
    refresh: () => Promise<SessionRefresh>,
    replay: () => Promise<RefreshOutcome>,
  ): Promise<SessionRefresh> {
    const key = refreshKey(refreshToken);
    const now = Date.now();
    const known = this.entries.get(key);
    if (known && (known.until === undefined || known.until > now)) {
      if (known.binding === binding) return known.refresh;
      return replay().then((outcome) => ({ outcome, replay: true }));
    }
    if (known) this.entries.delete(key);
    this.sweep(now);
    // Bounded: the oldest go first (a refresh still running then finishes for its own requests only).
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < this.maxEntries) break;
      this.entries.delete(oldest);
    }
    const entry: Entry = { refresh: refresh(), binding, until: undefined };
    this.entries.set(key, entry);
    this.onSize(this.entries.size);
    entry.refresh.then(
      () => {
        entry.until = Date.now() + this.graceMs;
      },
      () => {
        // A failed refresh is not kept: the next request may try again.
        if (this.entries.get(key) === entry) this.entries.delete(key);
        this.onSize(this.entries.size);
      },
    );
    return entry.refresh;
  }

  /** Drops the entries whose grace has ended, oldest first, up to the first one still serving. */
  private sweep(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.until === undefined || entry.until > now) break;
      this.entries.delete(key);
    }
  }

  ready(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.entries.clear();
    return Promise.resolve();
  }
}

const PREFIX = 'mein-konto:session-refresh:';

const SESSION_REFRESH_STORE: RedisUse = {
  event: 'session_refresh_store',
  subject: 'Redis for the session refresh',
  whileGone: 'each replica refreshes its sessions on its own until it answers again',
  whenBack: 'refreshes shared by the replicas again',
};

/**
 * KEYS: lock, result; ARGV: owner, lock ms. The stored outcome if there is one (1, sealed), else
 * the lock taken for this owner (2), else another replica holds it (0).
 */
const CLAIM = `
local result = redis.call('GET', KEYS[2])
if result then return {1, result} end
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return {2} end
return {0}
`;

/** KEYS: lock, result; ARGV: owner, sealed outcome ('' for none), grace ms. Stores the outcome, then frees the owner's lock. */
const FINISH = `
if ARGV[2] ~= '' then redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3]) end
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1
`;

/** Raised when another replica's refresh neither ended nor gave up its lock in time (a transient failure). */
class SessionRefreshWaitTimeout extends Error {
  override name = 'SessionRefreshWaitTimeout';
}

export interface RedisSessionRefreshOptions {
  /** How long a replica may hold the lock: longer than the refresh call may take. */
  lockMs: number;
  /** How often a waiting replica looks for the outcome. */
  pollMs?: number;
  graceMs?: number;
}

/** The key that seals a refresh outcome: derived from the refresh token, so Redis alone cannot open it. */
function sealingKey(refreshToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', refreshToken, 'mein-konto', 'session refresh outcome', 32));
}

/** The outcome with the access token (accessBinding) of the request that refreshed, sealed for Redis. */
function sealOutcome(refreshToken: string, outcome: RefreshOutcome, binding: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(refreshToken), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify({ ...outcome, binding }), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

function openOutcome(refreshToken: string, sealed: string): { outcome: RefreshOutcome; binding: string } {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(refreshToken), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const json = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  const stored = JSON.parse(json) as RefreshOutcome & { binding?: unknown };
  if (typeof stored.binding !== 'string') throw new Error('a stored refresh outcome is malformed');
  if (stored.refused) return { outcome: { refused: true }, binding: stored.binding };
  if (!Array.isArray(stored.setCookies) || !stored.setCookies.every((c) => typeof c === 'string'))
    throw new Error('a stored refresh outcome is malformed');
  return { outcome: { refused: false, setCookies: stored.setCookies }, binding: stored.binding };
}

type Claim = { kind: 'outcome'; sealed: string } | { kind: 'lead' } | { kind: 'wait' } | { kind: 'alone' };

/** The refreshes shared by every replica through Redis, on top of this replica's own. */
export class RedisSessionRefreshes implements SessionRefreshes {
  private readonly store: FallbackRedis;
  private readonly pollMs: number;
  private readonly graceMs: number;

  constructor(
    url: string,
    private readonly local: LocalSessionRefreshes,
    private readonly options: RedisSessionRefreshOptions,
    log: FastifyBaseLogger,
    onFallback: (active: boolean) => void = () => undefined,
    tracing?: Tracing,
  ) {
    this.store = new FallbackRedis(url, SESSION_REFRESH_STORE, log, onFallback, tracing);
    this.pollMs = options.pollMs ?? 25;
    this.graceMs = options.graceMs ?? SESSION_REFRESH_GRACE_MS;
  }

  ready(): Promise<void> {
    return this.store.ready();
  }

  run(
    refreshToken: string,
    accessToken: string | undefined,
    refresh: () => Promise<RefreshOutcome>,
  ): Promise<SessionRefresh> {
    const binding = accessBinding(accessToken);
    // One request of this replica asks Redis; the replica's other requests of the browser wait for it here.
    return this.local.share(refreshToken, binding, () => this.acrossReplicas(refreshToken, binding, refresh), refresh);
  }

  private async acrossReplicas(
    refreshToken: string,
    binding: string,
    refresh: () => Promise<RefreshOutcome>,
  ): Promise<SessionRefresh> {
    const key = refreshKey(refreshToken);
    const lock = `${PREFIX}lock:${key}`;
    const result = `${PREFIX}result:${key}`;
    const owner = randomUUID();
    const until = Date.now() + 2 * this.options.lockMs;
    for (;;) {
      const claim = await this.store.guarded<Claim>(
        'claim',
        async (redis) => {
          const answer = (await redis.eval(CLAIM, 2, lock, result, owner, this.options.lockMs)) as [number, string?];
          if (answer[0] === 1) return { kind: 'outcome', sealed: String(answer[1]) };
          return answer[0] === 2 ? { kind: 'lead' } : { kind: 'wait' };
        },
        () => ({ kind: 'alone' }),
      );
      if (claim.kind === 'outcome') {
        const stored = openOutcome(refreshToken, claim.sealed);
        if (stored.binding === binding) return { outcome: stored.outcome, replay: false };
        return { outcome: await refresh(), replay: true };
      }
      if (claim.kind === 'alone') return { outcome: await refresh(), replay: false };
      if (claim.kind === 'lead')
        return { outcome: await this.lead(refreshToken, binding, lock, result, owner, refresh), replay: false };
      if (Date.now() >= until)
        throw new SessionRefreshWaitTimeout('another replica’s session refresh did not end in time');
      await sleep(this.pollMs);
    }
  }

  /** This replica refreshes; the outcome goes to Redis for the others (a failure only frees the lock: another may try). */
  private async lead(
    refreshToken: string,
    binding: string,
    lock: string,
    result: string,
    owner: string,
    refresh: () => Promise<RefreshOutcome>,
  ): Promise<RefreshOutcome> {
    let outcome: RefreshOutcome;
    try {
      outcome = await refresh();
    } catch (error) {
      await this.finish(lock, result, owner, '');
      throw error;
    }
    // Once refreshed, the outcome is this request's whatever Redis does: never a second refresh.
    await this.finish(lock, result, owner, sealOutcome(refreshToken, outcome, binding));
    return outcome;
  }

  private finish(lock: string, result: string, owner: string, sealed: string): Promise<unknown> {
    return this.store.guarded(
      'finish',
      (redis) => redis.eval(FINISH, 2, lock, result, owner, sealed, this.graceMs),
      () => undefined,
    );
  }

  async close(): Promise<void> {
    await this.local.close();
    await this.store.close();
  }
}
