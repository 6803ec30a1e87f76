/**
 * The second error lane (docs/architecture.md §4): unexpected failures and missing
 * auth become GraphQLErrors with extensions.code. Expected outcomes are union members instead.
 */
import { GraphQLError, type GraphQLFormattedError } from 'graphql';

export const ERROR_CODES = {
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  upstreamUnavailable: 'UPSTREAM_UNAVAILABLE',
  badUserInput: 'BAD_USER_INPUT',
  internal: 'INTERNAL_SERVER_ERROR',
} as const;
type GatewayErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Codes whose message is written for customers and may reach a client in production. */
const PUBLIC_CODES = new Set<string>([
  ...Object.values(ERROR_CODES).filter((c) => c !== ERROR_CODES.internal),
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
  'OPERATION_NOT_REGISTERED',
]);

/** German texts of docs/product/shell.md §8. */
export const MESSAGES = {
  generic: 'Da hat etwas nicht funktioniert. Bitte versuchen Sie es später erneut.',
  tryAgain: 'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.',
  unauthenticated: 'Bitte melden Sie sich an.',
  forbidden: 'Dafür fehlt Ihnen die Berechtigung.',
  notFound: 'Das haben wir leider nicht gefunden.',
  invalidInput: 'Bitte überprüfen Sie Ihre Eingabe.',
} as const;

function gatewayError(code: GatewayErrorCode, message: string, cause?: unknown): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code },
    originalError: cause instanceof Error ? cause : undefined,
  });
}

export function unauthenticated(message: string = MESSAGES.unauthenticated): GraphQLError {
  return gatewayError(ERROR_CODES.unauthenticated, message);
}
export function notFound(message: string = MESSAGES.notFound): GraphQLError {
  return gatewayError(ERROR_CODES.notFound, message);
}
export function upstreamUnavailable(cause?: unknown): GraphQLError {
  return gatewayError(ERROR_CODES.upstreamUnavailable, MESSAGES.generic, cause);
}
export function badUserInput(message: string): GraphQLError {
  return gatewayError(ERROR_CODES.badUserInput, message);
}

export function errorCodeOf(error: unknown): string | undefined {
  if (error instanceof GraphQLError) {
    const code = error.extensions['code'];
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/**
 * Apollo Server's formatError: the last step of every error /graphql answers (app.ts). Outside
 * production errors pass through unchanged (with their stack traces). In production only errors
 * with a public code keep their message; anything else becomes the generic German text with
 * code INTERNAL_SERVER_ERROR, and no stack trace, upstream body or exception detail leaves the
 * gateway.
 */
export function createFormatError(isProduction: boolean) {
  return (formatted: GraphQLFormattedError): GraphQLFormattedError => {
    if (!isProduction) return formatted;
    const code = formatted.extensions?.['code'];
    // Codes are only set by this gateway; an exception without one is INTERNAL_SERVER_ERROR.
    if (typeof code === 'string' && PUBLIC_CODES.has(code)) {
      return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
    }
    return { message: MESSAGES.generic, path: formatted.path, extensions: { code: ERROR_CODES.internal } };
  };
}
