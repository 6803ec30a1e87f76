/** Step 2: the password (with show/hide), stay logged in, submit. */
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { useT, type MessageKey } from '../../lib/i18n/index.tsx';
import { paths } from '../../lib/paths.ts';
import type { ForgotPasswordState, PasswordForm } from './usernameSchema.ts';
import { lazyResolver } from '../../lib/lazyResolver.ts';
import { PasswordField } from '../../components/PasswordField.tsx';

export interface PasswordStepProps {
  username: string;
  showStayLoggedIn: boolean;
  submitting: boolean;
  /** Outcome of the last attempt, shown above the form and announced. */
  error: ReactNode;
  onSubmit: (values: PasswordForm) => void;
  onChangeUsername: () => void;
}

export function PasswordStep({
  username,
  showStayLoggedIn,
  submitting,
  error,
  onSubmit,
  onChangeUsername,
}: PasswordStepProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const resolver = useMemo(
    () => lazyResolver<PasswordForm>(() => import('./validation.ts').then((m) => m.passwordResolver())),
    [],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordForm>({
    resolver,
    defaultValues: { password: '', stayLoggedIn: false },
  });
  const passwordField = register('password');

  useEffect(() => {
    resolver.preload();
    inputRef.current?.focus();
  }, [resolver]);

  const validationKey = errors.password?.message as MessageKey | undefined;

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        if (!submitting) onSubmit(values);
      })}
    >
      <div className="stack">
        <p className="row">
          <span>
            {t('login.loggingInAs')} <strong>{username}</strong>
          </span>
          <button
            type="button"
            className="link-button"
            onClick={onChangeUsername}
            aria-label={t('login.changeUsernameLabel')}
          >
            {t('login.changeUsername')}
          </button>
        </p>
        {/* For password managers: the username this password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        {error}
        <PasswordField
          {...passwordField}
          ref={(el) => {
            passwordField.ref(el);
            inputRef.current = el;
          }}
          label={t('login.password.label')}
          error={validationKey ? t(validationKey) : null}
        />
        {showStayLoggedIn && (
          <div className="native-checkbox">
            <input
              type="checkbox"
              id="stay-logged-in"
              aria-describedby="stay-logged-in-hint"
              {...register('stayLoggedIn')}
            />
            <div>
              <label htmlFor="stay-logged-in">{t('login.stayLoggedIn')}</label>
              <p id="stay-logged-in-hint" className="field-description">
                {t('login.stayLoggedInHint')}
              </p>
            </div>
          </div>
        )}
        <div className="row">
          <button type="submit" className="btn btn-primary" aria-busy={submitting}>
            {t('login.password.submit')}
          </button>
          <Link to={paths.forgotPassword} state={{ username } satisfies ForgotPasswordState} className="text-link">
            {t('login.password.forgot')}
          </Link>
        </div>
      </div>
    </form>
  );
}
