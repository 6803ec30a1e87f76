/**
 * The account verification forms (docs/product/ways-in.md §4 "Account verification", §5 "Customer verification"):
 * an order number or customer number of digits, or the delivery address (by the shared field group's
 * rules, components/personFieldRules.ts: the city may stay empty) plus the date of birth (dd.mm.yyyy); every text within its input bound (the gateway's). Messages are catalog keys.
 */
import * as z from 'zod/mini';
import type { Market } from '../../lib/config.ts';
import { checkDateOfBirth } from '@mein-konto/schema/rules/dateOfBirth';
import { VERIFY_ACCOUNT_BOUNDS, type TextBound } from '@mein-konto/schema/rules/inputBounds';
import { normaliseUsername } from '@mein-konto/schema/rules/username';
import type { MessageKey } from '../../lib/i18n/index.tsx';
import { boundIssue } from '../../lib/inputBounds.ts';
import { postalAddressProblems } from '../../components/personFieldRules.ts';

export type VerificationMethodStep =
  'order-number-verification' | 'customer-number-verification' | 'address-verification';

export interface VerificationValues {
  email: string;
  orderNumber: string;
  customerNumber: string;
  street: string;
  streetNumber: string;
  zipCode: string;
  city: string;
  dateOfBirth: string;
}

type Problems = Partial<Record<keyof VerificationValues, MessageKey>>;

/** The bound of each field (the gateway's): its maxLength and the browser's check. */
const VERIFICATION_FIELD_BOUNDS: Record<keyof VerificationValues, TextBound> = VERIFY_ACCOUNT_BOUNDS;

const DIGITS = /^\d+( \d+)*$/;

function verificationProblems(
  step: VerificationMethodStep,
  values: VerificationValues,
  market: Market,
  today?: Date,
): Problems {
  const problems: Problems = {};
  if (!normaliseUsername(values.email, 'ch').ok) problems.email = 'verification.emailMissing';
  if (step === 'order-number-verification' && !DIGITS.test(values.orderNumber.trim())) {
    problems.orderNumber = 'verification.orderNumber.invalid';
  }
  if (step === 'customer-number-verification' && !DIGITS.test(values.customerNumber.trim())) {
    problems.customerNumber = 'verification.customerNumber.invalid';
  }
  if (step === 'address-verification') {
    Object.assign(problems, postalAddressProblems(values, market, { cityOptional: true }));
    const dateOfBirth = checkDateOfBirth(values.dateOfBirth, today);
    if (!dateOfBirth.ok) {
      problems.dateOfBirth =
        dateOfBirth.problem === 'REQUIRED'
          ? 'register.dateOfBirth.required'
          : dateOfBirth.problem === 'UNDERAGE' || dateOfBirth.problem === 'INVALID_DATE'
            ? 'register.dateOfBirth.invalid'
            : 'register.dateOfBirth.format';
    }
  }
  for (const [field, bound] of Object.entries(VERIFICATION_FIELD_BOUNDS) as [keyof VerificationValues, TextBound][]) {
    const issue = boundIssue(bound, values[field]);
    if (issue) problems[field] = issue;
  }
  return problems;
}

export function verificationSchema(step: VerificationMethodStep, market: Market) {
  return z
    .custom<VerificationValues>(() => true)
    .check(
      z.superRefine((values, ctx) => {
        for (const [field, message] of Object.entries(
          verificationProblems(step, values as VerificationValues, market),
        )) {
          ctx.issues.push({ code: 'custom', path: [field], message: message as string, input: values });
        }
      }),
    );
}
