import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPassword, MIN_PASSWORD_LENGTH, passwordUserInputs } from './password.ts';
import { ratePassword } from './passwordStrength.ts';

describe('checkPassword (property)', () => {
  it('accepts exactly the passwords of at least 8 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 20 }), (password) => {
        const length = [...password].length;
        const result = checkPassword(password);
        if (password === '') expect(result).toEqual({ ok: false, problem: 'REQUIRED' });
        else if (length < MIN_PASSWORD_LENGTH) expect(result).toEqual({ ok: false, problem: 'TOO_SHORT' });
        else expect(result).toEqual({ ok: true });
      }),
    );
  });

  it('collects the name and the parts of the e-mail as guessable words', () => {
    expect(passwordUserInputs({ firstName: 'Anna', lastName: 'Schmidt', email: 'Anna.Schmidt@example.de' })).toEqual(
      expect.arrayContaining(['anna', 'schmidt', 'anna.schmidt@example.de', 'example']),
    );
  });
});

describe('ratePassword', () => {
  const anna = { firstName: 'Anna', lastName: 'Schmidt', email: 'anna.schmidt@example.de' };

  it('calls short and common German passwords not secure', () => {
    expect(ratePassword('hallo123')).toBe('NOT_SECURE');
    expect(ratePassword('passwort')).toBe('NOT_SECURE');
    expect(ratePassword('kurz')).toBe('NOT_SECURE');
  });

  it('calls a long random passphrase very secure', () => {
    expect(ratePassword('Wolkenkratzer!Fahrrad#Quitte27')).toBe('VERY_SECURE');
  });

  it('calls a medium password ok', () => {
    expect(ratePassword('Sommer!Wiese9')).toMatch(/^(OK|VERY_SECURE)$/);
  });

  it('flags the customer’s own name or e-mail as guessable keywords', () => {
    expect(ratePassword('Schmidt!Wiese2024', anna)).toBe('GUESSABLE_KEYWORDS');
    expect(ratePassword('Schmidt!Wiese2024')).not.toBe('GUESSABLE_KEYWORDS');
  });

  it('never rates a password shorter than the minimum better than not secure, whatever it contains', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: MIN_PASSWORD_LENGTH - 1 }), (password) => {
        expect(['NOT_SECURE', 'GUESSABLE_KEYWORDS']).toContain(ratePassword(password, anna));
      }),
      { numRuns: 50 },
    );
  });
});
