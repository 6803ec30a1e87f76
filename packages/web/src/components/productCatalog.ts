/**
 * Texts of the product lists (ProductTeaser, ProductListSection, Recommendations, TopDeals): only
 * the account pages that show products load them, never the login.
 */
import { registerMessages, type Catalog } from '../lib/i18n/index.tsx';

const de = {
  'product.toShop': 'Im Shop ansehen',
  'product.toShopLabel': '{name} im Shop ansehen',
  'product.addToWishlist': 'Auf die Wunschliste',
  'product.addToWishlistLabel': '{name} auf die Wunschliste setzen',
  'product.addingToWishlist': 'Wird auf die Wunschliste gesetzt …',
  'product.addedToWishlist': '„{name}“ ist jetzt auf Ihrer Wunschliste.',
  'product.addToWishlistFailed':
    '„{name}“ konnte nicht auf die Wunschliste gesetzt werden. Bitte versuchen Sie es später erneut.',
  'recommendations.title': 'Das könnte Ihnen auch gefallen',
  'recommendations.failed': 'Unsere Empfehlungen für Sie können gerade nicht angezeigt werden.',
  'topDeals.title': 'Unsere aktuellen Top-Angebote',
  'topDeals.failed': 'Die Top-Angebote können gerade nicht angezeigt werden.',
  'topDeals.empty': 'Gerade gibt es hier keine Top-Angebote. Im Shop finden Sie alle Angebote.',
  'topDeals.all': 'Alle Top-Angebote im Shop',
} as const;

declare module '../lib/i18n/index.tsx' {
  interface Messages extends Catalog<typeof de> {}
}

registerMessages({ de });
