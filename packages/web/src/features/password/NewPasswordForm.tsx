/**
 * New password with confirmation and strength hints; used by the set-password pages and the
 * social customer's first password. The caller saves (setPassword or setSocialPassword) and
 * moves on when the result ends the form; the server's field errors appear at the password field
 * with the server's text, any other refusal above the form.
 */
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { SetPassword_ResultFragment } from './SetPassword.generated.ts';
import { errorOf, fieldErrorText, showErrorOutcome } from '../../lib/errorOutcome.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { PasswordStrengthHint } from '../../components/PasswordStrengthHint.tsx';
import { Notice } from '../../components/Notice.tsx';
import type { NewPasswordValues } from './newPasswordSchema.ts';
import { lazyResolver } from '../../lib/lazyResolver.ts';

const resolver = lazyResolver<NewPasswordValues>(() => import('./validation.ts').then((m) => m.newPasswordResolver()));

export interface NewPasswordFormProps {
  /** Username for password managers. */
  email: string | null;
  person?: { firstName?: string | null; lastName?: string | null; email?: string | null };
  submitLabel: string;
  /** Saves the password: the mutation's result, undefined when no answer came. */
  onSave: (password: string) => Promise<SetPassword_ResultFragment | undefined>;
}

export function NewPasswordForm({ email, person, submitLabel, onSave }: NewPasswordFormProps) {
  const t = useT();
  const strengthId = useId();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<NewPasswordValues>({ resolver, defaultValues: { password: '', confirmation: '' } });
  const password = useWatch({ control, name: 'password' });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (values) => {
        if (saving) return;
        setSaving(true);
        setFormError(null);
        const result = await onSave(values.password);
        setSaving(false);
        if (result?.__typename === 'PasswordSet') return;
        const error = errorOf(result);
        setFormError(error ? showErrorOutcome(t, error, { form: { setError, fields: ['password'] } }) : t('app.genericError'));
      })}
    >
      <div className="stack">
        <div aria-live="assertive">{formError && <Notice tone="error">{formError}</Notice>}</div>
        {email && <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />}
        <div className="stack stack-tight">
          <PasswordField
            {...register('password')}
            label={t('password.new')}
            description={t('register.passwordHint')}
            autoComplete="new-password"
            error={fieldErrorText(t, errors.password)}
          />
          <PasswordStrengthHint id={strengthId} password={password} person={person ?? { email }} />
        </div>
        <PasswordField
          {...register('confirmation')}
          label={t('password.confirm')}
          autoComplete="new-password"
          error={fieldErrorText(t, errors.confirmation)}
        />
        <div>
          <button type="submit" className="btn btn-primary" aria-busy={saving}>
            {submitLabel}
          </button>
        </div>
      </div>
    </form>
  );
}
