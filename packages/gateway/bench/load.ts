/**
 * The load of the bench (`pnpm bench`) and the drill (`pnpm drill`): the operations they send,
 * the checked targets and the load loop — connections of an undici pool sending
 * requests back to back, every answer timed, checked and counted — and its percentiles. The
 * gateway process they send it to is started by test/productionGateway.ts.
 */
import { webOperation } from '@mein-konto/testing';
import { Pool } from 'undici';

export const PAGE_SIZE = 20;

export const ACCOUNT_HOME = /* GraphQL */ `
  query AccountHome {
    viewer {
      id
      state
      customer {
        id
        customerNumber
        firstName
        lastName
        isLightUser
        hasPassword
        socialLoginProvider
        personalDetails {
          id
          customerNumber
          email
          salutation
          firstName
          lastName
          countryCode
          dateOfBirth
          preferredPaymentMethod
          totalOrders
          hasBillingAddress
        }
      }
    }
    featureFlags {
      id
      completeProfile
      contactForm
    }
  }
`;
/** The web's own Login operation (what the SPA sends). */
const LOGIN = webOperation('Login');
export const ORDER_HISTORY = /* GraphQL */ `
  query OrderHistory {
    viewer {
      id
      customer {
        id
        orders(first: ${String(PAGE_SIZE)}) {
          totalCount
          pageInfo { hasNextPage endCursor }
          edges { cursor node { id number placedAt status paymentType itemCount total { amount currency } items { id sku title quantity status product { id name brand imageUrl } } } }
        }
      }
    }
  }
`;

/** What the bench and the drill send, for the production gateway's trusted documents (test/productionGateway.ts manifestFolder). */
export const LOAD_OPERATIONS = [LOGIN, ACCOUNT_HOME, ORDER_HISTORY];

/** A positive number from the environment, else the fallback. */
export function num(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export interface Target {
  name: string;
  origin: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Checks one answer body; throws when it is not the expected data. */
  check: (body: string) => void;
}

/**
 * One request's outcome: its HTTP status (0: the connection failed), whether the answer was the
 * expected data (a 200 whose check passed), its latency and when it started.
 */
export interface Outcome {
  target: string;
  status: number;
  ok: boolean;
  retryAfter: boolean;
  ms: number;
  startedAt: number;
}

/**
 * Sends requests over `connections` connections of one undici pool, back to back, until `until()`
 * is true; each connection cycles through `targets` (a mix). Every answer is checked (so wrong or
 * partial answers cannot pass as fast ones) and every outcome goes to `record`.
 */
export async function drive(
  origin: string,
  targets: Target[],
  connections: number,
  until: () => boolean,
  record: (outcome: Outcome) => void,
): Promise<void> {
  const pool = new Pool(origin, { connections, pipelining: 1 });
  await Promise.all(
    Array.from({ length: connections }, async (_, lane) => {
      let turn = lane;
      while (!until()) {
        const target = targets[turn++ % targets.length];
        if (!target) return;
        const startedAt = performance.now();
        try {
          const res = await pool.request({
            method: target.method,
            path: target.path,
            headers: target.headers,
            body: target.body,
          });
          const text = await res.body.text();
          let ok = res.statusCode === 200;
          try {
            if (ok) target.check(text);
          } catch {
            ok = false;
          }
          record({
            target: target.name,
            status: res.statusCode,
            ok,
            retryAfter: res.headers['retry-after'] !== undefined,
            ms: performance.now() - startedAt,
            startedAt,
          });
        } catch {
          record({
            target: target.name,
            status: 0,
            ok: false,
            retryAfter: false,
            ms: performance.now() - startedAt,
            startedAt,
          });
        }
      }
    }),
  );
  await pool.close();
}

/** An answer that is not the expected data. */
class CheckError extends Error {}

export interface Samples {
  latencies: number[];
  /** Answers other than the expected 200 plus requests that failed. */
  errors: number;
  seconds: number;
  /** CPU time the server process used meanwhile. */
  cpuMs?: number;
}

/** One target for `seconds` over `connections` connections: latencies of the 200 answers, everything else an error. */
export async function load(target: Target, seconds: number, connections: number): Promise<Samples> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await drive(
    target.origin,
    [target],
    connections,
    () => performance.now() >= end,
    (outcome) => {
      if (outcome.ok) latencies.push(outcome.ms);
      else errors++;
    },
  );
  return { latencies, errors, seconds: (performance.now() - started) / 1000 };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** A GraphQL request through the gateway at `origin`, with the answer it must contain. */
export function graphqlTarget(
  name: string,
  origin: string,
  cookie: string,
  body: { query: string; variables?: unknown },
  expect: string,
): Target {
  return {
    name,
    origin,
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', 'x-market': 'de', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
    // Substrings, not a parse: every answer is checked under load.
    check: (text) => {
      if (text.includes('"errors":') || !text.includes(expect))
        throw new CheckError(`${name}: unexpected answer ${text.slice(0, 300)}`);
    },
  };
}
