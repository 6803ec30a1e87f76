/**
 * Checks an IBAN before the SEPA mandate is shown: the masked IBAN, bank and BIC. Changes nothing,
 * so nothing in the cache.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { ValidateIbanDocument } from './ValidateIban.generated.ts';

export function useValidateIban() {
  return useMutationOutcome(ValidateIbanDocument, 'validateIban');
}
