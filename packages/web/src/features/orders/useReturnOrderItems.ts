/**
 * Registers a return of an order's items (the idempotency key the same for the action's retries).
 * The answer carries the return's id; the order's returns show on its next load.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { ReturnOrderItemsDocument } from './ReturnOrderItems.generated.ts';

export function useReturnOrderItems() {
  return useMutationOutcome(ReturnOrderItemsDocument, 'returnOrderItems');
}
