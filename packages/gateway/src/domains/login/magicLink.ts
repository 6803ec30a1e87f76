/**
 * Magic link (docs/product/ways-in.md §4 "Magic link", §7): request a one-time login link by e-mail, then log in
 * with its token. The request answers the same whether or not a link went out.
 */
import type { GatewayContext } from '../../context.ts';
import { CookieJar } from '../../cookies.ts';
import { UpstreamHttpError } from '../../datasources/upstreamErrors.ts';
import type { RequestMagicLinkInput, VerifyMagicLinkInput } from '../../generated/graphql.ts';
import { recaptchaMissing } from '../../kit/checks.ts';
import { unusableToken, tokenErrorOf, type ResultOf } from '../../kit/outcomes.ts';
import { rateLimited } from '../../kit/rateLimited.ts';
import { loggedIn, loginFailure, wayInDisabled } from './login.ts';
import { LOGIN_MESSAGES } from './messages.ts';
import { acceptedUsername } from './username.ts';

export async function requestMagicLink(
  ctx: GatewayContext,
  input: RequestMagicLinkInput,
): Promise<ResultOf<'RequestMagicLinkResult'>> {
  if (!ctx.featureFlags.magicLinkLogin) return wayInDisabled;
  const username = acceptedUsername(ctx, input.username);
  if ('__typename' in username) return username;
  const limited = await rateLimited(ctx, 'requestMagicLink', username.username);
  if (limited) return limited;
  if (recaptchaMissing(input.recaptchaToken))
    return { __typename: 'RecaptchaFailed', code: 'RECAPTCHA_FAILED', message: LOGIN_MESSAGES.recaptchaFailed };
  try {
    await ctx.datasources.customer.magicLinkLogin(username.username, input.recaptchaToken);
  } catch (error) {
    if (error instanceof UpstreamHttpError && error.key === 'recaptcha_invalid') {
      return { __typename: 'RecaptchaFailed', code: 'RECAPTCHA_FAILED', message: LOGIN_MESSAGES.recaptchaFailed };
    }
    throw error;
  }
  return { __typename: 'MagicLinkRequested', username: username.username };
}

export async function verifyMagicLink(
  ctx: GatewayContext,
  input: VerifyMagicLinkInput,
): Promise<ResultOf<'VerifyMagicLinkResult'>> {
  if (!ctx.featureFlags.magicLinkLogin) return wayInDisabled;
  const missing = unusableToken(input.token);
  if (missing) return missing;
  const limited = await rateLimited(ctx, 'verifyMagicLink', null);
  if (limited) return limited;
  const session = new CookieJar();
  try {
    await ctx.datasources.customer.magicLinkVerify(
      { token: input.token.trim(), stayLoggedIn: input.stayLoggedIn ?? false },
      session,
    );
  } catch (error) {
    const token = tokenErrorOf(error);
    if (token) return token;
    if (error instanceof UpstreamHttpError && error.status === 403) {
      const outcome = loginFailure(error);
      if (outcome.__typename === 'LoginWrongCountry') return outcome;
    }
    throw error;
  }
  return loggedIn(ctx, session, 'MAGIC_LINK');
}
