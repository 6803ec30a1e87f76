/**
 * Texts several parts share beyond the first load: the shared components (token problems, password
 * strength) and the form fields more than one feature asks for (a person's name, the postal address, date of
 * birth, password rules). Imported by those components and by the catalogs of the features that use them.
 */
import { registerMessages, type Catalog } from '../lib/i18n/index.tsx';

const de = {
  'form.required': 'Bitte füllen Sie dieses Feld aus.',
  'form.optional': '(optional)',
  'form.tooLong': 'Dieser Eintrag ist zu lang. Bitte kürzen Sie ihn.',
  'form.characters':
    'Dieses Feld enthält Zeichen, die wir nicht verarbeiten können (z. B. Zeilenumbrüche oder Steuerzeichen).',
  // the payment terms (docs/product/payment.md §9), on the open invoices and the payment methods
  'terms.title': 'Zahlungsbedingungen',
  'terms.invoice': 'Kauf auf Rechnung: Bitte bezahlen Sie innerhalb von 14 Tagen nach Erhalt der Ware.',
  'terms.directDebit': 'Lastschrift: Wir buchen den Betrag 5 Tage nach dem Versand von Ihrem Konto ab.',
  'addressCheck.title': 'Bitte prüfen Sie Ihre Adresse',
  'addressCheck.body':
    'Wir haben Ihre Adresse mit unserem Adressverzeichnis verglichen und schlagen eine leicht andere Schreibweise vor. Welche Adresse sollen wir verwenden?',
  'addressCheck.recommended': 'Unser Vorschlag',
  'addressCheck.own': 'Ihre Eingabe',
  'addressCheck.useRecommended': 'Vorschlag übernehmen',
  'addressCheck.useOwn': 'Meine Eingabe verwenden',
  'addressCheck.cancel': 'Adresse bearbeiten',
  'addressCheck.differs': 'abweichend:',
  'register.firstName': 'Vorname',
  'register.lastName': 'Nachname',
  'register.firstName.invalid':
    'Bitte geben Sie Ihren Vornamen nur mit Buchstaben ein (dazu Leerzeichen, Bindestrich, Apostroph und Punkt), höchstens 35 Zeichen.',
  'register.lastName.invalid':
    'Bitte geben Sie Ihren Nachnamen nur mit Buchstaben ein (dazu Leerzeichen, Bindestrich, Apostroph und Punkt), höchstens 35 Zeichen.',
  'register.address': 'Ihre Adresse',
  'register.addressAddition': 'Adresszusatz',
  'register.addressAdditionHint': 'Zum Beispiel c/o, Stockwerk oder Hinterhaus',
  'register.zipCodeHint': '5 Ziffern, zum Beispiel 50668',
  'register.street': 'Straße',
  'register.streetNumber': 'Hausnummer',
  'register.zipCode': 'Postleitzahl',
  'register.city': 'Ort',
  'register.zipCode.invalid': 'Bitte geben Sie eine gültige Postleitzahl mit 5 Ziffern ein.',
  'register.country': 'Land: {country}',
  'register.dateOfBirth': 'Geburtsdatum',
  'register.dateOfBirthHint':
    'Im Format TT.MM.JJJJ, zum Beispiel 31.01.1950, oder ohne Punkte: 31011950. Sie müssen mindestens 18 Jahre alt sein.',
  'register.passwordHint': 'Mindestens 8 Zeichen. Ein gutes Passwort ist lang und enthält nicht Ihren Namen.',
  'register.dateOfBirth.required': 'Bitte geben Sie Ihr Geburtsdatum ein.',
  'register.dateOfBirth.format':
    'Bitte geben Sie Ihr Geburtsdatum im Format TT.MM.JJJJ ein, zum Beispiel 31.01.1950 (oder ohne Punkte: 31011950).',
  'register.dateOfBirth.invalid': 'Bitte geben Sie ein gültiges Geburtsdatum ein.',
  'password.required': 'Bitte geben Sie ein Passwort ein.',
  'password.tooShort': 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  'password.strength.label': 'Sicherheit des Passworts:',
  'password.strength.NOT_SECURE': 'nicht sicher',
  'password.strength.OK': 'in Ordnung',
  'password.strength.VERY_SECURE': 'sehr sicher',
  'password.strength.GUESSABLE_KEYWORDS': 'leicht zu erraten – es enthält Ihren Namen oder Ihre E-Mail-Adresse',
  'linkSent.noMail':
    'Keine E-Mail erhalten? Bitte sehen Sie auch im Spam-Ordner nach. Sie können den Link auch erneut anfordern.',
  'setPassword.toLogin': 'Jetzt anmelden',

  'token.TOKEN_MISSING.title': 'Der Link ist unvollständig',
  'token.TOKEN_MISSING.body':
    'In der Adresse fehlt ein Teil des Links. Bitte öffnen Sie den Link direkt aus Ihrer E-Mail oder kopieren Sie ihn vollständig in die Adresszeile.',
  'token.TOKEN_INVALID.title': 'Dieser Link ist ungültig',
  'token.TOKEN_INVALID.body':
    'Wir kennen diesen Link nicht. Vielleicht wurde er nicht vollständig übernommen. Bitte fordern Sie einen neuen Link an.',
  'token.TOKEN_EXPIRED.title': 'Dieser Link ist abgelaufen',
  'token.TOKEN_EXPIRED.body':
    'Aus Sicherheitsgründen ist jeder Link nur eine begrenzte Zeit gültig. Bitte fordern Sie einen neuen Link an.',
  'token.TOKEN_ALREADY_USED.title': 'Dieser Link wurde bereits verwendet',
  'token.TOKEN_ALREADY_USED.body':
    'Jeder Link funktioniert nur einmal. Wenn Sie Ihr Passwort schon festgelegt haben, melden Sie sich einfach an. Sonst fordern Sie bitte einen neuen Link an.',
  'token.requestNew': 'Neuen Link anfordern',
  'token.toLogin': 'Zur Anmeldung',
  'verification.emailMissing': 'Bitte geben Sie die E-Mail-Adresse ein, mit der Sie sich anmelden möchten.',
} as const;

declare module '../lib/i18n/index.tsx' {
  interface Messages extends Catalog<typeof de> {}
}

registerMessages({
  de,
  at: {
    'register.zipCodeHint': '4 Ziffern, zum Beispiel 1010',
    'register.zipCode.invalid': 'Bitte geben Sie eine gültige Postleitzahl mit 4 Ziffern ein.',
  },
  ch: {
    'register.zipCodeHint': '4 Ziffern, zum Beispiel 8001',
    'register.zipCode.invalid': 'Bitte geben Sie eine gültige Postleitzahl mit 4 Ziffern ein.',
    // docs/product/payment.md §9: in ch at earliest 14 days
    'terms.invoice': 'Kauf auf Rechnung: Die Rechnung ist frühestens 14 Tage nach Erhalt der Ware fällig.',
    'terms.directDebit': 'Lastschrift: Wir buchen den Betrag frühestens 14 Tage nach dem Versand von Ihrem Konto ab.',
  },
});
