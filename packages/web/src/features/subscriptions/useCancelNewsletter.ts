/**
 * Unsubscribes the newsletter of an e-mail's link or reduces it to weekly. The answer carries the
 * subscription (CancelNewsletter_subscription), merged into the cache by id.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { CancelNewsletterDocument } from './CancelNewsletter.generated.ts';

export function useCancelNewsletter() {
  return useMutationOutcome(CancelNewsletterDocument, 'cancelNewsletter');
}
