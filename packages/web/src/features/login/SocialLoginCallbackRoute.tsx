/**
 * Back from the social provider (decision 007): the state must match the one kept at the start;
 * then completeSocialLogin logs the customer in (home), or starts the registration prefilled with
 * the provider's data, or explains that the account belongs to another country's shop.
 */
import './catalog.ts';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { SocialLoginProvider } from '../../gql/schemaTypes.ts';
import type { CompleteSocialLoginMutation } from './CompleteSocialLogin.generated.ts';
import { useCompleteSocialLogin } from './useCompleteSocialLogin.ts';
import { memberOf } from '../../lib/mutationOutcome.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { paths } from '../../lib/paths.ts';
import { SOCIAL_PROVIDER_NAMES, rememberLoginMethod } from '../../lib/loginMethod.ts';
import { track } from '../../lib/tracking.ts';
import { useMarket } from '../../lib/market.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Notice } from '../../components/Notice.tsx';
import { NoCredentials } from './LoginOutcomes.tsx';
import { CheckMailbox } from './CheckMailbox.tsx';
import { WrongCountryNotice } from './WrongCountryNotice.tsx';
import { useSpendOnce } from '../../lib/useSpendOnce.ts';
import type { WrongCountryNotice_ErrorFragment } from './WrongCountryNotice.generated.ts';
import { takeSocialLogin } from './socialLoginState.ts';
import type { SocialRegistration } from './registration/RegistrationForm.tsx';

const RegistrationForm = lazy(() =>
  import('./registration/RegistrationForm.tsx').then((m) => ({ default: m.RegistrationForm })),
);

type Result = CompleteSocialLoginMutation['completeSocialLogin'];
type View =
  | { kind: 'loading' }
  | { kind: 'error'; text: string }
  | { kind: 'wrongCountry'; error: WrongCountryNotice_ErrorFragment }
  | { kind: 'register'; email: string; social: SocialRegistration }
  | { kind: 'doubleOptIn'; email: string }
  | { kind: 'noCredentials' };

type Completion = { provider: SocialLoginProvider; result: Result | null } | { problem: 'state' };

export function Component() {
  const t = useT();
  const { market } = useMarket();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const denied = params.get('error');
  const [complete] = useCompleteSocialLogin();
  const [provider, setProvider] = useState<SocialLoginProvider>('GOOGLE');
  const [view, setView] = useState<View>({ kind: 'loading' });
  const name = SOCIAL_PROVIDER_NAMES[provider];

  useSpendOnce(
    `social-login:${code}|${state}|${denied ?? ''}`,
    async (): Promise<Completion> => {
      const pending = takeSocialLogin();
      if (!pending || pending.state !== state || state === '') return { problem: 'state' };
      if (denied || code === '') return { provider: pending.provider, result: null };
      const answer = await complete({
        input: {
          provider: pending.provider,
          code,
          redirectUrl: pending.redirectUrl,
          stayLoggedIn: pending.stayLoggedIn,
        },
      });
      return { provider: pending.provider, result: memberOf(answer) };
    },
    (outcome) => {
      if ('problem' in outcome) {
        setView({ kind: 'error', text: t('social.stateMismatch') });
        return;
      }
      setProvider(outcome.provider);
      const providerName = SOCIAL_PROVIDER_NAMES[outcome.provider];
      const result = outcome.result;
      if (denied) {
        setView({ kind: 'error', text: t('social.cancelled', { provider: providerName }) });
        return;
      }
      switch (result?.__typename) {
        case 'LoginSuccess':
          rememberLoginMethod(result.loginMethod);
          track({ event: 'login', login_method: result.loginMethod, market });
          void navigate(paths.home, { replace: true });
          return;
        case 'SocialCustomerNotFound':
          setView({
            kind: 'register',
            email: result.userInfo.email,
            social: {
              provider: outcome.provider,
              token: result.userInfo.socialLoginToken,
              firstName: result.userInfo.firstName,
              lastName: result.userInfo.lastName,
              salutation: result.userInfo.salutation,
            },
          });
          return;
        case 'LoginWrongCountry':
          setView({ kind: 'wrongCountry', error: result });
          return;
        case 'AccountNotActivated':
          setView({ kind: 'error', text: t('social.notActivated') });
          return;
        case 'RateLimited':
          setView({ kind: 'error', text: t('rateLimited', { seconds: result.retryAfterSeconds }) });
          return;
        default:
          setView({ kind: 'error', text: t('social.failed', { provider: providerName }) });
      }
    },
  );

  const back = () => void navigate(paths.login);
  return (
    <div className="login-card">
      <PageTitle>{t('social.callbackTitle', { provider: name })}</PageTitle>
      <div className="card">
        <div className="stack">
          {view.kind === 'loading' && <p role="status">{t('social.loading')}</p>}
          {view.kind === 'error' && (
            <>
              <Notice tone="error">{view.text}</Notice>
              <div>
                <Link to={paths.login} className="btn btn-primary">
                  {t('app.backToLogin')}
                </Link>
              </div>
            </>
          )}
          {view.kind === 'wrongCountry' && (
            <>
              <WrongCountryNotice error={view.error} />
              <div>
                <Link to={paths.login} className="btn btn-outline">
                  {t('app.backToLogin')}
                </Link>
              </div>
            </>
          )}
          {view.kind === 'register' && (
            <Suspense fallback={<p role="status">{t('app.loading')}</p>}>
              <RegistrationForm
                email={view.email}
                social={view.social}
                onCreated={(email) => setView({ kind: 'doubleOptIn', email })}
                onLoggedIn={(method) => {
                  rememberLoginMethod(method);
                  void navigate(paths.home, { replace: true });
                }}
                onDuplicate={() => setView({ kind: 'noCredentials' })}
                onBack={back}
              />
            </Suspense>
          )}
          {view.kind === 'doubleOptIn' && <CheckMailbox variant="doubleOptIn" username={view.email} onBack={back} />}
          {view.kind === 'noCredentials' && <NoCredentials onBack={back} />}
        </div>
      </div>
    </div>
  );
}
