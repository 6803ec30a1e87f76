/**
 * The direct-debit bank account and the preferred payment method (docs/product/payment.md §3 "Payment", §5 "Bank",
 * §6, §7 "Payment", §8 "Bank"): banking details (get, save, delete), the IBAN validation that
 * names the bank, and the preferred payment method (only DIRECT_DEBIT and INVOICE are settable).
 * A bank account needs a billing address first; the Swiss shop has no direct debit. Every
 * answer carries the IBAN masked. A saved account is a new SEPA mandate: its reference goes to the
 * customer by e-mail (the account masked in it, too).
 */
import { hasValidIbanChecksum, maskIban, normaliseIban } from '@mein-konto/schema/rules/iban';
import type { Market } from '@mein-konto/schema/upstream/common';
import type { paymentService } from '@mein-konto/schema/upstream/payment';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { Addresses } from '../address/state.ts';
import { greeting } from '../customer/mails.ts';
import type { CustomerRecord } from '../customer/model.ts';
import { Sessions } from '../customer/sessions.ts';
import { BankAccounts, type BankAccountRecord } from './bankAccounts.ts';
import { bankOf } from './banks.ts';

const IBAN_INVALID = 'Die IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe.';

function noDirectDebit(market: Market): void {
  if (market === 'ch')
    throw new UpstreamError(403, 'direct_debit_not_available', { detail: 'no direct debit in the Swiss shop' });
}

/** The IBAN, normalised, when its checksum holds and it is a German or Austrian one; else 400 iban_invalid. */
function validIban(value: string): string {
  const iban = normaliseIban(value);
  if (!/^(DE|AT)/.test(iban) || !hasValidIbanChecksum(iban)) {
    throw new UpstreamError(400, 'iban_invalid', {
      detail: IBAN_INVALID,
      field_errors: [{ key: '/dpl/cs/errors/iban_invalid', field: 'iban', detail: IBAN_INVALID }],
    });
  }
  return iban;
}

/** The shop's SEPA creditor identifier (named in the mandate text and its e-mail). */
const CREDITOR_ID = 'DE98ZZZ09999999999';

function sendMandateMail(
  kernel: Kernel,
  customer: CustomerRecord,
  account: BankAccountRecord,
  reference: string,
): void {
  const bank = bankOf(account.iban)?.name;
  kernel.mailbox.send({
    to: customer.email,
    subject: 'Ihr SEPA-Lastschriftmandat für Mein Shop',
    text:
      `${greeting(customer)}\n\nvielen Dank für Ihr SEPA-Lastschriftmandat. Bitte bewahren Sie diese Angaben auf:\n\n` +
      `Mandatsreferenz: ${reference}\nZahlungsempfänger: Mein Shop GmbH\nGläubiger-Identifikationsnummer: ${CREDITOR_ID}\n` +
      `Konto: ${account.accountHolder}, ${maskIban(account.iban)}${bank ? ` (${bank})` : ''}\n\n` +
      'Wir buchen fällige Beträge 5 Tage nach dem Versand von Ihrem Konto ab und kündigen jede Abbuchung mit der Rechnung an. ' +
      'Innerhalb von acht Wochen nach einer Abbuchung können Sie die Erstattung des Betrages verlangen.',
  });
}

function bankingDetails(account: BankAccountRecord | null) {
  if (!account) return null;
  const bank = bankOf(account.iban);
  return {
    account_holder: account.accountHolder,
    iban: maskIban(account.iban),
    bank_name: bank?.name ?? null,
    bic: bank?.bic ?? null,
  };
}

export function bankAccountHandlers(kernel: Kernel) {
  const sessions = kernel.state(Sessions);
  const accounts = kernel.state(BankAccounts);
  const addresses = kernel.state(Addresses);

  return {
    bankingDetails: ({ request }) => {
      const { customer } = sessions.require(request);
      return { banking_details: bankingDetails(accounts.bankAccountOf(customer.customerNumber)) };
    },

    saveBankingDetails: ({ request, body, market }) => {
      const { customer } = sessions.require(request);
      noDirectDebit(market);
      if (!addresses.billingOf(customer.customerNumber)) {
        throw new UpstreamError(409, 'billing_address_required', {
          detail: 'a billing address is required before a bank account',
        });
      }
      const holder = body.account_holder.trim();
      if (holder === '') {
        const detail = 'Bitte geben Sie den Kontoinhaber ein.';
        throw new UpstreamError(400, 'invalid_account_holder', {
          detail,
          field_errors: [{ key: '/dpl/cs/errors/invalid_account_holder', field: 'account_holder', detail }],
        });
      }
      const account = { accountHolder: holder, iban: validIban(body.iban) };
      accounts.setBankAccount(customer.customerNumber, account);
      sendMandateMail(kernel, customer, account, accounts.nextMandateReference(customer.customerNumber));
      return { banking_details: bankingDetails(account) };
    },

    deleteBankingDetails: ({ request }) => {
      const { customer } = sessions.require(request);
      if (!accounts.bankAccountOf(customer.customerNumber)) {
        throw new UpstreamError(404, 'banking_details_not_found', { detail: 'no bank account to delete' });
      }
      if (accounts.preferredOf(customer.customerNumber) === 'DIRECT_DEBIT') {
        throw new UpstreamError(409, 'banking_details_in_use', {
          detail: 'direct debit is the preferred payment method',
        });
      }
      accounts.setBankAccount(customer.customerNumber, null);
    },

    validateIban: ({ request, body }) => {
      sessions.require(request);
      const iban = validIban(body.iban);
      const bank = bankOf(iban);
      return { bank_details: { iban: maskIban(iban), bank_name: bank?.name ?? null, bic: bank?.bic ?? null } };
    },

    setPreferredPayment: ({ request, body, market }) => {
      const { customer } = sessions.require(request);
      const method = body.preferred_payment_method;
      if (method === 'PAYPAL') {
        throw new UpstreamError(400, 'payment_method_not_settable', {
          detail: 'only DIRECT_DEBIT and INVOICE can be preferred',
        });
      }
      if (method === 'DIRECT_DEBIT') {
        noDirectDebit(market);
        if (!accounts.bankAccountOf(customer.customerNumber)) {
          throw new UpstreamError(409, 'banking_details_required', { detail: 'direct debit needs a bank account' });
        }
      }
      accounts.setPreferred(customer.customerNumber, method);
      return { preferred_payment_method: method };
    },
  } satisfies Partial<ServiceHandlers<typeof paymentService>>;
}
