/** Texts of recently viewed products (docs/product/activity.md §2 product-history, §4, §8). */
import { registerMessages, type Catalog } from '../../lib/i18n/index.tsx';
import '../../components/catalog.ts';

const de = {
  'productHistory.intro': 'Diese Artikel haben Sie sich zuletzt im Shop angesehen.',
  'productHistory.loadError':
    'Ihre zuletzt angesehenen Artikel können gerade nicht angezeigt werden. Bitte versuchen Sie es später erneut.',
  'productHistory.empty':
    'Sie haben sich in letzter Zeit keine Artikel angesehen. Stöbern Sie doch in unseren Top-Angeboten!',
  'productHistory.viewedOn': 'Angesehen am {date}',
  'productHistory.unknownProduct': 'Artikel {id}',
} as const;

declare module '../../lib/i18n/index.tsx' {
  interface Messages extends Catalog<typeof de> {}
}

registerMessages({ de });
