/**
 * IBAN rules (docs/product/payment.md §5 "Bank"): the IBAN is upper-cased and spaces are stripped before sending;
 * before the validation call it must match the country pattern (AT: AT + 2 digits + four groups
 * of 4 digits; otherwise DE: DE + 2 digits + four groups of 4 digits + a group of 2) and its
 * checksum must hold (ibantools), so a typo is caught in the browser at once. Web and gateway use
 * the same functions; the gateway never logs an IBAN, only `maskIban` of it.
 */
import { isValidIBAN } from 'ibantools';

export type IbanCountry = 'DE' | 'AT';

const PATTERNS: Record<IbanCountry, RegExp> = {
  AT: /^AT\d{2}( ?\d{4}){4}$/,
  DE: /^DE\d{2}( ?\d{4}){4} ?\d{2}$/,
};

/** Upper case, no spaces: what is sent. */
export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The country whose pattern applies: AT in the Austrian market, DE otherwise. */
export function ibanCountryOf(market: 'de' | 'at' | 'ch'): IbanCountry {
  return market === 'at' ? 'AT' : 'DE';
}

export type IbanProblem = 'required' | 'pattern' | 'checksum';

/** The first problem of an IBAN as typed, or null when it may be sent to the validation. */
export function ibanProblem(value: string, country: IbanCountry): IbanProblem | null {
  const typed = value.trim().toUpperCase();
  if (typed === '') return 'required';
  if (!PATTERNS[country].test(typed)) return 'pattern';
  return isValidIBAN(normaliseIban(typed)) ? null : 'checksum';
}

/** Whether the checksum of an IBAN holds (any country). */
export function hasValidIbanChecksum(value: string): boolean {
  return isValidIBAN(normaliseIban(value));
}

/** Only the country and the last four characters: `DE** **** **** **** **30 00`. */
export function maskIban(value: string): string {
  const iban = normaliseIban(value);
  if (iban.length < 8) return '****';
  const masked = iban.slice(0, 2) + '*'.repeat(iban.length - 6) + iban.slice(-4);
  return masked.replace(/(.{4})/g, '$1 ').trim();
}
