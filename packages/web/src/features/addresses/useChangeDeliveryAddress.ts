/**
 * Changes a delivery address. The answer carries the address book's delivery addresses, which
 * merge into the cache by id (the changed address and, when it became preferred, the others).
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { ChangeDeliveryAddressDocument } from './ChangeDeliveryAddress.generated.ts';

export function useChangeDeliveryAddress() {
  return useMutationOutcome(ChangeDeliveryAddressDocument, 'changeDeliveryAddress');
}
