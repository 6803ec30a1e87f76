/**
 * Resolvers of the payment domain (docs/product/payment.md §3 "Payment", §5 "Bank", §6, §8 "Bank"): the preferred
 * payment method and the direct-debit bank account. The IBAN is checked with the shared rule
 * (pattern of the market, checksum) before any call and never logged or answered unmasked.
 */
import { ibanCountryOf, ibanProblem, normaliseIban } from '@mein-konto/schema/rules/iban';
import { offersDirectDebit, settablePaymentMethods } from '@mein-konto/schema/rules/payment';
import type { GatewayContext } from '../../context.ts';
import type { BankingDetailsResult } from '../../datasources/payment.ts';
import { UpstreamHttpError } from '../../datasources/upstreamErrors.ts';
import { errorCodeOf, ERROR_CODES } from '../../errors.ts';
import type { PaymentMethods, Resolvers } from '../../generated/graphql.ts';
import { requireCustomer } from '../../kit/guard.ts';
import { invalidInput, type InvalidInputModel } from '../../kit/outcomes.ts';
import { rateLimited } from '../../kit/rateLimited.ts';
import type { CustomerModel } from '../../kit/viewer.ts';
import { PAYMENT_MESSAGES } from './messages.ts';

type Refusal<C extends string, T extends string> = { __typename: T; code: C; message: string };

function keyOf(error: unknown): string | undefined {
  if (errorCodeOf(error) === ERROR_CODES.unauthenticated) throw error;
  return error instanceof UpstreamHttpError ? error.key : undefined;
}

function refusal<T extends string, C extends string>(__typename: T, code: C, message: string): Refusal<C, T> {
  return { __typename, code, message };
}

function bankAccountOf(customerId: string, details: BankingDetailsResult['bankingDetails']) {
  if (!details) return null;
  return {
    id: customerId,
    accountHolder: details.accountHolder,
    maskedIban: details.iban,
    bankName: details.bankName,
    bic: details.bic,
  };
}

/** The customer's payment methods: preferred method (personal details), bank account, billing address. */
async function paymentMethodsOf(ctx: GatewayContext, customer: CustomerModel): Promise<PaymentMethods> {
  const [personal, banking] = await Promise.all([
    ctx.datasources.customer.personalDetails(),
    offersDirectDebit(ctx.market)
      ? ctx.datasources.payment.bankingDetails()
      : Promise.resolve({ bankingDetails: null }),
  ]);
  return {
    id: customer.customerId,
    preferredMethod: personal.preferredPaymentMethod,
    settableMethods: settablePaymentMethods(ctx.market),
    directDebitAvailable: offersDirectDebit(ctx.market),
    hasBillingAddress: personal.billingAddressId !== null,
    bankAccount: bankAccountOf(customer.customerId, banking.bankingDetails),
  };
}

/** The IBAN's problem as InvalidInput, or the IBAN as sent (upper case, no spaces). */
function checkedIban(ctx: GatewayContext, iban: string): InvalidInputModel | string {
  const country = ibanCountryOf(ctx.market);
  const problem = ibanProblem(iban, country);
  if (problem === null) return normaliseIban(iban);
  const message =
    problem === 'required'
      ? PAYMENT_MESSAGES.ibanRequired
      : problem === 'pattern'
        ? country === 'AT'
          ? PAYMENT_MESSAGES.ibanPatternAt
          : PAYMENT_MESSAGES.ibanPattern
        : PAYMENT_MESSAGES.ibanInvalid;
  return invalidInput([{ field: 'iban', message }]);
}

