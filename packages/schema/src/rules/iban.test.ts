import { describe, expect, it } from 'vitest';
import { hasValidIbanChecksum, ibanProblem, maskIban, normaliseIban } from './iban.ts';

describe('IBAN rules', () => {
  it('normalises to upper case without spaces', () => {
    expect(normaliseIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
  });

  it('checks the country pattern before the checksum', () => {
    expect(ibanProblem('', 'DE')).toBe('required');
    expect(ibanProblem('DE89 3704 0044 0532 0130', 'DE')).toBe('pattern');
    expect(ibanProblem('AT61 1904 3002 3457 3201', 'DE')).toBe('pattern');
    expect(ibanProblem('de89 3704 0044 0532 0130 00', 'DE')).toBeNull();
    expect(ibanProblem('DE89370400440532013000', 'DE')).toBeNull();
    expect(ibanProblem('AT61 1904 3002 3457 3201', 'AT')).toBeNull();
  });

  it('catches a typo by the checksum', () => {
    expect(ibanProblem('DE89 3704 0044 0532 0130 01', 'DE')).toBe('checksum');
    expect(hasValidIbanChecksum('AT61 1904 3002 3457 3202')).toBe(false);
  });

  it('masks all but the country and the last four characters', () => {
    expect(maskIban('DE89370400440532013000')).toBe('DE** **** **** **** **30 00');
    expect(maskIban('DE89370400440532013000')).not.toContain('3704');
  });
});
