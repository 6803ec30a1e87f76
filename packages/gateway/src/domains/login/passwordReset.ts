/**
 * Requesting a password link (docs/product/ways-in.md §2 forgot-password, send-password-link-success; §7): for a
 * forgotten password, a light user or a social-login customer without password.
 */
import type { GatewayContext } from '../../context.ts';
import type { PasswordLinkReason, RequestPasswordResetInput } from '../../generated/graphql.ts';
import type { ResultOf } from '../../kit/outcomes.ts';
import { rateLimited } from '../../kit/rateLimited.ts';
import { acceptedUsername } from './username.ts';

/** The reason as the service carries it back to the confirmation page. */
const WIRE_REASON = {
  FORGOT_PASSWORD: 'forgot-password',
  LIGHT_USER: 'light-user',
  SOCIAL_USER: 'social-user',
} as const satisfies Record<PasswordLinkReason, string>;

/**
 * E-mails a password link. The answer is the same whether or not the account exists, so the
 * confirmation reveals nothing beyond the flow of docs/product/ways-in.md §4.
 */
export async function requestPasswordReset(
  ctx: GatewayContext,
  input: RequestPasswordResetInput,
): Promise<ResultOf<'RequestPasswordResetResult'>> {
  const username = acceptedUsername(ctx, input.username);
  if ('__typename' in username) return username;
  const limited = await rateLimited(ctx, 'requestPasswordReset', username.username);
  if (limited) return limited;
  const reason = input.reason ?? 'FORGOT_PASSWORD';
  // No redirect URI from clients: the e-mailed link always opens this deployment's own page.
  await ctx.datasources.customer.resetPassword({ username: username.username, reason: WIRE_REASON[reason] });
  return { __typename: 'PasswordResetRequested', username: username.username, reason };
}
