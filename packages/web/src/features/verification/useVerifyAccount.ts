/**
 * Verifies a customer without online credentials (order number, customer number or address). Changes
 * nothing the cache holds: the way on is a page of its own.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { VerifyAccountDocument } from './VerifyAccount.generated.ts';

export function useVerifyAccount() {
  return useMutationOutcome(VerifyAccountDocument, 'verifyAccount');
}
