/**
 * The payment slice's state of payment methods: each customer's preferred payment method and
 * direct-debit bank account (docs/product/payment.md §3 "Payment"). The customer service's personal details read
 * the preferred method through `preferredOf`.
 */
import type { PaymentMethod } from '@mein-konto/schema/rules/payment';
import type { SliceState } from '../../kernel/kernel.ts';
import { PERSONAS, type PersonaKey } from '../../kernel/personas.ts';

export interface BankAccountRecord {
  accountHolder: string;
  /** Upper case without spaces; only ever answered masked. */
  iban: string;
}

interface PaymentMethodsRecord {
  preferred: PaymentMethod | null;
  bankAccount: BankAccountRecord | null;
}

/** docs/product/README.md §2: anna INVOICE with a DE account, lukas DIRECT_DEBIT with an AT account, heidi without direct debit. */
const SEED: Partial<Record<PersonaKey, PaymentMethodsRecord>> = {
  anna: { preferred: 'INVOICE', bankAccount: { accountHolder: 'Anna Schmidt', iban: 'DE89370400440532013000' } },
  lukas: { preferred: 'DIRECT_DEBIT', bankAccount: { accountHolder: 'Lukas Gruber', iban: 'AT611904300234573201' } },
  heidi: { preferred: 'INVOICE', bankAccount: null },
  max: { preferred: 'INVOICE', bankAccount: null },
  tv: { preferred: 'INVOICE', bankAccount: null },
};

export class BankAccounts implements SliceState {
  private byCustomer = new Map<string, PaymentMethodsRecord>();
  /** Mandates granted since the reset: numbers the mandate references. */
  private mandates = 0;

  reset(): void {
    this.mandates = 0;
    this.byCustomer = new Map(
      (Object.entries(SEED) as [PersonaKey, PaymentMethodsRecord][]).map(([key, record]) => [
        PERSONAS[key].customerNumber,
        { preferred: record.preferred, bankAccount: record.bankAccount && { ...record.bankAccount } },
      ]),
    );
  }

  private of(customerNumber: string): PaymentMethodsRecord {
    let record = this.byCustomer.get(customerNumber);
    if (!record) {
      record = { preferred: null, bankAccount: null };
      this.byCustomer.set(customerNumber, record);
    }
    return record;
  }

  preferredOf(customerNumber: string): PaymentMethod | null {
    return this.byCustomer.get(customerNumber)?.preferred ?? null;
  }

  setPreferred(customerNumber: string, method: PaymentMethod): void {
    this.of(customerNumber).preferred = method;
  }

  bankAccountOf(customerNumber: string): BankAccountRecord | null {
    return this.byCustomer.get(customerNumber)?.bankAccount ?? null;
  }

  setBankAccount(customerNumber: string, account: BankAccountRecord | null): void {
    this.of(customerNumber).bankAccount = account;
  }

  /** A new SEPA mandate's reference (every saved account is a new mandate): MK-<customer number>-<4 digits>. */
  nextMandateReference(customerNumber: string): string {
    this.mandates += 1;
    return `MK-${customerNumber}-${String(this.mandates).padStart(4, '0')}`;
  }
}
