/**
 * The login's first step: what the username is (e-mail or customer number) and how it goes on.
 * Changes nothing the cache holds.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { CheckUsernameDocument } from './CheckUsername.generated.ts';

export function useCheckUsername() {
  return useMutationOutcome(CheckUsernameDocument, 'checkUsername');
}
