/**
 * Sends a magic link to the customer's e-mail address. Changes nothing the cache holds.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { RequestMagicLinkDocument } from './RequestMagicLink.generated.ts';

export function useRequestMagicLink() {
  return useMutationOutcome(RequestMagicLinkDocument, 'requestMagicLink');
}
