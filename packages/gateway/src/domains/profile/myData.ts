/**
 * The customer's own data (docs/product/my-data.md §4 change e-mail, delete account; §8): asking for an e-mail
 * change, confirming it with the e-mailed token, and deleting the account.
 */
import { normaliseEmail } from '@mein-konto/schema/rules/email';
import type { GatewayContext } from '../../context.ts';
import { UpstreamHttpError } from '../../datasources/upstreamErrors.ts';
import type { ChangeEmailInput, ConfirmEmailChangeInput, DeleteAccountInput } from '../../generated/graphql.ts';
import { reloadViewer, requireCustomer } from '../../kit/guard.ts';
import { invalidInput, profileChangeFailed, tokenErrorOf, unusableToken, type ResultOf } from '../../kit/outcomes.ts';
import { passwordAttemptLimited, passwordRejected, rateLimited } from '../../kit/rateLimited.ts';
import { PROFILE_MESSAGES } from './messages.ts';

const wrongPassword = {
  __typename: 'WrongPassword',
  code: 'WRONG_PASSWORD',
  message: PROFILE_MESSAGES.wrongPassword,
} as const;

function emailExists(email: string) {
  return {
    __typename: 'EmailAlreadyExists',
    code: 'EMAIL_ALREADY_EXISTS',
    message: PROFILE_MESSAGES.emailExists,
    email,
  } as const;
}

export async function changeEmail(
  ctx: GatewayContext,
  input: ChangeEmailInput,
): Promise<ResultOf<'ChangeEmailResult'>> {
  const customer = await requireCustomer(ctx);
  const newEmail = normaliseEmail(input.newEmail);
  const problems = [
    ...(newEmail === null ? [{ field: 'newEmail', message: PROFILE_MESSAGES.invalidEmail }] : []),
    ...(input.password === '' ? [{ field: 'password', message: PROFILE_MESSAGES.passwordRequired }] : []),
  ];
  if (problems.length > 0 || newEmail === null) return invalidInput(problems);
  if (newEmail === customer.email?.toLowerCase()) return emailExists(newEmail);
  const limited = await passwordAttemptLimited(ctx, 'changeEmail', customer.customerNumber);
  if (limited) return limited;
  try {
    await ctx.datasources.customer.changeEmail({
      password: input.password,
      newEmail,
      newsletterOptIn: input.newsletterOptIn ?? false,
    });
  } catch (error) {
    if (error instanceof UpstreamHttpError && error.status === 403) {
      await passwordRejected(ctx, customer);
      return wrongPassword;
    }
    if (error instanceof UpstreamHttpError && error.key === 'email_already_exists') return emailExists(newEmail);
    if (error instanceof UpstreamHttpError && error.key === 'email_invalid')
      return invalidInput([{ field: 'newEmail', message: PROFILE_MESSAGES.invalidEmail }]);
    return profileChangeFailed(error);
  }
  return { __typename: 'EmailChangeRequested', newEmail };
}

export async function confirmEmailChange(
  ctx: GatewayContext,
  input: ConfirmEmailChangeInput,
): Promise<ResultOf<'ConfirmEmailChangeResult'>> {
  const unusable = unusableToken(input.token);
  if (unusable) return unusable;
  const limited = await rateLimited(ctx, 'confirmEmailChange', null);
  if (limited) return limited;
  try {
    const { email } = await ctx.datasources.customer.changeEmailDoiVerify(input.token.trim());
    // A logged-in viewer now carries the new e-mail.
    return { __typename: 'EmailChangeConfirmed', email, viewer: await reloadViewer(ctx) };
  } catch (error) {
    const token = tokenErrorOf(error);
    if (token) return token;
    if (error instanceof UpstreamHttpError && error.key === 'email_already_exists') return emailExists('');
    throw error;
  }
}

export async function deleteAccount(
  ctx: GatewayContext,
  input: DeleteAccountInput,
): Promise<ResultOf<'DeleteAccountResult'>> {
  const customer = await requireCustomer(ctx);
  if (input.password === '') return invalidInput([{ field: 'password', message: PROFILE_MESSAGES.passwordRequired }]);
  const limited = await passwordAttemptLimited(ctx, 'deleteAccount', customer.customerNumber);
  if (limited) return limited;
  try {
    await ctx.datasources.customer.deleteAccount(input.password);
  } catch (error) {
    if (error instanceof UpstreamHttpError && error.status === 403) {
      await passwordRejected(ctx, customer);
      return wrongPassword;
    }
    return profileChangeFailed(error);
  }
  ctx.cookies.clearSession();
  return { __typename: 'AccountDeleted', viewer: await reloadViewer(ctx) };
}
