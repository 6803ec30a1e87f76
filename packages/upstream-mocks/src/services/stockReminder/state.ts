/**
 * The stock reminder slice's state: reminders of the demo customers for sold-out products, each
 * with a long random id, and the double opt-in tokens of new reminders. After a reset anna has an
 * active reminder (its e-mail with the unsubscribe link is in the mailbox) and one waiting for
 * her confirmation (its e-mail with the confirmation link too).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Market } from '@mein-konto/schema/upstream/common';
import type { Kernel, SliceState } from '../../kernel/kernel.ts';
import { greeting } from '../customer/mails.ts';
import { Customers } from '../customer/state.ts';
import { PRODUCTS } from '../product/catalog.ts';

export interface ReminderRecord {
  id: string;
  customerNumber: string;
  email: string;
  market: Market;
  status: 'PENDING' | 'ACTIVE' | 'UNSUBSCRIBED';
  baseProductNo: string;
  productName: string;
}

interface DoiToken {
  reminderId: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/** SPA paths of the reminder e-mails' links. */
const LINK_PATH = { unsubscribe: 'stock-reminder/unsubscribe', confirm: 'stock-reminder/confirm-doi' } as const;
/** How long the confirmation link of a new reminder is valid. */
const DOI_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export class StockReminders implements SliceState {
  private records = new Map<string, ReminderRecord>();
  private tokens = new Map<string, DoiToken>();
  private readonly customers: Customers;

  constructor(private readonly kernel: Kernel) {
    this.customers = kernel.state(Customers);
  }

  reset(): void {
    this.records = new Map();
    this.tokens = new Map();
    const anna = this.customers.byNumber('10012345');
    if (!anna) return;
    this.sendReminder(this.add(anna.customerNumber, PRODUCTS.sauger, 'ACTIVE'));
    this.sendConfirmation(this.add(anna.customerNumber, PRODUCTS.uhr, 'PENDING'));
  }

  add(
    customerNumber: string,
    product: { baseProductNo: string; title: string },
    status: ReminderRecord['status'],
  ): ReminderRecord {
    const customer = this.customers.byNumber(customerNumber);
    if (!customer) throw new Error(`no customer ${customerNumber}`);
    const record: ReminderRecord = {
      id: randomUUID(),
      customerNumber,
      email: customer.email,
      market: customer.market,
      status,
      baseProductNo: product.baseProductNo,
      productName: product.title,
    };
    this.records.set(record.id, record);
    return record;
  }

  byId(id: string): ReminderRecord | undefined {
    return this.records.get(id);
  }

  /** The reminder of a confirmation token, or why not: unknown, expired or used. */
  redeem(token: string): ReminderRecord | 'unknown' | 'expired' | 'used' {
    const record = this.tokens.get(token);
    if (!record) return 'unknown';
    if (record.usedAt) return 'used';
    if (record.expiresAt.getTime() <= this.kernel.clock.now().getTime()) return 'expired';
    const reminder = this.records.get(record.reminderId);
    if (!reminder) return 'unknown';
    record.usedAt = this.kernel.clock.now();
    return reminder;
  }

  /** The e-mail of an active reminder (the product is back), with the unsubscribe link. */
  sendReminder(record: ReminderRecord): void {
    const link = this.kernel.links.spaWith(LINK_PATH.unsubscribe, { reminderId: record.id }, record.market);
    this.kernel.mailbox.send({
      to: record.email,
      subject: `Wieder da: ${record.productName}`,
      text: `${this.greetingOf(record)}\n\ngute Nachricht: „${record.productName}“ ist wieder lieferbar.\n\nSie möchten keine Erinnerung mehr zu diesem Artikel? Hier abbestellen: ${link}`,
    });
  }

  /** The double opt-in e-mail of a new reminder, with its confirmation link. */
  sendConfirmation(record: ReminderRecord): void {
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, {
      reminderId: record.id,
      expiresAt: new Date(this.kernel.clock.now().getTime() + DOI_LIFETIME_SECONDS * 1000),
      usedAt: null,
    });
    this.kernel.mailbox.send({
      to: record.email,
      subject: 'Bitte bestätigen Sie Ihre Erinnerung',
      text: `${this.greetingOf(record)}\n\nSie möchten erfahren, sobald „${record.productName}“ wieder lieferbar ist? Bitte bestätigen Sie Ihre Erinnerung: ${this.kernel.links.spa(LINK_PATH.confirm, token, record.market)}\n\nDer Link ist 7 Tage gültig.`,
    });
  }

  private greetingOf(record: ReminderRecord): string {
    const customer = this.customers.byNumber(record.customerNumber);
    return customer ? greeting(customer) : 'Guten Tag,';
  }
}
