/**
 * Password rules (docs/product/ways-in.md §5 "Passwords", §9): at least 8 characters. The strength hints live in
 * `passwordStrength.ts`, which loads the zxcvbn dictionaries and is meant to be imported lazily
 * (`await import('@mein-konto/schema/rules/passwordStrength')`) so clients load it on demand.
 */

export const MIN_PASSWORD_LENGTH = 8;
/** The longest password taken (an input bound, inputBounds.ts): one line, at most this many characters. */
export const MAX_PASSWORD_LENGTH = 128;

export type PasswordProblem = 'REQUIRED' | 'TOO_SHORT';

export type CheckedPassword = { ok: true } | { ok: false; problem: PasswordProblem };

/** Length in characters as a person counts them (code points, so an emoji is one). */
export function passwordLength(password: string): number {
  return [...password].length;
}

export function checkPassword(password: string): CheckedPassword {
  if (password === '') return { ok: false, problem: 'REQUIRED' };
  if (passwordLength(password) < MIN_PASSWORD_LENGTH) return { ok: false, problem: 'TOO_SHORT' };
  return { ok: true };
}

/**
 * Words of the customer's own data that count as guessable in a password: the name and the
 * e-mail address, whole and in its parts ("anna.schmidt@example.de" → "anna", "schmidt", …).
 */
export function passwordUserInputs(person: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}): string[] {
  const words = new Set<string>();
  const add = (value: string | null | undefined) => {
    const trimmed = value?.trim().toLowerCase();
    if (!trimmed) return;
    words.add(trimmed);
    for (const part of trimmed.split(/[\s@._+-]+/)) if (part.length >= 3) words.add(part);
  };
  add(person.firstName);
  add(person.lastName);
  add(person.email);
  return [...words];
}
