/**
 * Ends a stock reminder of an e-mail's link. The answer carries the reminder
 * (UnsubscribeStockReminder_reminder), merged into the cache by id.
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { UnsubscribeStockReminderDocument } from './UnsubscribeStockReminder.generated.ts';

export function useUnsubscribeStockReminder() {
  return useMutationOutcome(UnsubscribeStockReminderDocument, 'unsubscribeStockReminder');
}
