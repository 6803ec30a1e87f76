import { describe, expect, it } from 'vitest';
import { isWellFormedIdentifier, MAX_ID_LENGTH } from './identifier.ts';

describe('identifiers', () => {
  it('accepts the ids and tokens the services issue', () => {
    for (const value of ['o-81000004', '3f2c9a1e-7d4b-4c1a-9e2f-0b1c2d3e4f5a', 'Zm9vYmFy_-', '81000009']) {
      expect(isWellFormedIdentifier(value, MAX_ID_LENGTH)).toBe(true);
    }
  });

  it('refuses empty, blank, overlong, non-ASCII and broken UTF-16 values', () => {
    for (const value of ['', ' ', 'o 1', 'x'.repeat(MAX_ID_LENGTH + 1), 'bestellung-ä', '\ud800', 'a\u0000b']) {
      expect(isWellFormedIdentifier(value, MAX_ID_LENGTH)).toBe(false);
    }
  });
});
