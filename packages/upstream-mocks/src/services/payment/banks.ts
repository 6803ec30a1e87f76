/** The bank directory of the IBAN validation: bank name and BIC by country and bank code. */
import { normaliseIban } from '@mein-konto/schema/rules/iban';

const BANKS: Record<string, { name: string; bic: string }> = {
  'DE:37040044': { name: 'Commerzbank', bic: 'COBADEFFXXX' },
  'DE:50010517': { name: 'ING-DiBa', bic: 'INGDDEFFXXX' },
  'DE:10010010': { name: 'Postbank', bic: 'PBNKDEFFXXX' },
  'DE:37050198': { name: 'Sparkasse KölnBonn', bic: 'COLSDE33XXX' },
  'AT:19043': { name: 'Bank Austria', bic: 'BKAUATWWXXX' },
  'AT:20111': { name: 'Erste Bank', bic: 'GIBAATWWXXX' },
};

/** The bank of a valid IBAN, when the directory knows its bank code (DE: 8 digits, AT: 5). */
export function bankOf(iban: string): { name: string; bic: string } | null {
  const value = normaliseIban(iban);
  const country = value.slice(0, 2);
  const code = country === 'DE' ? value.slice(4, 12) : country === 'AT' ? value.slice(4, 9) : '';
  return BANKS[`${country}:${code}`] ?? null;
}
