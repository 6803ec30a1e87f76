/**
 * The expected outcomes every domain builds (decision 002): InvalidInput with its field errors
 * (the gateway's own checks, or the service's refusal with its German detail text at the input
 * field), the one TokenError of every token refusal (decision 007), and the failure of a change
 * to the customer's own account (e-mail, password, deletion).
 */
import { isWellFormedIdentifier, MAX_TOKEN_LENGTH } from '@mein-konto/schema/rules/identifier';
import { ERROR_CODES, errorCodeOf, MESSAGES } from '../errors.ts';
import { UpstreamError, UpstreamHttpError } from '../datasources/upstreamErrors.ts';
import type { FieldError, ResolversParentTypes, ResolversUnionTypes } from '../generated/graphql.ts';
import { TOKEN_MESSAGES, type TokenErrorCode } from './messages.ts';

/** What a resolver returns for a result union of the schema, e.g. ResultOf<'LoginResult'>. */
export type ResultOf<Union extends keyof ResolversUnionTypes<ResolversParentTypes>> =
  ResolversUnionTypes<ResolversParentTypes>[Union];

export interface InvalidInputModel {
  __typename: 'InvalidInput';
  code: 'INVALID_INPUT';
  message: string;
  fieldErrors: FieldError[];
}

export interface TokenErrorModel {
  __typename: 'TokenError';
  code: TokenErrorCode;
  message: string;
}

/** The input was refused at these fields; the message is the first field's. */
export function invalidInput(fieldErrors: FieldError[]): InvalidInputModel {
  return {
    __typename: 'InvalidInput',
    code: 'INVALID_INPUT',
    message: fieldErrors[0]?.message ?? MESSAGES.generic,
    fieldErrors,
  };
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
    const field =
      key === 'email_invalid'
        ? 'email'
        : key.startsWith('invalid_')
          ? camelField(key.slice('invalid_'.length))
          : 'input';
    fieldErrors.push({ field, message: error.body.detail ?? MESSAGES.generic });
  }
  // The service's e-mail text is the catalog's invalid-email message (login.createAccount.invalidEmailError).
  return invalidInput(fieldErrors);
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

/** A blank (TOKEN_MISSING) or malformed (TOKEN_INVALID: not a token the service issues) token never reaches the service. */
export function unusableToken(token: string | null | undefined): TokenErrorModel | null {
  if (token === null || token === undefined || token.trim() === '') return tokenError('TOKEN_MISSING');
  return isWellFormedIdentifier(token.trim(), MAX_TOKEN_LENGTH) ? null : tokenError('TOKEN_INVALID');
}

/**
 * A change to the customer's own account (e-mail, password, deletion) failed upstream: the
 * service's detail text when it gave one meant for customers, else the generic error. A session
 * that ended and anything that is not an upstream failure are thrown on.
 */
export function profileChangeFailed(error: unknown) {
  if (errorCodeOf(error) === ERROR_CODES.unauthenticated) throw error;
  if (!(error instanceof UpstreamError)) throw error;
  const detail = error instanceof UpstreamHttpError && error.status < 500 ? error.body?.detail : undefined;
  return {
    __typename: 'ProfileChangeFailed',
    code: 'PROFILE_CHANGE_FAILED',
    message: germanDetail(detail) ?? MESSAGES.generic,
  } as const;
}

/** Only a text meant for customers is shown: the services write those in German, capitalised, ending with a full stop. */
function germanDetail(detail: string | undefined): string | undefined {
  return detail !== undefined && /^[A-ZÄÖÜ]/.test(detail) && /[.!]$/.test(detail) ? detail : undefined;
}
