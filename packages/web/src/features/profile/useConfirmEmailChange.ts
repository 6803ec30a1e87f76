/**
 * Confirms an e-mail change by its link's token (spent once). The answer carries the new address.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { ConfirmEmailChangeDocument } from './ConfirmEmailChange.generated.ts';

export function useConfirmEmailChange() {
  return useMutationOutcome(ConfirmEmailChangeDocument, 'confirmEmailChange');
}
