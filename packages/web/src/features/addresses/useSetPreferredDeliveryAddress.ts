/**
 * Makes a delivery address the preferred one. The answer carries the address book's delivery
 * addresses (the new and the former preferred one), merged into the cache by id.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { SetPreferredDeliveryAddressDocument } from './SetPreferredDeliveryAddress.generated.ts';

export function useSetPreferredDeliveryAddress() {
  return useMutationOutcome(SetPreferredDeliveryAddressDocument, 'setPreferredDeliveryAddress');
}
