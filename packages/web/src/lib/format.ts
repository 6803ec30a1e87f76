/** Numbers, money and dates through Intl for the market's locale (docs/product/markets-and-flags.md §1, §3). */
import { useMemo } from 'react';
import type { MarketFacts } from '@mein-konto/schema/rules/market';
import { useMarket } from './market.tsx';

export interface MoneyValue {
  /** Decimal string, never a float on the wire. */
  amount: string;
  currency: 'EUR' | 'CHF';
}

/**
 * Formatters are made once per locale and kind: making an Intl formatter costs far more than
 * formatting with it, and a page of orders formats dozens of amounts and dates.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

const moneyFormat = (locale: MarketFacts['locale'], currency: MoneyValue['currency']) =>
  cached(`money|${locale}|${currency}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency }));

/** Dates of the calendar (UTC) or instants in the shop's time zone (Europe/Berlin). */
const dateFormat = (locale: MarketFacts['locale'], timeZone: 'UTC' | 'Europe/Berlin') =>
  cached(
    `date|${locale}|${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }),
  );

/**
 * Makes the market's money and date formatters ahead of the first page that shows them. The
 * browser's first Intl formatter loads its locale data, by far the costliest step (some 45 ms on a
 * slow machine, however small the format); made while the page's data is still on its way, that
 * step is no longer part of rendering the arrived data. The router calls it when an account
 * page's query starts.
 */
export function prepareFormats({ locale, currency }: Pick<MarketFacts, 'locale' | 'currency'>): void {
  moneyFormat(locale, currency);
  dateFormat(locale, 'UTC');
  dateFormat(locale, 'Europe/Berlin');
}

export function formatMoney(value: MoneyValue, locale: MarketFacts['locale']): string {
  return moneyFormat(locale, value.currency).format(Number(value.amount));
}

/** yyyy-mm-dd (or a full ISO timestamp) → dd.mm.yyyy; an unreadable value is returned unchanged. */
export function formatDate(iso: string, locale: MarketFacts['locale']): string {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = dateOnly
    ? new Date(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])))
    : new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(locale, dateOnly ? 'UTC' : 'Europe/Berlin').format(date);
}

/** Time of day of an ISO timestamp (hh:mm, the shop's time zone). */
function formatTime(iso: string, locale: MarketFacts['locale']): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return cached(
    `time|${locale}`,
    () => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' }),
  ).format(date);
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

/** Units a product's name or variant may give a number: volume, weight, length. */
const UNIT = '(?:ml|cl|l|mg|g|kg|mm|cm|m)(?![\\p{L}\\d])';
const NUMBER_BEFORE_UNIT = new RegExp(`(\\d)[ \\t]+(?=${UNIT}|[x×][ \\t]*\\d)`, 'gu');
const TIMES_BEFORE_NUMBER = /(\d\u00a0[x×])[ \t]+(?=\d)/g;

/**
 * A product's text (its name, a variant's value) with each number kept on one line with its unit
 * and the "x" of a size: "50 ml", "150 x 200 cm" joined by non-breaking spaces, so a narrow
 * screen never shows "50" at the end of one line and "ml" at the start of the next.
 */
export function keepUnits(text: string): string {
  return text.replace(NUMBER_BEFORE_UNIT, '$1\u00a0').replace(TIMES_BEFORE_NUMBER, '$1\u00a0');
}
