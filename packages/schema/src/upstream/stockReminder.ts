/**
 * Contract of the stock reminder service: a customer asked to be told by e-mail when a sold-out
 * product is back. The reminder is confirmed by double opt-in (a link with a token) and ended
 * from the link in any reminder e-mail (its reminder id, long and random), both without login.
 */
import { z } from 'zod';
import { noBody, noQuery, route, type ServiceContract } from './contract.ts';

export const stockReminder = z.object({
  reminder_id: z.string(),
  status: z.enum(['PENDING', 'ACTIVE', 'UNSUBSCRIBED']),
  product_name: z.string(),
  base_product_no: z.string(),
});

export const stockReminderUnsubscribeResponse = stockReminder.extend({
  /** The reminder was ended before this call (a repeated click). */
  already_unsubscribed: z.boolean(),
});

export const stockReminderService = {
  name: 'stockReminder',
  basePath: '/stock-reminder-service',
  routes: {
    stockReminder: route({
      method: 'GET',
      path: '/reminders/:id',
      credentials: false,
      status: 200,
      query: noQuery,
      body: noBody,
      response: stockReminder,
    }),
    unsubscribeStockReminder: route({
      method: 'DELETE',
      path: '/reminders/:id',
      credentials: false,
      status: 200,
      query: noQuery,
      body: noBody,
      response: stockReminderUnsubscribeResponse,
    }),
    confirmStockReminder: route({
      method: 'POST',
      path: '/reminders/doi/verify',
      credentials: false,
      status: 200,
      query: noQuery,
      body: z.object({ token: z.string() }),
      response: stockReminder,
    }),
  },
} as const satisfies ServiceContract;
