/**
 * Creates or changes the billing address. The answer carries the address and the customer's
 * billing address and profile flag (hasBillingAddress), merged into the cache by id: the address
 * book and the complete-profile hint show the new state without loading again.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { SaveBillingAddressDocument } from './SaveBillingAddress.generated.ts';

export function useSaveBillingAddress() {
  return useMutationOutcome(SaveBillingAddressDocument, 'saveBillingAddress');
}
