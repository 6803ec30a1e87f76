/** The payment slice's state: the open invoices of every customer. */
import type { SliceState } from '../../kernel/kernel.ts';
import type { InvoiceRecord } from './model.ts';
import { createInvoiceSeed } from './seed.ts';

export class Invoices implements SliceState {
  private invoices: InvoiceRecord[] = [];

  reset(seededAt: Date): void {
    this.invoices = createInvoiceSeed(seededAt);
  }

  /** The customer's open invoices, latest due date first. */
  openOf(customerNumber: string): InvoiceRecord[] {
    return this.invoices
      .filter((i) => i.customerNumber === customerNumber)
      .sort((a, b) => b.dueDate.localeCompare(a.dueDate) || b.number.localeCompare(a.number));
  }
}
