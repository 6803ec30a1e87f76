/**
 * The username step found an account without password (docs/product/ways-in.md §6 social-login user): the customer
 * signed up with a social provider. Offers that provider's login where it is available, and a
 * link by e-mail to set a password (requestPasswordReset, reason SOCIAL_USER). Loads lazily with
 * its texts, like the other secondary states of the login.
 */
import './catalog.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SocialLoginProvider, UsernameType } from '../../gql/schemaTypes.ts';
import { useRequestPasswordReset } from './useRequestPasswordReset.ts';
import { memberOf } from '../../lib/mutationOutcome.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { SOCIAL_PROVIDER_NAMES } from '../../lib/loginMethod.ts';
import { passwordLinkSentPath } from '../../lib/paths.ts';
import { Notice } from '../../components/Notice.tsx';
import { Panel } from './LoginOutcomes.tsx';
import { SocialLoginButton, useSocialLoginRoundTrip, type SocialOption } from './SocialLoginButtons.tsx';

export function NoPassword({
  username,
  usernameType,
  provider,
  socialOptions,
  onBack,
}: {
  username: string;
  usernameType: UsernameType;
  provider: SocialLoginProvider | null;
  /** The providers this deployment offers (flags); the customer's own one shows when among them. */
  socialOptions: readonly SocialOption[];
  onBack: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const social = useSocialLoginRoundTrip();
  const [request, { loading }] = useRequestPasswordReset();
  const [error, setError] = useState<string | null>(null);
  const option = provider === null ? undefined : socialOptions.find((o) => o.provider === provider);

  const sendLink = async () => {
    if (loading) return;
    setError(null);
    try {
      const result = memberOf(await request({ input: { username, reason: 'SOCIAL_USER' } }));
      if (result?.__typename === 'PasswordResetRequested') {
        await navigate(passwordLinkSentPath('SOCIAL_USER'), { state: { username: result.username } });
        return;
      }
      setError(
        result?.__typename === 'RateLimited'
          ? t('login.rateLimitedMail', { seconds: result.retryAfterSeconds })
          : t('login.noPassword.sendFailed'),
      );
    } catch {
      setError(t('login.noPassword.sendFailed'));
    }
  };

  return (
    <Panel title="login.noPassword.title">
      {provider !== null && <p>{t('login.noPassword.provider', { provider: SOCIAL_PROVIDER_NAMES[provider] })}</p>}
      {option && (
        <div className="stack">
          {social.error && <Notice tone="error">{social.error}</Notice>}
          <div>
            <SocialLoginButton
              option={option}
              busy={social.busy === option.provider}
              onStart={(p) => void social.begin(p)}
            />
          </div>
        </div>
      )}
      <p>{t('login.noPassword.setPassword')}</p>
      <div aria-live="assertive">{error && <Notice tone="error">{error}</Notice>}</div>
      <div className="row">
        <button type="button" className="btn btn-primary" aria-busy={loading} onClick={() => void sendLink()}>
          {t('login.noPassword.send')}
        </button>
        <button type="button" className="link-button" onClick={onBack}>
          {usernameType === 'EMAIL' ? t('login.otherEmail') : t('login.otherUsername')}
        </button>
      </div>
    </Panel>
  );
}
