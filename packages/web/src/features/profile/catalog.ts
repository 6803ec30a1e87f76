/**
 * Texts of my data (my-profile, change-email): the personal data, the stay-logged-in setting
 * and the e-mail change.
 */
import '../../components/catalog.ts';
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
  'changeEmail.current': 'Ihre aktuelle E-Mail-Adresse: {email}',
  'changeEmail.intro': 'Nach dem Absenden schicken wir einen Bestätigungslink an die neue Adresse. Erst wenn Sie ihn öffnen, gilt die neue E-Mail-Adresse.',
  'changeEmail.newEmail': 'Neue E-Mail-Adresse',
  'changeEmail.confirmEmail': 'Neue E-Mail-Adresse wiederholen',
  'changeEmail.password': 'Ihr Passwort',
  'changeEmail.newsletterOptIn': 'Ja, ich möchte den Newsletter an die neue E-Mail-Adresse erhalten.',
  'changeEmail.submit': 'E-Mail-Adresse ändern',
  'changeEmail.newEmail.required': 'Bitte geben Sie Ihre neue E-Mail-Adresse ein.',
  'changeEmail.newEmail.invalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'changeEmail.confirmEmail.mismatch': 'Die E-Mail-Adressen stimmen nicht überein.',
  'changeEmail.password.required': 'Bitte geben Sie Ihr Passwort ein.',
  'changeEmail.wrongPassword': 'Das Passwort ist nicht korrekt. Bitte versuchen Sie es erneut.',
  'changeEmail.emailExists': 'Diese E-Mail-Adresse wird bereits verwendet. Bitte geben Sie eine andere E-Mail-Adresse ein.',
  'changeEmail.sent': 'Fast geschafft: Wir haben einen Bestätigungslink an {email} geschickt. Bitte öffnen Sie den Link, um die Änderung abzuschließen. Bis dahin gilt Ihre bisherige E-Mail-Adresse.',
  'changeEmail.noPassword': 'Ihre E-Mail-Adresse ändern wir gern telefonisch für Sie:',
  'confirmEmailChange.title': 'Neue E-Mail-Adresse bestätigen',
  'confirmEmailChange.loading': 'Ihre neue E-Mail-Adresse wird bestätigt …',
  'confirmEmailChange.doneTitle': 'Ihre E-Mail-Adresse ist geändert',
  'confirmEmailChange.doneBody': 'Vielen Dank! Ab sofort melden Sie sich mit {email} an.',
  'confirmEmailChange.toAccount': 'Zu Mein Konto',
  'confirmEmailChange.used':
    'Jeder Link funktioniert nur einmal. Ihre neue E-Mail-Adresse ist bereits bestätigt: Sie melden sich ab jetzt mit ihr an. Möchten Sie Ihre E-Mail-Adresse noch einmal ändern, fordern Sie bitte einen neuen Link an.',
  'confirmEmailChange.taken': 'Diese E-Mail-Adresse wird inzwischen für ein anderes Kundenkonto verwendet. Ihre bisherige E-Mail-Adresse gilt weiter.',
  'profile.actions': 'Ihre Einstellungen',
  'profile.toChangeEmail': 'E-Mail-Adresse ändern',

  'dataExport.title': 'Meine Daten herunterladen',
  'dataExport.intro': 'Laden Sie alle Daten, die wir zu Ihrem Kundenkonto gespeichert haben, als Datei herunter: persönliche Daten, Adressen, Bankverbindung (gekürzt), Bestellungen und offene Rechnungen. Die Datei im JSON-Format können Sie aufbewahren oder an einen anderen Anbieter weitergeben.',
  'dataExport.download': 'Meine Daten herunterladen',
  'dataExport.inProgress': 'Ihre Daten werden zusammengestellt …',
  'dataExport.saved': 'Ihre Daten sind heruntergeladen: {fileName}. Sie finden die Datei in Ihrem Download-Ordner.',
  'dataExport.incomplete': 'Nicht enthalten, weil sie gerade nicht abgerufen werden konnten: {sections}. Bitte laden Sie Ihre Daten später noch einmal herunter.',
  'dataExport.section.PROFILE': 'persönliche Daten',
  'dataExport.section.DELIVERY_ADDRESSES': 'Lieferadressen',
  'dataExport.section.BANK_ACCOUNT': 'Bankverbindung',
  'dataExport.section.ORDERS': 'Bestellungen',
  'dataExport.section.OPEN_INVOICES': 'offene Rechnungen',
  'deleteAccount.title': 'Kundenkonto löschen',
  'deleteAccount.teaser': 'Sie möchten Ihr Kundenkonto nicht mehr nutzen? Hier können Sie es löschen.',
  'deleteAccount.open': 'Kundenkonto löschen …',
  'deleteAccount.dialogTitle': 'Kundenkonto endgültig löschen?',
  'deleteAccount.what': 'Wenn Sie Ihr Kundenkonto löschen,',
  'deleteAccount.what.login': 'können Sie sich nicht mehr mit Ihrer E-Mail-Adresse oder Kundennummer anmelden,',
  'deleteAccount.what.data': 'werden Ihre Anmeldedaten, Ihre gespeicherten Adressen und Zahlungsarten gelöscht,',
  'deleteAccount.what.orders': 'bleiben nur die Angaben zu Bestellungen und Rechnungen erhalten, die wir gesetzlich aufbewahren müssen.',
  'deleteAccount.password': 'Ihr Passwort zur Bestätigung',
  'deleteAccount.passwordRequired': 'Bitte geben Sie Ihr Passwort ein.',
  'deleteAccount.wrongPassword': 'Das Passwort ist nicht korrekt. Bitte versuchen Sie es erneut.',
  'deleteAccount.confirm': 'Endgültig löschen',
  'deleteAccount.inProgress': 'Wird gelöscht …',
  'deleteAccount.cancel': 'Abbrechen',
  'deleteAccount.noPassword': 'Ihr Kundenkonto löschen wir gern telefonisch für Sie:',
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
