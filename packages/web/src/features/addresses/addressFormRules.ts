/**
 * The address form's checks in the browser: the shared rules of `@mein-konto/schema/rules`
 * (the same the gateway and the services apply), each problem shown at its field with a catalog
 * text. The phone rule (libphonenumber-js) loads with the first focus of the form, not with the page.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import { addressFormProblems, type PickupKind } from '@mein-konto/schema/rules/address';
import { ADDRESS_LINE_BOUNDS, BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import type { CountryCode, Salutation } from '../../gql/schemaTypes.ts';
import type { MessageKey } from '../../lib/i18n/index.tsx';
import { lazyResolver } from '../../lib/lazyResolver.ts';

export interface AddressFormValues {
  /** POSTAL or a pickup kind (delivery addresses only). */
  kind: 'POSTAL' | PickupKind;
  salutation: Salutation;
  firstName: string;
  lastName: string;
  street: string;
  streetNumber: string;
  addressAddition: string;
  zipCode: string;
  city: string;
  countryCode: CountryCode;
  phone: string;
  stationNumber: string;
  postNumber: string;
  isPreferred: boolean;
}

export const ADDRESS_FORM_FIELDS = [
  'firstName',
  'lastName',
  'street',
  'streetNumber',
  'addressAddition',
  'zipCode',
  'city',
  'phone',
  'stationNumber',
  'postNumber',
] as const;

/** The bound of each text field (the gateway's): its maxLength and the browser's check. */
export const ADDRESS_FIELD_BOUNDS = {
  ...ADDRESS_LINE_BOUNDS,
  phone: BOUNDS.phone,
  stationNumber: BOUNDS.stationNumber,
  postNumber: BOUNDS.postNumber,
} as const satisfies Record<(typeof ADDRESS_FORM_FIELDS)[number], unknown>;

const PROBLEM_TEXT: Record<string, MessageKey> = {
  required: 'form.required',
  specialCharacters: 'addresses.problem.specialCharacters',
  zipCode: 'addresses.problem.zipCode',
  streetNumber: 'addresses.problem.streetNumber',
  packstationNotAllowed: 'addresses.problem.packstationNotAllowed',
  stationNumber: 'addresses.problem.stationNumber',
  postNumber: 'addresses.problem.postNumber',
  phone: 'addresses.problem.phone',
};

export function addressResolver(kind: 'billing' | 'delivery') {
  return lazyResolver<AddressFormValues>(async () => {
    const [{ isValidPhone }, { boundIssue }] = await Promise.all([
      import('@mein-konto/schema/rules/phone'),
      import('../../lib/inputBounds.ts'),
    ]);
    const resolver: Resolver<AddressFormValues> = (values) => {
      const pickup = kind === 'delivery' && values.kind !== 'POSTAL' ? values.kind : null;
      const problems = addressFormProblems({ ...values, pickupKind: pickup }, kind);
      if (values.phone.trim() !== '' && !isValidPhone(values.phone, values.countryCode))
        problems.push({ field: 'phone', problem: 'phone' });
      const errors: FieldErrors<AddressFormValues> = {};
      for (const field of ADDRESS_FORM_FIELDS) {
        const issue = boundIssue(ADDRESS_FIELD_BOUNDS[field], values[field]);
        if (issue) errors[field] = { type: 'bound', message: issue };
      }
      for (const { field, problem } of problems) errors[field] ??= { type: problem, message: PROBLEM_TEXT[problem] };
      if (Object.keys(errors).length === 0) return { values, errors: {} };
      return { values: {}, errors };
    };
    return resolver;
  });
}
