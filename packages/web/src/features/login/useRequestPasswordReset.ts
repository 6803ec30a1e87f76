/**
 * Sends a link to set a new password (forgot password, a light account's first password, a social
 * customer's password). Changes nothing the cache holds.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { RequestPasswordResetDocument } from './RequestPasswordReset.generated.ts';

export function useRequestPasswordReset() {
  return useMutationOutcome(RequestPasswordResetDocument, 'requestPasswordReset');
}
