/**
 * Texts of the account verification (docs/product/ways-in.md §4 "Account verification").
 */
import { registerMessages, type Catalog } from '../../lib/i18n/index.tsx';
import '../../components/catalog.ts';

const de = {
  'verification.title': 'Online-Zugang einrichten',
  'verification.intro':
    'Sie sind bereits Kundin oder Kunde bei uns. Damit Sie sich online anmelden können, bestätigen Sie bitte, dass das Kundenkonto Ihnen gehört. Wählen Sie dazu eine der Möglichkeiten:',
  'verification.email': 'Ihre E-Mail-Adresse',
  'verification.choose': 'Wie möchten Sie Ihr Kundenkonto bestätigen?',
  'verification.byOrderNumber': 'Mit einer Bestellnummer',
  'verification.byOrderNumberHint': 'Steht auf Ihrer Rechnung und Ihrem Lieferschein.',
  'verification.byCustomerNumber': 'Mit Ihrer Kundennummer',
  'verification.byCustomerNumberHint': 'Steht auf Ihrer Rechnung, Ihrem Lieferschein und in unseren Briefen.',
  'verification.byAddress': 'Mit Ihrer Adresse und Ihrem Geburtsdatum',
  'verification.byAddressHint': 'Die Adresse, an die wir liefern.',
  'verification.noneOfThese': 'Nichts davon zur Hand? Unser Kundenservice hilft Ihnen.',
  'verification.orderNumber': 'Bestellnummer',
  'verification.orderNumber.invalid': 'Bitte geben Sie die Bestellnummer ein. Sie besteht nur aus Ziffern.',
  'verification.customerNumber': 'Kundennummer',
  'verification.customerNumber.invalid': 'Bitte geben Sie Ihre Kundennummer ein. Sie besteht nur aus Ziffern.',
  'verification.submit': 'Bestätigen',
  'verification.otherWay': 'Andere Möglichkeit wählen',
  'verification.notVerifiedTitle': 'Wir konnten Ihr Kundenkonto leider nicht bestätigen',
  'verification.notVerifiedBody':
    'Das kann viele Gründe haben, zum Beispiel einen Tippfehler oder eine geänderte Adresse. Unser Kundenservice richtet Ihren Online-Zugang gerne gemeinsam mit Ihnen ein.',
  'verification.serviceTitle': 'Unser Kundenservice hilft Ihnen',
  'verification.serviceBody': 'Rufen Sie uns an: Wir richten Ihren Online-Zugang gerne gemeinsam mit Ihnen ein.',
  'verification.successTitle': 'Ihr Kundenkonto ist bestätigt',
  'verification.noMail':
    'Keine E-Mail erhalten? Bitte sehen Sie auch im Spam-Ordner nach oder wenden Sie sich an unseren Kundenservice.',
  'verification.successBody':
    'Vielen Dank! Wir haben Ihnen eine E-Mail an {email} geschickt. Über den Link darin legen Sie Ihr Passwort fest. Danach können Sie sich online anmelden.',
} as const;

declare module '../../lib/i18n/index.tsx' {
  interface Messages extends Catalog<typeof de> {}
}

registerMessages({ de });
