/**
 * Switches "stay logged in". The answer carries the customer's setting, merged into the cache by id
 * (or, when it failed, the setting in force).
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { SetStayLoggedInDocument } from './SetStayLoggedIn.generated.ts';

export function useSetStayLoggedIn() {
  return useMutationOutcome(SetStayLoggedInDocument, 'setStayLoggedIn');
}
