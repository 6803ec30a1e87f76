/** Step 1: e-mail or customer number (e-mail only in ch), validated with the shared rule within its input bound. */
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { MAX_EMAIL_LENGTH } from '@mein-konto/schema/rules/email';
import { useT, type MessageKey } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { Notice } from '../../components/Notice.tsx';
import { TextField } from '../../components/TextField.tsx';
import type { UsernameForm } from './usernameSchema.ts';
import { lazyResolver } from '../../lib/lazyResolver.ts';

export interface UsernameStepProps {
  defaultValue: string;
  submitting: boolean;
  /** A server outcome about the username itself (e.g. unknown customer number). */
  fieldError: string | null;
  /** A server outcome about the attempt as a whole (generic error, rate limit). */
  formError: string | null;
  focusOnMount: boolean;
  onSubmit: (typed: string) => void;
  onEdit: () => void;
}

export function UsernameStep({
  defaultValue,
  submitting,
  fieldError,
  formError,
  focusOnMount,
  onSubmit,
  onEdit,
}: UsernameStepProps) {
  const t = useT();
  const { market, emailOnlyLogin } = useMarket();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const resolver = useMemo(
    () => lazyResolver<UsernameForm>(() => import('./validation.ts').then((m) => m.usernameResolver(market))),
    [market],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UsernameForm>({
    resolver,
    defaultValues: { username: defaultValue },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const field = register('username', { onChange: onEdit });

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  const validationKey = errors.username?.message as MessageKey | undefined;

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        if (!submitting) onSubmit(values.username);
      })}
    >
      <div className="stack">
        {formError && <Notice tone="error">{formError}</Notice>}
        <TextField
          {...field}
          ref={(el) => {
            field.ref(el);
            inputRef.current = el;
          }}
          label={emailOnlyLogin ? t('login.username.labelEmailOnly') : t('login.username.label')}
          description={emailOnlyLogin ? undefined : t('login.username.hint')}
          type={emailOnlyLogin ? 'email' : 'text'}
          inputMode={emailOnlyLogin ? 'email' : 'text'}
          autoComplete="username"
          maxLength={MAX_EMAIL_LENGTH /* the bound of the username (BOUNDS.username) */}
          autoCapitalize="none"
          spellCheck={false}
          required
          onFocus={resolver.preload}
          error={validationKey ? t(validationKey) : fieldError}
        />
        <div>
          <button type="submit" className="btn btn-primary" aria-busy={submitting}>
            {t('login.username.submit')}
          </button>
        </div>
      </div>
    </form>
  );
}
