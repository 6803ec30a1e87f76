/**
 * Payment methods (docs/product/payment.md §3 "Payment", §5 "Bank"): PAYPAL, INVOICE and DIRECT_DEBIT exist; only
 * DIRECT_DEBIT and INVOICE can be the preferred method (an instalment purchase never is), and
 * the Swiss shop has no direct debit.
 */
export const PAYMENT_METHODS = ['PAYPAL', 'INVOICE', 'DIRECT_DEBIT'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods a customer of the market can choose as preferred. */
export function settablePaymentMethods(market: 'de' | 'at' | 'ch'): PaymentMethod[] {
  return market === 'ch' ? ['INVOICE'] : ['DIRECT_DEBIT', 'INVOICE'];
}

/** Whether the market offers direct debit at all. */
export function offersDirectDebit(market: 'de' | 'at' | 'ch'): boolean {
  return market !== 'ch';
}
