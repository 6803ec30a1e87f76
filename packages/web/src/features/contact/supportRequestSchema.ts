/**
 * The contact form (docs/product/my-data.md §5 "Support form"): topic, name and text present, the e-mail valid (the
 * shared e-mail rule, as the gateway judges it), the text at most 5000 characters, name and text
 * within their input bounds (the gateway's). Messages are catalog keys.
 */
import * as z from 'zod/mini';
import { isValidEmail } from '@mein-konto/schema/rules/email';
import { BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { boundIssue } from '../../lib/inputBounds.ts';

const MAX_SUPPORT_TEXT = 5000;

export const supportRequestFormSchema = z
  .object({ topic: z.string(), name: z.string(), email: z.string(), text: z.string() })
  .check(
    z.superRefine((value, ctx) => {
      const issue = (path: 'topic' | 'name' | 'email' | 'text', message: string) =>
        ctx.issues.push({ code: 'custom', path: [path], message, input: value[path] });
      if (value.topic === '') issue('topic', 'contact.form.topic.required');
      const nameBound = boundIssue(BOUNDS.supportName, value.name);
      if (value.name.trim() === '') issue('name', 'contact.form.name.required');
      else if (nameBound) issue('name', nameBound);
      const email = value.email.trim();
      if (email === '') issue('email', 'contact.form.email.required');
      else if (!isValidEmail(email)) issue('email', 'contact.form.email.invalid');
      const text = value.text.trim();
      if (text === '') issue('text', 'contact.form.text.required');
      else if ([...text].length > MAX_SUPPORT_TEXT) issue('text', 'contact.form.text.tooLong');
      else {
        const textBound = boundIssue(BOUNDS.supportText, value.text);
        if (textBound) issue('text', textBound);
      }
    }),
  );

export type SupportRequestForm = z.infer<typeof supportRequestFormSchema>;
