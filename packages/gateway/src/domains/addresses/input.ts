/**
 * The address form's input as the services take it, checked with the shared rules first
 * (`@mein-konto/schema/rules/address`, `rules/phone`): what fails is InvalidInput with the same
 * German texts the services answer.
 */
import {
  addressFormProblems,
  addressProblemText,
  isPickupStreet,
  type AddressFormInput,
} from '@mein-konto/schema/rules/address';
import { isValidPhone } from '@mein-konto/schema/rules/phone';
import { COUNTRY_OF_MARKET, type Market } from '@mein-konto/schema/upstream/common';
import type { AddressLinesInput, PickupKind } from '../../generated/graphql.ts';
import { invalidInput, type InvalidInputModel } from '../../kit/outcomes.ts';
import { ADDRESS_MESSAGES } from './messages.ts';

export interface AddressForm extends AddressFormInput {
  salutation: AddressLinesInput['salutation'];
  street: string | null;
  streetNumber: string | null;
  addressAddition: string | null;
  phone: string | null;
}

function trimmed(value: string | null | undefined): string | null {
  const v = value?.trim() ?? '';
  return v === '' ? null : v;
}

/** The form with blanks trimmed and the market's country as default. */
export function addressForm(
  market: Market,
  lines: AddressLinesInput,
  pickup: { pickupKind?: PickupKind | null; stationNumber?: string | null; postNumber?: string | null } = {},
): AddressForm {
  return {
    salutation: lines.salutation,
    firstName: lines.firstName.trim(),
    lastName: lines.lastName.trim(),
    street: trimmed(lines.street),
    streetNumber: trimmed(lines.streetNumber),
    addressAddition: trimmed(lines.addressAddition),
    zipCode: lines.zipCode.trim(),
    city: lines.city.trim(),
    countryCode: lines.countryCode ?? COUNTRY_OF_MARKET[market],
    phone: trimmed(lines.phone),
    pickupKind: pickup.pickupKind ?? null,
    stationNumber: trimmed(pickup.stationNumber),
    postNumber: trimmed(pickup.postNumber),
  };
}

/** InvalidInput for every problem of the form, or null. */
export function formProblems(
  market: Market,
  form: AddressForm,
  kind: 'billing' | 'delivery',
): InvalidInputModel | null {
  const problems = addressFormProblems(form, kind);
  if (form.phone !== null && !isValidPhone(form.phone, form.countryCode))
    problems.push({ field: 'phone', problem: 'phone' });
  // The billing address lies in the shop's country (as the address service rules).
  const foreignBilling = kind === 'billing' && form.countryCode !== COUNTRY_OF_MARKET[market];
  if (problems.length === 0 && !foreignBilling) return null;
  return invalidInput([
    ...problems.map(({ field, problem }) => {
      const text = addressProblemText(field, problem);
      return { field, message: market === 'ch' ? text.replace(/ß/g, 'ss') : text };
    }),
    ...(foreignBilling ? [{ field: 'countryCode', message: ADDRESS_MESSAGES.billingCountry }] : []),
  ]);
}

/** Whether the address check applies: a postal address whose street is no pickup station. */
export function isCheckable(form: AddressForm): form is AddressForm & { street: string; streetNumber: string } {
  return form.pickupKind == null && form.street !== null && form.streetNumber !== null && !isPickupStreet(form.street);
}

/** The wire body of the form (camelCase; the datasource converts). */
export function addressBody(form: AddressForm) {
  return {
    salutation: form.salutation,
    firstName: form.firstName,
    lastName: form.lastName,
    zipCode: form.zipCode,
    city: form.city,
    countryCode: form.countryCode,
    phone: form.phone,
    street: form.street ?? '',
    streetNumber: form.streetNumber ?? '',
    addressAddition: form.addressAddition ?? null,
  };
}
