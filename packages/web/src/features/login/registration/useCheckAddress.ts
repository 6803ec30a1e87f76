/**
 * The registration's address check: a suggestion to choose from, or nothing to say. Changes
 * nothing the cache holds.
 */
import { useMutationOutcome } from '../../../lib/mutationOutcome.ts';
import { CheckAddressDocument } from './CheckAddress.generated.ts';

export function useCheckAddress() {
  return useMutationOutcome(CheckAddressDocument, 'checkAddress');
}
