/**
 * Contract of the payment service (docs/product/invoices.md §3, §7; docs/product/payment.md §3, §7):
 * open invoices, the direct-debit bank account ("banking details"), the IBAN validation and
 * the preferred payment method. The full IBAN only ever travels towards the service: every
 * answer carries it masked.
 */
import { z } from 'zod';
import { noBody, noQuery, route, type ServiceContract } from './contract.ts';
import { isoDate, money } from './common.ts';
import { paymentMethod } from './customer.ts';

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
  /** Sorted by due date, latest first (docs/product/invoices.md §4 default). */
  invoices: z.array(openInvoice),
  /** Sum of the open amounts, in the customer's currency (0.00 without invoices). */
  balance: money,
});

export const bankingDetails = z.object({
  account_holder: z.string(),
  /** Masked: country code and the last four characters (`DE** **** **** **** **30 00`). */
  iban: z.string(),
  bank_name: z.string().nullable(),
  bic: z.string().nullable(),
});

export const bankingDetailsResponse = z.object({ banking_details: bankingDetails.nullable() });

export const bankingDetailsRequest = z.object({
  account_holder: z.string(),
  /** Upper case without spaces. */
  iban: z.string(),
});

export const ibanValidationRequest = z.object({ iban: z.string() });
export const ibanValidationResponse = z.object({
  bank_details: z.object({ iban: z.string(), bank_name: z.string().nullable(), bic: z.string().nullable() }),
});

export const preferredPaymentRequest = z.object({ preferred_payment_method: paymentMethod });
export const preferredPaymentResponse = z.object({ preferred_payment_method: paymentMethod.nullable() });

export const paymentService = {
  name: 'payment',
  basePath: '/payment-service',
  routes: {
    openInvoices: route({
      method: 'GET',
      path: '/invoices/open',
      credentials: true,
      status: 200,
      query: noQuery,
      body: noBody,
      response: openInvoicesResponse,
    }),
    bankingDetails: route({
      method: 'GET',
      path: '/user/banking-details',
      credentials: true,
      status: 200,
      query: noQuery,
      body: noBody,
      response: bankingDetailsResponse,
    }),
    saveBankingDetails: route({
      method: 'POST',
      path: '/user/banking-details',
      credentials: true,
      status: 200,
      query: noQuery,
      body: bankingDetailsRequest,
      response: bankingDetailsResponse,
    }),
    deleteBankingDetails: route({
      method: 'DELETE',
      path: '/user/banking-details',
      credentials: true,
      status: 204,
      query: noQuery,
      body: noBody,
      response: z.void(),
    }),
    validateIban: route({
      method: 'POST',
      path: '/iban/validation',
      credentials: true,
      status: 200,
      query: noQuery,
      body: ibanValidationRequest,
      response: ibanValidationResponse,
    }),
    setPreferredPayment: route({
      method: 'PATCH',
      path: '/user/preferred-payment',
      credentials: true,
      status: 200,
      query: noQuery,
      body: preferredPaymentRequest,
      response: preferredPaymentResponse,
    }),
  },
} as const satisfies ServiceContract;
