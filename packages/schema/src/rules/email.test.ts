import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail, MAX_EMAIL_LENGTH, normaliseEmail } from './email.ts';

const localPart = fc.stringMatching(/^[a-zA-Z0-9_+-]{1,12}(\.[a-zA-Z0-9_+-]{1,8})?$/);
const domain = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?\.[a-z]{2,6}$/);

describe('isValidEmail', () => {
  it.each([
    'anna.schmidt@example.de',
    'lukas.gruber@example.at',
    'heidi+newsletter@mail.example.ch',
    "o'brien@example.co.uk",
    'max_mustermann@bäckerei-müller.de',
    '  anna@example.de  ',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'anna',
    'anna@',
    '@example.de',
    'anna@example',
    'anna@example.d',
    'anna@@example.de',
    'anna schmidt@example.de',
    'anna..schmidt@example.de',
    '.anna@example.de',
    'anna.@example.de',
    '<b>x</b>@example.de',
    '😀@example.de',
    'anna@-example.de',
    'anna@example-.de',
    'anna@example.d3',
    'anna@[127.0.0.1]',
    '"anna schmidt"@example.de',
    `${'a'.repeat(65)}@example.de`,
    `anna@${'a'.repeat(250)}.de`,
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('accepts every address of the usual shape, in any case, with blanks around it', () => {
    fc.assert(
      fc.property(localPart, domain, (local, host) => {
        const email = `${local}@${host}`;
        expect(isValidEmail(email)).toBe(true);
        expect(isValidEmail(` ${email.toUpperCase()} `)).toBe(true);
        expect(normaliseEmail(` ${email.toUpperCase()}\t`)).toBe(email.toLowerCase());
      }),
    );
  });

  it('refuses anything longer than the limit', () => {
    const local = 'a'.repeat(64);
    const host = `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.de`;
    expect(`${local}@${host}`.length).toBeGreaterThan(MAX_EMAIL_LENGTH);
    expect(isValidEmail(`${local}@${host}`)).toBe(false);
  });

  it('never accepts a value with blanks, angle brackets or a second @ inside', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const inner = raw.trim();
        if (/[\s<>]/.test(inner) || (inner.match(/@/g)?.length ?? 0) !== 1) expect(isValidEmail(raw)).toBe(false);
      }),
    );
  });
});
