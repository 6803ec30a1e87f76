/**
 * Starts a social login: the provider's authorization address and the state to check on return.
 * Changes nothing the cache holds.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { StartSocialLoginDocument } from './StartSocialLogin.generated.ts';

export function useStartSocialLogin() {
  return useMutationOutcome(StartSocialLoginDocument, 'startSocialLogin');
}
