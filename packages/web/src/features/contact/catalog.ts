/**
 * Texts of contact (contacts, contacts/form): the ways to reach the customer service and the
 * form with its topics, checks and outcomes (docs/product/my-data.md §4 contact support, §5 support form, §8).
 */
import { registerMessages, type Catalog } from '../../lib/i18n/index.tsx';
import '../../components/catalog.ts';

const de = {
  'contact.intro':
    'Sie haben eine Frage zu einer Bestellung, einer Lieferung oder Ihrem Kundenkonto? Wir sind gern für Sie da.',
  'contact.byPhone': 'Telefon',
  'contact.byEmail': 'E-Mail',
  'contact.emailIntro': 'Schreiben Sie uns an',
  'contact.byForm': 'Nachricht schreiben',
  'contact.formIntro': 'Am schnellsten geht es mit unserem Kontaktformular: Ihre Kundennummer ist dann schon dabei.',
  'contact.toForm': 'Zum Kontaktformular',
  'contact.faq': 'Viele Antworten finden Sie auch in unseren häufigen Fragen',

  'contact.form.title': 'Nachricht an unseren Kundenservice',
  'contact.form.intro': 'Wir antworten Ihnen so schnell wie möglich per E-Mail. Pflichtfelder sind mit * markiert.',
  'contact.form.draftRestored': 'Wir haben Ihre Nachricht aufbewahrt. Bitte prüfen Sie sie und senden Sie sie dann ab.',
  'contact.form.topic': 'Thema',
  'contact.form.topic.choose': 'Bitte wählen',
  'contact.form.topic.ORDER': 'Bestellung',
  'contact.form.topic.DELIVERY': 'Lieferung',
  'contact.form.topic.RETURN': 'Rücksendung und Erstattung',
  'contact.form.topic.INVOICE_PAYMENT': 'Rechnung und Zahlung',
  'contact.form.topic.ACCOUNT': 'Mein Kundenkonto',
  'contact.form.topic.PRODUCT': 'Frage zu einem Artikel',
  'contact.form.topic.OTHER': 'Sonstiges',
  'contact.form.name': 'Ihr Name',
  'contact.form.email': 'Ihre E-Mail-Adresse für die Antwort',
  'contact.form.emailHint':
    'Die Bestätigung und unsere Antwort gehen an die E-Mail-Adresse Ihres Kundenkontos. Ändern können Sie sie unter „Meine Daten“.',
  'contact.form.text': 'Ihre Nachricht',
  'contact.form.textHint':
    'Nennen Sie uns gern die Bestellnummer, wenn es um eine Bestellung geht. Höchstens 5000 Zeichen.',
  'contact.form.submit': 'Nachricht senden',
  'contact.form.topic.required': 'Bitte wählen Sie ein Thema.',
  'contact.form.name.required': 'Bitte geben Sie Ihren Namen ein.',
  'contact.form.email.required': 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  'contact.form.email.invalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'contact.form.text.required': 'Bitte schreiben Sie uns Ihr Anliegen.',
  'contact.form.text.tooLong': 'Ihre Nachricht darf höchstens 5000 Zeichen lang sein.',
  'contact.form.errorId': 'Fehlernummer: {errorId}. Bitte nennen Sie sie uns, wenn Sie anrufen.',
  'contact.form.sentTitle': 'Vielen Dank für Ihre Nachricht',
  'contact.form.sent':
    'Wir haben Ihre Anfrage unter der Nummer {requestId} erhalten und schicken Ihnen eine Bestätigung an {email}. Wir melden uns so schnell wie möglich bei Ihnen.',
  'contact.form.backToContact': 'Zurück zu Kontakt',
} as const;

declare module '../../lib/i18n/index.tsx' {
  interface Messages extends Catalog<typeof de> {}
}

registerMessages({ de });
