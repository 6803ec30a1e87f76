/**
 * Setting a password with an e-mailed token (docs/product/ways-in.md §2 set-password, login/forgottenpassword/{token},
 * light-user-set-password; §5 tokens; §7): the query or legacy path form of the token, the
 * social users' first password, the status of a token before its form is shown, and a logged-in
 * customer changing the password (§2 change-password, §4, §8).
 */
import type { GatewayContext } from '../../context.ts';
import { UpstreamHttpError } from '../../datasources/upstreamErrors.ts';
import type {
  ChangePasswordInput,
  SetPasswordInput,
  SetSocialPasswordInput,
  TokenKind,
} from '../../generated/graphql.ts';
import { checkNewPassword } from '../../kit/checks.ts';
import { PASSWORD_MESSAGES as KIT_PASSWORD_MESSAGES } from '../../kit/messages.ts';
import { reloadViewer, requireCustomer } from '../../kit/guard.ts';
import { passwordAttemptLimited, passwordRejected, rateLimited } from '../../kit/rateLimited.ts';
import {
  fieldErrorsOf,
  invalidInput,
  profileChangeFailed,
  unusableToken,
  tokenError,
  tokenErrorOf,
  type ResultOf,
} from '../../kit/outcomes.ts';
import { PASSWORD_MESSAGES } from './messages.ts';

const TOKEN_KIND = {
  'account-activation': 'ACCOUNT_ACTIVATION',
  'password-forgotten': 'PASSWORD_FORGOTTEN',
  'set-password-for-social-login': 'SET_PASSWORD_FOR_SOCIAL_LOGIN',
  'magic-link': 'MAGIC_LINK',
  'social-login-registration': 'SOCIAL_LOGIN_REGISTRATION',
  'email-change': 'EMAIL_CHANGE',
} as const satisfies Record<string, TokenKind>;

function passwordRefusal(error: unknown): ResultOf<'SetPasswordResult'> {
  const token = tokenErrorOf(error);
  if (token) return token;
  const fields = fieldErrorsOf(error);
  if (fields) return fields;
  if (error instanceof UpstreamHttpError && error.key === 'password_already_set') {
    return {
      __typename: 'PasswordAlreadySet',
      code: 'PASSWORD_ALREADY_SET',
      message: PASSWORD_MESSAGES.passwordAlreadySet,
    };
  }
  // The legacy path form answers 404 for a path without token.
  if (error instanceof UpstreamHttpError && error.status === 404) return tokenError('TOKEN_MISSING');
  throw error;
}

async function passwordSet(ctx: GatewayContext): Promise<ResultOf<'SetPasswordResult'>> {
  // The customer's sessions may have ended upstream; the viewer tells the client where it stands.
  return { __typename: 'PasswordSet', viewer: await reloadViewer(ctx) };
}

export async function setPassword(
  ctx: GatewayContext,
  input: SetPasswordInput,
): Promise<ResultOf<'SetPasswordResult'>> {
  const missing = unusableToken(input.token);
  if (missing) return missing;
  const problem = checkNewPassword(input.password);
  if (problem) return invalidInput([problem]);
  const limited = await rateLimited(ctx, 'setPassword', null);
  if (limited) return limited;
  const token = input.token.trim();
  try {
    if (input.tokenSource === 'LEGACY_PATH') await ctx.datasources.customer.setPasswordByPath(token, input.password);
    else await ctx.datasources.customer.setPassword(token, input.password);
  } catch (error) {
    return passwordRefusal(error);
  }
  return passwordSet(ctx);
}

export async function setSocialPassword(
  ctx: GatewayContext,
  input: SetSocialPasswordInput,
): Promise<ResultOf<'SetPasswordResult'>> {
  const token = input.token?.trim() ? input.token.trim() : undefined;
  // Without a link token the password is the logged-in customer's: the one guard decides who that is.
  if (token === undefined) await requireCustomer(ctx);
  const unusable = token === undefined ? null : unusableToken(token);
  if (unusable) return unusable;
  const problem = checkNewPassword(input.password);
  if (problem) return invalidInput([problem]);
  try {
    await ctx.datasources.customer.socialSetPassword(
      token === undefined ? { password: input.password } : { token, password: input.password },
    );
  } catch (error) {
    return passwordRefusal(error);
  }
  return passwordSet(ctx);
}

export async function tokenStatus(ctx: GatewayContext, rawToken: string): Promise<ResultOf<'TokenStatusResult'>> {
  const missing = unusableToken(rawToken);
  if (missing) return missing;
  const limited = await rateLimited(ctx, 'tokenStatus', null);
  if (limited) return limited;
  try {
    const status = await ctx.datasources.customer.tokenStatus(rawToken.trim());
    return {
      __typename: 'TokenValid',
      kind: TOKEN_KIND[status.kind],
      email: status.email,
      expiresAt: status.expiresAt,
    };
  } catch (error) {
    const token = tokenErrorOf(error);
    if (token) return token;
    throw error;
  }
}

export async function changePassword(
  ctx: GatewayContext,
  input: ChangePasswordInput,
): Promise<ResultOf<'ChangePasswordResult'>> {
  const customer = await requireCustomer(ctx);
  const problems = [
    ...(input.currentPassword === '' ? [{ field: 'currentPassword', message: PASSWORD_MESSAGES.currentRequired }] : []),
    ...[checkNewPassword(input.newPassword, 'newPassword')].filter((p) => p !== null),
  ];
  if (problems.length > 0) return invalidInput(problems);
  if (input.newPassword === input.currentPassword) return sameAsOld;
  const limited = await passwordAttemptLimited(ctx, 'changePassword', customer.customerNumber);
  if (limited) return limited;
  try {
    await ctx.datasources.customer.changePassword({
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
    });
  } catch (error) {
    if (error instanceof UpstreamHttpError && error.status === 403) {
      await passwordRejected(ctx, customer);
      return { __typename: 'WrongPassword', code: 'WRONG_PASSWORD', message: PASSWORD_MESSAGES.wrongCurrentPassword };
    }
    if (error instanceof UpstreamHttpError && error.key === 'password_same_as_old') return sameAsOld;
    if (error instanceof UpstreamHttpError && error.key === 'invalid_password') {
      return invalidInput([{ field: 'newPassword', message: error.body?.detail ?? KIT_PASSWORD_MESSAGES.TOO_SHORT }]);
    }
    return profileChangeFailed(error);
  }
  return { __typename: 'PasswordChanged', viewer: await reloadViewer(ctx) };
}

const sameAsOld = {
  __typename: 'PasswordSameAsOld',
  code: 'PASSWORD_SAME_AS_OLD',
  message: PASSWORD_MESSAGES.sameAsOld,
} as const;
