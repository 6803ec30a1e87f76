/** The login method, remembered in localStorage under login_method (docs/product/ways-in.md §3), and the social providers' names. */
import type { SocialLoginProvider } from '../gql/schemaTypes.ts';

export const LOGIN_METHOD_KEY = 'login_method';

export type StoredLoginMethod = 'email' | 'customerNumber' | 'Google' | 'Facebook' | 'Apple' | 'magicLink';

/** The GraphQL LoginMethod enum mapped to the stored values. */
export const STORED_LOGIN_METHOD = {
  EMAIL: 'email',
  CUSTOMER_NUMBER: 'customerNumber',
  GOOGLE: 'Google',
  FACEBOOK: 'Facebook',
  APPLE: 'Apple',
  MAGIC_LINK: 'magicLink',
} as const satisfies Record<string, StoredLoginMethod>;

export function rememberLoginMethod(method: keyof typeof STORED_LOGIN_METHOD): void {
  try {
    localStorage.setItem(LOGIN_METHOD_KEY, STORED_LOGIN_METHOD[method]);
  } catch {
    /* storage unavailable: nothing to remember */
  }
}

/** The social sign-in providers as the customer knows them. */
export const SOCIAL_PROVIDER_NAMES: Record<SocialLoginProvider, string> = {
  GOOGLE: 'Google',
  FACEBOOK: 'Facebook',
  APPLE: 'Apple',
};
