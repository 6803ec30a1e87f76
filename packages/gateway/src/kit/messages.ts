/**
 * German texts (docs/product/shell.md §8) of the outcomes every domain shares: rate limits, token refusals and
 * the field errors of the shared input rules. Clients may show their own catalog text for the
 * code instead. No "ß", so the texts also hold for the Swiss market.
 */
import type { DateOfBirthProblem } from '@mein-konto/schema/rules/dateOfBirth';
import type { PasswordProblem } from '@mein-konto/schema/rules/password';
import type { ErrorCode } from '../generated/graphql.ts';

export const KIT_MESSAGES = {
  rateLimited: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  required: 'Bitte füllen Sie dieses Feld aus.',
  /** login.createAccount.invalidEmailError */
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  /** A malformed idempotency key: the page is out of date. */
  idempotencyKeyInvalid: 'Da hat etwas nicht funktioniert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
} as const;

/** The field errors of a broken input bound (kit/inputBounds.ts). */
export const BOUND_MESSAGES = {
  tooLong: (max: number) => `Bitte geben Sie höchstens ${String(max)} Zeichen ein.`,
  characters:
    'Dieses Feld enthält Zeichen, die wir nicht verarbeiten können (z. B. Zeilenumbrüche oder Steuerzeichen).',
  sepaCharacters:
    "Bitte verwenden Sie nur Buchstaben ohne Akzente (Umlaute sind erlaubt), Ziffern, Leerzeichen und / - ? : ( ) . , ' + &.",
  tooMany: (max: number) => `Bitte wählen Sie höchstens ${String(max)} Einträge.`,
  outOfRange: (min: number, max: number) => `Bitte geben Sie eine Zahl von ${String(min)} bis ${String(max)} ein.`,
} as const;

export type TokenErrorCode = Extract<
  ErrorCode,
  'TOKEN_MISSING' | 'TOKEN_INVALID' | 'TOKEN_EXPIRED' | 'TOKEN_ALREADY_USED'
>;

export const TOKEN_MESSAGES: Record<TokenErrorCode, string> = {
  TOKEN_MISSING: 'Der Link ist unvollständig. Bitte öffnen Sie den Link aus Ihrer E-Mail erneut.',
  TOKEN_INVALID: 'Dieser Link ist ungültig. Bitte fordern Sie einen neuen Link an.',
  TOKEN_EXPIRED: 'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen Link an.',
  TOKEN_ALREADY_USED: 'Dieser Link wurde bereits verwendet. Bitte fordern Sie bei Bedarf einen neuen Link an.',
};

export const DATE_OF_BIRTH_MESSAGES: Record<DateOfBirthProblem, string> = {
  REQUIRED: 'Bitte geben Sie Ihr Geburtsdatum ein.',
  INVALID_CHARACTERS: 'Bitte geben Sie Ihr Geburtsdatum im Format TT.MM.JJJJ oder TTMMJJJJ ein.',
  INVALID_FORMAT: 'Bitte geben Sie Ihr Geburtsdatum im Format TT.MM.JJJJ oder TTMMJJJJ ein.',
  INVALID_DATE: 'Bitte geben Sie ein gültiges Geburtsdatum ein.',
  UNDERAGE: 'Sie müssen mindestens 18 Jahre alt sein, um ein Kundenkonto zu eröffnen.',
};

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  REQUIRED: 'Bitte geben Sie ein Passwort ein.',
  TOO_SHORT: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
};
