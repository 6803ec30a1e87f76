/**
 * The customer slice's state: the customers of the customer service, looked up by number,
 * e-mail or username. Other slices read customers through this class (`kernel.state(Customers)`);
 * the customers' sessions are in sessions.ts, their single-use tokens in tokens.ts.
 */
import type { SliceState } from '../../kernel/kernel.ts';
import { normaliseCustomerNumber, type CustomerRecord } from './model.ts';
import { createCustomerSeed } from './seed.ts';

/** Customer numbers of accounts created online start here. */
const FIRST_NEW_CUSTOMER_NUMBER = 80000001;

export interface UsernameLookup {
  username: string;
  type: 'EMAIL' | 'CUSTOMER_NUMBER';
  customer: CustomerRecord | undefined;
}

export class Customers implements SliceState {
  private byNumberMap = new Map<string, CustomerRecord>();

  reset(): void {
    this.byNumberMap = new Map(createCustomerSeed().map((c) => [c.customerNumber, c]));
  }

  all(): CustomerRecord[] {
    return [...this.byNumberMap.values()];
  }

  byNumber(customerNumber: string): CustomerRecord | undefined {
    return this.byNumberMap.get(customerNumber);
  }

  byEmail(email: string): CustomerRecord | undefined {
    const wanted = email.toLowerCase();
    return this.all().find((c) => c.email === wanted);
  }

  /**
   * Normalises a username like the shared username rule: trimmed; an e-mail is matched case-
   * insensitively; a customer number loses its spaces and its leading-zero run.
   */
  lookUpUsername(raw: string): UsernameLookup {
    const trimmed = raw.trim();
    if (trimmed.includes('@')) {
      const username = trimmed.toLowerCase();
      return { username, type: 'EMAIL', customer: this.byEmail(username) };
    }
    const username = normaliseCustomerNumber(trimmed);
    const customer = /^\d+$/.test(username) ? this.byNumber(username) : undefined;
    return { username, type: 'CUSTOMER_NUMBER', customer };
  }

  /** The next free number for an account created online. */
  nextNumber(): string {
    let n = FIRST_NEW_CUSTOMER_NUMBER;
    while (this.byNumberMap.has(String(n))) n += 1;
    return String(n);
  }

  /** Deletes a customer's account: he can no longer log in or be found by username. */
  remove(customerNumber: string): void {
    this.byNumberMap.delete(customerNumber);
  }

  add(customer: CustomerRecord): void {
    this.byNumberMap.set(customer.customerNumber, customer);
  }
}
