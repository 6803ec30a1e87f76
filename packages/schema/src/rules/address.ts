/**
 * Address check rules (docs/product/addresses.md §5 "Addresses"): the address check's first suggestion is compared
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
export function addressCheckVerdict(
  input: ComparableAddress,
  suggestions: readonly ComparableAddress[],
): AddressCheckVerdict {
  const first = suggestions[0];
  if (!first) return 'UNKNOWN';
  return isSameAddress(input, first) ? 'MATCH' : 'SUGGESTION';
}

// ---------------------------------------------------------------------------------------------
// The address form (docs/product/addresses.md §5 "Addresses", §9): the rules the web checks while typing and the
// gateway checks again before a save. Each problem is a code; web and gateway give it a text.

export type AddressCountry = 'DE' | 'AT' | 'CH';

/** The pickup kinds of a DHL delivery address (docs/product/addresses.md §3). */
export type PickupKind = 'PACKSTATION' | 'POSTFILIALE' | 'PAKETSHOP' | 'POSTSTATION';

export interface AddressFormInput {
  firstName: string;
  lastName: string;
  /** Postal addresses; a pickup address has its station instead. */
  street?: string | null | undefined;
  streetNumber?: string | null | undefined;
  addressAddition?: string | null | undefined;
  zipCode: string;
  city: string;
  countryCode: AddressCountry;
  /** Set for a pickup address (Packstation, Postfiliale, …). */
  pickupKind?: PickupKind | null | undefined;
  stationNumber?: string | null | undefined;
  postNumber?: string | null | undefined;
}

export type AddressField =
  | 'firstName'
  | 'lastName'
  | 'street'
  | 'streetNumber'
  | 'addressAddition'
  | 'zipCode'
  | 'city'
  | 'stationNumber'
  | 'postNumber'
  | 'phone';

export type AddressProblem =
  | 'required'
  | 'specialCharacters'
  | 'zipCode'
  | 'streetNumber'
  | 'packstationNotAllowed'
  | 'stationNumber'
  | 'postNumber'
  | 'phone';

export interface AddressFieldProblem {
  field: AddressField;
  problem: AddressProblem;
}

/** Letters (any script), digits, blanks and the punctuation of addresses; nothing else ("no special characters"). */
const PLAIN_TEXT = /^[\p{L}\d\s'.,\-/()&]*$/u;
const STREET_NUMBER = /^\d{1,4}\s?[a-zA-Z]?(\s?[-/]\s?\d{1,4}\s?[a-zA-Z]?)?$/;
/**
 * ZIP codes: longer than 4 characters (docs/product/addresses.md §9) in Germany (5 digits); Austria and Switzerland
 * have 4-digit postcodes, which the country's own pattern accepts.
 */
const ZIP: Record<AddressCountry, RegExp> = { DE: /^\d{5}$/, AT: /^\d{4}$/, CH: /^\d{4}$/ };
const STATION_NUMBER = /^\d{3}$/;
const POST_NUMBER = /^\d{6,10}$/;
const PACKSTATION = /pack\s*station|post\s*station|postfiliale|paketshop/i;

/** Whether a ZIP code has the digits of the country's postcodes. */
export function isZipCodeOf(country: AddressCountry, zipCode: string): boolean {
  return ZIP[country].test(zipCode.trim());
}

/** Whether a street names a pickup station: never a billing address, never sent to the address check. */
export function isPickupStreet(street: string): boolean {
  return PACKSTATION.test(street);
}

/**
 * The problems of an address form, at most one per field, in form order. `billing` refuses a
 * pickup station; the phone is checked by `isValidPhone` (rules/phone.ts), loaded separately.
 */
export function addressFormProblems(input: AddressFormInput, kind: 'billing' | 'delivery'): AddressFieldProblem[] {
  const problems: AddressFieldProblem[] = [];
  const text = (field: AddressField, value: string | null | undefined, required: boolean) => {
    const v = (value ?? '').trim();
    if (v === '') {
      if (required) problems.push({ field, problem: 'required' });
      return false;
    }
    if (!PLAIN_TEXT.test(v)) {
      problems.push({ field, problem: 'specialCharacters' });
      return false;
    }
    return true;
  };
  text('firstName', input.firstName, true);
  text('lastName', input.lastName, true);
  const pickup = kind === 'delivery' && input.pickupKind != null;
  if (pickup) {
    const station = (input.stationNumber ?? '').trim();
    if (station === '') problems.push({ field: 'stationNumber', problem: 'required' });
    else if (!STATION_NUMBER.test(station)) problems.push({ field: 'stationNumber', problem: 'stationNumber' });
    const post = (input.postNumber ?? '').trim();
    if (post === '') problems.push({ field: 'postNumber', problem: 'required' });
    else if (!POST_NUMBER.test(post)) problems.push({ field: 'postNumber', problem: 'postNumber' });
  } else {
    if (text('street', input.street, true) && isPickupStreet(input.street ?? '')) {
      problems.push({ field: 'street', problem: 'packstationNotAllowed' });
    }
    const number = (input.streetNumber ?? '').trim();
    if (number === '') problems.push({ field: 'streetNumber', problem: 'required' });
    else if (!STREET_NUMBER.test(number)) problems.push({ field: 'streetNumber', problem: 'streetNumber' });
    text('addressAddition', input.addressAddition, false);
  }
  const zip = input.zipCode.trim();
  if (zip === '') problems.push({ field: 'zipCode', problem: 'required' });
  else if (!isZipCodeOf(input.countryCode, zip)) problems.push({ field: 'zipCode', problem: 'zipCode' });
  text('city', input.city, true);
  return problems;
}

const FIELD_NAMES: Record<AddressField, string> = {
  firstName: 'einen Vornamen',
  lastName: 'einen Nachnamen',
  street: 'eine Straße',
  streetNumber: 'eine Hausnummer',
  addressAddition: 'einen Adresszusatz',
  zipCode: 'eine Postleitzahl',
  city: 'einen Ort',
  stationNumber: 'eine Stationsnummer',
  postNumber: 'eine Postnummer',
  phone: 'eine Telefonnummer',
};

/** The German text of a problem, as the services answer it (Swiss callers replace "ß" by "ss"). */
export function addressProblemText(field: AddressField, problem: AddressProblem): string {
  switch (problem) {
    case 'required':
      return `Bitte geben Sie ${FIELD_NAMES[field]} ein.`;
    case 'specialCharacters':
      return 'Bitte verwenden Sie keine Sonderzeichen.';
    case 'zipCode':
      return 'Bitte geben Sie eine gültige Postleitzahl ein.';
    case 'streetNumber':
      return 'Bitte geben Sie eine gültige Hausnummer ein.';
    case 'packstationNotAllowed':
      return 'Eine Packstation ist als Rechnungsadresse nicht möglich.';
    case 'stationNumber':
      return 'Die Stationsnummer besteht aus genau 3 Ziffern.';
    case 'postNumber':
      return 'Die Postnummer besteht aus 6 bis 10 Ziffern.';
    case 'phone':
      return 'Bitte geben Sie eine gültige Telefonnummer für das gewählte Land ein.';
  }
}
