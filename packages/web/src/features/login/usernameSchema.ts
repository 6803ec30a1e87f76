/**
 * The username step's form schema: the shared rule (trim, e-mail vs customer number, leading
 * zeros, e-mail only in ch) judges the input exactly as the gateway does. Messages are catalog keys.
 */
import * as z from 'zod/mini';
import { normaliseUsername, type UsernameProblem } from '@mein-konto/schema/rules/username';
import type { Market } from '../../lib/config.ts';
import type { MessageKey } from '../../lib/i18n/index.tsx';

export function usernameProblemKey(problem: UsernameProblem, market: Market): MessageKey {
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
      if (!result.ok) {
        ctx.issues.push({
          code: 'custom',
          path: ['username'],
          message: usernameProblemKey(result.problem, market),
          input: value.username,
        });
      }
    }),
  );
}

export type UsernameForm = z.infer<ReturnType<typeof usernameFormSchema>>;

export const passwordFormSchema = z.object({
  password: z.string().check(z.minLength(1, 'login.password.required' satisfies MessageKey)),
  stayLoggedIn: z.boolean(),
});

export type PasswordForm = z.infer<typeof passwordFormSchema>;

/** Navigation state of "Passwort vergessen?": the username already typed, so it need not be typed again. */
export interface ForgotPasswordState {
  username: string;
}
