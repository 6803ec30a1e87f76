/** Operations and helpers of the ways-in tests (registration, social login, links); the mailbox: @mein-konto/testing. */
import { RECAPTCHA_TOKEN } from '@mein-konto/testing';
import request from 'supertest';
import { expect } from 'vitest';
import type { Browser, Tree } from './stack.ts';

/** Where the social login returns to in the tests. */
export const SOCIAL_REDIRECT = 'http://localhost:4000/dpl/av/login';

const ERROR = '... on Error { code message }';
const INVALID = '... on InvalidInput { fieldErrors { field message } }';
const LIMITED = '... on RateLimited { retryAfterSeconds }';
const VIEWER =
  'viewer { id state customer { id customerNumber email firstName lastName hasPassword isLightUser socialLoginProvider } }';

export const CREATE_ACCOUNT = /* GraphQL */ `
  mutation CreateAccount($input: CreateAccountInput!) {
    createAccount(input: $input) {
      __typename
      ${ERROR} ${INVALID} ${LIMITED}
      ... on AccountCreated { status email customerNumber loginMethod ${VIEWER} }
      ... on EmailAlreadyExists { email }
    }
  }
`;

export const CREATE_LIGHT_ACCOUNT = /* GraphQL */ `
  mutation CreateLightAccount($input: CreateLightAccountInput!) {
    createLightAccount(input: $input) {
      __typename
      ${ERROR} ${INVALID} ${LIMITED}
      ... on AccountCreated { status email customerNumber loginMethod ${VIEWER} }
      ... on EmailAlreadyExists { email }
    }
  }
`;

export const ACTIVATE_ACCOUNT = /* GraphQL */ `
  mutation ActivateAccount($token: String!) {
    activateAccount(input: { token: $token }) {
      __typename
      ${ERROR}
      ... on AccountActivated { email customerNumber }
    }
  }
`;

export const RESEND_ACTIVATION = /* GraphQL */ `
  mutation ResendActivation($username: String!) {
    resendActivation(input: { username: $username }) {
      __typename
      ${ERROR} ${INVALID} ${LIMITED}
      ... on ActivationResent { username }
    }
  }
`;

export const CHECK_ADDRESS = /* GraphQL */ `
  mutation CheckAddress($input: CheckAddressInput!) {
    checkAddress(input: $input) {
      __typename
      ${ERROR} ${INVALID}
      ... on AddressChecked {
        verdict
        input { street streetNumber zipCode city countryCode }
        recommendedAddress { street streetNumber zipCode city countryCode }
      }
    }
  }
`;

export const SOCIAL_LOGIN_PROVIDERS = /* GraphQL */ `
  query SocialLoginProviders {
    socialLoginProviders {
      id
      provider
      inTesting
    }
  }
`;

export const START_SOCIAL_LOGIN = /* GraphQL */ `
  mutation StartSocialLogin($input: StartSocialLoginInput!) {
    startSocialLogin(input: $input) {
      __typename
      ${ERROR} ${INVALID}
      ... on SocialLoginStarted { provider authorizationUrl state }
    }
  }
`;

export const COMPLETE_SOCIAL_LOGIN = /* GraphQL */ `
  mutation CompleteSocialLogin($input: CompleteSocialLoginInput!) {
    completeSocialLogin(input: $input) {
      __typename
      ${ERROR} ${INVALID} ${LIMITED}
      ... on LoginSuccess { loginMethod ${VIEWER} }
      ... on SocialCustomerNotFound { userInfo { firstName lastName salutation email socialLoginToken } }
      ... on LoginWrongCountry { customerCountry shopUrl }
    }
  }
`;

export const SET_SOCIAL_PASSWORD = /* GraphQL */ `
  mutation SetSocialPassword($input: SetSocialPasswordInput!) {
    setSocialPassword(input: $input) {
      __typename
      ${ERROR} ${INVALID}
      ... on PasswordSet { ${VIEWER} }
    }
  }
`;

