/**
 * Creates or changes the billing address. The answer carries the address and the customer's
 * billing address and profile flag (hasBillingAddress), merged into the cache by id: the address
 * book and the complete-profile hint show the new state without loading again. The payment
 * settings (one per customer, with the customer's id) carry the same flag: it is set there too, so
 * the payment methods offer direct debit at once after the first billing address.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { SaveBillingAddressDocument } from './SaveBillingAddress.generated.ts';

export function useSaveBillingAddress() {
  return useMutationOutcome(SaveBillingAddressDocument, 'saveBillingAddress', {
    update: (cache, { data }) => {
      if (data?.saveBillingAddress.__typename !== 'BillingAddressSaved') return;
      // A saved billing address means the customer has one.
      cache.modify({
        id: cache.identify({ __typename: 'PaymentMethods', id: data.saveBillingAddress.customer.id }),
        fields: { hasBillingAddress: () => true },
      });
    },
  });
}
