/** The payment service: the session customer's open invoices and balance. */
import type { FastifyPluginAsync } from 'fastify';
import { paymentService } from '@mein-konto/schema/upstream/payment';
import { contractRoutes } from '../../kernel/contractRoute.ts';
import type { MockService, ServicePluginOptions } from '../../kernel/mockService.ts';
import { moneyOf } from '../../kernel/money.ts';
import { requireSession } from '../customer/sessions.ts';

const plugin: FastifyPluginAsync<ServicePluginOptions> = async (app, { store, validateResponses }) => {
  const route = contractRoutes(app, { validateResponses });

  route(paymentService.routes.openInvoices, ({ request }) => {
    const { customer } = requireSession(request, store);
    const invoices = store.invoices
      .filter((i) => i.customerNumber === customer.customerNumber)
      .sort((a, b) => b.dueDate.localeCompare(a.dueDate) || b.number.localeCompare(a.number));
    const balanceCents = invoices.reduce((sum, i) => sum + i.amountCents, 0);
    return {
      invoices: invoices.map((i) => ({
        id: i.id,
        number: i.number,
        order_number: i.orderNumber,
        amount: moneyOf(i.amountCents, i.currency),
        due_date: i.dueDate,
        status: i.status,
      })),
      balance: moneyOf(balanceCents, customer.currency),
    };
  });
};

export const paymentMock: MockService = { contract: paymentService, plugin };
