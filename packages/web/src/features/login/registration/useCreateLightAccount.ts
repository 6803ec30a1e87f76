/**
 * Registers a light account (name and e-mail only). The answer is a CreateAccount_result.
 */
import { useMutationOutcome } from '../../../lib/mutationOutcome.ts';
import { CreateLightAccountDocument } from './CreateLightAccount.generated.ts';

export function useCreateLightAccount() {
  return useMutationOutcome(CreateLightAccountDocument, 'createLightAccount');
}
