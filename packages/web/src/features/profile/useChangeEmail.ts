/**
 * Asks for an e-mail change (double opt-in: a link goes to the new address). Changes nothing the
 * cache holds until the link is confirmed.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { ChangeEmailDocument } from './ChangeEmail.generated.ts';

export function useChangeEmail() {
  return useMutationOutcome(ChangeEmailDocument, 'changeEmail');
}
