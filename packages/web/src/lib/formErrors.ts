/**
 * Field errors of the forms: client checks carry a catalog key, the server's field errors its
 * own German text (type "server"), shown as it is (SPEC §5 "Each shows the server-provided detail text").
 */
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { MessageKey, Translate } from './i18n/index.tsx';

export const SERVER_ERROR = 'server';

export function fieldErrorText(t: Translate, error: Pick<FieldError, 'type' | 'message'> | undefined): string | null {
  if (!error?.message) return null;
  return error.type === SERVER_ERROR ? error.message : t(error.message as MessageKey);
}

/**
 * Puts the server's field errors at their fields (the first takes the focus); returns the ones
 * that name no field of this form.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly string[],
  errors: readonly { field: string; message: string }[],
): { field: string; message: string }[] {
  const unplaced: { field: string; message: string }[] = [];
  let first = true;
  for (const error of errors) {
    if (fields.includes(error.field)) {
      setError(error.field as Path<T>, { type: SERVER_ERROR, message: error.message }, { shouldFocus: first });
      first = false;
    } else {
      unplaced.push(error);
    }
  }
  return unplaced;
}
