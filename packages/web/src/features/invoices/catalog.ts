/**
 * Texts of the open invoices (docs/product/invoices.md §3, §4, §9).
 */
import '../../components/catalog.ts';
import { registerMessages, type Catalog } from '../../lib/i18n/index.tsx';

const de = {
  // open invoices (docs/product/invoices.md §3, §4, §9)
  'invoices.balance': 'Offener Betrag',
  'invoices.balanceOverdue': 'Davon überfällig: {amount}',
  'invoices.listTitle': 'Ihre offenen Rechnungen',
  'invoices.empty': 'Sie haben keine offenen Rechnungen. Vielen Dank!',
  'invoices.sort': 'Sortierung nach Fälligkeit',
  'invoices.sortDesc': 'Späteste Fälligkeit zuerst',
  'invoices.sortAsc': 'Früheste Fälligkeit zuerst',
  'invoices.number': 'Rechnungsnummer',
  'invoices.order': 'Bestellung',
  'invoices.dueDate': 'Fällig am',
  'invoices.amount': 'Betrag',
  'invoices.status': 'Status',
  'invoices.status.OPEN': 'Offen',
  'invoices.status.ENCASH': 'Überfällig',
  'invoices.overdueHint':
    'Überfällige Rechnungen hat unser Inkasso-Partner übernommen. Bitte begleichen Sie den Betrag möglichst bald – bei Fragen helfen wir Ihnen gern.',
  'invoices.loadError': 'Hoppla, da ist etwas auf unserer Seite schief gelaufen. Bitte laden Sie die Seite erneut.',
} as const;

declare module '../../lib/i18n/index.tsx' {
  interface Messages extends Catalog<typeof de> {}
}

registerMessages({ de });
