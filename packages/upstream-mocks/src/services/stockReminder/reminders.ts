/**
 * Stock reminders from the links of their e-mails (`routes.stockReminder`,
 * `routes.unsubscribeStockReminder`, `routes.confirmStockReminder`): ending a reminder twice
 * answers it with `already_unsubscribed`; a confirmation token is single use and expires.
 */
import type { stockReminderService } from '@mein-konto/schema/upstream/stockReminder';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { StockReminders, type ReminderRecord } from './state.ts';

function wire(record: ReminderRecord) {
  return {
    reminder_id: record.id,
    status: record.status,
    product_name: record.productName,
    base_product_no: record.baseProductNo,
  };
}

export function reminderHandlers(kernel: Kernel) {
  const reminders = kernel.state(StockReminders);

  function find(id: string | undefined): ReminderRecord {
    const record = id === undefined ? undefined : reminders.byId(id);
    if (!record) throw new UpstreamError(404, 'reminder_not_found', { detail: 'no reminder with this id' });
    return record;
  }

  return {
    stockReminder: ({ params }) => wire(find(params.id)),

    unsubscribeStockReminder: ({ params }) => {
      const record = find(params.id);
      const already = record.status === 'UNSUBSCRIBED';
      record.status = 'UNSUBSCRIBED';
      return { ...wire(record), already_unsubscribed: already };
    },

    confirmStockReminder: ({ body }) => {
      const redeemed = reminders.redeem(body.token);
      if (redeemed === 'unknown') throw new UpstreamError(400, 'token_invalid', { detail: 'token unknown' });
      if (redeemed === 'expired') throw new UpstreamError(410, 'token_expired', { detail: 'token expired' });
      if (redeemed === 'used') throw new UpstreamError(409, 'token_already_used', { detail: 'token already used' });
      if (redeemed.status === 'PENDING') redeemed.status = 'ACTIVE';
      return wire(redeemed);
    },
  } satisfies Partial<ServiceHandlers<typeof stockReminderService>>;
}
