/**
 * The contact form (docs/product/my-data.md §5 "Support form"): topic, name and text present, the e-mail valid (the
 * shared e-mail rule, as the gateway judges it), the text at most 5000 characters. Messages are
 * catalog keys.
 */
import * as z from 'zod/mini';
import { isValidEmail } from '@mein-konto/schema/rules/email';

export const MAX_SUPPORT_TEXT = 5000;

export const supportRequestFormSchema = z
  .object({ topic: z.string(), name: z.string(), email: z.string(), text: z.string() })
  .check(
    z.superRefine((value, ctx) => {
      const issue = (path: 'topic' | 'name' | 'email' | 'text', message: string) =>
        ctx.issues.push({ code: 'custom', path: [path], message, input: value[path] });
      if (value.topic === '') issue('topic', 'contact.form.topic.required');
      if (value.name.trim() === '') issue('name', 'contact.form.name.required');
      const email = value.email.trim();
      if (email === '') issue('email', 'contact.form.email.required');
      else if (!isValidEmail(email)) issue('email', 'contact.form.email.invalid');
      const text = value.text.trim();
      if (text === '') issue('text', 'contact.form.text.required');
      else if ([...text].length > MAX_SUPPORT_TEXT) issue('text', 'contact.form.text.tooLong');
    }),
  );

export type SupportRequestForm = z.infer<typeof supportRequestFormSchema>;
