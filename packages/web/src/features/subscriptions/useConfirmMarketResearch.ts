/**
 * Confirms the market research participation of an e-mailed link (spent once). Changes nothing
 * the cache holds.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { ConfirmMarketResearchDocument } from './ConfirmMarketResearch.generated.ts';

export function useConfirmMarketResearch() {
  return useMutationOutcome(ConfirmMarketResearchDocument, 'confirmMarketResearch');
}
