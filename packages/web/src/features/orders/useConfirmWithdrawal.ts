/**
 * Confirms a started withdrawal (the idempotency key the same for the action's retries). The answer
 * carries the confirmation; the order's withdrawal state shows on its next load.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { ConfirmWithdrawalDocument } from './ConfirmWithdrawal.generated.ts';

export function useConfirmWithdrawal() {
  return useMutationOutcome(ConfirmWithdrawalDocument, 'confirmWithdrawal');
}
