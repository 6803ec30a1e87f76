/**
 * Logs in with username and password. A success answers the session the account shell reads
 * (Login_result), merged into the cache: the account area shows without loading the viewer again.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { LoginDocument } from './Login.generated.ts';

export function useLogin() {
  return useMutationOutcome(LoginDocument, 'login');
}
