/**
 * The new-password form: at least 8 characters, one line of at most 128
 * (the input bound the gateway enforces), confirmation matching. When
 * a password is changed, the current one is asked for too and the new one must differ from it.
 */
import * as z from 'zod/mini';
import { BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { checkPassword } from '@mein-konto/schema/rules/password';
import type { MessageKey } from '../../lib/i18n/index.tsx';
import { boundIssue } from '../../lib/inputBounds.ts';

export interface NewPasswordValues {
  /** Only when an existing password is changed. */
  currentPassword?: string;
  password: string;
  confirmation: string;
}

export function newPasswordProblems(values: NewPasswordValues): Partial<Record<keyof NewPasswordValues, MessageKey>> {
  const problems: Partial<Record<keyof NewPasswordValues, MessageKey>> = {};
  if (values.currentPassword === '') problems.currentPassword = 'password.currentRequired';
  else if (values.currentPassword !== undefined) {
    const issue = boundIssue(BOUNDS.password, values.currentPassword);
    if (issue) problems.currentPassword = issue;
  }
  const checked = checkPassword(values.password);
  const bound = boundIssue(BOUNDS.password, values.password);
  if (!checked.ok) problems.password = checked.problem === 'REQUIRED' ? 'password.required' : 'password.tooShort';
  else if (bound) problems.password = bound;
  else if (values.currentPassword !== undefined && values.password === values.currentPassword)
    problems.password = 'password.sameAsCurrent';
  if (values.confirmation === '') problems.confirmation = 'password.confirmRequired';
  else if (values.confirmation !== values.password) problems.confirmation = 'password.mismatch';
  return problems;
}

export const newPasswordSchema = z
  .custom<NewPasswordValues>(() => true)
  .check(
    z.superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(newPasswordProblems(values as NewPasswordValues))) {
        ctx.issues.push({ code: 'custom', path: [field], message: message as string, input: values });
      }
    }),
  );
