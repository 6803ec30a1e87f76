import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.ts';

describe('order cursors', () => {
  it('round-trip the offset and the service cursor', () => {
    expect(decodeCursor(encodeCursor({ offset: 50 }))).toEqual({ offset: 50 });
    expect(decodeCursor(encodeCursor({ offset: 100, upstream: 'abc=' }))).toEqual({ offset: 100, upstream: 'abc=' });
  });

  it('start at the beginning without a cursor', () => {
    expect(decodeCursor(undefined)).toEqual({ offset: 0 });
    expect(decodeCursor(null)).toEqual({ offset: 0 });
  });

  it('refuse anything that is not a cursor of this connection', () => {
    expect(decodeCursor('nonsense')).toBeNull();
    expect(decodeCursor(Buffer.from('{"o":-1}').toString('base64url'))).toBeNull();
    expect(decodeCursor(Buffer.from('{"o":1.5}').toString('base64url'))).toBeNull();
    expect(decodeCursor(Buffer.from('[1]').toString('base64url'))).toBeNull();
  });
});
