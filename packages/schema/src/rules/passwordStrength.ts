/**
 * Strength hints of a new password (docs/product/ways-in.md §5 "Passwords"): not secure, ok, very secure, or
 * contains guessable keywords (the customer's own name or e-mail). Rated with zxcvbn-ts and its
 * German and common dictionaries. This module pulls in the dictionaries (a few hundred kB), so
 * import it lazily; the password never leaves the browser for this.
 */
import { zxcvbn, zxcvbnOptions, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as de from '@zxcvbn-ts/language-de';
import { MIN_PASSWORD_LENGTH, passwordLength, passwordUserInputs } from './password.ts';

export type PasswordStrength = 'NOT_SECURE' | 'OK' | 'VERY_SECURE' | 'GUESSABLE_KEYWORDS';

let configured = false;
function configure(): void {
  if (configured) return;
  zxcvbnOptions.setOptions({
    dictionary: { ...common.dictionary, ...de.dictionary },
    graphs: common.adjacencyGraphs,
    translations: de.translations,
  });
  configured = true;
}

/** The hint for a zxcvbn result (exported for tests of the mapping). */
export function strengthOfResult(
  result: Pick<ZxcvbnResult, 'score' | 'sequence' | 'password'>,
  userInputs: readonly string[] = [],
): PasswordStrength {
  const lower = result.password.toLowerCase();
  const usesOwnData =
    userInputs.some((word) => word.length >= 3 && lower.includes(word)) ||
    result.sequence.some(
      (m) => m.pattern === 'dictionary' && 'dictionaryName' in m && m.dictionaryName === 'userInputs',
    );
  if (usesOwnData) return 'GUESSABLE_KEYWORDS';
  if (passwordLength(result.password) < MIN_PASSWORD_LENGTH || result.score <= 1) return 'NOT_SECURE';
  if (result.score >= 4) return 'VERY_SECURE';
  return 'OK';
}

/** Rates a password; `person` supplies the customer's own name and e-mail as guessable words. */
export function ratePassword(
  password: string,
  person: { firstName?: string | null; lastName?: string | null; email?: string | null } = {},
): PasswordStrength {
  configure();
  if (password === '') return 'NOT_SECURE';
  const userInputs = passwordUserInputs(person);
  return strengthOfResult(zxcvbn(password, userInputs), userInputs);
}
