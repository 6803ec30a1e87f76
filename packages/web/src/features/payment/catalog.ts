/**
 * Texts of the payment methods (docs/product/payment.md §2 payment-methods, payment-methods/edit, §3 "Payment",
 * §5 "Bank", §8 "Bank", §9 direct debit) and of the SEPA direct-debit mandate.
 */
import '../../components/catalog.ts';
import { registerMessages, type Catalog } from '../../lib/i18n/index.tsx';

const de = {
  'payment.preferred.title': 'Bevorzugte Zahlungsart',
  'payment.preferred.legend': 'Ihre bevorzugte Zahlungsart',
  'payment.preferred.current': 'Ihre bevorzugte Zahlungsart: {method}',
  'payment.preferred.none': 'Sie haben noch keine bevorzugte Zahlungsart gewählt.',
  'payment.preferred.paypalHint':
    'PayPal wählen Sie bei jeder Bestellung direkt; als bevorzugte Zahlungsart können Sie Rechnung oder Lastschrift festlegen.',
  'payment.preferred.save': 'Zahlungsart speichern',
  'payment.preferred.saved': 'Ihre bevorzugte Zahlungsart wurde gespeichert.',
  'payment.preferred.needsBankAccount': 'Für Lastschrift hinterlegen Sie bitte zuerst eine Bankverbindung.',
  'payment.method.INVOICE': 'Rechnung',
  'payment.method.DIRECT_DEBIT': 'Lastschrift',
  'payment.method.PAYPAL': 'PayPal',
  'payment.bank.title': 'Bankverbindung für Lastschrift',
  'payment.bank.none': 'Sie haben noch keine Bankverbindung hinterlegt.',
  'payment.bank.holder': 'Kontoinhaber',
  'payment.bank.iban': 'IBAN',
  'payment.bank.bankName': 'Bank',
  'payment.bank.add': 'Bankverbindung hinzufügen',
  'payment.bank.change': 'Bankverbindung ändern',
  'payment.bank.delete': 'Bankverbindung löschen',
  'payment.bank.deleted': 'Die Bankverbindung wurde gelöscht.',
  'payment.bank.deleteTitle': 'Bankverbindung löschen?',
  'payment.bank.deleteBody':
    'Die Bankverbindung mit der IBAN {iban} wird gelöscht. Möchten Sie später wieder per Lastschrift bezahlen, geben Sie die Bankverbindung neu ein und erteilen ein neues SEPA-Lastschriftmandat.',
  'payment.bank.deleteConfirm': 'Ja, Bankverbindung löschen',
  'payment.bank.deleteInProgress': 'Bankverbindung wird gelöscht …',
  'payment.bank.deleteCancel': 'Abbrechen',
  'payment.bank.saved': 'Ihre Bankverbindung wurde gespeichert.',
  'payment.bank.billingRequired':
    'Um das Lastschriftverfahren einzurichten, legen Sie bitte zuerst eine Rechnungsadresse an.',
  'payment.bank.createBilling': 'Rechnungsadresse anlegen',
  'payment.bank.notAvailable':
    'Das Lastschriftverfahren bieten wir in diesem Shop nicht an. Sie bezahlen bequem auf Rechnung.',
  'payment.loadError': 'Die Zahlungsarten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
  'payment.failed': 'Da hat etwas nicht funktioniert. Bitte versuchen Sie es später erneut.',
  // the bank account form
  'payment.edit.title': 'Bankverbindung',
  'payment.edit.back': 'Zurück zu den Zahlungsarten',
  'payment.edit.holder': 'Kontoinhaber',
  'payment.edit.iban': 'IBAN',
  'payment.edit.ibanHint': 'Zum Beispiel DE12 3456 7890 1234 5678 90. Leerzeichen sind erlaubt.',
  'payment.edit.check': 'Weiter',
  'payment.edit.cancel': 'Abbrechen',
  'payment.edit.bankFound': 'Ihre Bank: {bank}',
  'payment.edit.holderRequired': 'Bitte geben Sie den Kontoinhaber ein.',
  'payment.edit.holderCharacters':
    "Bitte verwenden Sie nur Buchstaben ohne Akzente (Umlaute sind erlaubt), Ziffern, Leerzeichen und / - ? : ( ) . , ' + &.",
  'payment.edit.ibanRequired': 'Bitte geben Sie Ihre IBAN ein.',
  'payment.edit.ibanPattern': 'Bitte geben Sie eine vollständige deutsche IBAN ein: DE, 2 Prüfziffern und 18 Ziffern.',
  'payment.edit.ibanPatternAt':
    'Bitte geben Sie eine vollständige österreichische IBAN ein: AT, 2 Prüfziffern und 16 Ziffern.',
  'payment.edit.ibanChecksum': 'Die IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe auf Tippfehler.',
  'payment.edit.billingRequired': 'Bitte legen Sie zuerst eine Rechnungsadresse an.',
  // the SEPA direct-debit mandate
  'payment.mandate.title': 'SEPA-Lastschriftmandat',
  'payment.mandate.creditor': 'Zahlungsempfänger: Mein Shop GmbH, Gläubiger-Identifikationsnummer DE98ZZZ09999999999.',
  'payment.mandate.text':
    'Ich ermächtige die Mein Shop GmbH, Zahlungen von meinem Konto mittels Lastschrift einzuziehen. Zugleich weise ich mein Kreditinstitut an, die von der Mein Shop GmbH auf mein Konto gezogenen Lastschriften einzulösen.',
  'payment.mandate.refund':
    'Hinweis: Ich kann innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit meinem Kreditinstitut vereinbarten Bedingungen.',
  'payment.mandate.reference': 'Die Mandatsreferenz teilen wir Ihnen per E-Mail mit.',
  'payment.mandate.preNotification':
    'Vorabankündigung: Wir buchen den Betrag 5 Tage nach dem Versand ab und kündigen die Abbuchung mit der Rechnung an.',
  'payment.mandate.account': 'Konto: {holder}, {iban} ({bank})',
  'payment.mandate.accept': 'Mandat erteilen und speichern',
  'payment.mandate.cancel': 'Abbrechen',
} as const;

declare module '../../lib/i18n/index.tsx' {
  interface Messages extends Catalog<typeof de> {}
}

registerMessages({
  de,
  ch: {
    // docs/product/payment.md §9: in ch at earliest 14 days (direct debit is not offered in the Swiss shop)
    'payment.mandate.preNotification':
      'Vorabankündigung: Wir buchen den Betrag frühestens 14 Tage nach dem Versand ab und kündigen die Abbuchung mit der Rechnung an.',
  },
  at: {
    'payment.edit.ibanHint': 'Zum Beispiel AT12 3456 7890 1234 5678. Leerzeichen sind erlaubt.',
  },
});
