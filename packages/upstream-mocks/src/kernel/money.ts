/** Money on the wire: decimal strings, never floats. Amounts are kept in minor units. */
import type { z } from 'zod';
import type { money } from '@mein-konto/schema/upstream/common';

export type Money = z.infer<typeof money>;
export type Currency = 'EUR' | 'CHF';

export function moneyOf(cents: number, currency: Currency): Money {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return { amount: `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`, currency };
}
