/**
 * A light account (docs/product/ways-in.md §6, flag lightAccount): only name and e-mail; the password is set later
 * through the e-mailed link (light-user-set-password). Loaded lazily.
 */
import '../catalog.ts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { memberOf } from '../../../lib/mutationOutcome.ts';
import { recaptcha } from '../../../lib/recaptcha.ts';
import { useT } from '../../../lib/i18n/index.tsx';
import { useCreateLightAccount } from './useCreateLightAccount.ts';
import { fieldErrorText, showErrorOutcome } from '../../../lib/errorOutcome.ts';
import { PERSON_NAME_FIELDS, PersonNameFields, personNameFields } from '../../../components/PersonNameFields.tsx';
import { EmailField } from '../../../components/EmailField.tsx';
import { Notice } from '../../../components/Notice.tsx';
import type { LightAccountValues } from './registrationSchema.ts';
import { lazyResolver } from '../../../lib/lazyResolver.ts';

const resolver = lazyResolver<LightAccountValues>(() =>
  import('./validation.ts').then((m) => m.lightAccountResolver()),
);

export interface LightAccountFormProps {
  email: string;
  onCreated: (email: string) => void;
  onDuplicate: () => void;
  onBack: () => void;
}

export function LightAccountForm({ email, onCreated, onDuplicate, onBack }: LightAccountFormProps) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [createLightAccount, { loading }] = useCreateLightAccount();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LightAccountValues>({
    resolver,
    defaultValues: { firstName: '', lastName: '', email },
  });
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const submit = async (values: LightAccountValues) => {
    if (loading) return;
    setFormError(null);
    try {
      const recaptchaToken = await recaptcha().execute('registration');
      const result = memberOf(
        await createLightAccount({
          input: {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email: values.email.trim(),
            recaptchaToken,
          },
        }),
      );
      if (!result) {
        setFormError(t('app.genericError'));
        return;
      }
      switch (result.__typename) {
        case 'AccountCreated':
          onCreated(result.email);
          return;
        case 'EmailAlreadyExists':
          setError(
            'email',
            { type: 'server', message: t('login.createAccount.emailExistsError') },
            { shouldFocus: true },
          );
          return;
        case 'DuplicateAccount':
          onDuplicate();
          return;
        default:
          setFormError(showErrorOutcome(t, result, { form: { setError, fields: [...PERSON_NAME_FIELDS, 'email'] } }));
      }
    } catch {
      setFormError(t('app.genericError'));
    }
  };

  const err = (field: keyof LightAccountValues) => fieldErrorText(t, errors[field]);
  return (
    <div className="stack">
      <h2 ref={headingRef} tabIndex={-1} className="step-title">
        {t('lightAccount.title')}
      </h2>
      <p>{t('lightAccount.intro')}</p>
      <form noValidate onSubmit={handleSubmit(submit)}>
        <div className="stack">
          <div aria-live="assertive">{formError && <Notice tone="error">{formError}</Notice>}</div>
          <PersonNameFields fields={personNameFields(register)} errors={errors} />
          <EmailField
            {...register('email')}
            maxLength={BOUNDS.email.maxLength}
            label={t('register.email')}
            error={err('email')}
          />
          <div className="row">
            <button type="submit" className="btn btn-primary" aria-busy={loading}>
              {t('lightAccount.submit')}
            </button>
            <button type="button" className="link-button" onClick={onBack}>
              {t('register.back')}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}
