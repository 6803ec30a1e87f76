/**
 * The withdrawal function without login (de, at): step 1 identifies the order by order number
 * and e-mail, step 2 confirms; the receipt goes out by e-mail at once. In ch the voluntary
 * return policy instead.
 */
import './catalog.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { useStartWithdrawal } from './useStartWithdrawal.ts';
import { fieldErrorText } from '../../lib/errorOutcome.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { paths } from '../../lib/paths.ts';
import { recaptcha } from '../../lib/recaptcha.ts';
import { MantineScope } from '../../components/MantineScope.tsx';
import { TitledPage } from '../../components/TitledPage.tsx';
import { TextField } from '../../components/TextField.tsx';
import { EmailField } from '../../components/EmailField.tsx';
import type { PublicWithdrawalForm } from './forms.ts';
import { lazyResolver } from '../../lib/lazyResolver.ts';
import { StepHeading, WithdrawalFlow, WithdrawalRefusal, type Refusal, type Started } from './WithdrawalSteps.tsx';

const resolver = lazyResolver<PublicWithdrawalForm>(() =>
  import('./validation.ts').then((m) => m.publicWithdrawalResolver()),
);

export function Component() {
  const t = useT();
  return (
    <MantineScope>
      <TitledPage title={t('withdrawal.title')} narrow>
        <WithdrawalFlow
          intro={<p>{t('withdrawal.publicIntro')}</p>}
          identify={(onStarted) => <IdentifyStep onStarted={onStarted} />}
        />
        <p>
          <Link to={paths.login} className="text-link">
            {t('withdrawal.toLogin')}
          </Link>
        </p>
      </TitledPage>
    </MantineScope>
  );
}

function IdentifyStep({ onStarted }: { onStarted: (started: Started) => void }) {
  const t = useT();
  const [start, { loading }] = useStartWithdrawal();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PublicWithdrawalForm>({ resolver, defaultValues: { orderNumber: '', email: '' } });

  const submit = async (values: PublicWithdrawalForm) => {
    if (loading) return;
    setRefusal(null);
    let recaptchaToken: string;
    try {
      recaptchaToken = await recaptcha().execute('withdrawal');
    } catch {
      setRefusal('failed');
      return;
    }
    const outcome = await start({
      input: { public: { orderNumber: values.orderNumber.trim(), email: values.email.trim(), recaptchaToken } },
    });
    if (outcome.kind === 'done') onStarted(outcome.result);
    else setRefusal(outcome.kind === 'refused' ? outcome.error : 'failed');
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)}>
      <div className="stack">
        <StepHeading step={1}>{t('withdrawal.step1')}</StepHeading>
        <TextField
          {...register('orderNumber')}
          maxLength={BOUNDS.orderNumber.maxLength}
          label={t('withdrawal.orderNumber')}
          description={t('withdrawal.orderNumberHint')}
          inputMode="numeric"
          autoComplete="off"
          required
          error={fieldErrorText(t, errors.orderNumber)}
        />
        <EmailField
          {...register('email')}
          maxLength={BOUNDS.email.maxLength}
          label={t('withdrawal.email')}
          error={fieldErrorText(t, errors.email)}
        />
        {refusal && <WithdrawalRefusal refusal={refusal} />}
        <div>
          <button type="submit" className="btn btn-primary" aria-busy={loading}>
            {t('withdrawal.continue')}
          </button>
        </div>
      </div>
    </form>
  );
}
