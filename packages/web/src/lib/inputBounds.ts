/**
 * A form field's bound checked in the browser with the shared zod rule
 * (`@mein-konto/schema/rules/boundedText`, the bound the gateway enforces), its problem as a
 * catalog key. Imported with a form's validation code (lazily: it brings zod), never by a page.
 */
import * as z from 'zod/mini';
import { boundedText } from '@mein-konto/schema/rules/boundedText';
import type { TextBound } from '@mein-konto/schema/rules/inputBounds';
import type { MessageKey } from './i18n/index.tsx';

/** The catalog key of what breaks the bound (`characters` for forbidden characters), or null. */
export function boundIssue(
  bound: TextBound,
  value: string,
  characters: MessageKey = 'form.characters',
): MessageKey | null {
  const checked = z.safeParse(boundedText(bound), value);
  if (checked.success) return null;
  return checked.error.issues[0]?.message === 'tooLong' ? 'form.tooLong' : characters;
}

/**
 * A form schema's text field: its bound first, then the form's own check of it (a catalog key
 * or null), for schemas that judge field by field.
 */
export function boundedField(bound: TextBound, problem: (value: string) => MessageKey | null = () => null) {
  return z.string().check(
    z.superRefine((value, ctx) => {
      const message = boundIssue(bound, value) ?? problem(value);
      if (message) ctx.issues.push({ code: 'custom', message, input: value });
    }),
  );
}
