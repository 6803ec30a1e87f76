/**
 * A form field's input bound in a web test: the field declares the bound as its maxLength, and a
 * value past it (as a script, an autofill or an old browser can put there) is refused by the
 * form's own check with the catalog's message.
 */
import { expect } from 'vitest';
import { fireEvent } from '@testing-library/react';
import type { TextBound } from '@mein-konto/schema/rules/inputBounds';

/** The message of a value over its bound (form.tooLong). */
export const TOO_LONG = 'Dieser Eintrag ist zu lang. Bitte kürzen Sie ihn.';
/** The message of a value with characters no field takes (form.characters). */
export const FORBIDDEN_CHARACTERS =
  'Dieses Feld enthält Zeichen, die wir nicht verarbeiten können (z. B. Zeilenumbrüche oder Steuerzeichen).';

/** Checks that the field's maxLength is the bound, then puts a value one character over it into the field. */
export function fillOverBound(field: HTMLElement, bound: TextBound, character = '1'): void {
  expect((field as HTMLInputElement).maxLength).toBe(bound.maxLength);
  fireEvent.change(field, { target: { value: character.repeat(bound.maxLength + 1) } });
}
