/**
 * The payment service: the session customer's open invoices and balance, the direct-debit bank
 * account with the IBAN validation, and the preferred payment method.
 */
import { paymentService } from '@mein-konto/schema/upstream/payment';
import { defineMockService } from '../../kernel/mockService.ts';
import { bankAccountHandlers } from './bankAccount.ts';
import { invoiceHandlers } from './invoices.ts';

export const paymentMock = defineMockService(paymentService, [invoiceHandlers, bankAccountHandlers]);
