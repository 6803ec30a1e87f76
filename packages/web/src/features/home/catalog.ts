/**
 * Texts of the account overview (home route).
 */
import { registerMessages, type Catalog } from '../../lib/i18n/index.tsx';
import '../../components/orderStatusCatalog.ts';

const de = {
  'shell.stayLoggedInTip.title': 'Tipp: Angemeldet bleiben',
  'shell.stayLoggedInTip.body':
    'Sie möchten sich nicht jedes Mal neu anmelden? In „Meine Daten“ können Sie einstellen, dass Sie 60 Tage lang angemeldet bleiben.',
  'shell.stayLoggedInTip.link': 'Zu „Meine Daten“',
  'shell.stayLoggedInTip.dismiss': 'Tipp schließen',
  'home.title': 'Meine Kontoübersicht',
  'home.quickLinks': 'Schnellzugriff',
  'home.cardFailed': 'Dieser Bereich kann gerade nicht angezeigt werden. Alles andere funktioniert wie gewohnt.',
  'home.lastOrder.title': 'Ihre letzte Bestellung',
  'home.lastOrder.none': 'Sie haben noch nichts bestellt.',
  'home.lastOrder.line': 'Bestellung {number} vom {date}',
  'home.lastOrder.total': 'Summe: {total}',
  'home.lastOrder.details': 'Zur Bestellung',
  'home.balance.title': 'Offener Betrag',
  'home.balance.none': 'Sie haben keine offenen Rechnungen.',
  'home.balance.count': 'Offene Rechnungen: {count}',
  'home.balance.link': 'Zu den offenen Rechnungen',
  'home.wishlist.title': 'Ihre Wunschliste',
  'home.wishlist.none': 'Ihre Wunschliste ist leer.',
  'home.wishlist.link': 'Alle {count} Artikel ansehen',
} as const;

declare module '../../lib/i18n/index.tsx' {
  interface Messages extends Catalog<typeof de> {}
}

registerMessages({ de });
