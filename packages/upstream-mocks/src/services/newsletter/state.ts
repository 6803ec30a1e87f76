/**
 * The newsletter slice's state: the subscriptions of the demo customers (anna WEEKLY, heidi every
 * newsletter), each with a long random id, and the newsletter e-mail whose link leads to the
 * cancellation page (anna's is in the mailbox after every reset; others on request).
 */
import { randomUUID } from 'node:crypto';
import type { Market } from '@mein-konto/schema/upstream/common';
import type { Kernel, SliceState } from '../../kernel/kernel.ts';
import { greeting } from '../customer/mails.ts';
import { Customers } from '../customer/state.ts';

export interface SubscriptionRecord {
  id: string;
  customerNumber: string;
  email: string;
  market: Market;
  status: 'ACTIVE' | 'UNSUBSCRIBED';
  frequency: 'WEEKLY' | null;
}

/** SPA path of the cancellation page the newsletter links to. */
const CANCEL_PATH = 'newsletter/cancelSubscription';

const SEED: readonly { customerNumber: string; frequency: 'WEEKLY' | null; mailed: boolean }[] = [
  { customerNumber: '10012345', frequency: 'WEEKLY', mailed: true },
  { customerNumber: '30034567', frequency: null, mailed: false },
];

export class NewsletterSubscriptions implements SliceState {
  private records = new Map<string, SubscriptionRecord>();
  private readonly customers: Customers;

  constructor(private readonly kernel: Kernel) {
    this.customers = kernel.state(Customers);
  }

  reset(): void {
    this.records = new Map();
    for (const seed of SEED) {
      const customer = this.customers.byNumber(seed.customerNumber);
      if (!customer) continue;
      const record: SubscriptionRecord = {
        id: randomUUID(),
        customerNumber: customer.customerNumber,
        email: customer.email,
        market: customer.market,
        status: 'ACTIVE',
        frequency: seed.frequency,
      };
      this.records.set(record.id, record);
      if (seed.mailed) this.sendNewsletter(record);
    }
  }

  byId(id: string): SubscriptionRecord | undefined {
    return this.records.get(id);
  }

  ofCustomer(customerNumber: string): SubscriptionRecord | undefined {
    return [...this.records.values()].find((r) => r.customerNumber === customerNumber);
  }

  /** A newsletter e-mail with the link to cancel or reduce it. */
  sendNewsletter(record: SubscriptionRecord): void {
    const customer = this.customers.byNumber(record.customerNumber);
    const link = this.kernel.links.spaWith(CANCEL_PATH, { subscriptionId: record.id }, record.market);
    this.kernel.mailbox.send({
      to: record.email,
      subject: 'Unsere Top-Angebote der Woche',
      text: `${customer ? greeting(customer) : 'Guten Tag,'}\n\ndiese Woche für Sie ausgewählt: unsere Top-Angebote im Shop.\n\nSie möchten weniger oder keine Newsletter mehr erhalten? Hier abbestellen: ${link}`,
    });
  }
}
