/**
 * The registration forms' schemas (docs/product/ways-in.md §5 "Account creation"): required fields, the names by
 * the service's name rule, ZIP of the market, date of birth dd.mm.yyyy (or ddmmyyyy) of an adult and a valid
 * e-mail through the shared rules;
 * password at least 8 characters; every text within its input bound (the gateway's). Messages are
 * catalog keys.
 */
import * as z from 'zod/mini';
import { checkDateOfBirth, type DateOfBirthProblem } from '@mein-konto/schema/rules/dateOfBirth';
import { CREATE_ACCOUNT_BOUNDS, type TextBound } from '@mein-konto/schema/rules/inputBounds';
import { checkPassword } from '@mein-konto/schema/rules/password';
import { personNameProblem } from '@mein-konto/schema/rules/personName';
import { normaliseUsername } from '@mein-konto/schema/rules/username';
import type { Market } from '../../../lib/config.ts';
import type { MessageKey } from '../../../lib/i18n/index.tsx';
import { boundIssue } from '../../../lib/inputBounds.ts';

export interface RegistrationValues {
  salutation: 'MS' | 'MR';
  firstName: string;
  lastName: string;
  street: string;
  streetNumber: string;
  addressAddition: string;
  zipCode: string;
  city: string;
  dateOfBirth: string;
  email: string;
  password: string;
  newsletterConsent: boolean;
}

export type LightAccountValues = Pick<RegistrationValues, 'firstName' | 'lastName' | 'email'>;

type Problems<T> = Partial<Record<keyof T, MessageKey>>;

/** The bound of each text field (the gateway's): its maxLength and the browser's check. */
const REGISTRATION_FIELD_BOUNDS: Partial<Record<keyof RegistrationValues, TextBound>> = CREATE_ACCOUNT_BOUNDS;

const DATE_OF_BIRTH_KEYS: Record<DateOfBirthProblem, MessageKey> = {
  REQUIRED: 'register.dateOfBirth.required',
  INVALID_CHARACTERS: 'register.dateOfBirth.format',
  INVALID_FORMAT: 'register.dateOfBirth.format',
  INVALID_DATE: 'register.dateOfBirth.invalid',
  UNDERAGE: 'register.dateOfBirth.underage',
};

/** ZIP digits of the market: 5 in Germany, 4 in Austria and Switzerland. */
export function zipPattern(market: Market): RegExp {
  return market === 'de' ? /^\d{5}$/ : /^\d{4}$/;
}

function emailProblem(email: string): MessageKey | undefined {
  if (email.trim() === '') return 'form.required';
  const checked = normaliseUsername(email, 'ch');
  return checked.ok ? undefined : 'login.createAccount.invalidEmailError';
}

/** A field over its bound or with forbidden characters: this problem before any other of the field. */
function bounded<T extends object>(values: T, problems: Problems<T>): void {
  for (const [field, bound] of Object.entries(REGISTRATION_FIELD_BOUNDS)) {
    const value = (values as Record<string, unknown>)[field];
    const issue = typeof value === 'string' ? boundIssue(bound, value) : null;
    if (issue) problems[field as keyof T] = issue;
  }
}

function required<T>(values: T, fields: readonly (keyof T)[], problems: Problems<T>): void {
  for (const field of fields) {
    const value = values[field];
    if (typeof value === 'string' && value.trim() === '') problems[field] = 'form.required';
  }
}

const NAME_RULE_KEYS = {
  firstName: 'register.firstName.invalid',
  lastName: 'register.lastName.invalid',
} as const satisfies Record<'firstName' | 'lastName', MessageKey>;

export function lightAccountProblems(values: LightAccountValues): Problems<LightAccountValues> {
  const problems: Problems<LightAccountValues> = {};
  required(values, ['firstName', 'lastName'], problems);
  const email = emailProblem(values.email);
  if (email) problems.email = email;
  bounded(values, problems);
  nameRule(values, problems);
  return problems;
}

/** The service's name rule, after the bound's problem (which comes first at its field), saying what is allowed. */
function nameRule(values: LightAccountValues, problems: Problems<LightAccountValues>): void {
  for (const field of ['firstName', 'lastName'] as const) {
    if (!problems[field] && personNameProblem(values[field]) === 'invalid') problems[field] = NAME_RULE_KEYS[field];
  }
}

export function registrationProblems(
  values: RegistrationValues,
  market: Market,
  options: { passwordRequired: boolean; today?: Date },
): Problems<RegistrationValues> {
  const problems: Problems<RegistrationValues> = { ...lightAccountProblems(values) };
  required(values, ['street', 'streetNumber', 'zipCode', 'city'], problems);
  if (!problems.zipCode && !zipPattern(market).test(values.zipCode.trim()))
    problems.zipCode = 'register.zipCode.invalid';
  const dateOfBirth = checkDateOfBirth(values.dateOfBirth, options.today);
  if (!dateOfBirth.ok) problems.dateOfBirth = DATE_OF_BIRTH_KEYS[dateOfBirth.problem];
  if (options.passwordRequired || values.password !== '') {
    const password = checkPassword(values.password);
    if (!password.ok) problems.password = password.problem === 'REQUIRED' ? 'password.required' : 'password.tooShort';
  }
  bounded(values, problems);
  nameRule(values, problems);
  return problems;
}

function schemaOf<T extends object>(problemsOf: (values: T) => Problems<T>) {
  return z
    .custom<T>(() => true)
    .check(
      z.superRefine((values, ctx) => {
        for (const [field, message] of Object.entries(problemsOf(values as T))) {
          ctx.issues.push({ code: 'custom', path: [field], message: message as string, input: values });
        }
      }),
    );
}

export function registrationSchema(market: Market, options: { passwordRequired: boolean }) {
  return schemaOf<RegistrationValues>((values) => registrationProblems(values, market, options));
}

export function lightAccountSchema() {
  return schemaOf<LightAccountValues>(lightAccountProblems);
}
