/**
 * Cancels an order online (the idempotency key the same for the action's retries). The answer
 * carries the order (OrderDetails_order, or OrderActions_order when it cannot be cancelled any
 * more), merged into the cache by id: its details and the order list show the new state.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { CancelOrderDocument } from './CancelOrder.generated.ts';

export function useCancelOrder() {
  return useMutationOutcome(CancelOrderDocument, 'cancelOrder');
}
