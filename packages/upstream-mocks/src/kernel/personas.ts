/**
 * The demo customers of docs/product/README.md §2 by key: e-mail and customer number. Every slice's seed
 * part keys its data by them (the customer slice seeds the customers themselves).
 */
export type PersonaKey = 'anna' | 'lukas' | 'heidi' | 'lena' | 'max' | 'neu' | 'tv';

export const PERSONAS: Record<PersonaKey, { email: string; customerNumber: string }> = {
  anna: { email: 'anna.schmidt@example.de', customerNumber: '10012345' },
  lukas: { email: 'lukas.gruber@example.at', customerNumber: '20023456' },
  heidi: { email: 'heidi.meier@example.ch', customerNumber: '30034567' },
  lena: { email: 'lena.licht@example.de', customerNumber: '40045678' },
  max: { email: 'max.sozial@example.de', customerNumber: '50056789' },
  neu: { email: 'neu.kunde@example.de', customerNumber: '60067890' },
  tv: { email: 'tv.kunde@example.de', customerNumber: '70078901' },
};
