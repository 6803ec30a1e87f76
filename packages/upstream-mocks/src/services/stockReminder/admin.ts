/**
 * The stock reminder service's admin route: a new reminder for a customer, with its double
 * opt-in e-mail (`confirm: true`, the default) or active at once with the "back in stock" e-mail.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../kernel/errors.ts';
import type { SliceOptions } from '../../kernel/mockService.ts';
import { normaliseCustomerNumber } from '../customer/model.ts';
import { Customers } from '../customer/state.ts';
import { PRODUCTS } from '../product/catalog.ts';
import { StockReminders } from './state.ts';

const request = z.object({ customer_number: z.string(), confirm: z.boolean().default(true) }).strict();

export const stockReminderAdmin: FastifyPluginAsync<SliceOptions> = async (app, options) => {
  const reminders = options.kernel.state(StockReminders);
  const customers = options.kernel.state(Customers);
  app.post('/stock-reminder/mail', async (req, reply) => {
    const { customer_number, confirm } = parseInput(request, req.body, 'body');
    const customer = customers.byNumber(normaliseCustomerNumber(customer_number));
    if (!customer) return reply.code(404).send({ status: 404, detail: 'no such customer' });
    const record = reminders.add(customer.customerNumber, PRODUCTS.decke, confirm ? 'PENDING' : 'ACTIVE');
    if (confirm) reminders.sendConfirmation(record);
    else reminders.sendReminder(record);
    return reply.code(204).send();
  });
};
