/**
 * Deletes the direct-debit bank account. The answer carries the payment methods (without the
 * account, and the preferred method the service chose instead), merged into the cache by id.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { DeleteBankAccountDocument } from './DeleteBankAccount.generated.ts';

export function useDeleteBankAccount() {
  return useMutationOutcome(DeleteBankAccountDocument, 'deleteBankAccount');
}
