/** Numbers, money and dates through Intl for the market's locale (SPEC §1, §3). */
import { useMemo } from 'react';
import type { MarketFacts } from '@mein-konto/schema/rules/market';
import { useMarket } from './market.tsx';

export interface MoneyValue {
  /** Decimal string, never a float on the wire. */
  amount: string;
  currency: 'EUR' | 'CHF';
}

export function formatMoney(value: MoneyValue, locale: MarketFacts['locale']): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: value.currency }).format(Number(value.amount));
}

/** yyyy-mm-dd (or a full ISO timestamp) → dd.mm.yyyy; an unreadable value is returned unchanged. */
export function formatDate(iso: string, locale: MarketFacts['locale']): string {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = dateOnly
    ? new Date(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])))
    : new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: dateOnly ? 'UTC' : 'Europe/Berlin',
  }).format(date);
}

export function formatNumber(value: number, locale: MarketFacts['locale']): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** Time of day of an ISO timestamp (hh:mm, the shop's time zone). */
export function formatTime(iso: string, locale: MarketFacts['locale']): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' }).format(date);
}

/** Money, dates and times in the market's locale, for components. */
export function useFormat() {
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
