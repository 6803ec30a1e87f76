/**
 * A support request of the logged-in customer (docs/product/my-data.md §4 contact support, §5 support form, §7, §8):
 * the gateway checks the form's rules, limits the requests per account and per client, sends the
 * confirmation to the account's address, passes the customer's idempotency key on, and answers a
 * failure with the reference to quote (the service's error id, else this request's correlation
 * id, which is in the gateway's log line of the failure).
 */
import { normaliseEmail } from '@mein-konto/schema/rules/email';
import type { GatewayContext } from '../../context.ts';
import { UpstreamError, UpstreamHttpError } from '../../datasources/upstreamErrors.ts';
import { errorCodeOf, ERROR_CODES } from '../../errors.ts';
import type { SupportRequestInput } from '../../generated/graphql.ts';
import { idempotencyKeyOf, INVALID_IDEMPOTENCY_KEY } from '../../kit/checks.ts';
import { requireCustomer } from '../../kit/guard.ts';
import { fieldErrorsOf, invalidInput, type ResultOf } from '../../kit/outcomes.ts';
import { rateLimited } from '../../kit/rateLimited.ts';
import { CONTACT_MESSAGES } from './messages.ts';

const MAX_SUPPORT_TEXT = 5000;

export async function sendSupportRequest(
  ctx: GatewayContext,
  input: SupportRequestInput,
): Promise<ResultOf<'SendSupportRequestResult'>> {
  const customer = await requireCustomer(ctx);
  const name = input.name.trim();
  const text = input.text.trim();
  // The confirmation goes to the account's verified address only, never to one the request names:
  // the form cannot make the shop send e-mails to strangers.
  const email = customer.email === null ? null : normaliseEmail(customer.email);
  const key = idempotencyKeyOf(input.idempotencyKey);
  const problems = [
    ...(name === '' ? [{ field: 'name', message: CONTACT_MESSAGES.nameRequired }] : []),
    ...(email === null ? [{ field: 'email', message: CONTACT_MESSAGES.noAccountEmail }] : []),
    ...(text === '' ? [{ field: 'text', message: CONTACT_MESSAGES.textRequired }] : []),
    ...([...text].length > MAX_SUPPORT_TEXT ? [{ field: 'text', message: CONTACT_MESSAGES.textTooLong }] : []),
    ...(key === false ? [INVALID_IDEMPOTENCY_KEY] : []),
  ];
  if (problems.length > 0 || email === null || key === false) return invalidInput(problems);
  const limited = await rateLimited(ctx, 'sendSupportRequest', customer.customerNumber);
  if (limited) return limited;
  try {
    const { requestId } = await ctx.datasources.customer.supportRequest({ name, topic: input.topic, text, email }, key);
    return { __typename: 'SupportRequestSent', requestId, email };
  } catch (error) {
    const fields = fieldErrorsOf(error);
    if (fields) return fields;
    if (errorCodeOf(error) === ERROR_CODES.unauthenticated || !(error instanceof UpstreamError)) throw error;
    const errorId = (error instanceof UpstreamHttpError ? error.body?.error_id : undefined) ?? ctx.correlationId;
    return {
      __typename: 'SupportRequestFailed',
      code: 'SUPPORT_REQUEST_FAILED',
      message: CONTACT_MESSAGES.failed,
      errorId,
    };
  }
}
