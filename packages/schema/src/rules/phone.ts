/**
 * Phone numbers of an address (docs/product/addresses.md §5 "Addresses": the number must match the country, DE, AT
 * or CH). libphonenumber-js with its small ("min") metadata decides; the web loads this module
 * with the address forms only, the gateway checks the same before a save.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export type PhoneCountry = 'DE' | 'AT' | 'CH';

/** Whether `value` is a valid phone number of `country` (national or international spelling). */
export function isValidPhone(value: string, country: PhoneCountry): boolean {
  const phone = parsePhoneNumberFromString(value.trim(), country);
  return phone !== undefined && phone.country === country && phone.isValid();
}
