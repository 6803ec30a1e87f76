import { describe, expect, it } from 'vitest';
import { createFormatError, MESSAGES } from './errors.ts';

describe('formatError', () => {
  const internal = {
    message: 'Cannot read properties of undefined (reading "x")',
    path: ['viewer'],
    extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['TypeError: …'] },
  };
  const upstream = {
    message: MESSAGES.generic,
    path: ['viewer', 'customer', 'personalDetails'],
    extensions: { code: 'UPSTREAM_UNAVAILABLE', stacktrace: ['…'] },
  };

  it('passes errors through unchanged outside production', () => {
    expect(createFormatError(false)(internal)).toBe(internal);
  });

  it('replaces internal errors with the generic German text in production', () => {
    expect(createFormatError(true)(internal)).toEqual({
      message: MESSAGES.generic,
      path: ['viewer'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });

  it('keeps the message of errors with a public code in production, without stack traces', () => {
    expect(createFormatError(true)(upstream)).toEqual({
      message: MESSAGES.generic,
      path: upstream.path,
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });
});
