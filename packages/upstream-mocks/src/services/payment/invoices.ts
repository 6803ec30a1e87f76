/** The session customer's open invoices and balance (`routes.openInvoices`). */
import type { paymentService } from '@mein-konto/schema/upstream/payment';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { moneyOf } from '../../kernel/money.ts';
import { Sessions } from '../customer/sessions.ts';
import { Invoices } from './state.ts';

export function invoiceHandlers(kernel: Kernel) {
  const sessions = kernel.state(Sessions);
  const invoices = kernel.state(Invoices);
  return {
    openInvoices: ({ request }) => {
      const { customer } = sessions.require(request);
      const open = invoices.openOf(customer.customerNumber);
      const balanceCents = open.reduce((sum, i) => sum + i.amountCents, 0);
      return {
        invoices: open.map((i) => ({
          id: i.id,
          number: i.number,
          order_number: i.orderNumber,
          amount: moneyOf(i.amountCents, i.currency),
          due_date: i.dueDate,
          status: i.status,
        })),
        balance: moneyOf(balanceCents, customer.currency),
      };
    },
  } satisfies Partial<ServiceHandlers<typeof paymentService>>;
}
