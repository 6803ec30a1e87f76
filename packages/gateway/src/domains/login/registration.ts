/**
 * Registration (docs/product/ways-in.md §3 create account, §4 login steps, §5 account creation, §7): full and
 * light accounts, activation through the e-mailed link, resending it, and the address check
 * with its recommended address.
 */
import { COUNTRY_OF_MARKET } from '@mein-konto/schema/upstream/common';
import type { GatewayContext } from '../../context.ts';
import { CookieJar } from '../../cookies.ts';
import type { AccountCreatedResult } from '../../datasources/customer.ts';
import { UpstreamHttpError } from '../../datasources/upstreamErrors.ts';
import type {
  CheckAddressInput,
  CreateAccountContext,
  CreateAccountInput,
  CreateLightAccountInput,
  FieldError,
  TokenInput,
  ResendActivationInput,
} from '../../generated/graphql.ts';
import { checkAddressOf } from '../../kit/addressCheck.ts';
import { adultDateOfBirth, checkNewPassword, personNamesProblems, recaptchaMissing } from '../../kit/checks.ts';
import { loadViewer, reloadViewer } from '../../kit/guard.ts';
import { KIT_MESSAGES } from '../../kit/messages.ts';
import { fieldErrorsOf, invalidInput, unusableToken, tokenErrorOf, type ResultOf } from '../../kit/outcomes.ts';
import { rateLimited } from '../../kit/rateLimited.ts';
import { LOGGED_OUT } from '../../kit/viewer.ts';
import { wayInDisabled } from './login.ts';
import { LOGIN_MESSAGES } from './messages.ts';
import { acceptedUsername } from './username.ts';

const WIRE_CONTEXT = {
  CREATE_ACCOUNT: 'createAccount',
  CHECKOUT: 'checkout',
  CHECKOUT_LIGHT_ACCOUNT: 'checkoutLightAccount',
  ACCOUNT_LIGHT_ACCOUNT: 'accountLightAccount',
} as const satisfies Record<CreateAccountContext, string>;

function optional(value: string | null | undefined): string | undefined {
  return value === null || value === undefined || value.trim() === '' ? undefined : value;
}

/** The answer of the service as a union member; a social registration's session is relayed. */
async function created(
  ctx: GatewayContext,
  answer: AccountCreatedResult,
  session: CookieJar,
): Promise<ResultOf<'CreateAccountResult'>> {
  if (answer.status === 'ACTIVE' && answer.login) {
    ctx.cookies.adopt(session);
    const viewer = await reloadViewer(ctx);
    return {
      __typename: 'AccountCreated',
      status: 'LOGGED_IN',
      email: answer.email,
      customerNumber: answer.customerNumber,
      viewer,
      // Only social registrations are active at once: logged in through their provider.
      loginMethod: viewer.customer?.socialLoginProvider ?? null,
    };
  }
  return {
    __typename: 'AccountCreated',
    status: 'ACTIVATION_PENDING',
    email: answer.email,
    customerNumber: answer.customerNumber,
    viewer: await loadViewer(ctx).catch(() => LOGGED_OUT),
    loginMethod: null,
  };
}

function creationRefusal(error: unknown, email: string): ResultOf<'CreateAccountResult'> {
  const fields = fieldErrorsOf(error);
  if (fields) return fields;
  const token = tokenErrorOf(error);
  if (token) return token;
  if (error instanceof UpstreamHttpError && error.key === 'email_already_exists') {
    return {
      __typename: 'EmailAlreadyExists',
      code: 'EMAIL_ALREADY_EXISTS',
      message: LOGIN_MESSAGES.emailExists,
      email,
    };
  }
  if (error instanceof UpstreamHttpError && error.key === 'duplicate_account') {
    return { __typename: 'DuplicateAccount', code: 'DUPLICATE_ACCOUNT', message: LOGIN_MESSAGES.duplicateAccount };
  }
  if (error instanceof UpstreamHttpError && error.key === 'recaptcha_invalid') return recaptchaFailed;
  throw error;
}

export async function createAccount(
  ctx: GatewayContext,
  input: CreateAccountInput,
): Promise<ResultOf<'CreateAccountResult'>> {
  const socialLoginToken = optional(input.socialLoginToken);
  // A social registration logs in through its provider: only while the social login is on.
  if (socialLoginToken !== undefined && !ctx.featureFlags.socialLogin) return wayInDisabled;
  const problems: FieldError[] = personNamesProblems(input);
  const dateOfBirth = adultDateOfBirth(input.dateOfBirth);
  if ('field' in dateOfBirth) problems.push(dateOfBirth);
  const password = input.password ?? '';
  if (socialLoginToken === undefined || password !== '') {
    const passwordProblem = checkNewPassword(password);
    if (passwordProblem) problems.push(passwordProblem);
  }
  if (problems.length > 0) return invalidInput(problems);

  return register(ctx, 'createAccount', input.email, input.recaptchaToken, (session, recaptchaToken) =>
    ctx.datasources.customer.createAccount(
      {
        salutation: input.salutation,
        firstName: input.firstName,
        lastName: input.lastName,
        street: input.street,
        streetNumber: input.streetNumber,
        addressAddition: optional(input.addressAddition) ?? null,
        zipCode: input.zipCode,
        city: input.city,
        ...(input.countryCode ? { countryCode: input.countryCode } : {}),
        dateOfBirth: 'iso' in dateOfBirth ? dateOfBirth.iso : '',
        email: input.email,
        ...(password !== '' ? { password } : {}),
        newsletterConsent: input.newsletterConsent ?? false,
        ...(socialLoginToken !== undefined ? { socialLoginToken } : {}),
        context: WIRE_CONTEXT[input.context ?? 'CREATE_ACCOUNT'],
      },
      recaptchaToken,
      session,
    ),
  );
}

