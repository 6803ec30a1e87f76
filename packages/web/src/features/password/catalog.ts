/**
 * Texts of setting and changing a password (set-password links, a social customer's first
 * password, changing the password).
 */
import { registerMessages, type Catalog } from '../../lib/i18n/index.tsx';
import '../../components/catalog.ts';

const de = {
  'password.current': 'Aktuelles Passwort',
  'password.currentRequired': 'Bitte geben Sie Ihr aktuelles Passwort ein.',
  'password.sameAsCurrent': 'Ihr neues Passwort muss sich von Ihrem aktuellen Passwort unterscheiden.',
  'password.new': 'Neues Passwort',
  'password.confirm': 'Neues Passwort wiederholen',
  'password.confirmRequired': 'Bitte wiederholen Sie das neue Passwort.',
  'password.mismatch': 'Die beiden Passwörter stimmen nicht überein.',

  'setPassword.title': 'Neues Passwort festlegen',
  'setPassword.lightTitle': 'Passwort festlegen und Registrierung abschließen',
  'setPassword.intro': 'Legen Sie ein neues Passwort für {email} fest.',
  'setPassword.submit': 'Passwort speichern',
  'setPassword.checking': 'Ihr Link wird geprüft …',
  'setPassword.doneTitle': 'Ihr Passwort ist gespeichert',
  'setPassword.doneBody': 'Sie können sich ab sofort mit Ihrem neuen Passwort anmelden.',
  'setPassword.alreadySet': 'Für Ihr Kundenkonto ist bereits ein Passwort vergeben. Bitte melden Sie sich damit an.',

  'socialPassword.title': 'Passwort festlegen',
  'socialPassword.intro':
    'Sie melden sich bisher mit {provider} an. Mit einem eigenen Passwort können Sie sich zusätzlich mit Ihrer E-Mail-Adresse anmelden.',
  'socialPassword.done':
    'Ihr Passwort ist gespeichert. Sie können sich jetzt auch mit Ihrer E-Mail-Adresse und Ihrem Passwort anmelden.',
  'changePassword.intro':
    'Geben Sie Ihr aktuelles Passwort ein und wählen Sie ein neues. Auf anderen Geräten werden Sie danach abgemeldet.',
  'changePassword.submit': 'Passwort ändern',
  'changePassword.doneTitle': 'Ihr Passwort wurde geändert',
  'changePassword.done':
    'Ab sofort melden Sie sich mit Ihrem neuen Passwort an. Auf anderen Geräten wurden Sie abgemeldet. Zur Sicherheit haben wir Ihnen eine E-Mail geschickt.',
} as const;

declare module '../../lib/i18n/index.tsx' {
  interface Messages extends Catalog<typeof de> {}
}

registerMessages({ de });
