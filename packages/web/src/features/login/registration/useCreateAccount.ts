/**
 * Registers a customer (full account). The answer (CreateAccount_result) carries the session of a
 * registration that logs in, merged into the cache.
 */
import { useMutationOutcome } from '../../../lib/mutationOutcome.ts';
import { CreateAccountDocument } from './CreateAccount.generated.ts';

export function useCreateAccount() {
  return useMutationOutcome(CreateAccountDocument, 'createAccount');
}
