/**
 * The username step's form schema: the shared rule (trim, e-mail vs customer number, leading
 * zeros, e-mail only in ch) judges the input exactly as the gateway does, within its input bound.
 * The password step's password is given and within its bound. Messages are catalog keys.
 */
import * as z from 'zod/mini';
import { BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { normaliseUsername, type UsernameProblem } from '@mein-konto/schema/rules/username';
import type { Market } from '../../lib/config.ts';
import type { MessageKey } from '../../lib/i18n/index.tsx';
import { boundedField, boundIssue } from '../../lib/inputBounds.ts';

function usernameProblemKey(problem: UsernameProblem, market: Market): MessageKey {
  switch (problem) {
    case 'REQUIRED':
      return market === 'ch' ? 'login.username.requiredEmailOnly' : 'login.username.required';
    case 'EMAIL_REQUIRED':
      return 'login.username.emailRequired';
    case 'INVALID_EMAIL':
      return 'login.username.invalidEmail';
    case 'INVALID_CUSTOMER_NUMBER':
      return 'login.username.invalidCustomerNumber';
  }
}

export function usernameFormSchema(market: Market) {
  return z.object({ username: z.string() }).check(
    z.superRefine((value, ctx) => {
      const result = normaliseUsername(value.username, market);
      const message =
        boundIssue(BOUNDS.username, value.username) ?? (result.ok ? null : usernameProblemKey(result.problem, market));
      if (message) ctx.issues.push({ code: 'custom', path: ['username'], message, input: value.username });
    }),
  );
}

export type UsernameForm = z.infer<ReturnType<typeof usernameFormSchema>>;

export const passwordFormSchema = z.object({
  password: boundedField(BOUNDS.password, (password) => (password === '' ? 'login.password.required' : null)),
  stayLoggedIn: z.boolean(),
});

export type PasswordForm = z.infer<typeof passwordFormSchema>;

/** A new activation link: the e-mail address it goes to (the username the gateway bounds). */
export const resendActivationSchema = z.object({
  email: boundedField(BOUNDS.username, (email) => (email.trim() === '' ? 'verification.emailMissing' : null)),
});

export type ResendActivationValues = z.infer<typeof resendActivationSchema>;

/** Navigation state of "Passwort vergessen?": the username already typed, so it need not be typed again. */
export interface ForgotPasswordState {
  username: string;
}
