/** The order service's e-mails (cancellation, withdrawal receipt): greeting, date and time, the items. */
import type { Market } from '@mein-konto/schema/upstream/common';
import type { Mailbox } from '../../kernel/mailbox.ts';
import type { CustomerRecord } from '../customer/model.ts';
import type { OrderRecord } from './model.ts';
import { ORDER_TIME_ZONE } from './rules.ts';

function greeting(customer: CustomerRecord): string {
  if (customer.salutation === 'MR') return `Sehr geehrter Herr ${customer.lastName},`;
  if (customer.salutation === 'MS') return `Sehr geehrte Frau ${customer.lastName},`;
  if (customer.salutation === null) return `Guten Tag ${customer.firstName} ${customer.lastName},`;
  return `Sehr geehrte Familie ${customer.lastName},`;
}

function dateAndTime(date: Date, market: Market): { date: string; time: string } {
  const locale = market === 'at' ? 'de-AT' : market === 'ch' ? 'de-CH' : 'de-DE';
  return {
    date: new Intl.DateTimeFormat(locale, {
      timeZone: ORDER_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(date),
    time: new Intl.DateTimeFormat(locale, { timeZone: ORDER_TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(
      date,
    ),
  };
}

export interface OrderMail {
  customer: CustomerRecord;
  order: OrderRecord;
  market: Market;
  /** When it happened: the intro names date and time of it. */
  at: Date;
  subject: string;
  intro: (when: { date: string; time: string }) => string;
  /** Paragraphs after the items. */
  closing: string[];
}

/** Greeting, intro, the order's items, closing paragraphs: to the customer's e-mail. */
export function sendOrderMail(mailbox: Mailbox, mail: OrderMail): void {
  const items = mail.order.items.map((i) => `- ${String(i.quantity)} x ${i.title} (Art.-Nr. ${i.sku})`).join('\n');
  mailbox.send({
    to: mail.customer.email,
    subject: mail.subject,
    text: [
      greeting(mail.customer),
      '',
      mail.intro(dateAndTime(mail.at, mail.market)),
      '',
      items,
      ...mail.closing.flatMap((p) => ['', p]),
    ].join('\n'),
  });
}
