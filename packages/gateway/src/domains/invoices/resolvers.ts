/** Resolvers of the invoices domain: the customer's open invoices from the payment service. */
import type { Resolvers } from '../../generated/graphql.ts';

export const invoiceResolvers: Resolvers = {
  Customer: {
    openInvoices: async (_customer, { sort }, ctx) => {
      const { invoices, balance } = await ctx.datasources.payment.openInvoices();
      const direction = sort === 'ASC' ? 1 : -1;
      const sorted = [...invoices].sort(
        (a, b) => direction * (a.dueDate.localeCompare(b.dueDate) || a.number.localeCompare(b.number)),
      );
      return { invoices: sorted.map((i) => ({ ...i, isOverdue: i.status === 'ENCASH' })), balance };
    },
  },
};
