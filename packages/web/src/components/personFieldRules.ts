/**
 * The checks of the shared field groups (PersonNameFields, PostalAddressFields) before anything is
 * sent, one set for every form that has them: each field's bound first (the gateway's), then
 * required, the service's name rule (`@mein-konto/schema/rules/personName`) and the ZIP code of the
 * market (`@mein-konto/schema/rules/address`). Problems are catalog keys. Imported by the forms'
 * schemas, which load with their validation (it brings zod), never by a page.
 */
import { isZipCodeOf } from '@mein-konto/schema/rules/address';
import { ADDRESS_LINE_BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { personNameProblem } from '@mein-konto/schema/rules/personName';
import type { Market } from '../lib/config.ts';
import type { MessageKey } from '../lib/i18n/index.tsx';
import { boundIssue } from '../lib/inputBounds.ts';

export interface PersonNameValues {
  firstName: string;
  lastName: string;
}

export interface PostalAddressValues {
  street: string;
  streetNumber: string;
  /** Only where the form asks for it (registration). */
  addressAddition?: string;
  zipCode: string;
  city: string;
}

export type FieldProblems<T> = Partial<Record<keyof T, MessageKey>>;

const NAME_RULE_KEYS = {
  firstName: 'register.firstName.invalid',
  lastName: 'register.lastName.invalid',
} as const satisfies Record<keyof PersonNameValues, MessageKey>;

/** The first and last name: within the bound, given, and by the service's name rule. */
export function personNameProblems(values: PersonNameValues): FieldProblems<PersonNameValues> {
  const problems: FieldProblems<PersonNameValues> = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const value = values[field];
    const problem =
      boundIssue(ADDRESS_LINE_BOUNDS[field], value) ??
      (value.trim() === '' ? 'form.required' : personNameProblem(value) === 'invalid' ? NAME_RULE_KEYS[field] : null);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/**
 * A postal address of the market: street, house number, ZIP code and (unless `cityOptional`) city
 * given, the ZIP code with the market's digits, every line within its bound.
 */
export function postalAddressProblems(
  values: PostalAddressValues,
  market: Market,
  options: { cityOptional?: boolean } = {},
): FieldProblems<PostalAddressValues> {
  const problems: FieldProblems<PostalAddressValues> = {};
  const required = ['street', 'streetNumber', 'zipCode', ...(options.cityOptional ? [] : ['city' as const])] as const;
  for (const field of required) if (values[field].trim() === '') problems[field] = 'form.required';
  if (!problems.zipCode && !isZipCodeOf(market === 'de' ? 'DE' : market === 'at' ? 'AT' : 'CH', values.zipCode)) {
    problems.zipCode = 'register.zipCode.invalid';
  }
  for (const field of ['street', 'streetNumber', 'addressAddition', 'zipCode', 'city'] as const) {
    const value = values[field];
    const issue = value === undefined ? null : boundIssue(ADDRESS_LINE_BOUNDS[field], value);
    if (issue) problems[field] = issue;
  }
  return problems;
}
