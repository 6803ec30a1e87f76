/**
 * New password with confirmation and strength hints; used by the set-password pages and the
 * social customer's first password. The caller saves; server field errors come back through
 * `serverError` (shown at the password field with the server's text).
 */
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useT } from '../../lib/i18n/index.tsx';
import { fieldErrorText } from '../../lib/formErrors.ts';
import { PasswordField } from '../../components/PasswordField.tsx';
import { PasswordStrengthHint } from '../../components/PasswordStrengthHint.tsx';
import { Notice } from '../../components/Notice.tsx';
import { newPasswordSchema, type NewPasswordValues } from './newPasswordSchema.ts';

export type SaveOutcome = { ok: true } | { ok: false; field?: string; message: string };

export interface NewPasswordFormProps {
  /** Username for password managers. */
  email: string | null;
  person?: { firstName?: string | null; lastName?: string | null; email?: string | null };
  submitLabel: string;
  onSave: (password: string) => Promise<SaveOutcome>;
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
  } = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirmation: '' } });
  const password = useWatch({ control, name: 'password' });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (values) => {
        if (saving) return;
        setSaving(true);
        setFormError(null);
        const outcome = await onSave(values.password);
        setSaving(false);
        if (outcome.ok) return;
        if (outcome.field === 'password') setError('password', { type: 'server', message: outcome.message }, { shouldFocus: true });
        else setFormError(outcome.message);
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
