/**
 * Sets a new password with an e-mailed link's token (also a legacy link's). The answer carries the
 * viewer's password state, merged into the cache by id.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { SetPasswordDocument } from './SetPassword.generated.ts';

export function useSetPassword() {
  return useMutationOutcome(SetPasswordDocument, 'setPassword');
}
