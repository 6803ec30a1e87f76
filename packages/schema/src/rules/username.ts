/**
 * Username rules of the login (docs/product/ways-in.md §5 "Username and login"), shared by the web form and the
 * gateway so both judge a username the same way.
 */
import type { Market } from '../upstream/common.ts';
import { isValidEmail } from './email.ts';

export type UsernameType = 'EMAIL' | 'CUSTOMER_NUMBER';

export type UsernameProblem = 'REQUIRED' | 'EMAIL_REQUIRED' | 'INVALID_EMAIL' | 'INVALID_CUSTOMER_NUMBER';

export type NormalisedUsername =
  { ok: true; username: string; type: UsernameType } | { ok: false; problem: UsernameProblem };

/** Digit groups separated by single spaces. */
const CUSTOMER_NUMBER = /^\d+( \d+)*$/;

export function isEmailUsername(value: string): boolean {
  return value.includes('@');
}

/**
 * Trim; a username containing @ is an e-mail, otherwise a customer number whose digit groups
 * may be separated by single spaces and whose leading-zero run is stripped. In the Swiss market
 * the username must be an e-mail.
 */
export function normaliseUsername(raw: string, market: Market): NormalisedUsername {
  const trimmed = raw.trim();
  if (trimmed === '') return { ok: false, problem: 'REQUIRED' };
  if (isEmailUsername(trimmed)) {
    if (!isValidEmail(trimmed)) return { ok: false, problem: 'INVALID_EMAIL' };
    return { ok: true, username: trimmed.toLowerCase(), type: 'EMAIL' };
  }
  if (market === 'ch') return { ok: false, problem: 'EMAIL_REQUIRED' };
  if (!CUSTOMER_NUMBER.test(trimmed)) return { ok: false, problem: 'INVALID_CUSTOMER_NUMBER' };
  const digits = trimmed.replace(/ /g, '').replace(/^0+/, '');
  if (digits === '') return { ok: false, problem: 'INVALID_CUSTOMER_NUMBER' };
  return { ok: true, username: digits, type: 'CUSTOMER_NUMBER' };
}
