/**
 * Confirms a stock reminder by its e-mailed link's token (spent once). The answer carries the
 * reminder, merged into the cache by id.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { ConfirmStockReminderDocument } from './ConfirmStockReminder.generated.ts';

export function useConfirmStockReminder() {
  return useMutationOutcome(ConfirmStockReminderDocument, 'confirmStockReminder');
}
