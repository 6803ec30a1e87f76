/**
 * The login steps (docs/product/ways-in.md §4, §5, §7 "Answers"): the username check and the login with their
 * expected outcomes as union members. Unexpected failures of other kinds stay GraphQLErrors.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { MARKET_FACTS, marketOfCountry } from '@mein-konto/schema/rules/market';
import type { UsernameType } from '@mein-konto/schema/rules/username';
import { LOGIN_FAIL_NOT_ALLOWED_FOR_COUNTRY_CODE } from '@mein-konto/schema/upstream/common';
import type { GatewayContext } from '../../context.ts';
import { CookieJar } from '../../cookies.ts';
import { isNoAnswer, UpstreamError, UpstreamHttpError } from '../../datasources/upstreamErrors.ts';
import type { CheckUsernameInput, LoginInput, LoginMethod } from '../../generated/graphql.ts';
import { recaptchaMissing } from '../../kit/checks.ts';
import { reloadViewer } from '../../kit/guard.ts';
import { invalidInput, type ResultOf } from '../../kit/outcomes.ts';
import { rateLimited } from '../../kit/rateLimited.ts';
import { LOGIN_MESSAGES } from './messages.ts';
import { acceptedUsername, type AcceptedUsername } from './username.ts';

// ---------------------------------------------------------------------------------------------

export async function checkUsername(
  ctx: GatewayContext,
  input: CheckUsernameInput,
): Promise<ResultOf<'CheckUsernameResult'>> {
  const normalised = acceptedUsername(ctx, input.username);
  if ('__typename' in normalised) return normalised;
  // Per client only: a budget per username would let anyone block a customer's username step.
  const limited = await rateLimited(ctx, 'checkUsername', null);
  if (limited) return limited;

  const { username, type: usernameType } = normalised;
  if (recaptchaMissing(input.recaptchaToken))
    return { __typename: 'UsernameCheckFailed', code: 'RECAPTCHA_FAILED', message: LOGIN_MESSAGES.recaptchaFailed };
  try {
    const answer = await ctx.datasources.customer.usernameCheck(username, input.recaptchaToken);
    if (!answer.hasPassword) {
      // A social-login customer: a password step would refuse every password.
      return {
        __typename: 'NoPassword',
        code: 'NO_PASSWORD',
        message: LOGIN_MESSAGES.noPassword,
        username,
        usernameType: answer.usernameType,
        socialLoginProvider: answer.socialLoginProvider ?? null,
      };
    }
    return { __typename: 'UsernameAccepted', username, usernameType: answer.usernameType };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const key = error instanceof UpstreamHttpError ? error.key : undefined;
    switch (key) {
      case 'email_not_exist':
        return {
          __typename: 'UsernameNotFound',
          code: 'EMAIL_NOT_FOUND',
          message: LOGIN_MESSAGES.emailNotFound,
          username,
          usernameType,
        };
      case 'customer_number_not_exist':
        return {
          __typename: 'UsernameNotFound',
          code: 'CUSTOMER_NUMBER_NOT_FOUND',
          message: LOGIN_MESSAGES.customerNumberNotFound,
          username,
          usernameType,
        };
      case 'no_credentials':
        return {
          __typename: 'NoCredentials',
          code: 'NO_CREDENTIALS',
          message: LOGIN_MESSAGES.noCredentials,
          username,
          usernameType,
        };
      case 'light_user_no_credentials':
        return {
          __typename: 'LightUserNoCredentials',
          code: 'LIGHT_USER_NO_CREDENTIALS',
          message: LOGIN_MESSAGES.lightUserNoCredentials,
          username,
          usernameType,
        };
      case 'account_not_activated':
        return {
          __typename: 'AccountNotActivated',
          code: 'ACCOUNT_NOT_ACTIVATED',
          message: LOGIN_MESSAGES.accountNotActivated,
        };
      case 'recaptcha_invalid':
        return { __typename: 'UsernameCheckFailed', code: 'RECAPTCHA_FAILED', message: LOGIN_MESSAGES.recaptchaFailed };
      default:
        return { __typename: 'UsernameCheckFailed', code: 'LOGIN_FAILED', message: LOGIN_MESSAGES.generic };
    }
  }
}

// ---------------------------------------------------------------------------------------------

function loginMethodOf(type: UsernameType): LoginMethod {
  return type === 'EMAIL' ? 'EMAIL' : 'CUSTOMER_NUMBER';
}

/** Whether the login answer is for the customer whose username was given (case-insensitive). */
export function isRequestedCustomer(
  requested: AcceptedUsername,
  answer: { email: string; customerNumber: string },
): boolean {
  if (requested.type === 'EMAIL') return answer.email.trim().toLowerCase() === requested.username.toLowerCase();
  return answer.customerNumber.trim().replace(/^0+/, '').toLowerCase() === requested.username.toLowerCase();
}

