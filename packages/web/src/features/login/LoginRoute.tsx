/** The login page (docs/product/ways-in.md §2 "login", §4, §5). */
import { lazy, Suspense, useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginPageDocument } from './LoginPage.generated.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { LOGIN_REASON_PARAM, REDIRECT_PARAM, safeRedirect } from '../../lib/paths.ts';
import { clearLoginReason } from '../../lib/sessionEnded.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Notice } from '../../components/Notice.tsx';
import { UsernameStep } from './UsernameStep.tsx';
import { PasswordStep } from './PasswordStep.tsx';
import { rememberLoginMethod } from '../../lib/loginMethod.ts';
import { useLoginFlow, type LoginError } from './useLoginFlow.ts';

// Registration forms (validation, password strength) load only when a customer registers.
const RegistrationForm = lazy(() =>
  import('./registration/RegistrationForm.tsx').then((m) => ({ default: m.RegistrationForm })),
);
const LightAccountForm = lazy(() =>
  import('./registration/LightAccountForm.tsx').then((m) => ({ default: m.LightAccountForm })),
);
// The optional ways in (flags) and the outcomes of the username step that replace the form
// (e-mail unknown, no credentials, mailbox) load with their texts when shown.
const EmailUnknown = lazy(() => import('./LoginOutcomes.tsx').then((m) => ({ default: m.EmailUnknown })));
const NoCredentials = lazy(() => import('./LoginOutcomes.tsx').then((m) => ({ default: m.NoCredentials })));
const CheckMailbox = lazy(() => import('./CheckMailbox.tsx').then((m) => ({ default: m.CheckMailbox })));
const MagicLinkRequest = lazy(() => import('./MagicLinkRequest.tsx').then((m) => ({ default: m.MagicLinkRequest })));
const LightUserDialog = lazy(() => import('./LightUserDialog.tsx').then((m) => ({ default: m.LightUserDialog })));
const SocialLoginButtons = lazy(() =>
  import('./SocialLoginButtons.tsx').then((m) => ({ default: m.SocialLoginButtons })),
);
// The account belongs to another market's shop (rare): its notice loads when shown.
const WrongCountryNotice = lazy(() =>
  import('./WrongCountryNotice.tsx').then((m) => ({ default: m.WrongCountryNotice })),
);
// A social-login customer without password (docs/product/ways-in.md §6).
const NoPassword = lazy(() => import('./NoPassword.tsx').then((m) => ({ default: m.NoPassword })));

function Loading() {
  const t = useT();
  return <p role="status">{t('app.loading')}</p>;
}

function LoginErrorAlert({ error }: { error: LoginError }) {
  if (error.kind === 'message') return <Notice tone="error">{error.text}</Notice>;
  return (
    <Suspense fallback={null}>
      <WrongCountryNotice error={error.error} />
    </Suspense>
  );
}

