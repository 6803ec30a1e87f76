/**
 * Completes a social login after the provider's redirect. A success answers the session
 * (Login_result), merged into the cache.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { CompleteSocialLoginDocument } from './CompleteSocialLogin.generated.ts';

export function useCompleteSocialLogin() {
  return useMutationOutcome(CompleteSocialLoginDocument, 'completeSocialLogin');
}
