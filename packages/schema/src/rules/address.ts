/**
 * Address check rules (SPEC §5 "Addresses"): the address check's first suggestion is compared
 * with the customer's input on street, house number, ZIP and city. Equal means the address is
 * fine; different means the customer chooses between the suggestion and their own input.
 */

export interface ComparableAddress {
  street: string;
  streetNumber: string;
  zipCode: string;
  city: string;
}

export type AddressCheckVerdict = 'MATCH' | 'SUGGESTION' | 'UNKNOWN';

function comparable(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function isSameAddress(a: ComparableAddress, b: ComparableAddress): boolean {
  return (
    comparable(a.street) === comparable(b.street) &&
    comparable(a.streetNumber).replace(/ /g, '') === comparable(b.streetNumber).replace(/ /g, '') &&
    comparable(a.zipCode) === comparable(b.zipCode) &&
    comparable(a.city) === comparable(b.city)
  );
}

/** The verdict for an input and the check's suggestions (best first). */
export function addressCheckVerdict(input: ComparableAddress, suggestions: readonly ComparableAddress[]): AddressCheckVerdict {
  const first = suggestions[0];
  if (!first) return 'UNKNOWN';
  return isSameAddress(input, first) ? 'MATCH' : 'SUGGESTION';
}
