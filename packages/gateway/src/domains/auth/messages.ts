/**
 * German texts of the ways in (SPEC §8): registration, tokens, social login, magic link,
 * passwords and verification. Clients may show their own catalog text for the code instead.
 * No "ß", so the texts also hold for the Swiss market.
 */
import type { DateOfBirthProblem } from '@mein-konto/schema/rules/dateOfBirth';
import type { PasswordProblem } from '@mein-konto/schema/rules/password';
import type { ErrorCode, SocialLoginProvider } from '../../generated/graphql.ts';
import { MESSAGES } from '../../errors.ts';

export type TokenErrorCode = Extract<ErrorCode, 'TOKEN_MISSING' | 'TOKEN_INVALID' | 'TOKEN_EXPIRED' | 'TOKEN_ALREADY_USED'>;

export const TOKEN_MESSAGES: Record<TokenErrorCode, string> = {
  TOKEN_MISSING: 'Der Link ist unvollständig. Bitte öffnen Sie den Link aus Ihrer E-Mail erneut.',
  TOKEN_INVALID: 'Dieser Link ist ungültig. Bitte fordern Sie einen neuen Link an.',
  TOKEN_EXPIRED: 'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen Link an.',
  TOKEN_ALREADY_USED: 'Dieser Link wurde bereits verwendet. Bitte fordern Sie bei Bedarf einen neuen Link an.',
};

export const DATE_OF_BIRTH_MESSAGES: Record<DateOfBirthProblem, string> = {
  REQUIRED: 'Bitte geben Sie Ihr Geburtsdatum ein.',
  INVALID_CHARACTERS: 'Bitte geben Sie Ihr Geburtsdatum im Format TT.MM.JJJJ ein.',
  INVALID_FORMAT: 'Bitte geben Sie Ihr Geburtsdatum im Format TT.MM.JJJJ ein.',
  INVALID_DATE: 'Bitte geben Sie ein gültiges Geburtsdatum ein.',
  UNDERAGE: 'Sie müssen mindestens 18 Jahre alt sein, um ein Kundenkonto zu eröffnen.',
};

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  REQUIRED: 'Bitte geben Sie ein Passwort ein.',
  TOO_SHORT: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
};

const PROVIDER_NAMES: Record<SocialLoginProvider, string> = { GOOGLE: 'Google', FACEBOOK: 'Facebook', APPLE: 'Apple' };

export const AUTH_MESSAGES = {
  generic: MESSAGES.generic,
  /** login.createAccount.invalidEmailError */
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  required: 'Bitte füllen Sie dieses Feld aus.',
  /** login.createAccount.emailExistsError */
  emailExists: 'Diese E-Mail-Adresse ist bereits registriert. Bitte melden Sie sich mit Ihrem Passwort an.',
  duplicateAccount: 'Sie sind bereits Kundin oder Kunde bei uns. Für Ihr Kundenkonto sind noch keine Online-Zugangsdaten vergeben.',
  socialCustomerNotFound: 'Zu diesem Konto gibt es bei uns noch kein Kundenkonto. Bitte vervollständigen Sie Ihre Registrierung.',
  socialCodeInvalid: 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  socialProviderUnavailable: (provider: SocialLoginProvider) => `Die Anmeldung mit ${PROVIDER_NAMES[provider]} ist derzeit nicht möglich.`,
  redirectNotAllowed: 'Diese Rücksprungadresse ist nicht erlaubt.',
  passwordAlreadySet: 'Für Ihr Kundenkonto ist bereits ein Passwort vergeben. Sie können es unter „Passwort ändern“ ändern.',
  notVerified: 'Wir konnten Ihr Kundenkonto leider nicht bestätigen. Unser Kundenservice hilft Ihnen gern weiter.',
  recaptchaFailed: MESSAGES.generic,
} as const;
