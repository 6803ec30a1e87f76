/**
 * German texts of the ways in (docs/product/ways-in.md §8 "Login", registration, social login, magic link). Clients
 * may show their own catalog text for the code instead; these are the gateway's fallback
 * wording. No "ß", so the texts also hold for the Swiss market.
 */
import type { UsernameProblem } from '@mein-konto/schema/rules/username';
import type { CountryCode, SocialLoginProvider } from '../../generated/graphql.ts';
import { MESSAGES } from '../../errors.ts';

const COUNTRY_NAMES: Record<CountryCode, string> = { DE: 'Deutschland', AT: 'Österreich', CH: 'der Schweiz' };
const PROVIDER_NAMES: Record<SocialLoginProvider, string> = { GOOGLE: 'Google', FACEBOOK: 'Facebook', APPLE: 'Apple' };

export const LOGIN_MESSAGES = {
  generic: MESSAGES.generic,
  /** login.NotAuthorizedException */
  rejected:
    'Die Kombination aus E-Mail-Adresse bzw. Kundennummer und Passwort ist uns nicht bekannt. Bitte überprüfen Sie Ihre Eingaben.',
  /** Too many wrong passwords for the customer: the recaptcha challenge comes first. */
  challengeRequired:
    'Zu Ihrer Sicherheit: Bitte bestätigen Sie, dass Sie kein Roboter sind, und melden Sie sich dann erneut an.',
  /** login.failedNotAllowedForCountryCode */
  wrongCountry: (country: CountryCode) =>
    `Ihr Kundenkonto gehört zu unserem Shop in ${COUNTRY_NAMES[country]}. Bitte melden Sie sich dort an.`,
  /** login.wrongCustomer */
  wrongCustomer: 'Die Anmeldung konnte Ihrem Kundenkonto nicht zugeordnet werden. Bitte versuchen Sie es erneut.',
  /** login.wrongAccountNumber */
  customerNumberNotFound: 'Diese Kundennummer ist uns nicht bekannt. Bitte überprüfen Sie Ihre Eingabe.',
  emailNotFound: 'Zu dieser E-Mail-Adresse gibt es noch kein Kundenkonto.',
  noCredentials: 'Für dieses Kundenkonto sind noch keine Online-Zugangsdaten vergeben.',
  lightUserNoCredentials: 'Für Ihr Kundenkonto ist noch kein Passwort vergeben.',
  noPassword: 'Für dieses Kundenkonto ist noch kein Passwort hinterlegt.',
  recaptchaFailed: MESSAGES.generic,
  passwordRequired: 'Bitte geben Sie Ihr Passwort ein.',
  accountNotActivated:
    'Ihr Kundenkonto ist noch nicht aktiviert. Bitte bestätigen Sie Ihre Registrierung über den Link in unserer E-Mail.',
  /** login.createAccount.emailExistsError */
  emailExists: 'Diese E-Mail-Adresse ist bereits registriert. Bitte melden Sie sich mit Ihrem Passwort an.',
  duplicateAccount:
    'Sie sind bereits Kundin oder Kunde bei uns. Für Ihr Kundenkonto sind noch keine Online-Zugangsdaten vergeben.',
  socialCustomerNotFound:
    'Zu diesem Konto gibt es bei uns noch kein Kundenkonto. Bitte vervollständigen Sie Ihre Registrierung.',
  socialCodeInvalid: 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  socialProviderUnavailable: (provider: SocialLoginProvider) =>
    `Die Anmeldung mit ${PROVIDER_NAMES[provider]} ist derzeit nicht möglich.`,
  redirectNotAllowed: 'Diese Rücksprungadresse ist nicht erlaubt.',
  /** A way in switched off in this deployment (magic link, light account, social registration). */
  wayInDisabled:
    'Diese Art der Anmeldung ist derzeit nicht möglich. Bitte melden Sie sich mit E-Mail-Adresse oder Kundennummer und Passwort an.',
} as const;

export const USERNAME_PROBLEM_MESSAGES: Record<UsernameProblem, string> = {
  REQUIRED: 'Bitte geben Sie Ihre E-Mail-Adresse oder Kundennummer ein.',
  EMAIL_REQUIRED: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  INVALID_EMAIL: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  INVALID_CUSTOMER_NUMBER: 'Bitte geben Sie eine gültige Kundennummer ein.',
};
