/** The date of birth as the customer types it (dd.mm.yyyy), checked by the shared rule; registration, verification. */
import './catalog.ts';
import { forwardRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { useT } from '../lib/i18n/index.tsx';
import { TextField } from './TextField.tsx';

export const DateOfBirthField = forwardRef<HTMLInputElement, UseFormRegisterReturn & { error: string | null }>(
  function DateOfBirthField({ error, ...field }, ref) {
    const t = useT();
    return (
      <TextField
        {...field}
        ref={ref}
        label={t('register.dateOfBirth')}
        description={t('register.dateOfBirthHint')}
        inputMode="numeric"
        autoComplete="bday"
        maxLength={BOUNDS.dateOfBirth.maxLength}
        placeholder="TT.MM.JJJJ"
        required
        error={error}
      />
    );
  },
);
