/**
 * The street directory of the address check service and its rules, which compare an address
 * with it and answer suggestions, best first. Deterministic:
 * - street, ZIP and city as in the directory (case, "str." and "ss"/"ß" spellings aside) → that
 *   address in the directory's spelling (equal to the input when it was spelled that way);
 * - a typo of at most two letters in street or city, or a wrong ZIP with a known city → the
 *   corrected address;
 * - anything else → no suggestion; a Packstation as street → 400 invalid_street.
 */
import type { z } from 'zod';
import { errorKey, type CountryCode } from '@mein-konto/schema/upstream/common';
import type { addressCheckInput, addressSuggestion } from '@mein-konto/schema/upstream/addressCheck';
import { UpstreamError } from '../../kernel/errors.ts';

interface DirectoryEntry {
  countryCode: CountryCode;
  zipCode: string;
  city: string;
  streets: readonly string[];
}

/** The known streets: every demo customer's address plus a few more per market. */
const ADDRESS_DIRECTORY: readonly DirectoryEntry[] = [
  { countryCode: 'DE', zipCode: '50668', city: 'Köln', streets: ['Domstraße', 'Komödienstraße', 'Marzellenstraße'] },
  { countryCode: 'DE', zipCode: '50667', city: 'Köln', streets: ['Hohe Straße', 'Schildergasse'] },
  { countryCode: 'DE', zipCode: '50674', city: 'Köln', streets: ['Aachener Straße', 'Hohenstaufenring'] },
  { countryCode: 'DE', zipCode: '50823', city: 'Köln', streets: ['Venloer Straße', 'Subbelrather Straße'] },
  { countryCode: 'DE', zipCode: '30159', city: 'Hannover', streets: ['Lindenallee', 'Georgstraße', 'Bahnhofstraße'] },
  { countryCode: 'DE', zipCode: '80802', city: 'München', streets: ['Leopoldstraße', 'Münchner Freiheit'] },
  { countryCode: 'DE', zipCode: '10115', city: 'Berlin', streets: ['Invalidenstraße', 'Chausseestraße'] },
  { countryCode: 'DE', zipCode: '20095', city: 'Hamburg', streets: ['Mönckebergstraße', 'Spitalerstraße'] },
  { countryCode: 'AT', zipCode: '1060', city: 'Wien', streets: ['Mariahilfer Straße', 'Gumpendorfer Straße'] },
  { countryCode: 'AT', zipCode: '5020', city: 'Salzburg', streets: ['Getreidegasse', 'Linzer Gasse'] },
  { countryCode: 'CH', zipCode: '8001', city: 'Zürich', streets: ['Bahnhofstrasse', 'Limmatquai'] },
  { countryCode: 'CH', zipCode: '3011', city: 'Bern', streets: ['Marktgasse', 'Kramgasse'] },
];

const PACKSTATION = /pack\s*station/i;

/** Lower case, umlauts and ß spelled out, "str." → "strasse", no spaces, hyphens or dots. */
export function normalisePlace(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/str\.(?=\s|$)/g, 'strasse')
    .replace(/[\s.\-']/g, '');
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}

/** 0 when equal after normalisation, the edit distance when close (at most 2), else undefined. */
function closeness(input: string, known: string): number | undefined {
  const d = distance(normalisePlace(input), normalisePlace(known));
  return d <= 2 ? d : undefined;
}

type Input = z.output<typeof addressCheckInput>;
type Suggestion = z.input<typeof addressSuggestion>;

export function suggestAddresses(input: Input): Suggestion[] {
  if (PACKSTATION.test(input.street)) {
    throw new UpstreamError(400, 'invalid_street', {
      detail: 'Eine Packstation ist hier nicht möglich. Bitte geben Sie eine Straße ein.',
      field_errors: [
        {
          key: errorKey('invalid_street'),
          field: 'street',
          detail: 'Eine Packstation ist hier nicht möglich. Bitte geben Sie eine Straße ein.',
        },
      ],
    });
  }
  const streetNumber = input.street_number.trim();
  if (!/^\d{1,4}\s?[a-zA-Z]?([-/]\d{1,4}[a-zA-Z]?)?$/.test(streetNumber)) return [];

  const scored: { score: number; suggestion: Suggestion }[] = [];
  for (const entry of ADDRESS_DIRECTORY) {
    if (entry.countryCode !== input.country_code) continue;
    const zipMatches = entry.zipCode === input.zip_code.trim();
    const city = closeness(input.city, entry.city);
    // A place is found by its ZIP (city may have a typo) or by its city (ZIP may be wrong).
    if (!(zipMatches && city !== undefined) && !(city === 0)) continue;
    for (const street of entry.streets) {
      const streetScore = closeness(input.street, street);
      if (streetScore === undefined) continue;
      scored.push({
        score: streetScore + (city ?? 0) + (zipMatches ? 0 : 3),
        suggestion: {
          first_name: input.first_name ?? null,
          last_name: input.last_name ?? null,
          street,
          street_number: streetNumber,
          zip_code: entry.zipCode,
          city: entry.city,
          country_code: entry.countryCode,
        },
      });
    }
  }
  return scored.sort((a, b) => a.score - b.score).map((s) => s.suggestion);
}
