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

  it('refuses letters among the digits and numbers too short to have an area code', () => {
    expect(isValidPhone('12345abc', 'DE')).toBe(false);
    expect(isValidPhone('0221 1234567 abc', 'DE')).toBe(false);
    expect(isValidPhone('0800 FLOWERS', 'DE')).toBe(false);
    expect(isValidPhone('12345', 'DE')).toBe(false);
    expect(isValidPhone('+49 12345', 'DE')).toBe(false);
    expect(isValidPhone('0221 12+34567', 'DE')).toBe(false);
  });

  it('accepts the usual ways of writing a number', () => {
    expect(isValidPhone('(0221) 123 45 67', 'DE')).toBe(true);
    expect(isValidPhone('0221/1234567', 'DE')).toBe(true);
    expect(isValidPhone('0221-123 45 67', 'DE')).toBe(true);
    expect(isValidPhone('01 12345', 'AT')).toBe(true);
    expect(isValidPhone('+41 44 123 45 67', 'CH')).toBe(true);
  });
});
