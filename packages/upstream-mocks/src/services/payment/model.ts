/** The records of the payment slice: the customers' open invoices. */
import type { Currency } from '../../kernel/money.ts';

export interface InvoiceRecord {
  id: string;
  number: string;
  customerNumber: string;
  orderNumber: string;
  /** yyyy-mm-dd */
  dueDate: string;
  status: 'OPEN' | 'ENCASH';
  amountCents: number;
  currency: Currency;
}
