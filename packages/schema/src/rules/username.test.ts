import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKETS } from '../upstream/common.ts';
import { normaliseUsername } from './username.ts';

const market = fc.constantFrom(...MARKETS);
const digits = fc.stringMatching(/^[1-9]\d{0,9}$/);
const localPart = fc.stringMatching(/^[a-zA-Z0-9_+-]{1,12}(\.[a-zA-Z0-9_+-]{1,8})?$/);
const domain = fc.stringMatching(/^[a-zA-Z0-9]([a-zA-Z0-9-]{0,8}[a-zA-Z0-9])?\.[a-zA-Z]{2,4}$/);
const blanks = fc.stringMatching(/^[ \t]{0,3}$/);

describe('normaliseUsername (property)', () => {
  it('is idempotent: a normalised username normalises to itself', () => {
    fc.assert(
      fc.property(fc.string(), market, (raw, m) => {
        const first = normaliseUsername(raw, m);
        if (!first.ok) return;
        expect(normaliseUsername(first.username, m)).toEqual(first);
      }),
    );
  });

  it('ignores surrounding blanks and the case of e-mail addresses', () => {
    fc.assert(
      fc.property(localPart, domain, blanks, blanks, market, (local, host, before, after, m) => {
        const email = `${local}@${host}`;
        const result = normaliseUsername(`${before}${email.toUpperCase()}${after}`, m);
        expect(result).toEqual({ ok: true, type: 'EMAIL', username: email.toLowerCase() });
      }),
    );
  });

  it('strips leading zeros and single spaces between digit groups of a customer number (DE and AT)', () => {
    fc.assert(
      fc.property(
        digits,
        fc.nat({ max: 4 }),
        fc.array(fc.nat({ max: 9 }), { maxLength: 3 }),
        fc.constantFrom('de', 'at'),
        (number, zeros, cuts, m) => {
          const typed = '0'.repeat(zeros) + number;
          // put single spaces at some positions between digits
          const positions = new Set(
            cuts.map((c) => 1 + (c % Math.max(1, typed.length - 1))).filter((p) => p < typed.length),
          );
          const grouped = [...typed].map((ch, i) => (positions.has(i) ? ` ${ch}` : ch)).join('');
          expect(normaliseUsername(grouped, m as 'de' | 'at')).toEqual({
            ok: true,
            type: 'CUSTOMER_NUMBER',
            username: number,
          });
        },
      ),
    );
  });

  it('refuses every customer number in the Swiss market', () => {
    fc.assert(
      fc.property(digits, (number) => {
        expect(normaliseUsername(number, 'ch')).toEqual({ ok: false, problem: 'EMAIL_REQUIRED' });
      }),
    );
  });

  it('never accepts blank input and never returns an empty username', () => {
    fc.assert(
      fc.property(fc.string(), market, (raw, m) => {
        const result = normaliseUsername(raw, m);
        if (raw.trim() === '') expect(result).toEqual({ ok: false, problem: 'REQUIRED' });
        if (result.ok) {
          expect(result.username).not.toBe('');
          expect(result.username).toBe(result.username.trim());
          if (result.type === 'CUSTOMER_NUMBER') expect(result.username).toMatch(/^[1-9]\d*$/);
        }
      }),
    );
  });
});
