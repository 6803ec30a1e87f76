/**
 * The texts of orders, returns, cancellation, withdrawal and open invoices with their at and ch
 * overrides. Imported by those route modules, so they load with them.
 */
import { registerMessages } from './index.tsx';
import { ordersDe } from './orders.de.ts';

registerMessages({
  de: ordersDe,
  ch: {
    'withdrawal.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel: name@beispiel.ch',
    // SPEC §9: in ch at earliest 14 days
    'invoices.termsInvoice': 'Kauf auf Rechnung: Die Rechnung ist frühestens 14 Tage nach Erhalt der Ware fällig.',
    'invoices.termsDirectDebit': 'Lastschrift: Wir buchen den Betrag frühestens 14 Tage nach dem Versand von Ihrem Konto ab.',
  },
  at: {
    'withdrawal.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel: name@beispiel.at',
  },
});
