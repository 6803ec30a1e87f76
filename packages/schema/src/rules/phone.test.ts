import { describe, expect, it } from 'vitest';
import { isValidPhone } from './phone.ts';

describe('phone numbers of an address', () => {
  it('accepts numbers of the chosen country, national or international', () => {
    expect(isValidPhone('+49 221 1234567', 'DE')).toBe(true);
    expect(isValidPhone('0221 1234567', 'DE')).toBe(true);
    expect(isValidPhone('+43 1 2345678', 'AT')).toBe(true);
    expect(isValidPhone('044 123 45 67', 'CH')).toBe(true);
  });

  it('refuses numbers of another country and no numbers at all', () => {
    expect(isValidPhone('+43 1 2345678', 'DE')).toBe(false);
    expect(isValidPhone('12', 'DE')).toBe(false);
    expect(isValidPhone('abc', 'CH')).toBe(false);
  });
});
