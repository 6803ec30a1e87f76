/** Contract of the payment service (SPEC §3 "Invoices", §7 "Open invoices"). */
import { z } from 'zod';
import { noBody, noQuery, route, type ServiceContract } from './contract.ts';
import { isoDate, money } from './common.ts';

/** ENCASH means overdue (handed to collection). */
export const invoiceStatus = z.enum(['OPEN', 'ENCASH']);

export const openInvoice = z.object({
  id: z.string(),
  number: z.string(),
  order_number: z.string().nullable(),
  amount: money,
  due_date: isoDate,
  status: invoiceStatus,
});

export const openInvoicesResponse = z.object({
  /** Sorted by due date, latest first (SPEC §4 default). */
  invoices: z.array(openInvoice),
  /** Sum of the open amounts, in the customer's currency (0.00 without invoices). */
  balance: money,
});

export const paymentService = {
  name: 'payment',
  basePath: '/payment-service',
  routes: {
    openInvoices: route({
      method: 'GET', path: '/invoices/open', credentials: true, status: 200,
      query: noQuery, body: noBody, response: openInvoicesResponse,
    }),
  },
} as const satisfies ServiceContract;
