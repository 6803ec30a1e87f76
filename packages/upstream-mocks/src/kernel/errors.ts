/** Upstream error answers: one error class, turned into the contract's error body by the app. */
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
export function defaultErrorKey(status: number): ErrorKeyName {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status >= 500) return 'internal_server_error';
  return 'bad_request';
}

export function errorBody(status: number, detail?: string): UpstreamErrorBody {
  return { status, key: errorKey(defaultErrorKey(status)), ...(detail === undefined ? {} : { detail }) };
}
