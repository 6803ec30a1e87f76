/**
 * The texts of an order's status, shared by the orders and the account overview (kept apart from
 * components/catalog.ts so that neither carries the other's texts).
 */
import { registerMessages, type Catalog } from '../lib/i18n/index.tsx';

const de = {
  'orders.orderStatus.PROCESSING': 'In Bearbeitung',
  'orders.orderStatus.DISPATCHED': 'Versendet',
  'orders.orderStatus.DELIVERED': 'Zugestellt',
  'orders.orderStatus.CANCELLED': 'Storniert',
  'orders.orderStatus.RETURNED': 'Zurückgesendet',
  'orders.orderStatus.PARTIALLY_RETURNED': 'Teilweise zurückgesendet',
  'orders.orderStatus.PARTIALLY_CANCELLED': 'Teilweise storniert',
} as const;

declare module '../lib/i18n/index.tsx' {
  interface Messages extends Catalog<typeof de> {}
}

registerMessages({ de });
