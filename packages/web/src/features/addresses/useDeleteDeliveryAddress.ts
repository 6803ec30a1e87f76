/**
 * Deletes a delivery address (softly: it can be restored). The answer carries the address book's
 * delivery addresses with the address marked deleted, merged into the cache by id.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { DeleteDeliveryAddressDocument } from './DeleteDeliveryAddress.generated.ts';

export function useDeleteDeliveryAddress() {
  return useMutationOutcome(DeleteDeliveryAddressDocument, 'deleteDeliveryAddress');
}
