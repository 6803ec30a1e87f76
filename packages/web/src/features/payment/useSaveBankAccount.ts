/**
 * Saves the direct-debit bank account (after the IBAN check and the SEPA mandate). The answer
 * carries the payment methods with the new account, merged into the cache by id.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { SaveBankAccountDocument } from './SaveBankAccount.generated.ts';

export function useSaveBankAccount() {
  return useMutationOutcome(SaveBankAccountDocument, 'saveBankAccount');
}
