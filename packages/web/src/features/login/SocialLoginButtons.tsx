/**
 * Sign in with a social provider (docs/product/ways-in.md §1, §6; flag socialLogin, Facebook and Apple behind
 * facebookLogin and marked as being tested): startSocialLogin gives the provider's sign-in page,
 * the browser goes there and comes back to the callback route with a code.
 */
import { useState } from 'react';
import { useHref } from 'react-router';
import type { SocialLoginProvider } from '../../gql/schemaTypes.ts';
import { useStartSocialLogin } from './useStartSocialLogin.ts';
import './catalog.ts';
import { memberOf } from '../../lib/mutationOutcome.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { SOCIAL_PROVIDER_NAMES } from '../../lib/loginMethod.ts';
import { Notice } from '../../components/Notice.tsx';
import { rememberSocialLogin, socialRedirectUrl } from './socialLoginState.ts';

export interface SocialOption {
  id: string;
  provider: SocialLoginProvider;
  inTesting: boolean;
}

/** Starts the round trip to a provider's sign-in page; `error` names a start that failed. */
export function useSocialLoginRoundTrip() {
  const t = useT();
  const basename = useHref('/').replace(/\/$/, '');
  const [start] = useStartSocialLogin();
  const [busy, setBusy] = useState<SocialLoginProvider | null>(null);
  const [error, setError] = useState<string | null>(null);

  const begin = async (provider: SocialLoginProvider) => {
    if (busy) return;
    setBusy(provider);
    setError(null);
    const redirectUrl = socialRedirectUrl(basename);
    try {
      const result = memberOf(await start({ input: { provider, redirectUrl } }));
      if (result?.__typename === 'SocialLoginStarted') {
        rememberSocialLogin({ provider, state: result.state, redirectUrl, stayLoggedIn: false });
        window.location.assign(result.authorizationUrl);
        return;
      }
    } catch {
      /* shown by the caller */
    }
    setBusy(null);
    setError(t('login.social.startFailed', { provider: SOCIAL_PROVIDER_NAMES[provider] }));
  };

  return { begin, busy, error };
}

export function SocialLoginButton({
  option,
  busy,
  onStart,
}: {
  option: SocialOption;
  busy: boolean;
  onStart: (provider: SocialLoginProvider) => void;
}) {
  const t = useT();
  return (
    <button
      type="button"
      className="btn btn-outline social-login-button"
      aria-busy={busy}
      onClick={() => onStart(option.provider)}
    >
      {t(`login.social.${option.provider}`)}
      {option.inTesting && <span className="social-login-testing"> {t('login.social.inTesting')}</span>}
    </button>
  );
}

export function SocialLoginButtons({ options }: { options: readonly SocialOption[] }) {
  const t = useT();
  const { begin, busy, error } = useSocialLoginRoundTrip();
  if (options.length === 0) return null;

  return (
    <section className="stack social-login" aria-labelledby="social-login-title">
      <p id="social-login-title">{t('login.social.or')}</p>
      {error && <Notice tone="error">{error}</Notice>}
      <ul className="social-login-list">
        {options.map((option) => (
          <li key={option.id}>
            <SocialLoginButton
              option={option}
              busy={busy === option.provider}
              onStart={(provider) => void begin(provider)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
