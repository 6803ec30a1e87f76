/**
 * Adds a delivery address (postal or a pickup station). The answer carries the address book's
 * delivery addresses, which merge into the cache by id: the book shows the new one without loading again.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { AddDeliveryAddressDocument } from './AddDeliveryAddress.generated.ts';

export function useAddDeliveryAddress() {
  return useMutationOutcome(AddDeliveryAddressDocument, 'addDeliveryAddress');
}
