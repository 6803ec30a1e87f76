/**
 * Texts of my data (my-profile): the personal data and the stay-logged-in setting.
 */
import { registerMessages, type Catalog } from '../../lib/i18n/index.tsx';

const de = {
  'profile.personalDetails': 'Persönliche Daten',
  'profile.salutation': 'Anrede',
  'profile.salutation.MR': 'Herr',
  'profile.salutation.MS': 'Frau',
  'profile.salutation.FAMILY': 'Familie',
  'profile.name': 'Name',
  'profile.dateOfBirth': 'Geburtsdatum',
  'profile.phone': 'Telefon',
  'profile.email': 'E-Mail-Adresse',
  'profile.customerNumber': 'Kundennummer',
  'profile.billingAddress': 'Rechnungsadresse',
  'profile.none': 'nicht hinterlegt',
  'profile.detailsUnavailable': 'Ihre persönlichen Daten können gerade nicht angezeigt werden. Bitte versuchen Sie es später erneut.',
  'profile.changeByPhone': 'Ihre persönlichen Daten können Sie aus Sicherheitsgründen nur telefonisch ändern lassen. Unser Kundenservice hilft Ihnen gern:',
  'stayLoggedIn.title': 'Angemeldet bleiben',
  'stayLoggedIn.label': 'Auf diesem Gerät 60 Tage angemeldet bleiben',
  'stayLoggedIn.hint': 'Ohne diese Einstellung bleiben Sie 10 Tage angemeldet. Nur auf Ihrem eigenen Gerät empfohlen.',
  'stayLoggedIn.savedOn': 'Gespeichert: Sie bleiben 60 Tage angemeldet.',
  'stayLoggedIn.savedOff': 'Gespeichert: Sie bleiben 10 Tage angemeldet.',
  'stayLoggedIn.failed': 'Die Einstellung konnte nicht gespeichert werden. Es gilt weiter die bisherige Einstellung. Bitte versuchen Sie es später erneut.',
  'stayLoggedIn.unavailable': 'Die Einstellung kann gerade nicht angezeigt werden. Bitte versuchen Sie es später erneut.',
} as const;

declare module '../../lib/i18n/index.tsx' {
  interface Messages extends Catalog<typeof de> {}
}

registerMessages({ de });