export async function createLightAccount(
  ctx: GatewayContext,
  input: CreateLightAccountInput,
): Promise<ResultOf<'CreateAccountResult'>> {
  const socialLoginToken = optional(input.socialLoginToken);
  if (!ctx.featureFlags.lightAccount || (socialLoginToken !== undefined && !ctx.featureFlags.socialLogin))
    return wayInDisabled;
  const names = personNamesProblems(input);
  if (names.length > 0) return invalidInput(names);
  return register(ctx, 'createLightAccount', input.email, input.recaptchaToken, (session, recaptchaToken) =>
    ctx.datasources.customer.createLightAccount(
      {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        ...(socialLoginToken !== undefined ? { socialLoginToken } : {}),
        context: WIRE_CONTEXT[input.context ?? 'ACCOUNT_LIGHT_ACCOUNT'],
      },
      recaptchaToken,
      session,
    ),
  );
}

const recaptchaFailed = {
  __typename: 'RecaptchaFailed',
  code: 'RECAPTCHA_FAILED',
  message: LOGIN_MESSAGES.recaptchaFailed,
} as const;

/**
 * A registration, rate-limited per e-mail and in the client's budget of account creation, with the
 * reCAPTCHA token as the login takes it (a missing one never reaches the service, which checks the
 * rest): `create` calls the service with a jar of its own (a social registration logs in), its
 * answer or refusal becomes the union member.
 */
async function register(
  ctx: GatewayContext,
  operation: 'createAccount' | 'createLightAccount',
  rawEmail: string,
  recaptchaToken: string,
  create: (session: CookieJar, recaptchaToken: string) => Promise<AccountCreatedResult>,
): Promise<ResultOf<'CreateAccountResult'>> {
  const email = rawEmail.trim().toLowerCase();
  const limited = await rateLimited(ctx, operation, email);
  if (limited) return limited;
  if (recaptchaMissing(recaptchaToken)) return recaptchaFailed;
  const session = new CookieJar();
  try {
    return await created(ctx, await create(session, recaptchaToken), session);
  } catch (error) {
    return creationRefusal(error, email);
  }
}

export async function activateAccount(
  ctx: GatewayContext,
  input: TokenInput,
): Promise<ResultOf<'ActivateAccountResult'>> {
  const missing = unusableToken(input.token);
  if (missing) return missing;
  const limited = await rateLimited(ctx, 'activateAccount', null);
  if (limited) return limited;
  try {
    const answer = await ctx.datasources.customer.activateAccount(input.token.trim());
    return { __typename: 'AccountActivated', email: answer.email, customerNumber: answer.customerNumber };
  } catch (error) {
    const token = tokenErrorOf(error);
    if (token) return token;
    throw error;
  }
}

export async function resendActivation(
  ctx: GatewayContext,
  input: ResendActivationInput,
): Promise<ResultOf<'ResendActivationResult'>> {
  const username = acceptedUsername(ctx, input.username);
  if ('__typename' in username) return username;
  const limited = await rateLimited(ctx, 'resendActivation', username.username);
  if (limited) return limited;
  await ctx.datasources.customer.resendActivationEmail(username.username);
  return { __typename: 'ActivationResent', username: username.username };
}

// ---------------------------------------------------------------------------------------------

export async function checkAddress(
  ctx: GatewayContext,
  input: CheckAddressInput,
): Promise<ResultOf<'CheckAddressResult'>> {
  const required = (['street', 'streetNumber', 'zipCode', 'city'] as const).filter(
    (field) => input[field].trim() === '',
  );
  if (required.length > 0) return invalidInput(required.map((field) => ({ field, message: KIT_MESSAGES.required })));
  const outcome = await checkAddressOf(
    ctx,
    {
      firstName: optional(input.firstName),
      lastName: optional(input.lastName),
      street: input.street,
      streetNumber: input.streetNumber,
      zipCode: input.zipCode,
      city: input.city,
      countryCode: input.countryCode ?? COUNTRY_OF_MARKET[ctx.market],
    },
    null,
  );
  if ('__typename' in outcome) return outcome;
  return {
    __typename: 'AddressChecked',
    verdict: outcome.verdict,
    input: outcome.input,
    recommendedAddress: outcome.recommended,
  };
}
