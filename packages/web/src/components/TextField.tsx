/**
 * A plain, accessible text input: visible label, optional description, error announced and
 * linked with aria-describedby. Works with react-hook-form's register() (forwards the ref).
 * Plain elements keep the login route's first load small; the look comes from the theme's CSS variables.
 */
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  description?: string;
  error?: string | null;
  /** Something to show inside the field's right edge (e.g. a show-password button). */
  action?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, description, error, action, required, className, ...input },
  ref,
) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {description && (
        <p id={descriptionId} className="field-description">
          {description}
        </p>
      )}
      <div className="field-control">
        <input
          {...input}
          ref={ref}
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`field-input${action ? ' field-input-with-action' : ''}${className ? ` ${className}` : ''}`}
        />
        {action}
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
