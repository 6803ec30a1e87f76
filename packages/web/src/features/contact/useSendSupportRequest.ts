/**
 * Sends the contact form (the idempotency key the same for the action's retries). Changes nothing
 * the cache holds.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { SendSupportRequestDocument } from './SendSupportRequest.generated.ts';

export function useSendSupportRequest() {
  return useMutationOutcome(SendSupportRequestDocument, 'sendSupportRequest');
}
