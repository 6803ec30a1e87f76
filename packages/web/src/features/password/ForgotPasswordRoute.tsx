/** Forgot password (SPEC §2, §7): e-mail or customer number → a set-password link by e-mail. */
import '../../lib/i18n/waysIn.ts';
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { useNavigate } from 'react-router';
import { normaliseUsername, type UsernameProblem } from '@mein-konto/schema/rules/username';
import { RequestPasswordResetDocument } from './RequestPasswordReset.generated.ts';
import { useT, type MessageKey } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { paths } from '../../lib/paths.ts';
import { fieldErrorText } from '../../lib/formErrors.ts';
import type { Market } from '../../lib/config.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { BackLink } from '../../components/BackLink.tsx';
import { TextField } from '../../components/TextField.tsx';
import { Notice } from '../../components/Notice.tsx';

const PROBLEM_KEYS: Record<UsernameProblem, MessageKey> = {
  REQUIRED: 'login.username.required',
  EMAIL_REQUIRED: 'login.username.emailRequired',
  INVALID_EMAIL: 'login.username.invalidEmail',
  INVALID_CUSTOMER_NUMBER: 'login.username.invalidCustomerNumber',
};

function schema(market: Market) {
  return z.object({ username: z.string() }).check(
    z.superRefine((value, ctx) => {
      const result = normaliseUsername(value.username, market);
      if (!result.ok) {
        const key = result.problem === 'REQUIRED' && market === 'ch' ? 'login.username.requiredEmailOnly' : PROBLEM_KEYS[result.problem];
        ctx.issues.push({ code: 'custom', path: ['username'], message: key, input: value.username });
      }
    }),
  );
}

export function Component() {
  const t = useT();
  const { market, emailOnlyLogin } = useMarket();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestPasswordResetDocument);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ username: string }>({ resolver: zodResolver(schema(market)), defaultValues: { username: '' } });

  return (
    <div className="stack narrow">
      <div>
        <BackLink to={paths.login}>{t('app.backToLogin')}</BackLink>
      </div>
      <PageTitle>{t('forgotPassword.title')}</PageTitle>
      <p>{emailOnlyLogin ? t('forgotPassword.introEmailOnly') : t('forgotPassword.intro')}</p>
      <div className="card">
        <form
          noValidate
          onSubmit={handleSubmit(async ({ username }) => {
            if (loading) return;
            setFormError(null);
            try {
              const { data } = await request({ variables: { input: { username, reason: 'FORGOT_PASSWORD' } } });
              const result = data?.requestPasswordReset;
              switch (result?.__typename) {
                case 'PasswordResetRequested':
                  await navigate(`${paths.sendPasswordLinkSuccess}?reason=FORGOT_PASSWORD`, { state: { username: result.username } });
                  return;
                case 'InvalidInput':
                  setError('username', { type: 'server', message: result.fieldErrors[0]?.message ?? result.message }, { shouldFocus: true });
                  return;
                case 'RateLimited':
                  setFormError(t('rateLimited', { seconds: result.retryAfterSeconds }));
                  return;
                default:
                  setFormError(t('app.genericError'));
              }
            } catch {
              setFormError(t('app.genericError'));
            }
          })}
        >
          <div className="stack">
            <div aria-live="assertive">{formError && <Notice tone="error">{formError}</Notice>}</div>
            <TextField
              {...register('username')}
              label={emailOnlyLogin ? t('login.username.labelEmailOnly') : t('login.username.label')}
              type={emailOnlyLogin ? 'email' : 'text'}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              error={fieldErrorText(t, errors.username)}
            />
            <div>
              <button type="submit" className="btn btn-primary" aria-busy={loading}>
                {t('forgotPassword.submit')}
              </button>
            </div>
          </div>
        </form>
      </div>
    </div>
  );
}
