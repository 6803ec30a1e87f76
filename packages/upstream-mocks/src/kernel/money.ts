/** Money on the wire: decimal strings, never floats. Amounts are kept in minor units. */
import type { z } from 'zod';
import type { money } from '@mein-konto/schema/upstream/common';
import type { Currency, OrderRecord } from '../model.ts';

export type Money = z.infer<typeof money>;

export function moneyOf(cents: number, currency: Currency): Money {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return { amount: `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`, currency };
}

export interface OrderTotals {
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  totalCents: number;
}

/** Totals of an order as placed: items, shipping, minus vouchers (percentage, value, free shipping). */
export function orderTotals(order: OrderRecord): OrderTotals {
  const subtotalCents = order.items.reduce((sum, i) => sum + i.unitPriceCents * i.quantity, 0);
  let shippingCents = order.shippingCents;
  let discountCents = 0;
  for (const voucher of order.vouchers) {
    if (voucher.type === 'PERCENTAGE') discountCents += Math.round((subtotalCents * voucher.value) / 100);
    else if (voucher.type === 'VALUE') discountCents += voucher.value;
    else shippingCents = 0;
  }
  discountCents = Math.min(discountCents, subtotalCents);
  return { subtotalCents, shippingCents, discountCents, totalCents: subtotalCents - discountCents + shippingCents };
}
