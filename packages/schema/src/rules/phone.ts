/**
 * Phone numbers of an address (docs/product/addresses.md §5 "Addresses": the number must match the country, DE, AT
 * or CH). Only the characters a phone number is written with (digits, spaces, a leading +, and
 * ( ) / . -), at least MIN_NATIONAL_DIGITS digits after the country code, and libphonenumber-js
 * with its small ("min") metadata for the country's numbering plan. The min metadata checks
 * lengths only and skips letters ("12345abc" reads as 12345), hence the first two checks. The web
 * loads this module with the address forms only, the gateway checks the same before a save.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export type PhoneCountry = 'DE' | 'AT' | 'CH';

/** The characters a phone number is written with: digits and separators, a + only in front. */
const PHONE_CHARACTERS = /^\+?[0-9 ()/.-]+$/;
/** The fewest digits of a number with its area code in DE, AT and CH (e.g. Vienna's 01 12345). */
export const MIN_NATIONAL_DIGITS = 6;

/** Whether `value` is a valid phone number of `country` (national or international spelling). */
export function isValidPhone(value: string, country: PhoneCountry): boolean {
  const written = value.trim();
  if (!PHONE_CHARACTERS.test(written)) return false;
  const phone = parsePhoneNumberFromString(written, country);
  return (
    phone !== undefined &&
    phone.country === country &&
    phone.nationalNumber.length >= MIN_NATIONAL_DIGITS &&
    phone.isValid()
  );
}
