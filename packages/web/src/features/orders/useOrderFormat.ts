/** Money, dates and times of the orders pages in the market's locale. */
import { useMemo } from 'react';
import { formatDate, formatMoney, formatTime, type MoneyValue } from '../../lib/format.ts';
import { useMarket } from '../../lib/market.tsx';

export function useOrderFormat() {
  const { locale } = useMarket();
  return useMemo(
    () => ({
      money: (value: MoneyValue) => formatMoney(value, locale),
      date: (iso: string) => formatDate(iso, locale),
      time: (iso: string) => formatTime(iso, locale),
    }),
    [locale],
  );
}
