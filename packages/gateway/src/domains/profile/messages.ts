/** German texts of the profile outcomes (docs/product/my-data.md §8). No "ß", so the texts also hold for the Swiss market. */
import { MESSAGES } from '../../errors.ts';

export const PROFILE_MESSAGES = {
  stayLoggedInFailed: MESSAGES.tryAgain,
  /** E-mail change and delete account: 403. */
  wrongPassword: 'Das Passwort ist nicht korrekt. Bitte versuchen Sie es erneut.',
  /** E-mail change: 400 email_already_exists (/dpl/cs/errors/email_already_exists). */
  emailExists: 'Diese E-Mail-Adresse wird bereits verwendet. Bitte geben Sie eine andere E-Mail-Adresse ein.',
  /** E-mail change: any other 400. */
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  passwordRequired: 'Bitte geben Sie Ihr Passwort ein.',
} as const;
