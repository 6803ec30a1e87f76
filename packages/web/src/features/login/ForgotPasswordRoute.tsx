/** Forgot password (docs/product/ways-in.md §2, §7): e-mail or customer number → a set-password link by e-mail. */
import './catalog.ts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { useRequestPasswordReset } from './useRequestPasswordReset.ts';
import { memberOf } from '../../lib/mutationOutcome.ts';
import { errorOf, fieldErrorText, showErrorOutcome } from '../../lib/errorOutcome.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { passwordLinkSentPath, paths } from '../../lib/paths.ts';
import { TitledPage } from '../../components/TitledPage.tsx';
import { TextField } from '../../components/TextField.tsx';
import { Notice } from '../../components/Notice.tsx';
import type { ForgotPasswordState, UsernameForm } from './usernameSchema.ts';
import { lazyResolver } from '../../lib/lazyResolver.ts';

export function Component() {
  const t = useT();
  const { market, emailOnlyLogin } = useMarket();
  const navigate = useNavigate();
  const { state } = useLocation();
  const typed =
    typeof state === 'object' && state !== null && typeof (state as Partial<ForgotPasswordState>).username === 'string'
      ? (state as ForgotPasswordState).username
      : '';
  const [formError, setFormError] = useState<string | null>(null);
  const [request, { loading }] = useRequestPasswordReset();
  const resolver = useMemo(
    () => lazyResolver<UsernameForm>(() => import('./validation.ts').then((m) => m.usernameResolver(market))),
    [market],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UsernameForm>({ resolver, defaultValues: { username: typed } });

  const submit = async ({ username }: UsernameForm) => {
    if (loading) return;
    setFormError(null);
    try {
      const result = memberOf(await request({ input: { username, reason: 'FORGOT_PASSWORD' } }));
      if (result?.__typename === 'PasswordResetRequested') {
        await navigate(passwordLinkSentPath('FORGOT_PASSWORD'), { state: { username: result.username } });
        return;
      }
      const error = errorOf(result);
      setFormError(
        error ? showErrorOutcome(t, error, { form: { setError, fields: ['username'] } }) : t('app.genericError'),
      );
    } catch {
      setFormError(t('app.genericError'));
    }
  };

  return (
    <TitledPage title={t('forgotPassword.title')} back={{ to: paths.login, label: t('app.backToLogin') }} narrow>
      <p>{emailOnlyLogin ? t('forgotPassword.introEmailOnly') : t('forgotPassword.intro')}</p>
      <div className="card">
        <form noValidate onSubmit={handleSubmit(submit)}>
          <div className="stack">
            <div aria-live="assertive">{formError && <Notice tone="error">{formError}</Notice>}</div>
            <TextField
              {...register('username')}
              label={emailOnlyLogin ? t('login.username.labelEmailOnly') : t('login.username.label')}
              type={emailOnlyLogin ? 'email' : 'text'}
              autoComplete="username"
              maxLength={BOUNDS.username.maxLength}
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
    </TitledPage>
  );
}
