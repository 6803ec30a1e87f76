/**
 * Change e-mail (docs/product/my-data.md §2 change-email, §4 change e-mail status, §8): new e-mail, confirmation,
 * password and newsletter opt-in. Wrong password, invalid or taken e-mail show at their fields,
 * anything else as the generic error; the form keeps what was typed. On success the page says
 * that a confirmation link went to the new address. Only for customers with a password
 * (decision 018); the others are told to call.
 */
import './catalog.ts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Checkbox } from '@mantine/core';
import { BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { ChangeEmailPageDocument } from './ChangeEmailPage.generated.ts';
import { useChangeEmail } from './useChangeEmail.ts';
import { fieldErrorText, SERVER_ERROR, showErrorOutcome } from '../../lib/errorOutcome.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { lazyResolver } from '../../lib/lazyResolver.ts';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { paths } from '../../lib/paths.ts';
import { Notice } from '../../components/Notice.tsx';
import { PageData } from '../../components/PageData.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { ServiceContact } from '../../components/ServiceContact.tsx';
import { EmailField } from '../../components/EmailField.tsx';
import { TitledPage } from '../../components/TitledPage.tsx';
import type { ChangeEmailForm as FormValues } from './changeEmailSchema.ts';

const FIELDS = ['newEmail', 'password'] as const;

export function Component() {
  const t = useT();
  const page = usePageQuery(ChangeEmailPageDocument);
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <TitledPage title={t('section.changeEmail')} back={{ to: paths.myProfile, label: t('app.backToMyProfile') }} narrow>
      <PageData page={page} select={(data) => data.viewer.customer} loadError="app.genericError">
        {(customer) =>
          !customer.hasPassword ? (
            <ServiceContact intro={t('changeEmail.noPassword')} />
          ) : sentTo ? (
            <Notice tone="info">
              <p>{t('changeEmail.sent', { email: sentTo })}</p>
            </Notice>
          ) : (
            <ChangeEmailFormCard currentEmail={customer.email} onSent={setSentTo} />
          )
        }
      </PageData>
    </TitledPage>
  );
}

function ChangeEmailFormCard({
  currentEmail,
  onSent,
}: {
  currentEmail: string | null;
  onSent: (email: string) => void;
}) {
  const t = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const [change, { loading }] = useChangeEmail();
  const resolver = useMemo(
    () => lazyResolver<FormValues>(() => import('./validation.ts').then((m) => m.changeEmailResolver())),
    [],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    resolver,
    defaultValues: { newEmail: '', confirmEmail: '', password: '', newsletterOptIn: false },
  });

  const submit = async ({ newEmail, password, newsletterOptIn }: FormValues) => {
    if (loading) return;
    setFormError(null);
    const outcome = await change({ input: { newEmail, password, newsletterOptIn } });
    if (outcome.kind === 'done') {
      onSent(outcome.result.newEmail);
      return;
    }
    const error = outcome.kind === 'refused' ? outcome.error : null;
    if (error?.__typename === 'WrongPassword') {
      setError('password', { type: SERVER_ERROR, message: t('changeEmail.wrongPassword') }, { shouldFocus: true });
    } else if (error?.__typename === 'EmailAlreadyExists') {
      setError('newEmail', { type: SERVER_ERROR, message: t('changeEmail.emailExists') }, { shouldFocus: true });
    } else if (error?.__typename === 'InvalidInput') {
      setFormError(showErrorOutcome(t, error, { form: { setError, fields: FIELDS } }));
    } else {
      setFormError(t('app.genericError'));
    }
  };

  return (
    <div className="card">
      {currentEmail && <p>{t('changeEmail.current', { email: currentEmail })}</p>}
      <p>{t('changeEmail.intro')}</p>
      <form noValidate onSubmit={handleSubmit(submit)}>
        <div className="stack">
          <div aria-live="assertive">{formError && <Notice tone="error">{formError}</Notice>}</div>
          <EmailField
            {...register('newEmail')}
            label={t('changeEmail.newEmail')}
            maxLength={BOUNDS.email.maxLength}
            error={fieldErrorText(t, errors.newEmail)}
          />
          <EmailField
            {...register('confirmEmail')}
            label={t('changeEmail.confirmEmail')}
            maxLength={BOUNDS.email.maxLength}
            autoComplete="off"
            error={fieldErrorText(t, errors.confirmEmail)}
          />
          <PasswordField
            {...register('password')}
            label={t('changeEmail.password')}
            error={fieldErrorText(t, errors.password)}
          />
          <Checkbox {...register('newsletterOptIn')} size="md" label={t('changeEmail.newsletterOptIn')} />
          <div>
            <button type="submit" className="btn btn-primary" aria-busy={loading}>
              {t('changeEmail.submit')}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}
