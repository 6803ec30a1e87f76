/**
 * The bounds of what a client sends: how long a text, which characters, how many items, which
 * numbers. Each input of the GraphQL schema has one (schemaInputBounds.ts, by coordinate); the
 * gateway refuses what breaks a bound before any service is called, the web forms check the same
 * rule (boundedText.ts, zod) and set `maxLength` from `BOUNDS`, and the schema's description of
 * each input states its bound (`describeBound`). Without zod, so a page may import the numbers.
 */
import { MAX_EMAIL_LENGTH } from './email.ts';
import { MAX_ID_LENGTH, MAX_TOKEN_LENGTH } from './identifier.ts';
import { MAX_PASSWORD_LENGTH } from './password.ts';

/**
 * Which characters a text may contain.
 * - LINE: one line: no control characters (no CR, LF or tab), no lone surrogates, no
 *   bidirectional overrides.
 * - TEXT: several lines: as LINE, but line breaks and tabs are allowed.
 * - SEPA: the characters banks accept in SEPA payments (Latin letters, digits, / - ? : ( ) . , ' +
 *   and the blank) with the German banks' umlauts, ß and &.
 */
export type BoundCharacters = 'LINE' | 'TEXT' | 'SEPA';

export interface TextBound {
  kind: 'text';
  /** At most this many characters (UTF-16 code units, as an input's maxLength counts them). */
  maxLength: number;
  characters: BoundCharacters;
}

export interface ListBound {
  kind: 'list';
  maxItems: number;
}

export interface NumberBound {
  kind: 'number';
  min: number;
  max: number;
}

export type InputBound = TextBound | ListBound | NumberBound;

const text = (maxLength: number, characters: BoundCharacters = 'LINE'): TextBound => ({
  kind: 'text',
  maxLength,
  characters,
});

/** The bounds by what a text is; the coordinates below share them. */
export const BOUNDS = {
  /** Ids, cursors, SKUs, keys a client got from the gateway or made itself (not typed by a person). */
  id: text(MAX_ID_LENGTH),
  cursor: text(512),
  /** Tokens of e-mailed links (the gateway checks their form further). */
  token: text(MAX_TOKEN_LENGTH),
  /** recaptcha and challenge tokens (Google's run to some 2,000 characters). */
  recaptcha: text(4096),
  /** A URL the client names (social login redirect) or a provider's authorization code. */
  url: text(2048),
  firstName: text(50),
  lastName: text(50),
  street: text(100),
  streetNumber: text(10),
  addressAddition: text(100),
  zipCode: text(10),
  city: text(50),
  phone: text(30),
  stationNumber: text(10),
  postNumber: text(10),
  dateOfBirth: text(20),
  /** An e-mail address (RFC 5321: at most 254 characters). */
  email: text(MAX_EMAIL_LENGTH),
  /** An e-mail address or a customer number (the longer is an e-mail address; the login page's field imports
   * MAX_EMAIL_LENGTH alone, a number, to keep its first load small). */
  username: text(MAX_EMAIL_LENGTH),
  password: text(MAX_PASSWORD_LENGTH),
  orderNumber: text(20),
  customerNumber: text(20),
  /** An IBAN as typed: 34 characters and the blanks between groups of four. */
  iban: text(42),
  /** The account holder of a SEPA direct debit (the SEPA name field: 70 characters). */
  accountHolder: text(70, 'SEPA'),
  supportName: text(100),
  /** The support request's text (the form counts at most 5,000 characters after trimming). */
  supportText: text(5000, 'TEXT'),
  /** Items of one return. */
  returnItems: { kind: 'list', maxItems: 100 } as ListBound,
  /** Items of one order to buy again. */
  buyAgainItems: { kind: 'list', maxItems: 50 } as ListBound,
  /** Quantity of one returned item. */
  returnQuantity: { kind: 'number', min: 1, max: 999 } as NumberBound,
} as const satisfies Record<string, InputBound>;

/** The lines of a postal address, as every address input and form has them. */
export const ADDRESS_LINE_BOUNDS = {
  firstName: BOUNDS.firstName,
  lastName: BOUNDS.lastName,
  street: BOUNDS.street,
  streetNumber: BOUNDS.streetNumber,
  addressAddition: BOUNDS.addressAddition,
  zipCode: BOUNDS.zipCode,
  city: BOUNDS.city,
} as const;

/** The texts a customer types to create an account (with the address lines), as its input and form have them. */
export const CREATE_ACCOUNT_BOUNDS = {
  ...ADDRESS_LINE_BOUNDS,
  dateOfBirth: BOUNDS.dateOfBirth,
  email: BOUNDS.email,
  password: BOUNDS.password,
} as const;

/** The texts of an account verification, as its input and form have them. */
export const VERIFY_ACCOUNT_BOUNDS = {
  email: BOUNDS.email,
  orderNumber: BOUNDS.orderNumber,
  customerNumber: BOUNDS.customerNumber,
  street: BOUNDS.street,
  streetNumber: BOUNDS.streetNumber,
  zipCode: BOUNDS.zipCode,
  city: BOUNDS.city,
  dateOfBirth: BOUNDS.dateOfBirth,
} as const;

// ---------------------------------------------------------------------------------------------

/** Control characters other than line breaks and tab, lone surrogates, bidirectional overrides and isolates. */
// eslint-disable-next-line no-control-regex -- the control characters are what this refuses
const NEVER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\p{Cs}/u;
const LINE_BREAKS = /[\t\n\r]/;
/** SEPA's Latin character set with the German banks' umlauts, ß and &. */
const SEPA = /^[A-Za-z0-9/\-?:().,'+ ÄÖÜäöüß&]*$/;

export type BoundProblem = 'tooLong' | 'characters' | 'tooMany' | 'outOfRange';

/** Whether a text keeps to its characters. */
export function hasBoundCharacters(value: string, characters: BoundCharacters): boolean {
  if (NEVER.test(value)) return false;
  if (characters === 'TEXT') return true;
  if (LINE_BREAKS.test(value)) return false;
  return characters === 'LINE' || SEPA.test(value);
}

/** What breaks the bound, or null. */
export function boundProblem(bound: InputBound, value: unknown): BoundProblem | null {
  switch (bound.kind) {
    case 'text':
      if (typeof value !== 'string') return null;
      if (value.length > bound.maxLength) return 'tooLong';
      return hasBoundCharacters(value, bound.characters) ? null : 'characters';
    case 'list':
      return Array.isArray(value) && value.length > bound.maxItems ? 'tooMany' : null;
    case 'number':
      return typeof value === 'number' && (value < bound.min || value > bound.max) ? 'outOfRange' : null;
  }
}

const CHARACTER_TEXT: Record<BoundCharacters, string> = {
  LINE: 'one line, no control characters',
  TEXT: 'line breaks allowed, no other control characters',
  SEPA: "SEPA characters only: letters A-Z without accents, Ä Ö Ü ß, digits, blank and / - ? : ( ) . , ' + &",
};

/** The bound as the schema's description states it (the test compares the two). */
export function describeBound(bound: InputBound): string {
  switch (bound.kind) {
    case 'text':
      return `Bound: at most ${String(bound.maxLength)} characters (${CHARACTER_TEXT[bound.characters]}).`;
    case 'list':
      return `Bound: at most ${String(bound.maxItems)} items.`;
    case 'number':
      return `Bound: ${String(bound.min)} to ${String(bound.max)}.`;
  }
}
