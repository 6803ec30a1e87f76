/**
 * The strength hint under a new password (docs/product/ways-in.md §5): not secure, ok, very secure, or guessable
 * (the customer's own name or e-mail). The rating code with its dictionaries loads on first use
 * as a chunk of its own; the password never leaves the browser for this. Announced politely.
 */
import './catalog.ts';
import { useEffect, useState } from 'react';
import type { PasswordStrength } from '@mein-konto/schema/rules/passwordStrength';
import { useT } from '../lib/i18n/index.tsx';

export interface PasswordStrengthHintProps {
  id: string;
  password: string;
  person?: { firstName?: string | null; lastName?: string | null; email?: string | null };
}

type Rate = (password: string, person: PasswordStrengthHintProps['person']) => PasswordStrength;
let rater: Promise<Rate> | undefined;
function loadRater(): Promise<Rate> {
  rater ??= import('@mein-konto/schema/rules/passwordStrength').then((m) => m.ratePassword);
  return rater;
}

export function PasswordStrengthHint({ id, password, person }: PasswordStrengthHintProps) {
  const t = useT();
  const [rated, setRated] = useState<{ password: string; strength: PasswordStrength } | null>(null);
  const firstName = person?.firstName;
  const lastName = person?.lastName;
  const email = person?.email;

  useEffect(() => {
    if (password === '') return;
    let current = true;
    // A short pause while typing, so the hint does not chatter with every key.
    const timer = setTimeout(() => {
      void loadRater()
        .then((rate) => {
          if (current) setRated({ password, strength: rate(password, { firstName, lastName, email }) });
        })
        .catch(() => undefined);
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, firstName, lastName, email]);
  // An emptied field shows no hint; otherwise the last rating until the new one is ready.
  const strength = password === '' ? null : (rated?.strength ?? null);

  return (
    <p id={id} className="field-description password-strength" aria-live="polite" data-strength={strength ?? undefined}>
      {strength && (
        <>
          {t('password.strength.label')} <strong>{t(`password.strength.${strength}`)}</strong>
        </>
      )}
    </p>
  );
}