export const REQUEST_MAGIC_LINK = /* GraphQL */ `
  mutation RequestMagicLink($input: RequestMagicLinkInput!) {
    requestMagicLink(input: $input) {
      __typename
      ${ERROR} ${INVALID} ${LIMITED}
      ... on MagicLinkRequested { username }
    }
  }
`;

export const VERIFY_MAGIC_LINK = /* GraphQL */ `
  mutation VerifyMagicLink($input: VerifyMagicLinkInput!) {
    verifyMagicLink(input: $input) {
      __typename
      ${ERROR} ${LIMITED}
      ... on LoginSuccess { loginMethod ${VIEWER} }
      ... on LoginWrongCountry { customerCountry shopUrl }
    }
  }
`;

export const REQUEST_PASSWORD_RESET = /* GraphQL */ `
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      __typename
      ${ERROR} ${INVALID} ${LIMITED}
      ... on PasswordResetRequested { username reason }
    }
  }
`;

export const SET_PASSWORD = /* GraphQL */ `
  mutation SetPassword($input: SetPasswordInput!) {
    setPassword(input: $input) {
      __typename
      ${ERROR} ${INVALID}
      ... on PasswordSet { ${VIEWER} }
    }
  }
`;

export const TOKEN_STATUS = /* GraphQL */ `
  query TokenStatus($token: String!) {
    tokenStatus(token: $token) {
      __typename
      ... on Error {
        code
        message
      }
      ... on TokenValid {
        kind
        email
        expiresAt
      }
    }
  }
`;

export const VERIFY_ACCOUNT = /* GraphQL */ `
  mutation VerifyAccount($input: VerifyAccountInput!) {
    verifyAccount(input: $input) {
      __typename
      ${ERROR} ${INVALID} ${LIMITED}
      ... on AccountVerified { email }
    }
  }
`;

/** The browser goes to the authorisation URL and chooses `account` on the sign-in stand-in. */
export async function signInWithGoogle(
  browser: Browser,
  account: string,
  redirectUrl = SOCIAL_REDIRECT,
): Promise<{ code: string; state: string }> {
  const started = await run(browser, START_SOCIAL_LOGIN, { input: { provider: 'GOOGLE', redirectUrl } });
  expect(started).toMatchObject({ __typename: 'SocialLoginStarted', provider: 'GOOGLE' });
  const authorize = new URL(started.authorizationUrl as unknown as string);
  const signInPage = request(authorize.origin);
  const page = await signInPage.get(`${authorize.pathname}${authorize.search}`);
  expect(page.status).toBe(200);
  expect(page.text).toContain(account);
  const chosen = await signInPage.post('/__admin/google/authorize').send({
    redirect_uri: authorize.searchParams.get('redirect_uri'),
    state: authorize.searchParams.get('state'),
    account,
  });
  expect(chosen.status).toBe(302);
  const back = new URL(chosen.headers['location'] ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(redirectUrl);
  expect(back.searchParams.get('state')).toBe(started.state as unknown as string);
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

/** Runs one mutation/query and returns the answer of its single root field. */
export async function run(browser: Browser, document: string, variables: Record<string, unknown>): Promise<Tree> {
  const res = await browser.graphql(document, variables);
  if (res.errors) throw new Error(`GraphQL errors: ${JSON.stringify(res.errors)}`);
  const data = res.data as Record<string, Tree> | null | undefined;
  const value = data ? Object.values(data)[0] : undefined;
  if (!value) throw new Error('no data');
  return value;
}

export function requestMagicLink(browser: Browser, username: string, recaptchaToken = RECAPTCHA_TOKEN) {
  return run(browser, REQUEST_MAGIC_LINK, { input: { username, recaptchaToken } });
}

export const NEW_CUSTOMER = {
  salutation: 'MS',
  firstName: 'Erika',
  lastName: 'Mustermann',
  street: 'Domstraße',
  streetNumber: '12',
  zipCode: '50668',
  city: 'Köln',
  dateOfBirth: '12.04.1980',
  email: 'erika.mustermann@example.de',
  password: 'Sonnenblume!2024',
  newsletterConsent: true,
  recaptchaToken: RECAPTCHA_TOKEN,
} as const;
