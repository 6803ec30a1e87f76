/**
 * New password with confirmation and strength hints; used by the set-password pages, the social
 * customer's first password and changing a password (then with the current password first). The
 * caller saves (setPassword, setSocialPassword or changePassword) and moves on when the result is
 * a success; a wrong current password and the server's field errors appear at their fields with
 * the server's text, any other refusal above the form. What was typed stays.
 */
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { fieldErrorText, SERVER_ERROR, showErrorOutcome, type ErrorOutcome } from '../../lib/errorOutcome.ts';
import type { MutationOutcome } from '../../lib/mutationOutcome.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { PasswordStrengthHint } from '../../components/PasswordStrengthHint.tsx';
import { Notice } from '../../components/Notice.tsx';
import type { NewPasswordValues } from './newPasswordSchema.ts';
import { lazyResolver } from '../../lib/lazyResolver.ts';

const resolver = lazyResolver<NewPasswordValues>(() => import('./validation.ts').then((m) => m.newPasswordResolver()));

/** A mutation's result: a success (no code), or one of its expected errors. */
export type PasswordSaveResult = { __typename: string } | ErrorOutcome;

export interface NewPasswordFormProps {
  /** Username for password managers. */
  email: string | null;
  person?: { firstName?: string | null; lastName?: string | null; email?: string | null };
  submitLabel: string;
  /** Asks for the current password first (changing an existing password). */
  withCurrentPassword?: boolean;
  /** Saves the password: the outcome of the mutation hook. */
  onSave: (values: { password: string; currentPassword: string }) => Promise<MutationOutcome<PasswordSaveResult>>;
}

export function NewPasswordForm({
  email,
  person,
  submitLabel,
  withCurrentPassword = false,
  onSave,
}: NewPasswordFormProps) {
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
  } = useForm<NewPasswordValues>({
    resolver,
    defaultValues: withCurrentPassword
      ? { currentPassword: '', password: '', confirmation: '' }
      : { password: '', confirmation: '' },
  });
  const password = useWatch({ control, name: 'password' });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (values) => {
        if (saving) return;
        setSaving(true);
        setFormError(null);
        const outcome = await onSave({ password: values.password, currentPassword: values.currentPassword ?? '' });
        setSaving(false);
        if (outcome.kind === 'done') return;
        const error = outcome.kind === 'refused' ? outcome.error : null;
        if (error?.__typename === 'WrongPassword' && withCurrentPassword) {
          setError('currentPassword', { type: SERVER_ERROR, message: error.message }, { shouldFocus: true });
        } else if (error?.__typename === 'PasswordSameAsOld') {
          setError('password', { type: SERVER_ERROR, message: error.message }, { shouldFocus: true });
        } else {
          const fields = withCurrentPassword ? (['currentPassword', 'password'] as const) : (['password'] as const);
          setFormError(error ? showErrorOutcome(t, error, { form: { setError, fields } }) : t('app.genericError'));
        }
      })}
    >
      <div className="stack">
        <div aria-live="assertive">{formError && <Notice tone="error">{formError}</Notice>}</div>
        {email && <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />}
        {withCurrentPassword && (
          <PasswordField
            {...register('currentPassword')}
            label={t('password.current')}
            autoComplete="current-password"
            error={fieldErrorText(t, errors.currentPassword)}
          />
        )}
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
