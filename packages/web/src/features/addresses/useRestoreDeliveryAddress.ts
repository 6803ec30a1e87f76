/**
 * Restores a deleted delivery address. The answer carries the address book's delivery addresses,
 * merged into the cache by id.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { RestoreDeliveryAddressDocument } from './RestoreDeliveryAddress.generated.ts';

export function useRestoreDeliveryAddress() {
  return useMutationOutcome(RestoreDeliveryAddressDocument, 'restoreDeliveryAddress');
}
