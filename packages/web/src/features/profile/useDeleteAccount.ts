/**
 * Deletes the account (with the password). Not cached (no-cache): after a deletion the page clears
 * the whole store itself, once it has left the account area.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { DeleteAccountDocument } from './DeleteAccount.generated.ts';

export function useDeleteAccount() {
  return useMutationOutcome(DeleteAccountDocument, 'deleteAccount', { fetchPolicy: 'no-cache' });
}
