/**
 * The demo customers of docs/product/README.md §2 by key: e-mail, customer number and market, and
 * the password of those who have one. Every slice's seed part keys its data by them (the customer
 * slice seeds the customers themselves); the tests and measuring tools log in as them
 * (@mein-konto/testing).
 */
import type { Market } from '@mein-konto/schema/upstream/common';

export type { Market };
export type PersonaKey = 'anna' | 'lukas' | 'heidi' | 'lena' | 'max' | 'neu' | 'tv';

export const PERSONAS: Record<PersonaKey, { email: string; customerNumber: string; market: Market }> = {
  anna: { email: 'anna.schmidt@example.de', customerNumber: '10012345', market: 'de' },
  lukas: { email: 'lukas.gruber@example.at', customerNumber: '20023456', market: 'at' },
  heidi: { email: 'heidi.meier@example.ch', customerNumber: '30034567', market: 'ch' },
  lena: { email: 'lena.licht@example.de', customerNumber: '40045678', market: 'de' },
  max: { email: 'max.sozial@example.de', customerNumber: '50056789', market: 'de' },
  neu: { email: 'neu.kunde@example.de', customerNumber: '60067890', market: 'de' },
  tv: { email: 'tv.kunde@example.de', customerNumber: '70078901', market: 'de' },
};

/** The password of every demo customer with one (README "Demo customers"). */
export const DEMO_PASSWORD = 'Passwort123!';
