/**
 * Password links (SPEC §2 forgot-password, set-password, login/forgottenpassword/{token},
 * light-user-set-password, send-password-link-success; §5 tokens; §7): requesting a link,
 * setting the password with its token (query or legacy path form), the social users' first
 * password, and the status of a token before its form is shown.
 */
import type { GatewayContext } from '../../context.ts';
import { UpstreamHttpError } from '../../datasources/upstreamErrors.ts';
import type {
  PasswordLinkReason,
  RequestPasswordResetInput,
  ResolversParentTypes,
  ResolversUnionTypes,
  SetPasswordInput,
  SetSocialPasswordInput,
  TokenKind,
} from '../../generated/graphql.ts';
import { unauthenticated } from '../../errors.ts';
import { SESSION_COOKIE } from '@mein-konto/schema/upstream/customer';
import { rateLimited } from '../session/rateLimited.ts';
import { loadViewer } from '../session/viewer.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { acceptedUsername, checkNewPassword, fieldErrorsOf, invalidInput, missingToken, tokenErrorOf } from './outcomes.ts';

type Results = ResolversUnionTypes<ResolversParentTypes>;
export type SetPasswordResultModel = Results['SetPasswordResult'];
export type RequestPasswordResetResultModel = Results['RequestPasswordResetResult'];
export type TokenStatusResultModel = Results['TokenStatusResult'];

/** The reason as the service carries it back to the confirmation page. */
const WIRE_REASON = {
  FORGOT_PASSWORD: 'forgot-password',
  LIGHT_USER: 'light-user',
  SOCIAL_USER: 'social-user',
} as const satisfies Record<PasswordLinkReason, string>;

const TOKEN_KIND = {
  'account-activation': 'ACCOUNT_ACTIVATION',
  'password-forgotten': 'PASSWORD_FORGOTTEN',
  'set-password-for-social-login': 'SET_PASSWORD_FOR_SOCIAL_LOGIN',
  'magic-link': 'MAGIC_LINK',
  'social-login-registration': 'SOCIAL_LOGIN_REGISTRATION',
} as const satisfies Record<string, TokenKind>;

/**
 * E-mails a password link. The answer is the same whether or not the account exists, so the
 * confirmation reveals nothing beyond the spec's flow.
 */
export async function requestPasswordReset(ctx: GatewayContext, input: RequestPasswordResetInput): Promise<RequestPasswordResetResultModel> {
  const username = acceptedUsername(ctx, input.username);
  if ('__typename' in username) return username;
  const limited = rateLimited(ctx, 'requestPasswordReset', username.username);
  if (limited) return limited;
  const reason = input.reason ?? 'FORGOT_PASSWORD';
  // No redirect URI from clients: the e-mailed link always opens this deployment's own page.
  await ctx.datasources.customer.resetPassword({ username: username.username, reason: WIRE_REASON[reason] });
  return { __typename: 'PasswordResetRequested', username: username.username, reason };
}

function passwordRefusal(error: unknown): SetPasswordResultModel {
  const token = tokenErrorOf(error);
  if (token) return token;
  const fields = fieldErrorsOf(error);
  if (fields) return fields;
  if (error instanceof UpstreamHttpError && error.key === 'password_already_set') {
    return { __typename: 'PasswordAlreadySet', code: 'PASSWORD_ALREADY_SET', message: AUTH_MESSAGES.passwordAlreadySet };
  }
  // The legacy path form answers 404 for a path without token.
  if (error instanceof UpstreamHttpError && error.status === 404) return missingToken('') ?? invalidInput([]);
  throw error;
}

async function passwordSet(ctx: GatewayContext): Promise<SetPasswordResultModel> {
  // The customer's sessions may have ended upstream; the viewer tells the client where it stands.
  ctx.loaders.loginState.clearAll();
  return { __typename: 'PasswordSet', viewer: await loadViewer(ctx) };
}

export async function setPassword(ctx: GatewayContext, input: SetPasswordInput): Promise<SetPasswordResultModel> {
  const missing = missingToken(input.token);
  if (missing) return missing;
  const problem = checkNewPassword(input.password);
  if (problem) return invalidInput([problem]);
  const token = input.token.trim();
  try {
    if (input.tokenSource === 'LEGACY_PATH') await ctx.datasources.customer.setPasswordByPath(token, input.password);
    else await ctx.datasources.customer.setPassword(token, input.password);
  } catch (error) {
    return passwordRefusal(error);
  }
  return passwordSet(ctx);
}

export async function setSocialPassword(ctx: GatewayContext, input: SetSocialPasswordInput): Promise<SetPasswordResultModel> {
  const token = input.token?.trim() ? input.token.trim() : undefined;
  if (token === undefined && !ctx.cookies.has(SESSION_COOKIE.access) && !ctx.cookies.has(SESSION_COOKIE.refresh)) {
    throw unauthenticated();
  }
  const problem = checkNewPassword(input.password);
  if (problem) return invalidInput([problem]);
  try {
    await ctx.datasources.customer.socialSetPassword(token === undefined ? { password: input.password } : { token, password: input.password });
  } catch (error) {
    return passwordRefusal(error);
  }
  return passwordSet(ctx);
}

export async function tokenStatus(ctx: GatewayContext, rawToken: string): Promise<TokenStatusResultModel> {
  const missing = missingToken(rawToken);
  if (missing) return missing;
  try {
    const status = await ctx.datasources.customer.tokenStatus(rawToken.trim());
    return { __typename: 'TokenValid', kind: TOKEN_KIND[status.kind], email: status.email, expiresAt: status.expiresAt };
  } catch (error) {
    const token = tokenErrorOf(error);
    if (token) return token;
    throw error;
  }
}
