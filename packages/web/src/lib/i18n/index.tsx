/**
 * The message catalogs: a de base with small at and ch overrides, `{name}` placeholders, and
 * plural forms ({ one, other }, chosen by Intl.PluralRules with the `count` parameter). The core
 * texts (de.ts: the shell's chrome and the public error pages) are always present. Every other
 * catalog lives with the code that shows its texts (a feature folder, the account shell, shared
 * components) and registers itself when that code's module loads; it adds its keys to MessageKey
 * by declaring them in `Messages`:
 *
 *   declare module '../../lib/i18n/index.tsx' {
 *     interface Messages extends Catalog<typeof de> {}
 *   }
 *
 * Outside production a text whose catalog was not registered throws (the page fails in component
 * and browser tests) instead of showing its key.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { MARKET_FACTS } from '@mein-konto/schema/rules/market';
import type { Market } from '../config.ts';
import { de } from './de.ts';
import { at } from './at.ts';
import { ch } from './ch.ts';

type PluralText = { readonly one: string; readonly other: string };
export type Text = string | PluralText;

/** The keys of a catalog, for `interface Messages extends Catalog<typeof de> {}`. */
export type Catalog<T> = Record<keyof T, Text>;

/** Every key of every catalog (each catalog adds its own by declaration merging). @public */
export interface Messages extends Catalog<typeof de> {}

export type MessageKey = keyof Messages & string;
type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;

type Texts = Partial<Record<string, Text>>;

const base: Texts = { ...de };
const overrides: Record<Exclude<Market, 'de'>, Texts> = { at: { ...at }, ch: { ...ch } };

/** Adds a catalog: its de texts and the at and ch overrides of some of them. */
export function registerMessages<const T extends Record<string, Text>>(catalog: {
  de: T;
  at?: Partial<Record<keyof T, Text>>;
  ch?: Partial<Record<keyof T, Text>>;
}): void {
  Object.assign(base, catalog.de);
  Object.assign(overrides.at, catalog.at);
  Object.assign(overrides.ch, catalog.ch);
}

/** Swiss texts use "ss", never "ß". */
function swiss(text: string): string {
  return text.replace(/ß/g, 'ss');
}

/** The text of a key in a market, placeholders not filled in; undefined while its catalog is not registered. */
export function message(market: Market, key: MessageKey): Text | undefined {
  const text = (market === 'de' ? undefined : overrides[market][key]) ?? base[key];
  if (text === undefined || market !== 'ch') return text;
  return typeof text === 'string' ? swiss(text) : { one: swiss(text.one), other: swiss(text.other) };
}

export function createTranslator(market: Market, options: { strict?: boolean } = {}): Translate {
  const plural = new Intl.PluralRules(MARKET_FACTS[market].locale);
  return (key, params) => {
    const text = message(market, key);
    if (text === undefined) {
      if (options.strict) throw new Error(`No text "${key}" (catalog not imported)`);
      return key;
    }
    const chosen =
      typeof text === 'string' ? text : plural.select(Number(params?.['count'] ?? 0)) === 'one' ? text.one : text.other;
    if (!params) return chosen;
    return chosen.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}

const I18nContext = createContext<Translate>(createTranslator('de'));

/** `strict`: a text without registered catalog throws (everywhere but production). */
export function I18nProvider({ market, strict, children }: { market: Market; strict: boolean; children: ReactNode }) {
  const t = useMemo(() => createTranslator(market, { strict }), [market, strict]);
  return <I18nContext.Provider value={t}>{children}</I18nContext.Provider>;
}

export function useT(): Translate {
  return useContext(I18nContext);
}

/** Every key registered so far. */
export function messageKeys(): MessageKey[] {
  return Object.keys(base) as MessageKey[];
}
