/**
 * Activate a registered account with the e-mailed link (double opt-in, docs/product/ways-in.md §9: valid 24 hours).
 * A refused link gets its own state; a new activation link can be requested right here.
 */
import './catalog.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import type { ActivateAccountMutation } from './ActivateAccount.generated.ts';
import { useActivateAccount } from './useActivateAccount.ts';
import { useResendActivation } from './useResendActivation.ts';
import { memberOf } from '../../lib/mutationOutcome.ts';
import { fieldErrorText, refusalMessage } from '../../lib/errorOutcome.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { lazyResolver } from '../../lib/lazyResolver.ts';
import { paths } from '../../lib/paths.ts';
import { Notice } from '../../components/Notice.tsx';
import { EmailField } from '../../components/EmailField.tsx';
import { TokenProblem, isTokenErrorCode, type TokenErrorCode } from '../../components/TokenProblem.tsx';
import { TitledPage } from '../../components/TitledPage.tsx';
import { useSpendOnce } from '../../lib/useSpendOnce.ts';
import type { ResendActivationValues } from './usernameSchema.ts';

type Result = ActivateAccountMutation['activateAccount'] | null;

const resendResolver = lazyResolver<ResendActivationValues>(() =>
  import('./validation.ts').then((m) => m.resendActivationResolver()),
);

function ResendActivationForm() {
  const t = useT();
  const [resend, { loading }] = useResendActivation();
  const [outcome, setOutcome] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResendActivationValues>({ resolver: resendResolver, defaultValues: { email: '' } });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(async ({ email }) => {
        if (loading) return;
        setOutcome(null);
        try {
          const r = memberOf(await resend({ input: { username: email.trim() } }));
          if (r?.__typename === 'ActivationResent') {
            setOutcome({ tone: 'info', text: t('activation.resent', { email: r.username }) });
            return;
          }
          setOutcome({ tone: 'error', text: refusalMessage(t, r) });
        } catch {
          setOutcome({ tone: 'error', text: t('app.genericError') });
        }
      })}
    >
      <div className="stack">
        <p>{t('activation.resendIntro')}</p>
        <div aria-live="polite">{outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}</div>
        <EmailField
          {...register('email')}
          maxLength={BOUNDS.username.maxLength}
          label={t('register.email')}
          onFocus={resendResolver.preload}
          error={fieldErrorText(t, errors.email)}
        />
        <div>
          <button type="submit" className="btn btn-primary" aria-busy={loading}>
            {t('activation.resendSubmit')}
          </button>
        </div>
      </div>
    </form>
  );
}

/** A refused activation link: a used one leads to the login, any other to a new activation link. */
function Refused({ code }: { code: TokenErrorCode }) {
  const t = useT();
  return (
    <TokenProblem code={code} focusOnMount body={code === 'TOKEN_ALREADY_USED' ? t('activation.used') : undefined}>
      {code === 'TOKEN_ALREADY_USED' ? (
        <div>
          <Link to={paths.login} className="btn btn-primary">
            {t('token.toLogin')}
          </Link>
        </div>
      ) : (
        <div className="card">
          <ResendActivationForm />
        </div>
      )}
    </TokenProblem>
  );
}

export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [activate] = useActivateAccount();
  const [result, setResult] = useState<Result | undefined>(undefined);

  useSpendOnce(
    token === '' ? null : `activate:${token}`,
    () => activate({ input: { token } }).then(memberOf),
    setResult,
  );

  if (token === '') return <Refused code="TOKEN_MISSING" />;
  if (result === undefined) {
    return (
      <TitledPage title={t('activation.title')} narrow>
        <p role="status">{t('activation.loading')}</p>
      </TitledPage>
    );
  }
  if (result?.__typename === 'TokenError' && isTokenErrorCode(result.code)) return <Refused code={result.code} />;
  if (result?.__typename === 'AccountActivated') {
    return (
      <TitledPage title={t('activation.doneTitle')} narrow focusTitle>
        <p>{t('activation.doneBody', { email: result.email })}</p>
        <div>
          <Link to={paths.login} className="btn btn-primary">
            {t('setPassword.toLogin')}
          </Link>
        </div>
      </TitledPage>
    );
  }
  return (
    <TitledPage title={t('activation.title')} narrow focusTitle>
      <Notice tone="error">{t('app.genericError')}</Notice>
    </TitledPage>
  );
}
