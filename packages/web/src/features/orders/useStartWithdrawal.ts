/**
 * Starts a withdrawal (from the account for an own order, or on the public page with order number
 * and e-mail). The answer carries the request and its secret for the confirmation step.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { StartWithdrawalDocument } from './StartWithdrawal.generated.ts';

export function useStartWithdrawal() {
  return useMutationOutcome(StartWithdrawalDocument, 'startWithdrawal');
}
