/**
 * Sets the preferred payment method. The answer carries the payment methods, merged into the cache
 * by id.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { SetPreferredPaymentMethodDocument } from './SetPreferredPaymentMethod.generated.ts';

export function useSetPreferredPaymentMethod() {
  return useMutationOutcome(SetPreferredPaymentMethodDocument, 'setPreferredPaymentMethod');
}
