/**
 * Logs in with a magic link's token (spent once). A success answers the session (Login_result),
 * merged into the cache.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { VerifyMagicLinkDocument } from './VerifyMagicLink.generated.ts';

export function useVerifyMagicLink() {
  return useMutationOutcome(VerifyMagicLinkDocument, 'verifyMagicLink');
}
