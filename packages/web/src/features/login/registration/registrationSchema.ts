/**
 * The registration forms' schemas (docs/product/ways-in.md §5 "Account creation"): the name and the address
 * by the shared field groups' rules (components/personFieldRules.ts), date of birth dd.mm.yyyy (or ddmmyyyy) of an adult and a valid
 * e-mail through the shared rules;
 * password at least 8 characters; every text within its input bound (the gateway's). Messages are
 * catalog keys.
 */
import * as z from 'zod/mini';
import { checkDateOfBirth, type DateOfBirthProblem } from '@mein-konto/schema/rules/dateOfBirth';
import { CREATE_ACCOUNT_BOUNDS, type TextBound } from '@mein-konto/schema/rules/inputBounds';
import { checkPassword } from '@mein-konto/schema/rules/password';
import { normaliseUsername } from '@mein-konto/schema/rules/username';
import type { Market } from '../../../lib/config.ts';
import type { MessageKey } from '../../../lib/i18n/index.tsx';
import { boundIssue } from '../../../lib/inputBounds.ts';
import { personNameProblems, postalAddressProblems } from '../../../components/personFieldRules.ts';

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

export function lightAccountProblems(values: LightAccountValues): Problems<LightAccountValues> {
  const problems: Problems<LightAccountValues> = personNameProblems(values);
  const email = emailProblem(values.email);
  if (email) problems.email = email;
  bounded(values, problems);
  return problems;
}

export function registrationProblems(
  values: RegistrationValues,
  market: Market,
  options: { passwordRequired: boolean; today?: Date },
): Problems<RegistrationValues> {
  const problems: Problems<RegistrationValues> = {
    ...lightAccountProblems(values),
    ...postalAddressProblems(values, market),
  };
  const dateOfBirth = checkDateOfBirth(values.dateOfBirth, options.today);
  if (!dateOfBirth.ok) problems.dateOfBirth = DATE_OF_BIRTH_KEYS[dateOfBirth.problem];
  if (options.passwordRequired || values.password !== '') {
    const password = checkPassword(values.password);
    if (!password.ok) problems.password = password.problem === 'REQUIRED' ? 'password.required' : 'password.tooShort';
  }
  bounded(values, problems);
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
