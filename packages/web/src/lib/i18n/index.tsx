/** A tiny message catalog: de base, small at and ch overrides, `{name}` placeholders. */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Market } from '../config.ts';
import { de, type MessageKey } from './de.ts';
import { at } from './at.ts';
import { ch } from './ch.ts';

export type { MessageKey };
export type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;

function swiss(text: string): string {
  return text.replace(/ß/g, 'ss');
}

/** The text of a key in a market, without placeholders filled in. */
export function message(market: Market, key: MessageKey): string {
  if (market === 'at') return at[key] ?? de[key];
  if (market === 'ch') return swiss(ch[key] ?? de[key]);
  return de[key];
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

export const MESSAGE_KEYS = Object.keys(de) as MessageKey[];
