/** The login page (SPEC §2 "login", §4, §5). */
import { useQuery } from '@apollo/client/react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginPageDocument } from '../../gql/graphql.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { REDIRECT_PARAM, safeRedirect } from '../../lib/paths.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Notice } from '../../components/Notice.tsx';
import { UsernameStep } from './UsernameStep.tsx';
import { PasswordStep } from './PasswordStep.tsx';
import { EmailUnknown, NoCredentials, RegisterEntry } from './LoginOutcomes.tsx';
import { LightUserDialog } from './LightUserDialog.tsx';
import { useLoginFlow, type LoginError } from './useLoginFlow.ts';

function LoginErrorAlert({ error }: { error: LoginError }) {
  const t = useT();
  if (error.kind === 'message') {
    return <Notice tone="error">{error.text}</Notice>;
  }
  const country = t(`country.${error.country}`);
  return (
    <Notice tone="error">
      <p>{t('login.failedNotAllowedForCountryCode', { country })}</p>
      <a href={error.shopUrl} className="text-link">
        {t('login.failedNotAllowedForCountryCodeLink', { country })}
      </a>
    </Notice>
  );
}

export function Component() {
  const t = useT();
  const { emailOnlyLogin } = useMarket();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirect(searchParams.get(REDIRECT_PARAM));
  const { data, loading } = useQuery(LoginPageDocument, { errorPolicy: 'all' });
  const flow = useLoginFlow();

  if (loading && !data) return null;
  if (data?.viewer?.state === 'LOGGED_IN') return <Navigate to={target} replace />;

  const { step } = flow;
  return (
    <div className="login-card">
      <PageTitle>{t('login.title')}</PageTitle>
      <div className="card">
        <div className="stack">
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
              showStayLoggedIn={data?.featureFlags?.stayLoggedIn ?? false}
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
          {step.kind === 'emailUnknown' && (
            <EmailUnknown email={step.email} onRegister={flow.startRegistration} onBack={flow.backToUsername} />
          )}
          {step.kind === 'register' && <RegisterEntry onBack={flow.backToUsername} />}
          {step.kind === 'noCredentials' && <NoCredentials onBack={flow.backToUsername} />}
        </div>
      </div>
      <LightUserDialog opened={flow.lightUserDialogOpen} onClose={flow.closeLightUserDialog} />
    </div>
  );
}
