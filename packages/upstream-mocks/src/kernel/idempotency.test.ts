import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useMocks } from '../../test/harness.ts';
import { IdempotentAnswers, MAX_REMEMBERED } from './idempotency.ts';

const mocks = useMocks();

/** A request carrying a distinct 4 kB idempotency key. */
const withKey = (n: number) =>
  ({
    headers: { 'idempotency-key': `${String(n).padStart(8, '0')}-${'k'.repeat(4_000)}` },
  }) as unknown as FastifyRequest;

describe('idempotency keys', () => {
  it('stay bounded under thousands of distinct large keys: the newest are remembered, the oldest forgotten', () => {
    const answers = mocks.kernel.state(IdempotentAnswers);
    let runs = 0;
    const count = MAX_REMEMBERED + 1_000;
    for (let n = 0; n < count; n += 1) answers.answer(withKey(n), 'basket:10012345', () => ++runs);
    expect(runs).toBe(count);
    // The newest key is remembered: its repetition runs nothing and gets the first answer.
    expect(answers.answer(withKey(count - 1), 'basket:10012345', () => ++runs)).toBe(count);
    // The oldest were forgotten when the store was full: a repetition runs again.
    expect(answers.answer(withKey(0), 'basket:10012345', () => ++runs)).toBe(count + 1);
    // The same key in another scope is another request.
    expect(answers.answer(withKey(count - 1), 'basket:20023456', () => ++runs)).toBe(count + 2);
  });
});
