/**
 * Expected upstream answers of the ways in turned into union members: token refusals (one
 * TokenError with its code), field errors with the service's German detail text at the input
 * field, and the input checks the gateway makes with the shared rules before calling.
 */
import { checkDateOfBirth, parseDisplayDate } from '@mein-konto/schema/rules/dateOfBirth';
import { checkPassword } from '@mein-konto/schema/rules/password';
import { normaliseUsername, type NormalisedUsername } from '@mein-konto/schema/rules/username';
import type { GatewayContext } from '../../context.ts';
import { UpstreamHttpError } from '../../datasources/upstreamErrors.ts';
import type { FieldError } from '../../generated/graphql.ts';
import { USERNAME_PROBLEM_MESSAGES } from '../session/messages.ts';
import { AUTH_MESSAGES, DATE_OF_BIRTH_MESSAGES, PASSWORD_MESSAGES, TOKEN_MESSAGES, type TokenErrorCode } from './messages.ts';

export interface TokenErrorModel {
  __typename: 'TokenError';
  code: TokenErrorCode;
  message: string;
}

export interface InvalidInputModel {
  __typename: 'InvalidInput';
  code: 'INVALID_INPUT';
  message: string;
  fieldErrors: FieldError[];
}

const TOKEN_CODES: Record<string, TokenErrorCode> = {
  token_missing: 'TOKEN_MISSING',
  token_invalid: 'TOKEN_INVALID',
  token_expired: 'TOKEN_EXPIRED',
  token_already_used: 'TOKEN_ALREADY_USED',
};

export function tokenError(code: TokenErrorCode): TokenErrorModel {
  return { __typename: 'TokenError', code, message: TOKEN_MESSAGES[code] };
}

/** The TokenError of an upstream token refusal, or null for any other error. */
export function tokenErrorOf(error: unknown): TokenErrorModel | null {
  if (!(error instanceof UpstreamHttpError) || error.key === undefined) return null;
  const code = TOKEN_CODES[error.key];
  return code ? tokenError(code) : null;
}

/** A blank token never reaches the service. */
export function missingToken(token: string | null | undefined): TokenErrorModel | null {
  return token === null || token === undefined || token.trim() === '' ? tokenError('TOKEN_MISSING') : null;
}

export function invalidInput(fieldErrors: FieldError[]): InvalidInputModel {
  return { __typename: 'InvalidInput', code: 'INVALID_INPUT', message: fieldErrors[0]?.message ?? AUTH_MESSAGES.generic, fieldErrors };
}

function camelField(field: string): string {
  return field.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/**
 * Field errors of a 400 (invalid_* keys, email_invalid, invalid_password, bad_request) at their
 * input fields with the service's detail text; null for any other error.
 */
export function fieldErrorsOf(error: unknown): InvalidInputModel | null {
  if (!(error instanceof UpstreamHttpError) || error.status !== 400 || !error.body) return null;
  const key = error.key ?? '';
  if (!key.startsWith('invalid_') && key !== 'email_invalid' && key !== 'bad_request') return null;
  const listed = error.body.field_errors ?? [];
  const fieldErrors: FieldError[] = listed.map((f) => ({ field: camelField(f.field), message: f.detail }));
  if (fieldErrors.length === 0) {
    const field = key === 'email_invalid' ? 'email' : key.startsWith('invalid_') ? camelField(key.slice('invalid_'.length)) : 'input';
    fieldErrors.push({ field, message: error.body.detail ?? AUTH_MESSAGES.generic });
  }
  // The service's e-mail text is the catalog's invalid-email message (login.createAccount.invalidEmailError).
  return invalidInput(fieldErrors);
}

export function checkNewPassword(password: string, field = 'password'): FieldError | null {
  const checked = checkPassword(password);
  return checked.ok ? null : { field, message: PASSWORD_MESSAGES[checked.problem] };
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

export type AcceptedUsername = Extract<NormalisedUsername, { ok: true }>;

/** The username by the market's rules, or the field error for `field`. */
export function acceptedUsername(ctx: GatewayContext, raw: string, field = 'username'): AcceptedUsername | InvalidInputModel {
  const normalised = normaliseUsername(raw, ctx.market);
  if (normalised.ok) return normalised;
  const message = USERNAME_PROBLEM_MESSAGES[normalised.problem];
  return invalidInput([{ field, message }]);
}

/** An e-mail address (lower-cased), or the field error. */
export function acceptedEmail(raw: string, field = 'email'): string | InvalidInputModel {
  const normalised = normaliseUsername(raw, 'ch');
  if (normalised.ok && normalised.type === 'EMAIL') return normalised.username;
  return invalidInput([{ field, message: raw.trim() === '' ? AUTH_MESSAGES.required : AUTH_MESSAGES.invalidEmail }]);
}
