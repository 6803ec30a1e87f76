/**
 * The idempotency key of one customer action (a return, a cancellation, a withdrawal): the same
 * for every retry of that action, so a retry after a lost answer does not act twice; renewed
 * once the action succeeded, so the next action is a new one.
 */
import { useCallback, useState } from 'react';

export function useIdempotencyKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setKey(crypto.randomUUID()), []);
  return { key, renew };
}