export async function login(ctx: GatewayContext, input: LoginInput): Promise<ResultOf<'LoginResult'>> {
  const normalised = acceptedUsername(ctx, input.username);
  if ('__typename' in normalised) return normalised;
  if (input.password === '') return invalidInput([{ field: 'password', message: LOGIN_MESSAGES.passwordRequired }]);
  // Per client here; per customer below, by challenge and slow-down instead of a lockout.
  const limited = await rateLimited(ctx, 'login', null);
  if (limited) return limited;
  if (recaptchaMissing(input.recaptchaToken))
    return { __typename: 'LoginFailed', code: 'LOGIN_FAILED', message: LOGIN_MESSAGES.generic, reason: 'UNKNOWN' };

  const throttle = ctx.loginThrottle;
  let recaptchaToken = input.recaptchaToken;
  const target = await throttle.customerOf(normalised.username);
  if (await throttle.challengeRequired(target)) {
    const challenge = input.challengeToken?.trim() ?? '';
    if (challenge === '' || !(await throttle.spendChallenge(challenge))) {
      ctx.log.warn(
        { event: 'login_challenge_required' },
        'too many wrong passwords for the customer: challenge required',
      );
      return {
        __typename: 'LoginChallengeRequired',
        code: 'LOGIN_CHALLENGE_REQUIRED',
        message: LOGIN_MESSAGES.challengeRequired,
      };
    }
    await sleep(await throttle.delayMs(target));
    // The solved challenge is the recaptcha token the customer service verifies for this attempt.
    recaptchaToken = challenge;
  }

  // The new session's cookies stay in a jar of their own until the answer has been checked.
  const session = new CookieJar();
  const { customer } = ctx.datasources;
  let answer;
  try {
    answer = await customer.login(
      { username: normalised.username, password: input.password, stayLoggedIn: input.stayLoggedIn ?? false },
      recaptchaToken,
      session,
    );
  } catch (error) {
    const outcome = loginFailure(error);
    if (outcome.__typename === 'LoginRejected' && error instanceof UpstreamHttpError) {
      const customerNumber = error.body?.customer_number;
      if (customerNumber) await throttle.learn(normalised.username, customerNumber);
      await throttle.recordFailure(await throttle.customerOf(normalised.username));
    }
    return outcome;
  }
  await throttle.learn(normalised.username, answer.customerNumber);

  if (!isRequestedCustomer(normalised, answer)) {
    ctx.log.error(
      { event: 'login_wrong_customer', requestedType: normalised.type, answerCustomerNumber: answer.customerNumber },
      'the login answer is for another customer than requested: session ended, cookies not relayed',
    );
    await customer.logout(session).catch(() => undefined);
    return { __typename: 'LoginWrongCustomer', code: 'LOGIN_WRONG_CUSTOMER', message: LOGIN_MESSAGES.wrongCustomer };
  }

  return loggedIn(ctx, session, loginMethodOf(normalised.type));
}

/**
 * The answer of a way in whose flag is off in this deployment (docs/product/markets-and-flags.md
 * §6): the web does not offer it, and the API refuses it before any service is called.
 */
export const wayInDisabled = {
  __typename: 'FeatureDisabled',
  code: 'FEATURE_DISABLED',
  message: LOGIN_MESSAGES.wayInDisabled,
} as const;

export function loginFailure(error: unknown): ResultOf<'LoginResult'> {
  if (!(error instanceof UpstreamError)) throw error;
  if (error instanceof UpstreamHttpError && error.status === 403) {
    if (error.key === 'account_not_activated') {
      return {
        __typename: 'AccountNotActivated',
        code: 'ACCOUNT_NOT_ACTIVATED',
        message: LOGIN_MESSAGES.accountNotActivated,
      };
    }
    const country = error.body?.customer_country_code;
    if (error.body?.code === LOGIN_FAIL_NOT_ALLOWED_FOR_COUNTRY_CODE && country) {
      return {
        __typename: 'LoginWrongCountry',
        code: 'LOGIN_WRONG_COUNTRY',
        message: LOGIN_MESSAGES.wrongCountry(country),
        customerCountry: country,
        shopUrl: MARKET_FACTS[marketOfCountry(country)].shopUrl,
      };
    }
    return { __typename: 'LoginRejected', code: 'LOGIN_REJECTED', message: LOGIN_MESSAGES.rejected };
  }
  return {
    __typename: 'LoginFailed',
    code: 'LOGIN_FAILED',
    message: LOGIN_MESSAGES.generic,
    reason: isNoAnswer(error) ? 'CONNECTION' : 'UNKNOWN',
  };
}

/** A login whose answer was accepted: its session cookies go to the browser, the viewer is the new customer. */
export async function loggedIn(ctx: GatewayContext, session: CookieJar, loginMethod: LoginMethod) {
  ctx.cookies.adopt(session);
  return { __typename: 'LoginSuccess' as const, viewer: await reloadViewer(ctx), loginMethod };
}
