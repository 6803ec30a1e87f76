/** GraphQL answers for web tests, shaped like the gateway's (typed by the generated documents). */
import type { MockLink } from '@apollo/client/testing';
import { AccountShellDocument, type AccountShellQuery } from '../src/app/shell/AccountShell.generated.ts';
import { CheckUsernameDocument, type CheckUsernameMutation } from '../src/features/login/CheckUsername.generated.ts';
import { HomePageDocument } from '../src/features/home/HomePage.generated.ts';
import { LoginDocument, type LoginMutation } from '../src/features/login/Login.generated.ts';
import { LoginPageDocument } from '../src/features/login/LoginPage.generated.ts';
import { DEVELOPMENT_RECAPTCHA_TOKEN } from '../src/lib/recaptcha.ts';

const flags = { __typename: 'FeatureFlags' as const, id: 'featureFlags' };

export function loginPageMock(
  state: 'LOGGED_IN' | 'LOGGED_OUT' = 'LOGGED_OUT',
  stayLoggedIn = true,
  ways: { magicLinkLogin?: boolean; lightAccount?: boolean; google?: boolean; loginBenefits?: boolean } = {},
): MockLink.MockedResponse {
  return {
    request: { query: LoginPageDocument },
    result: {
      data: {
        viewer: { __typename: 'Viewer', id: 'viewer', state },
        featureFlags: {
          ...flags,
          stayLoggedIn,
          magicLinkLogin: ways.magicLinkLogin ?? false,
          lightAccount: ways.lightAccount ?? false,
          loginBenefits: ways.loginBenefits ?? false,
        },
        socialLoginProviders: ways.google
          ? [{ __typename: 'SocialLoginOption', id: 'GOOGLE', provider: 'GOOGLE', inTesting: false }]
          : [],
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function checkUsernameMock(
  typed: string,
  result: CheckUsernameMutation['checkUsername'],
): MockLink.MockedResponse {
  return {
    request: {
      query: CheckUsernameDocument,
      variables: { input: { username: typed, recaptchaToken: DEVELOPMENT_RECAPTCHA_TOKEN } },
    },
    result: { data: { checkUsername: result } },
  };
}

export function loginMock(
  input: { username: string; password: string; stayLoggedIn?: boolean; challengeToken?: string },
  result: LoginMutation['login'],
): MockLink.MockedResponse {
  return {
    request: {
      query: LoginDocument,
      variables: { input: { stayLoggedIn: false, ...input, recaptchaToken: DEVELOPMENT_RECAPTCHA_TOKEN } },
    },
    result: { data: { login: result } },
  };
}

export type ShellCustomer = NonNullable<AccountShellQuery['viewer']['customer']>;

export const anna: ShellCustomer = {
  __typename: 'Customer',
  id: 'c-10012345',
  customerNumber: '10012345',
  firstName: 'Anna',
  lastName: 'Schmidt',
  hasPassword: true,
  isLightUser: false,
  socialLoginProvider: null,
  personalDetails: { __typename: 'PersonalDetails', id: 'c-10012345', hasBillingAddress: true },
};

export function accountShellMock(
  customer: ShellCustomer | null,
  flagValues: { contactForm?: boolean; completeProfile?: boolean } = {},
): MockLink.MockedResponse {
  return {
    request: { query: AccountShellDocument },
    result: {
      data: {
        viewer: { __typename: 'Viewer', id: 'viewer', state: customer ? 'LOGGED_IN' : 'LOGGED_OUT', customer },
        featureFlags: {
          ...flags,
          contactForm: flagValues.contactForm ?? true,
          completeProfile: flagValues.completeProfile ?? true,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function homePageMock(
  stayLoggedIn: boolean | null = false,
  myAccountHomeRedesign = false,
): MockLink.MockedResponse {
  return {
    request: { query: HomePageDocument },
    result: {
      data: {
        viewer: { __typename: 'Viewer', id: 'viewer', customer: { __typename: 'Customer', id: anna.id, stayLoggedIn } },
        featureFlags: { ...flags, stayLoggedIn: true, myAccountHomeRedesign },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
