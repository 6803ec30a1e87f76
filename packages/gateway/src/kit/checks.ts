/**
 * The input checks the product gives the client (docs/product/ways-in.md §5), made again by the gateway before calling a
 * service (decision 007): the same rules (packages/schema/src/rules), a FieldError at the input
 * field when they refuse.
 */
import { checkDateOfBirth, parseDisplayDate } from '@mein-konto/schema/rules/dateOfBirth';
import { isWellFormedIdentifier, MAX_ID_LENGTH } from '@mein-konto/schema/rules/identifier';
import { checkPassword } from '@mein-konto/schema/rules/password';
import { personNameProblem, personNameProblemText } from '@mein-konto/schema/rules/personName';
import type { FieldError } from '../generated/graphql.ts';
import { DATE_OF_BIRTH_MESSAGES, KIT_MESSAGES, PASSWORD_MESSAGES } from './messages.ts';

/**
 * Whether a recaptcha token is missing: such a request never reaches the service, and the
 * operation answers as the service's refusal of the token would make it answer.
 */
export function recaptchaMissing(token: string | null | undefined): boolean {
  return token === null || token === undefined || token.trim() === '';
}

/** A new password long enough, or the field error. */
export function checkNewPassword(password: string, field = 'password'): FieldError | null {
  const checked = checkPassword(password);
  return checked.ok ? null : { field, message: PASSWORD_MESSAGES[checked.problem] };
}

/**
 * The names of a new account against the service's name rule, before the service is called: a
 * field error with the rule for each name that breaks it (an empty name is left to the service,
 * which answers it with its own text).
 */
export function personNamesProblems(input: { firstName: string; lastName: string }): FieldError[] {
  return (['firstName', 'lastName'] as const)
    .filter((field) => personNameProblem(input[field]) === 'invalid')
    .map((field) => ({ field, message: personNameProblemText(field, 'invalid') }));
}

/** Date of birth as typed → ISO, checked for adults (registration). */
export function adultDateOfBirth(raw: string, field = 'dateOfBirth'): { iso: string } | FieldError {
  const checked = checkDateOfBirth(raw);
  return checked.ok ? { iso: checked.iso } : { field, message: DATE_OF_BIRTH_MESSAGES[checked.problem] };
}

/** Date of birth as typed → ISO (verification: no age check). */
export function anyDateOfBirth(raw: string, field = 'dateOfBirth'): { iso: string } | FieldError {
  const parsed = parseDisplayDate(raw);
  return parsed.ok ? { iso: parsed.iso } : { field, message: DATE_OF_BIRTH_MESSAGES[parsed.problem] };
}

/**
 * The idempotency key of a write (undefined: none given; false: malformed): the client's key of
 * one action, the same for its retries, passed to the service so a retry does not write twice.
 */
export function idempotencyKeyOf(raw: string | null | undefined): string | undefined | false {
  if (raw === null || raw === undefined) return undefined;
  return isWellFormedIdentifier(raw, MAX_ID_LENGTH) ? raw : false;
}

/** The field error of a malformed idempotency key (the client's fault: reload and try again). */
export const INVALID_IDEMPOTENCY_KEY: FieldError = {
  field: 'idempotencyKey',
  message: KIT_MESSAGES.idempotencyKeyInvalid,
};
