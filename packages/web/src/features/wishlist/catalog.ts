/** Texts of the wishlist (docs/product/activity.md §2 wishlist, §4 wishlist states). */
import { registerMessages, type Catalog } from '../../lib/i18n/index.tsx';
import '../../components/catalog.ts';

const de = {
  'wishlist.count': '{count} Artikel auf Ihrer Wunschliste',
  'wishlist.listLabel': 'Artikel auf Ihrer Wunschliste',
  'wishlist.empty': 'Ihre Wunschliste ist leer. Im Shop können Sie Artikel mit dem Herz auf Ihre Wunschliste setzen.',
  'wishlist.toShop': 'Zum Shop',
  'wishlist.loadError': 'Ihre Wunschliste kann gerade nicht angezeigt werden. Bitte versuchen Sie es später erneut.',
  'wishlist.soldOut': 'Ausverkauft',
  'wishlist.almostSoldOut': 'Nur noch {count} Stück verfügbar',
  'wishlist.available': 'Lieferbar',
  'wishlist.unknownProduct': 'Artikel {sku}',
  'wishlist.addToBasket': 'In den Warenkorb',
  'wishlist.addToBasketLabel': '„{name}“ in den Warenkorb legen',
  'wishlist.adding': 'Wird in den Warenkorb gelegt …',
  'wishlist.added': '„{name}“ liegt jetzt in Ihrem Warenkorb.',
  'wishlist.addFailed': '„{name}“ konnte nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es erneut.',
  'wishlist.soldOutHint': 'Dieser Artikel kann gerade nicht bestellt werden.',
  'wishlist.availabilityUnknown': 'Verfügbarkeit gerade nicht bekannt',
  'wishlist.availabilityUnknownHint':
    'Sobald wir die Verfügbarkeit wieder kennen, können Sie den Artikel in den Warenkorb legen.',
  'wishlist.detailsUnknown':
    'Einige Angaben zu Ihren Artikeln (Preis, Verfügbarkeit) können gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
  'wishlist.remove': 'Entfernen',
  'wishlist.removeLabel': '„{name}“ von der Wunschliste entfernen',
  'wishlist.removed': '„{name}“ wurde von Ihrer Wunschliste entfernt.',
  'wishlist.removeFailed': '„{name}“ konnte nicht entfernt werden und ist wieder auf Ihrer Wunschliste.',
  'wishlist.addedOn': 'Gemerkt am {date}',
} as const;

declare module '../../lib/i18n/index.tsx' {
  interface Messages extends Catalog<typeof de> {}
}

registerMessages({ de });