export const paymentResolvers: Resolvers = {
  Customer: {
    paymentMethods: (customer, _args, ctx) => paymentMethodsOf(ctx, customer),
  },
  Mutation: {
    validateIban: async (_parent, { input }, ctx) => {
      const customer = await requireCustomer(ctx);
      const iban = checkedIban(ctx, input.iban);
      if (typeof iban !== 'string') return iban;
      // The IBAN check is a paid upstream: limited per account and per client.
      const limited = await rateLimited(ctx, 'validateIban', customer.customerNumber);
      if (limited) return limited;
      try {
        const { bankDetails } = await ctx.datasources.payment.validateIban(iban);
        return {
          __typename: 'IbanValidated',
          maskedIban: bankDetails.iban,
          bankName: bankDetails.bankName,
          bic: bankDetails.bic,
        };
      } catch (error) {
        if (keyOf(error) === 'iban_invalid')
          return refusal('IbanInvalid', 'IBAN_INVALID', PAYMENT_MESSAGES.ibanInvalid);
        throw error;
      }
    },

    saveBankAccount: async (_parent, { input }, ctx) => {
      const customer = await requireCustomer(ctx);
      if (!offersDirectDebit(ctx.market))
        return refusal(
          'DirectDebitNotAvailable',
          'DIRECT_DEBIT_NOT_AVAILABLE',
          PAYMENT_MESSAGES.directDebitNotAvailable,
        );
      const holder = input.accountHolder.trim();
      const iban = checkedIban(ctx, input.iban);
      if (holder === '' || typeof iban !== 'string') {
        return invalidInput([
          ...(holder === '' ? [{ field: 'accountHolder', message: PAYMENT_MESSAGES.holderRequired }] : []),
          ...(typeof iban === 'string' ? [] : iban.fieldErrors),
        ]);
      }
      const limited = await rateLimited(ctx, 'saveBankAccount', customer.customerNumber);
      if (limited) return limited;
      try {
        await ctx.datasources.payment.saveBankingDetails(holder, iban);
      } catch (error) {
        switch (keyOf(error)) {
          case 'iban_invalid':
            return refusal('IbanInvalid', 'IBAN_INVALID', PAYMENT_MESSAGES.ibanInvalid);
          case 'invalid_account_holder':
            return invalidInput([{ field: 'accountHolder', message: PAYMENT_MESSAGES.holderRequired }]);
          case 'billing_address_required':
            return refusal(
              'BillingAddressRequired',
              'BILLING_ADDRESS_REQUIRED',
              PAYMENT_MESSAGES.billingAddressRequired,
            );
          case 'direct_debit_not_available':
            return refusal(
              'DirectDebitNotAvailable',
              'DIRECT_DEBIT_NOT_AVAILABLE',
              PAYMENT_MESSAGES.directDebitNotAvailable,
            );
          default:
            ctx.log.warn(
              { event: 'bank_account_save_failed', code: errorCodeOf(error) },
              'bank account could not be saved',
            );
            return refusal('PaymentUpdateFailed', 'PAYMENT_UPDATE_FAILED', PAYMENT_MESSAGES.updateFailed);
        }
      }
      return { __typename: 'BankAccountSaved', paymentMethods: await paymentMethodsOf(ctx, customer) };
    },

    deleteBankAccount: async (_parent, _args, ctx) => {
      const customer = await requireCustomer(ctx);
      try {
        await ctx.datasources.payment.deleteBankingDetails();
      } catch (error) {
        const key = keyOf(error);
        // Already gone: the page shows it gone.
        if (key !== 'banking_details_not_found') {
          const inUse = key === 'banking_details_in_use';
          if (!inUse)
            ctx.log.warn(
              { event: 'bank_account_delete_failed', code: errorCodeOf(error) },
              'bank account could not be deleted',
            );
          return refusal(
            'BankAccountDeleteFailed',
            inUse ? 'BANK_ACCOUNT_IN_USE' : 'PAYMENT_UPDATE_FAILED',
            inUse ? PAYMENT_MESSAGES.bankAccountInUse : PAYMENT_MESSAGES.deleteFailed,
          );
        }
      }
      return { __typename: 'BankAccountDeleted', paymentMethods: await paymentMethodsOf(ctx, customer) };
    },

    setPreferredPaymentMethod: async (_parent, { input }, ctx) => {
      const customer = await requireCustomer(ctx);
      if (!settablePaymentMethods(ctx.market).includes(input.method)) {
        if (input.method === 'DIRECT_DEBIT')
          return refusal(
            'DirectDebitNotAvailable',
            'DIRECT_DEBIT_NOT_AVAILABLE',
            PAYMENT_MESSAGES.directDebitNotAvailable,
          );
        return invalidInput([{ field: 'method', message: PAYMENT_MESSAGES.methodNotSettable }]);
      }
      try {
        await ctx.datasources.payment.setPreferredPayment(input.method);
      } catch (error) {
        switch (keyOf(error)) {
          case 'banking_details_required':
            return refusal('BankAccountRequired', 'BANK_ACCOUNT_REQUIRED', PAYMENT_MESSAGES.bankAccountRequired);
          case 'direct_debit_not_available':
            return refusal(
              'DirectDebitNotAvailable',
              'DIRECT_DEBIT_NOT_AVAILABLE',
              PAYMENT_MESSAGES.directDebitNotAvailable,
            );
          case 'payment_method_not_settable':
            return invalidInput([{ field: 'method', message: PAYMENT_MESSAGES.methodNotSettable }]);
          default:
            ctx.log.warn(
              { event: 'preferred_payment_failed', code: errorCodeOf(error) },
              'preferred payment method could not be set',
            );
            return refusal('PaymentUpdateFailed', 'PAYMENT_UPDATE_FAILED', PAYMENT_MESSAGES.updateFailed);
        }
      }
      return { __typename: 'PreferredPaymentMethodSet', paymentMethods: await paymentMethodsOf(ctx, customer) };
    },
  },
};
