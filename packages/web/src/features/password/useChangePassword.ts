/**
 * Changes the password (the current one first). The answer carries the viewer's password state,
 * merged into the cache by id.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { ChangePasswordDocument } from './ChangePassword.generated.ts';

export function useChangePassword() {
  return useMutationOutcome(ChangePasswordDocument, 'changePassword');
}
