/**
 * Texts of buying an order's items again (BuyAgainItem, BuyAgainPanel): loaded with the order
 * details and the account home, never the login. No "ß", so they hold for ch as they are.
 */
import { registerMessages, type Catalog } from '../lib/i18n/index.tsx';

const de = {
  'buyAgain.title': 'Nochmal kaufen',
  'buyAgain.button': 'Nochmal kaufen',
  'buyAgain.buttonLabel': '„{name}“ nochmal kaufen',
  'buyAgain.all': 'Alle Artikel nochmal kaufen',
  'buyAgain.itemLine': '{count} × {name}',
  'buyAgain.priceNote':
    'Es gelten die heutigen Preise im Shop. Sie können von den Preisen dieser Bestellung abweichen.',
  'buyAgain.adding': 'Wird in den Warenkorb gelegt …',
  'buyAgain.added': {
    one: '„{name}“ liegt jetzt in Ihrem Warenkorb.',
    other: '{count} × „{name}“ liegen jetzt in Ihrem Warenkorb.',
  },
  'buyAgain.todayPrice': 'Heutiger Preis: {price} pro Stück',
  'buyAgain.almostSoldOut': 'Nur noch {count} Stück verfügbar',
  'buyAgain.SOLD_OUT': '„{name}“ ist leider ausverkauft und wurde nicht in den Warenkorb gelegt.',
  'buyAgain.NO_LONGER_SOLD': '„{name}“ gibt es leider nicht mehr. Der Artikel wurde nicht in den Warenkorb gelegt.',
  'buyAgain.BASKET_UNAVAILABLE':
    '„{name}“ konnte gerade nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es erneut.',
  'buyAgain.toProduct': 'Zum Artikel im Shop',
  'buyAgain.toProductLabel': '„{name}“ im Shop ansehen',
  'buyAgain.summary': {
    one: '1 Artikel liegt jetzt in Ihrem Warenkorb.',
    other: '{count} Artikel liegen jetzt in Ihrem Warenkorb.',
  },
  'buyAgain.summaryPartial':
    'Nicht jeder Artikel konnte in den Warenkorb gelegt werden. Was nicht geklappt hat, steht beim Artikel.',
  'buyAgain.noneAdded': 'Es wurde kein Artikel in den Warenkorb gelegt. Den Grund finden Sie beim Artikel.',
  'buyAgain.basketFailed':
    'Unser Warenkorb ist gerade nicht erreichbar, es wurde nichts hineingelegt. Bitte versuchen Sie es in ein paar Minuten erneut.',
  'buyAgain.toBasket': 'Zum Warenkorb',
} as const;

declare module '../lib/i18n/index.tsx' {
  interface Messages extends Catalog<typeof de> {}
}

registerMessages({ de });
