/**
 * The social login round trip (decision 007): before the browser leaves for the provider, the
 * random state, the provider and the redirect URL are kept in sessionStorage; on return the
 * callback compares the state and uses the same redirect URL.
 */
import type { SocialLoginProvider } from '../../gql/schemaTypes.ts';
import { paths } from '../../lib/paths.ts';

const SOCIAL_LOGIN_KEY = 'mein-konto.social-login';

export interface PendingSocialLogin {
  provider: SocialLoginProvider;
  state: string;
  redirectUrl: string;
  stayLoggedIn: boolean;
}

/** Absolute URL of the callback page under this app's basename (creators-hub variant included). */
export function socialRedirectUrl(basename: string): string {
  return `${window.location.origin}${basename}${paths.socialLoginCallback}`;
}

export function rememberSocialLogin(pending: PendingSocialLogin): void {
  try {
    sessionStorage.setItem(SOCIAL_LOGIN_KEY, JSON.stringify(pending));
  } catch {
    /* storage unavailable: the callback will ask to start again */
  }
}

/** The pending login, removed from storage (a state is used once). */
export function takeSocialLogin(): PendingSocialLogin | null {
  try {
    const raw = sessionStorage.getItem(SOCIAL_LOGIN_KEY);
    sessionStorage.removeItem(SOCIAL_LOGIN_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingSocialLogin>;
    if (
      (value.provider === 'GOOGLE' || value.provider === 'FACEBOOK' || value.provider === 'APPLE') &&
      typeof value.state === 'string' &&
      typeof value.redirectUrl === 'string'
    ) {
      return {
        provider: value.provider,
        state: value.state,
        redirectUrl: value.redirectUrl,
        stayLoggedIn: value.stayLoggedIn === true,
      };
    }
    return null;
  } catch {
    return null;
  }
}
