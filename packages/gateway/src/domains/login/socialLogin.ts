/**
 * Social login (docs/product/ways-in.md §3 social providers, §4, §6, §7): the authorisation-code redirect to the
 * provider, then the login with the returned code, or registration prefilled from the
 * provider's data when the customer is not found, or the rejection with the customer's country.
 * Google is live (socialLogin flag); Facebook and Apple are offered only with the
 * facebookLogin flag and shown as being tested.
 */
import { randomBytes } from 'node:crypto';
import type { GatewayContext } from '../../context.ts';
import { CookieJar } from '../../cookies.ts';
import { UpstreamHttpError } from '../../datasources/upstreamErrors.ts';
import type { CompleteSocialLoginInput, SocialLoginProvider, StartSocialLoginInput } from '../../generated/graphql.ts';
import { invalidInput, type ResultOf } from '../../kit/outcomes.ts';
import { rateLimited } from '../../kit/rateLimited.ts';
import { loggedIn, loginFailure } from './login.ts';
import { LOGIN_MESSAGES } from './messages.ts';

export interface SocialLoginOptionModel {
  id: string;
  provider: SocialLoginProvider;
  inTesting: boolean;
}

/** The providers this deployment offers, by its flags. */
export function socialLoginOptions(ctx: GatewayContext): SocialLoginOptionModel[] {
  const flags = ctx.featureFlags;
  if (!flags.socialLogin) return [];
  const options: SocialLoginOptionModel[] = [{ id: 'GOOGLE', provider: 'GOOGLE', inTesting: false }];
  if (flags.facebookLogin) {
    options.push(
      { id: 'FACEBOOK', provider: 'FACEBOOK', inTesting: true },
      { id: 'APPLE', provider: 'APPLE', inTesting: true },
    );
  }
  return options;
}

function unavailable(provider: SocialLoginProvider) {
  return {
    __typename: 'SocialLoginFailed' as const,
    code: 'SOCIAL_LOGIN_PROVIDER_UNAVAILABLE' as const,
    message: LOGIN_MESSAGES.socialProviderUnavailable(provider),
  };
}

/**
 * An absolute http(s) URL into the account SPA (/dpl/av/…), from an allowed origin
 * (SOCIAL_LOGIN_REDIRECT_ORIGINS; required in production, any origin elsewhere).
 */
function isAllowedRedirect(ctx: GatewayContext, redirectUrl: string): boolean {
  if (!URL.canParse(redirectUrl)) return false;
  const url = new URL(redirectUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username !== '' || url.password !== '') return false;
  if (!url.pathname.startsWith('/dpl/av/')) return false;
  const origins = ctx.config.socialLogin.redirectOrigins;
  // Production accepts only the configured origins (a code sent elsewhere could be used by others).
  if (origins === null) return !ctx.config.isProduction;
  return origins.includes(url.origin);
}

export function startSocialLogin(
  ctx: GatewayContext,
  input: StartSocialLoginInput,
): ResultOf<'StartSocialLoginResult'> {
  if (!socialLoginOptions(ctx).some((o) => o.provider === input.provider)) return unavailable(input.provider);
  if (!isAllowedRedirect(ctx, input.redirectUrl)) {
    return invalidInput([{ field: 'redirectUrl', message: LOGIN_MESSAGES.redirectNotAllowed }]);
  }
  const provider = ctx.config.socialLogin.providers[input.provider];
  const state = randomBytes(16).toString('base64url');
  const url = new URL(provider.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  if (provider.clientId) url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', input.redirectUrl);
  url.searchParams.set(
    'scope',
    input.provider === 'APPLE'
      ? 'name email'
      : input.provider === 'FACEBOOK'
        ? 'email public_profile'
        : 'openid email profile',
  );
  url.searchParams.set('state', state);
  return { __typename: 'SocialLoginStarted', provider: input.provider, authorizationUrl: url.toString(), state };
}

export async function completeSocialLogin(
  ctx: GatewayContext,
  input: CompleteSocialLoginInput,
): Promise<ResultOf<'CompleteSocialLoginResult'>> {
  if (!socialLoginOptions(ctx).some((o) => o.provider === input.provider)) return unavailable(input.provider);
  if (input.code.trim() === '') return invalidInput([{ field: 'code', message: LOGIN_MESSAGES.socialCodeInvalid }]);
  if (!isAllowedRedirect(ctx, input.redirectUrl)) {
    return invalidInput([{ field: 'redirectUrl', message: LOGIN_MESSAGES.redirectNotAllowed }]);
  }
  const limited = await rateLimited(ctx, 'completeSocialLogin', null);
  if (limited) return limited;

  const session = new CookieJar();
  try {
    await ctx.datasources.customer.socialLogin(
      {
        provider: input.provider,
        code: input.code.trim(),
        redirectUrl: input.redirectUrl,
        stayLoggedIn: input.stayLoggedIn ?? false,
      },
      session,
    );
  } catch (error) {
    if (error instanceof UpstreamHttpError) {
      const userInfo = error.body?.user_info;
      if (error.key === 'social_login_customer_not_found' && userInfo) {
        return {
          __typename: 'SocialCustomerNotFound',
          code: 'SOCIAL_CUSTOMER_NOT_FOUND',
          message: LOGIN_MESSAGES.socialCustomerNotFound,
          userInfo: {
            firstName: userInfo.first_name,
            lastName: userInfo.last_name,
            salutation: userInfo.salutation,
            email: userInfo.email,
            socialLoginToken: userInfo.social_login_token,
          },
        };
      }
      if (error.key === 'social_login_code_invalid') {
        return {
          __typename: 'SocialLoginFailed',
          code: 'SOCIAL_LOGIN_CODE_INVALID',
          message: LOGIN_MESSAGES.socialCodeInvalid,
        };
      }
      if (error.key === 'social_login_provider_unavailable') return unavailable(input.provider);
      if (error.status === 403) {
        const outcome = loginFailure(error);
        if (outcome.__typename === 'LoginWrongCountry' || outcome.__typename === 'AccountNotActivated') return outcome;
      }
    }
    throw error;
  }
  return loggedIn(ctx, session, input.provider);
}
