/**
 * A tiny message catalog: de base, small at and ch overrides, `{name}` placeholders. The texts
 * of the public pages are always present; the account area registers its own (account.ts).
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Market } from '../config.ts';
import { de, type CoreMessageKey } from './de.ts';
import { at } from './at.ts';
import { ch } from './ch.ts';
import type { AccountMessageKey } from './account.de.ts';
import type { WaysInMessageKey } from './waysIn.de.ts';
import type { OrdersMessageKey } from './orders.de.ts';

export type MessageKey = CoreMessageKey | AccountMessageKey | WaysInMessageKey | OrdersMessageKey;
export type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;
type Overrides = Partial<Record<MessageKey, string>>;

const base: Partial<Record<MessageKey, string>> = { ...de };
const overrides: Record<Exclude<Market, 'de'>, Overrides> = { at: { ...at }, ch: { ...ch } };

/** Adds the texts of a part of the app that loads later (its module calls this on import). */
export function registerMessages(messages: { de: Partial<Record<MessageKey, string>>; at?: Overrides; ch?: Overrides }): void {
  Object.assign(base, messages.de);
  Object.assign(overrides.at, messages.at);
  Object.assign(overrides.ch, messages.ch);
}

function swiss(text: string): string {
  return text.replace(/ß/g, 'ss');
}

/** The text of a key in a market, without placeholders filled in (the key itself if unknown). */
export function message(market: Market, key: MessageKey): string {
  const text = (market === 'de' ? undefined : overrides[market][key]) ?? base[key] ?? key;
  return market === 'ch' ? swiss(text) : text;
}

export function createTranslator(market: Market): Translate {
  return (key, params) => {
    const text = message(market, key);
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}

const I18nContext = createContext<Translate>(createTranslator('de'));

export function I18nProvider({ market, children }: { market: Market; children: ReactNode }) {
  const t = useMemo(() => createTranslator(market), [market]);
  return <I18nContext.Provider value={t}>{children}</I18nContext.Provider>;
}

export function useT(): Translate {
  return useContext(I18nContext);
}

/** Every key known so far (the account texts once registered). */
export function messageKeys(): MessageKey[] {
  return Object.keys(base) as MessageKey[];
}
