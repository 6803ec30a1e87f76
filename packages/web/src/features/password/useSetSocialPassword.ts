/**
 * Sets the first password of a customer who came through a social login (by link or with the
 * session). The answer carries the viewer's password state, merged into the cache by id.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { SetSocialPasswordDocument } from './SetSocialPassword.generated.ts';

export function useSetSocialPassword() {
  return useMutationOutcome(SetSocialPasswordDocument, 'setSocialPassword');
}
