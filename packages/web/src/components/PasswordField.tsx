/**
 * Password input with a show/hide button that says what it does in words (clearer than an eye
 * icon) and reports its state to assistive technology.
 */
import { forwardRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MAX_PASSWORD_LENGTH } from '@mein-konto/schema/rules/password';
import { useT } from '../lib/i18n/index.tsx';
import { TextField } from './TextField.tsx';

export interface PasswordFieldProps extends UseFormRegisterReturn {
  label: string;
  error?: string | null;
  description?: string;
  /** current-password (login) or new-password (registration, set password). */
  autoComplete?: 'current-password' | 'new-password';
  required?: boolean;
}

export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, description, autoComplete = 'current-password', required = true, ...field },
  ref,
) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...field}
      ref={ref}
      type={visible ? 'text' : 'password'}
      label={label}
      description={description}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      maxLength={MAX_PASSWORD_LENGTH}
      required={required}
      error={error}
      action={
        <button
          type="button"
          className="password-toggle link-button"
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {/* Named "{label} anzeigen" ("Passwort anzeigen"): the field first, then the visible word. */}
          <span className="visually-hidden">{label} </span>
          {visible ? t('login.password.hideShort') : t('login.password.showShort')}
        </button>
      }
    />
  );
});
