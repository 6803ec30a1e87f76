/** Upstream error answers: one error class, turned into the contract's error body by the app. */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { errorKey, type ErrorKeyName, type UpstreamErrorBody } from '@mein-konto/schema/upstream/common';

export class UpstreamError extends Error {
  readonly status: number;
  readonly body: UpstreamErrorBody;

  constructor(status: number, key: ErrorKeyName, extra: Omit<UpstreamErrorBody, 'status' | 'key'> = {}) {
    super(extra.detail ?? key);
    this.name = 'UpstreamError';
    this.status = status;
    this.body = { status, key: errorKey(key), ...extra };
  }
}

/** The key a bare error status stands for, when no better one is known. */
function defaultErrorKey(status: number): ErrorKeyName {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status >= 500) return 'internal_server_error';
  return 'bad_request';
}

/** The reference of a server error, as the services give it (e.g. "F-3A9C1E07"). */
function newErrorId(): string {
  return `F-${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** The body of a bare error status; a server error (5xx) carries its reference `error_id`. */
export function errorBody(status: number, detail?: string): UpstreamErrorBody {
  return {
    status,
    key: errorKey(defaultErrorKey(status)),
    ...(detail === undefined ? {} : { detail }),
    ...(status >= 500 ? { error_id: newErrorId() } : {}),
  };
}

/** 400 bad_request naming every failing field of a query or body. */
export function invalidInput(where: 'query' | 'body', error: z.ZodError): UpstreamError {
  const fieldErrors = error.issues.map((issue) => ({
    key: errorKey('bad_request'),
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : where,
    detail: issue.message,
  }));
  const detail = `invalid ${where}: ${fieldErrors.map((f) => `${f.field}: ${f.detail}`).join('; ')}`;
  return new UpstreamError(400, 'bad_request', { detail, field_errors: fieldErrors });
}

/** The parsed input, or 400 bad_request naming the failing fields (admin calls). */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, where: 'query' | 'body'): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidInput(where, result.error);
  return result.data;
}
