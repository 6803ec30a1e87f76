/**
 * Server-side field validation of account creation (docs/product/ways-in.md §5 "Account creation"): every bad
 * field becomes an entry of `field_errors` with its invalid_* key and a German detail text the
 * web shows at the field (Swiss texts spell "ss" for "ß").
 */
import {
  COUNTRY_OF_MARKET,
  errorKey,
  type CountryCode,
  type ErrorKeyName,
  type Market,
  type UpstreamErrorBody,
} from '@mein-konto/schema/upstream/common';
import { isValidEmail } from '@mein-konto/schema/rules/email';
import { personNameProblem } from '@mein-konto/schema/rules/personName';
import { UpstreamError } from '../../kernel/errors.ts';

type FieldError = NonNullable<UpstreamErrorBody['field_errors']>[number];

export const FIELD_ERROR_TEXT = {
  invalid_first_name: 'Bitte geben Sie einen gültigen Vornamen ein.',
  invalid_last_name: 'Bitte geben Sie einen gültigen Nachnamen ein.',
  invalid_street: 'Bitte geben Sie eine gültige Straße ein.',
  packstation: 'Eine Packstation ist als Rechnungsadresse nicht möglich.',
  invalid_street_number: 'Bitte geben Sie eine gültige Hausnummer ein.',
  invalid_zip_code: 'Bitte geben Sie eine gültige Postleitzahl ein.',
  invalid_city: 'Bitte geben Sie einen gültigen Ort ein.',
  invalid_address_addition: 'Bitte geben Sie einen gültigen Adresszusatz ein (ohne Sonderzeichen).',
  invalid_country_code: 'Die Registrierung ist in diesem Shop nur mit einer Adresse in diesem Land möglich.',
  invalid_date_of_birth: 'Bitte geben Sie ein gültiges Geburtsdatum ein.',
  underage: 'Sie müssen mindestens 18 Jahre alt sein, um ein Kundenkonto zu eröffnen.',
  email_invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  invalid_password: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
} as const;

const MIN_PASSWORD_LENGTH = 8;
const ADULT_AGE = 18;

const STREET = /^[\p{L}\d][\p{L}\d\s'.\-/]{0,49}$/u;
const STREET_NUMBER = /^\d{1,4}\s?[a-zA-Z]?(\s?[-/]\s?\d{1,4}\s?[a-zA-Z]?)?$/;
const CITY = /^\p{L}[\p{L}\s'.\-/()]{0,34}$/u;
const ADDITION = /^[\p{L}\d\s'.,\-/]{0,35}$/u;
const ZIP: Record<CountryCode, RegExp> = { DE: /^\d{5}$/, AT: /^\d{4}$/, CH: /^\d{4}$/ };
const PACKSTATION = /pack\s*station/i;

/** Age in whole years on `today` of someone born on `birth` (yyyy-mm-dd), or undefined for no real date. */
function ageOn(birth: string, today: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birth);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  if (year < 1900 || date > today) return undefined;
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export class FieldErrors {
  readonly errors: FieldError[] = [];
  constructor(private readonly market: Market) {}

  add(
    key: ErrorKeyName,
    field: string,
    text: keyof typeof FIELD_ERROR_TEXT = key as keyof typeof FIELD_ERROR_TEXT,
  ): void {
    const detail = this.market === 'ch' ? FIELD_ERROR_TEXT[text].replace(/ß/g, 'ss') : FIELD_ERROR_TEXT[text];
    this.errors.push({ key: errorKey(key), field, detail });
  }

  /** 400 with the first error's key and text on top and all of them in field_errors. */
  throwIfAny(): void {
    const first = this.errors[0];
    if (!first) return;
    const name = first.key.slice(first.key.lastIndexOf('/') + 1) as ErrorKeyName;
    throw new UpstreamError(400, name, { detail: first.detail, field_errors: this.errors });
  }
}

export function checkName(errors: FieldErrors, firstName: string, lastName: string): void {
  if (personNameProblem(firstName) !== null) errors.add('invalid_first_name', 'first_name');
  if (personNameProblem(lastName) !== null) errors.add('invalid_last_name', 'last_name');
}

export function checkEmail(errors: FieldErrors, email: string): void {
  if (!isValidEmail(email)) errors.add('email_invalid', 'email');
}

export function checkPassword(errors: FieldErrors, password: string | undefined, required: boolean): void {
  if (password === undefined || password === '') {
    if (required) errors.add('invalid_password', 'password');
    return;
  }
  if (password.length < MIN_PASSWORD_LENGTH) errors.add('invalid_password', 'password');
}

export interface AddressFields {
  street: string;
  street_number: string;
  address_addition?: string | null | undefined;
  zip_code: string;
  city: string;
  country_code?: CountryCode | undefined;
}

/** Checks the billing address of a registration; answers the country it belongs to. */
export function checkAddress(errors: FieldErrors, market: Market, address: AddressFields): CountryCode {
  const country = COUNTRY_OF_MARKET[market];
  if (PACKSTATION.test(address.street)) errors.add('invalid_street', 'street', 'packstation');
  else if (!STREET.test(address.street.trim())) errors.add('invalid_street', 'street');
  if (!STREET_NUMBER.test(address.street_number.trim())) errors.add('invalid_street_number', 'street_number');
  const addition = address.address_addition ?? '';
  if (!ADDITION.test(addition.trim())) errors.add('invalid_address_addition', 'address_addition');
  if (!ZIP[country].test(address.zip_code.trim())) errors.add('invalid_zip_code', 'zip_code');
  if (!CITY.test(address.city.trim())) errors.add('invalid_city', 'city');
  if (address.country_code !== undefined && address.country_code !== country)
    errors.add('invalid_country_code', 'country_code');
  return country;
}

export function checkDateOfBirth(errors: FieldErrors, dateOfBirth: string, today: Date): void {
  const age = ageOn(dateOfBirth.trim(), today);
  if (age === undefined) errors.add('invalid_date_of_birth', 'date_of_birth');
  else if (age < ADULT_AGE) errors.add('invalid_date_of_birth', 'date_of_birth', 'underage');
}

/** A new password on its own (set-password routes): 400 invalid_password when too short. */
export function checkNewPassword(market: Market, password: string): void {
  const errors = new FieldErrors(market);
  checkPassword(errors, password, true);
  errors.throwIfAny();
}
