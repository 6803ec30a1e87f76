/**
 * Expected errors of a mutation (docs/product/shell.md §5, §8), one way for every form: the server's field errors
 * appear at their fields with the server's own German text (react-hook-form error type "server"),
 * everything else as one message for the page. Each mutation selects `...ErrorOutcome_error`
 * (errorOutcome.graphql) for its error members.
 */
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { MessageKey, Translate } from './i18n/index.tsx';
import type { ErrorOutcome_ErrorFragment } from './errorOutcome.generated.ts';

export type ErrorOutcome = ErrorOutcome_ErrorFragment;

export const SERVER_ERROR = 'server';

/** The text of a field's error: client checks carry a catalog key, the server's errors their own text. */
export function fieldErrorText(t: Translate, error: Pick<FieldError, 'type' | 'message'> | undefined): string | null {
  if (!error?.message) return null;
  return error.type === SERVER_ERROR ? error.message : t(error.message as MessageKey);
}

/** The expected error a mutation's result is (its members with a code), or null for a success or no result. */
export function errorOf<T extends { __typename: string }>(
  result: T | null | undefined,
): Extract<T, ErrorOutcome> | null {
  return result && 'code' in result ? (result as Extract<T, ErrorOutcome>) : null;
}

export interface ErrorOutcomeOptions<T extends FieldValues> {
  /** The form whose fields show the server's field errors (the first one takes the focus). */
  form?: { setError: UseFormSetError<T>; fields: readonly Path<T>[] };
  /** The rate-limit text of this place (placeholder {seconds}); default: the general one. */
  rateLimited?: MessageKey;
}

/**
 * Puts an error's field errors at the form's fields (like the form's own checks: at the field, the
 * first one focused) and returns the message for the page: the first field error no field shows,
 * the wait of a rate limit, or the server's message; null when the fields show everything.
 */
export function showErrorOutcome(t: Translate, error: ErrorOutcome, options?: { rateLimited?: MessageKey }): string;
export function showErrorOutcome<T extends FieldValues>(
  t: Translate,
  error: ErrorOutcome,
  options: ErrorOutcomeOptions<T>,
): string | null;
export function showErrorOutcome<T extends FieldValues>(
  t: Translate,
  error: ErrorOutcome,
  options: ErrorOutcomeOptions<T> = {},
): string | null {
  if (error.__typename === 'RateLimited')
    return t(options.rateLimited ?? 'rateLimited', { seconds: error.retryAfterSeconds });
  if (error.__typename !== 'InvalidInput') return error.message;
  const fields: readonly string[] = options.form?.fields ?? [];
  let placed = 0;
  let unplaced: string | undefined;
  for (const fieldError of error.fieldErrors) {
    if (options.form && fields.includes(fieldError.field)) {
      options.form.setError(
        fieldError.field as Path<T>,
        { type: SERVER_ERROR, message: fieldError.message },
        { shouldFocus: placed === 0 },
      );
      placed += 1;
    } else {
      unplaced ??= fieldError.message;
    }
  }
  return unplaced ?? (placed > 0 ? null : error.message);
}

/** The page's message for a result that is not a success: its expected error's, or the generic error (no answer, an unknown member). */
export function refusalMessage<T extends { __typename: string }>(t: Translate, result: T | null | undefined): string {
  const error = errorOf(result);
  return error ? showErrorOutcome(t, error) : t('app.genericError');
}
