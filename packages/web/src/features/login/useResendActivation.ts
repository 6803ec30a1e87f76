/**
 * Sends the account activation e-mail again. Changes nothing the cache holds.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { ResendActivationDocument } from './ResendActivation.generated.ts';

export function useResendActivation() {
  return useMutationOutcome(ResendActivationDocument, 'resendActivation');
}
