/**
 * The payment service (docs/product/invoices.md §7; docs/product/payment.md §7): open invoices, the direct-debit bank
 * account, the IBAN validation and the preferred payment method. The IBAN goes out in request
 * bodies only, which are never logged; answers carry it masked.
 */
import type { PaymentMethod } from '@mein-konto/schema/rules/payment';
import { paymentService } from '@mein-konto/schema/upstream/payment';
import { UpstreamDataSource, type CallResult } from './upstream.ts';
import { UpstreamHttpError, type UpstreamError } from './upstreamErrors.ts';

type Routes = typeof paymentService.routes;
export type OpenInvoicesResult = CallResult<Routes['openInvoices']>;
export type BankingDetailsResult = CallResult<Routes['bankingDetails']>;
export type IbanValidationResult = CallResult<Routes['validateIban']>;
export type PreferredPaymentResult = CallResult<Routes['setPreferredPayment']>;

/** Refusals the payment pages show as outcomes (docs/product/payment.md §8 "Bank"). */
const OUTCOME_KEYS = new Set([
  'iban_invalid',
  'invalid_account_holder',
  'banking_details_not_found',
  'banking_details_in_use',
  'banking_details_required',
  'billing_address_required',
  'direct_debit_not_available',
  'payment_method_not_settable',
]);

function isOutcome(error: UpstreamError): boolean {
  return (
    error instanceof UpstreamHttpError && error.status < 500 && error.key !== undefined && OUTCOME_KEYS.has(error.key)
  );
}

export class PaymentDataSource extends UpstreamDataSource<typeof paymentService> {
  protected readonly service = paymentService;

  openInvoices(): Promise<OpenInvoicesResult> {
    return this.call('openInvoices');
  }

  bankingDetails(): Promise<BankingDetailsResult> {
    return this.call('bankingDetails');
  }

  saveBankingDetails(accountHolder: string, iban: string): Promise<BankingDetailsResult> {
    return this.call('saveBankingDetails', { body: { accountHolder, iban }, expected: isOutcome });
  }

  deleteBankingDetails(): Promise<void> {
    return this.call('deleteBankingDetails', { expected: isOutcome });
  }

  validateIban(iban: string): Promise<IbanValidationResult> {
    return this.call('validateIban', { body: { iban }, expected: isOutcome });
  }

  setPreferredPayment(preferredPaymentMethod: PaymentMethod): Promise<PreferredPaymentResult> {
    return this.call('setPreferredPayment', { body: { preferredPaymentMethod }, expected: isOutcome });
  }
}
