/**
 * An e-mail input: the one way every form asks for an e-mail address (the keyboard with @ on
 * phones, no auto-capitals or spelling marks, the address book's autofill unless turned off).
 * Required unless said otherwise; works with react-hook-form's register() (forwards the ref).
 */
import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './TextField.tsx';

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'autoCapitalize' | 'spellCheck'>;

export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField(
  { autoComplete = 'email', required = true, ...field },
  ref,
) {
  return (
    <TextField
      {...field}
      ref={ref}
      type="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      required={required}
    />
  );
});
