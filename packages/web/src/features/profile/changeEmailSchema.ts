/**
 * The change-email form (docs/product/my-data.md §5 "Change e-mail"): the new e-mail is required and valid (the
 * shared e-mail rule, as the gateway judges it), the confirmation matches it, the password is
 * given; both within their input bounds (the gateway's). Messages are catalog keys.
 */
import * as z from 'zod/mini';
import { isValidEmail } from '@mein-konto/schema/rules/email';
import { BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { boundIssue } from '../../lib/inputBounds.ts';

export const changeEmailFormSchema = z
  .object({ newEmail: z.string(), confirmEmail: z.string(), password: z.string(), newsletterOptIn: z.boolean() })
  .check(
    z.superRefine((value, ctx) => {
      const issue = (path: 'newEmail' | 'confirmEmail' | 'password', message: string) =>
        ctx.issues.push({ code: 'custom', path: [path], message, input: value[path] });
      const email = value.newEmail.trim();
      const emailBound = boundIssue(BOUNDS.email, value.newEmail);
      const passwordBound = boundIssue(BOUNDS.password, value.password);
      if (email === '') issue('newEmail', 'changeEmail.newEmail.required');
      else if (emailBound) issue('newEmail', emailBound);
      else if (!isValidEmail(email)) issue('newEmail', 'changeEmail.newEmail.invalid');
      else if (value.confirmEmail.trim().toLowerCase() !== email.toLowerCase())
        issue('confirmEmail', 'changeEmail.confirmEmail.mismatch');
      if (value.password === '') issue('password', 'changeEmail.password.required');
      else if (passwordBound) issue('password', passwordBound);
    }),
  );

export type ChangeEmailForm = z.infer<typeof changeEmailFormSchema>;
