/** The stock reminder service: reminders for sold-out products, confirmed and ended from their e-mails' links (no login). */
import { stockReminderService } from '@mein-konto/schema/upstream/stockReminder';
import { defineMockService } from '../../kernel/mockService.ts';
import { stockReminderAdmin } from './admin.ts';
import { reminderHandlers } from './reminders.ts';

export const stockReminderMock = defineMockService(stockReminderService, [reminderHandlers], {
  admin: stockReminderAdmin,
});
