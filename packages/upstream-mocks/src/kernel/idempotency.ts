/**
 * Idempotency keys of the services' writes (returns, cancellations, withdrawal confirmations,
 * support requests): the first answer to a key is remembered per scope (the customer, or the
 * withdrawal request) and given again for a repeated key, so a client's retry after a lost
 * answer does not write twice. Refusals are not remembered: a retry runs again.
 *
 * Keys come from clients: a key is remembered by its hash (a long header costs no more than a
 * short one), and only the newest MAX_REMEMBERED answers are kept (the oldest is forgotten first).
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HEADER } from '@mein-konto/schema/upstream/common';
import { TransientState } from './kernel.ts';

/** How many answers are remembered at most, over all scopes. */
export const MAX_REMEMBERED = 5_000;

export class IdempotentAnswers extends TransientState<unknown> {
  /** `run`'s answer, or the remembered answer of an earlier request with the same key in this scope. */
  answer<T>(request: FastifyRequest, scope: string, run: () => T): T {
    const header = request.headers[HEADER.idempotencyKey];
    const key =
      typeof header === 'string' && header.trim() !== ''
        ? createHash('sha256').update(scope).update('\n').update(header.trim()).digest('base64url')
        : undefined;
    if (key !== undefined && this.records.has(key)) return this.records.get(key) as T;
    const result = run();
    if (key !== undefined) {
      this.records.set(key, result);
      // A Map iterates in insertion order: its first key is the oldest.
      if (this.records.size > MAX_REMEMBERED) this.records.delete(this.records.keys().next().value as string);
    }
    return result;
  }
}
