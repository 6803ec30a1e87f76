/**
 * Unsubscribes the upsell e-mails of an order's e-mail link. Changes nothing the cache holds.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { UnsubscribeUpsellDocument } from './UnsubscribeUpsell.generated.ts';

export function useUnsubscribeUpsell() {
  return useMutationOutcome(UnsubscribeUpsellDocument, 'unsubscribeUpsell');
}
