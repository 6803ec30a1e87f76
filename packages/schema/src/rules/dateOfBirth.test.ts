import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADULT_AGE,
  ageOn,
  checkDateOfBirth,
  formatIsoDate,
  isAdult,
  isoDateOf,
  parseDisplayDate,
} from './dateOfBirth.ts';

const day = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2100-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const separator = fc.constantFrom('.', '/', '-', ' . ', ' ');

function parts(iso: string): [string, string, string] {
  const [y, m, d] = iso.split('-') as [string, string, string];
  return [d, m, y];
}

describe('parseDisplayDate (property)', () => {
  it('turns every real date typed as dd.mm.yyyy, with any separators, into its ISO date', () => {
    fc.assert(
      fc.property(day, separator, separator, (date, s1, s2) => {
        const iso = isoDateOf(date);
        const [d, m, y] = parts(iso);
        expect(parseDisplayDate(`${d}${s1}${m}${s2}${y}`)).toEqual({ ok: true, iso });
        expect(parseDisplayDate(` ${Number(d)}.${Number(m)}.${y} `)).toEqual({ ok: true, iso });
      }),
    );
  });

  it('takes every real date typed as the eight digits ddmmyyyy (a number pad has no separators)', () => {
    fc.assert(
      fc.property(day, (date) => {
        const iso = isoDateOf(date);
        const [d, m, y] = parts(iso);
        expect(parseDisplayDate(`${d}${m}${y}`)).toEqual({ ok: true, iso });
      }),
    );
    expect(parseDisplayDate('31011950')).toEqual({ ok: true, iso: '1950-01-31' });
    expect(parseDisplayDate('31021950')).toEqual({ ok: false, problem: 'INVALID_DATE' });
    expect(parseDisplayDate('3101950')).toEqual({ ok: false, problem: 'INVALID_FORMAT' });
    expect(parseDisplayDate('310119500')).toEqual({ ok: false, problem: 'INVALID_FORMAT' });
  });

  it('round-trips with the display format', () => {
    fc.assert(
      fc.property(day, (date) => {
        const iso = isoDateOf(date);
        expect(parseDisplayDate(formatIsoDate(iso))).toEqual({ ok: true, iso });
      }),
    );
  });

  it('refuses anything with other characters than digits and separators', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => /[^\d./\-\s]/.test(s)),
        (raw) => {
          expect(parseDisplayDate(raw)).toMatchObject({ ok: false, problem: 'INVALID_CHARACTERS' });
        },
      ),
    );
  });

  it('refuses days that do not exist', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 29, max: 35 }),
        (y, m, d) => {
          const real = new Date(Date.UTC(y, m - 1, d)).getUTCMonth() === m - 1;
          const result = parseDisplayDate(`${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${y}`);
          expect(result.ok).toBe(real);
        },
      ),
    );
  });

  it('names the problem of typical wrong input', () => {
    expect(parseDisplayDate('')).toEqual({ ok: false, problem: 'REQUIRED' });
    expect(parseDisplayDate('12.04.61')).toEqual({ ok: false, problem: 'INVALID_FORMAT' });
    expect(parseDisplayDate('12.4.1961x')).toEqual({ ok: false, problem: 'INVALID_CHARACTERS' });
    expect(parseDisplayDate('31.02.1990')).toEqual({ ok: false, problem: 'INVALID_DATE' });
    expect(parseDisplayDate('1961-04-12')).toEqual({ ok: true, iso: '1961-04-12' });
  });
});

describe('adult check (property)', () => {
  it('someone is an adult exactly from their 18th birthday on', () => {
    fc.assert(
      fc.property(day, (birthDate) => {
        const birth = isoDateOf(birthDate);
        const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
        // the 18th birthday; 29 February falls on 1 March in other years
        const birthday = new Date(Date.UTC(y + ADULT_AGE, m - 1, d));
        const dayBefore = new Date(birthday.getTime() - 86_400_000);
        expect(isAdult(birth, isoDateOf(birthday))).toBe(true);
        expect(isAdult(birth, isoDateOf(dayBefore))).toBe(false);
      }),
    );
  });

  it('age never decreases as time goes on and grows by one per year', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 40_000 }),
        fc.integer({ min: 0, max: 400 }),
        (birthDate, offset, more) => {
          const birth = isoDateOf(birthDate);
          const t1 = new Date(birthDate.getTime() + offset * 86_400_000);
          const t2 = new Date(t1.getTime() + more * 86_400_000);
          const a1 = ageOn(birth, isoDateOf(t1));
          const a2 = ageOn(birth, isoDateOf(t2));
          expect(a1).toBeGreaterThanOrEqual(0);
          expect(a2).toBeGreaterThanOrEqual(a1);
          expect(a2 - a1).toBeLessThanOrEqual(Math.floor(more / 365) + 1);
        },
      ),
    );
  });

  it('checkDateOfBirth accepts adults, refuses minors and dates in the future', () => {
    const today = new Date('2026-11-22T10:00:00Z');
    expect(checkDateOfBirth('22.11.2008', today)).toEqual({ ok: true, iso: '2008-11-22', age: 18 });
    expect(checkDateOfBirth('23.11.2008', today)).toEqual({ ok: false, problem: 'UNDERAGE' });
    expect(checkDateOfBirth('01.01.2030', today)).toEqual({ ok: false, problem: 'INVALID_DATE' });
    expect(checkDateOfBirth('01.01.1899', today)).toEqual({ ok: false, problem: 'INVALID_DATE' });
    fc.assert(
      fc.property(day, (birthDate) => {
        const result = checkDateOfBirth(formatIsoDate(isoDateOf(birthDate)), today);
        const iso = isoDateOf(birthDate);
        if (iso > '2026-11-22') expect(result).toEqual({ ok: false, problem: 'INVALID_DATE' });
        else expect(result.ok).toBe(isAdult(iso, '2026-11-22'));
      }),
    );
  });
});
