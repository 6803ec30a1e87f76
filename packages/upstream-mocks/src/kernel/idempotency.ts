/**
 * Idempotency keys of the services' writes (returns, cancellations, withdrawal confirmations,
 * support requests): the first answer to a key is remembered per scope (the customer, or the
 * withdrawal request) and given again for a repeated key, so a client's retry after a lost
 * answer does not write twice. Refusals are not remembered: a retry runs again.
 */
import type { FastifyRequest } from 'fastify';
import { HEADER } from '@mein-konto/schema/upstream/common';
import { TransientState } from './kernel.ts';

export class IdempotentAnswers extends TransientState<unknown> {
  /** `run`'s answer, or the remembered answer of an earlier request with the same key in this scope. */
  answer<T>(request: FastifyRequest, scope: string, run: () => T): T {
    const header = request.headers[HEADER.idempotencyKey];
    const key = typeof header === 'string' && header.trim() !== '' ? `${scope}\n${header.trim()}` : undefined;
    if (key !== undefined && this.records.has(key)) return this.records.get(key) as T;
    const result = run();
    if (key !== undefined) this.records.set(key, result);
    return result;
  }
}
