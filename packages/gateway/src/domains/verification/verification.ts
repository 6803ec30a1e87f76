/**
 * Account verification of customers without online credentials (docs/product/ways-in.md §2 account-verification,
 * §4, §7 "Verify account"): the e-mail plus an order number, the customer number, or the
 * address with the date of birth. VERIFIED e-mails a set-password link; anything else leads to
 * the customer-service page.
 */
import { normaliseUsername } from '@mein-konto/schema/rules/username';
import type { GatewayContext } from '../../context.ts';
import type { VerifyCustomerBody } from '../../datasources/customer.ts';
import type { FieldError, VerifyAccountInput } from '../../generated/graphql.ts';
import { anyDateOfBirth } from '../../kit/checks.ts';
import { KIT_MESSAGES } from '../../kit/messages.ts';
import { fieldErrorsOf, invalidInput, type InvalidInputModel, type ResultOf } from '../../kit/outcomes.ts';
import { rateLimited } from '../../kit/rateLimited.ts';
import { VERIFICATION_MESSAGES } from './messages.ts';

/** An e-mail address (lower-cased), or the field error. */
function acceptedEmail(raw: string, field = 'email'): string | InvalidInputModel {
  const normalised = normaliseUsername(raw, 'ch');
  if (normalised.ok && normalised.type === 'EMAIL') return normalised.username;
  return invalidInput([{ field, message: raw.trim() === '' ? KIT_MESSAGES.required : KIT_MESSAGES.invalidEmail }]);
}

const REQUIRED = {
  ORDER_NUMBER: ['orderNumber'],
  CUSTOMER_NUMBER: ['customerNumber'],
  ADDRESS: ['street', 'streetNumber', 'zipCode', 'dateOfBirth'],
} as const;

export async function verifyAccount(
  ctx: GatewayContext,
  input: VerifyAccountInput,
): Promise<ResultOf<'VerifyAccountResult'>> {
  const email = acceptedEmail(input.email);
  if (typeof email !== 'string') return email;
  const problems: FieldError[] = REQUIRED[input.method]
    .filter((field) => !input[field]?.trim())
    .map((field) => ({ field, message: KIT_MESSAGES.required }));
  let dateOfBirth: string | undefined;
  if (input.method === 'ADDRESS' && input.dateOfBirth?.trim()) {
    const parsed = anyDateOfBirth(input.dateOfBirth);
    if ('field' in parsed) problems.push(parsed);
    else dateOfBirth = parsed.iso;
  }
  if (problems.length > 0) return invalidInput(problems);

  const limited = await rateLimited(ctx, 'verifyAccount', email);
  if (limited) return limited;

  const body: VerifyCustomerBody = { email, method: input.method };
  if (input.method === 'ORDER_NUMBER') body.orderNumber = input.orderNumber?.trim();
  if (input.method === 'CUSTOMER_NUMBER') body.customerNumber = input.customerNumber?.trim();
  if (input.method === 'ADDRESS') {
    body.street = input.street?.trim();
    body.streetNumber = input.streetNumber?.trim();
    body.zipCode = input.zipCode?.trim();
    if (input.city?.trim()) body.city = input.city.trim();
    body.dateOfBirth = dateOfBirth;
  }
  let status;
  try {
    ({ status } = await ctx.datasources.customer.verifyCustomer(body));
  } catch (error) {
    const fields = fieldErrorsOf(error);
    if (fields) return fields;
    throw error;
  }
  if (status === 'VERIFIED') return { __typename: 'AccountVerified', email };
  return { __typename: 'AccountNotVerified', code: 'ACCOUNT_NOT_VERIFIED', message: VERIFICATION_MESSAGES.notVerified };
}