export function Component() {
  const t = useT();
  const { emailOnlyLogin } = useMarket();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirect(searchParams.get(REDIRECT_PARAM));
  const reason = searchParams.get(LOGIN_REASON_PARAM);
  const { data, loading } = useQuery(LoginPageDocument, { errorPolicy: 'all' });
  const flow = useLoginFlow();
  // The address says it now; a later visit to the login starts without the note.
  useEffect(clearLoginReason, []);

  if (loading && !data) return null;
  if (data?.viewer?.state === 'LOGGED_IN') return <Navigate to={target} replace />;

  const { step } = flow;
  const flags = data?.featureFlags;
  return (
    <div className="login-card">
      <PageTitle>
        {step.kind === 'register' || step.kind === 'lightAccount' ? t('login.registerTitle') : t('login.title')}
      </PageTitle>
      <div className="card">
        <div className="stack">
          {(reason === 'session-ended' || reason === 'logged-out') &&
            (step.kind === 'username' || step.kind === 'password') && (
              <Notice tone="info">{t(reason === 'session-ended' ? 'login.sessionEnded' : 'login.loggedOut')}</Notice>
            )}
          {(step.kind === 'username' || step.kind === 'password') && (
            <p>{emailOnlyLogin ? t('login.introEmailOnly') : t('login.intro')}</p>
          )}
          {step.kind === 'username' && (
            <UsernameStep
              defaultValue={flow.typedUsername}
              submitting={flow.checking}
              fieldError={flow.usernameFieldError}
              formError={flow.usernameFormError}
              focusOnMount={flow.interacted}
              onSubmit={(typed) => void flow.submitUsername(typed)}
              onEdit={flow.clearUsernameErrors}
            />
          )}
          {step.kind === 'password' && (
            <PasswordStep
              username={step.username}
              showStayLoggedIn={flags?.stayLoggedIn ?? false}
              submitting={flow.loggingIn}
              error={flow.passwordError ? <LoginErrorAlert error={flow.passwordError} /> : null}
              onChangeUsername={flow.backToUsername}
              onSubmit={async (values) => {
                if (await flow.submitPassword(values)) {
                  await navigate(target, { replace: true });
                }
              }}
            />
          )}
          {step.kind === 'password' && (flags?.magicLinkLogin ?? false) && step.usernameType === 'EMAIL' && (
            <Suspense fallback={null}>
              <MagicLinkRequest username={step.username} />
            </Suspense>
          )}
          {step.kind === 'username' && (data?.socialLoginProviders.length ?? 0) > 0 && (
            <Suspense fallback={null}>
              <SocialLoginButtons options={data?.socialLoginProviders ?? []} />
            </Suspense>
          )}
          {step.kind === 'emailUnknown' && (
            <Suspense fallback={<Loading />}>
              <EmailUnknown
                email={step.email}
                offerLightAccount={flags?.lightAccount ?? false}
                onRegister={flow.startRegistration}
                onLightAccount={flow.startLightAccount}
                onBack={flow.backToUsername}
              />
            </Suspense>
          )}
          {step.kind === 'register' && (
            <Suspense fallback={<Loading />}>
              <RegistrationForm
                email={step.email}
                onCreated={flow.registered}
                onLoggedIn={(method) => {
                  rememberLoginMethod(method);
                  void navigate(target, { replace: true });
                }}
                onDuplicate={flow.duplicateAccount}
                onBack={flow.backToUsername}
              />
            </Suspense>
          )}
          {step.kind === 'lightAccount' && (
            <Suspense fallback={<Loading />}>
              <LightAccountForm
                email={step.email}
                onCreated={(email) => flow.registered(email, true)}
                onDuplicate={flow.duplicateAccount}
                onBack={flow.backToUsername}
              />
            </Suspense>
          )}
          {(step.kind === 'doubleOptIn' || step.kind === 'notActivated') && (
            <Suspense fallback={<Loading />}>
              <CheckMailbox
                key={step.kind}
                variant={step.kind === 'doubleOptIn' && step.light ? 'lightAccount' : step.kind}
                username={step.kind === 'doubleOptIn' ? step.email : step.username}
                onBack={flow.backToUsername}
              />
            </Suspense>
          )}
          {step.kind === 'noCredentials' && (
            <Suspense fallback={<Loading />}>
              <NoCredentials onBack={flow.backToUsername} />
            </Suspense>
          )}
          {step.kind === 'noPassword' && (
            <Suspense fallback={<Loading />}>
              <NoPassword
                username={step.username}
                usernameType={step.usernameType}
                provider={step.provider}
                socialOptions={data?.socialLoginProviders ?? []}
                onBack={flow.backToUsername}
              />
            </Suspense>
          )}
        </div>
      </div>
      {step.kind === 'username' && (flags?.loginBenefits ?? false) && (
        <section className="card login-benefits" aria-labelledby="login-benefits-title">
          <h2 id="login-benefits-title">{t('login.benefits.title')}</h2>
          <ul>
            <li>{t('login.benefits.orders')}</li>
            <li>{t('login.benefits.invoices')}</li>
            <li>{t('login.benefits.returns')}</li>
            <li>{t('login.benefits.faster')}</li>
          </ul>
        </section>
      )}
      {flow.lightUser !== null && (
        <Suspense fallback={null}>
          <LightUserDialog
            username={flow.lightUser}
            onFailed={flow.lightUserLinkFailed}
            onClose={flow.closeLightUserDialog}
          />
        </Suspense>
      )}
    </div>
  );
}
