/**
 * Activates an account by its e-mailed link's token (spent once). Changes nothing the cache holds:
 * the customer logs in next.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { ActivateAccountDocument } from './ActivateAccount.generated.ts';

export function useActivateAccount() {
  return useMutationOutcome(ActivateAccountDocument, 'activateAccount');
}
