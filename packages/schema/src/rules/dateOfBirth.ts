/**
 * Date of birth of a registration or account verification (docs/product/ways-in.md §5 "Account creation", "Date
 * helper"): typed as dd.mm.yyyy (digits and separators only; "/", "-" and spaces count as
 * separators and are normalised to "."), or as the eight digits ddmmyyyy alone (a phone's number
 * pad has no separators), sent to the services as yyyy-mm-dd. Customers must be
 * adults; the age is computed from the birth date. Shared by the web form and the gateway.
 */

export const ADULT_AGE = 18;
/** Earliest year accepted as a birth year. */
export const MIN_BIRTH_YEAR = 1900;

export type DateOfBirthProblem = 'REQUIRED' | 'INVALID_CHARACTERS' | 'INVALID_FORMAT' | 'INVALID_DATE' | 'UNDERAGE';

export type ParsedDate = { ok: true; iso: string } | { ok: false; problem: Exclude<DateOfBirthProblem, 'UNDERAGE'> };
export type CheckedDateOfBirth = { ok: true; iso: string; age: number } | { ok: false; problem: DateOfBirthProblem };

const ALLOWED = /^[\d./\-\s]*$/;
const DISPLAY = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
/** ddmmyyyy without separators, as a number pad types it. */
const DIGITS_ONLY = /^(\d{2})(\d{2})(\d{4})$/;

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** The separators of a typed date normalised to single dots ("12/04/1961" → "12.04.1961"). */
export function normaliseDateSeparators(raw: string): string {
  return raw.trim().replace(/\s*[./\-\s]\s*/g, '.');
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Parses a typed date dd.mm.yyyy (day and month may have one digit; separators normalised) or
 * ddmmyyyy (eight digits, no separators).
 * An ISO date yyyy-mm-dd is accepted as well, so API clients may send either.
 */
export function parseDisplayDate(raw: string): ParsedDate {
  const trimmed = raw.trim();
  if (trimmed === '') return { ok: false, problem: 'REQUIRED' };
  if (!ALLOWED.test(trimmed)) return { ok: false, problem: 'INVALID_CHARACTERS' };
  let year: number;
  let month: number;
  let day: number;
  const iso = ISO.exec(trimmed);
  const digits = DIGITS_ONLY.exec(trimmed);
  if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else if (digits) {
    [day, month, year] = [Number(digits[1]), Number(digits[2]), Number(digits[3])];
  } else {
    const display = DISPLAY.exec(normaliseDateSeparators(trimmed));
    if (!display) return { ok: false, problem: 'INVALID_FORMAT' };
    [day, month, year] = [Number(display[1]), Number(display[2]), Number(display[3])];
  }
  if (!isRealDate(year, month, day)) return { ok: false, problem: 'INVALID_DATE' };
  return { ok: true, iso: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` };
}

/** yyyy-mm-dd → dd.mm.yyyy for display (the server sends ISO dates). */
export function formatIsoDate(iso: string): string {
  const match = ISO.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
}

/** The calendar date of `date` in UTC as yyyy-mm-dd. */
export function isoDateOf(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/**
 * Age in whole years on the calendar day `today` (yyyy-mm-dd) of someone born on `birth`
 * (yyyy-mm-dd): the birthday counts from its day on; someone born on 29 February has their
 * birthday on 1 March in other years. Negative when born after `today`.
 */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** Whether someone born on `birth` is an adult (18 or older) on the calendar day `today`. */
export function isAdult(birth: string, today: string): boolean {
  return ageOn(birth, today) >= ADULT_AGE;
}

/** The whole check of a typed date of birth: parseable, a real date after 1900 and not in the future, an adult. */
export function checkDateOfBirth(raw: string, today: Date = new Date()): CheckedDateOfBirth {
  const parsed = parseDisplayDate(raw);
  if (!parsed.ok) return parsed;
  const todayIso = isoDateOf(today);
  if (Number(parsed.iso.slice(0, 4)) < MIN_BIRTH_YEAR || parsed.iso > todayIso)
    return { ok: false, problem: 'INVALID_DATE' };
  const age = ageOn(parsed.iso, todayIso);
  if (age < ADULT_AGE) return { ok: false, problem: 'UNDERAGE' };
  return { ok: true, iso: parsed.iso, age };
}
