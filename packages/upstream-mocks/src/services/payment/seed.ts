/** The payment slice's part of docs/product/README.md §2: anna's two open invoices and heidi's one. */
import { PERSONAS } from '../../kernel/personas.ts';
import type { InvoiceRecord } from './model.ts';

const DAY = 24 * 60 * 60_000;

function dueIn(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
}

export function createInvoiceSeed(now: Date): InvoiceRecord[] {
  const { anna, heidi } = PERSONAS;
  return [
    {
      id: 'inv-10012345-2',
      number: 'R-2024-558812',
      customerNumber: anna.customerNumber,
      orderNumber: '81000010',
      dueDate: dueIn(now, 10),
      status: 'OPEN',
      amountCents: 8093,
      currency: 'EUR',
    },
    {
      id: 'inv-10012345-1',
      number: 'R-2024-551204',
      customerNumber: anna.customerNumber,
      orderNumber: '81000008',
      dueDate: dueIn(now, -12),
      status: 'ENCASH',
      amountCents: 5993,
      currency: 'EUR',
    },
    {
      id: 'inv-30034567-1',
      number: 'R-2024-560377',
      customerNumber: heidi.customerNumber,
      orderNumber: '83000003',
      dueDate: dueIn(now, 4),
      status: 'OPEN',
      amountCents: 7180,
      currency: 'CHF',
    },
  ];
}
