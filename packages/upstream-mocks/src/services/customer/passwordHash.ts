/** Password hashing of the mocked customer service (scrypt, salted). */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
/** Cheap parameters: the mocks hash a handful of demo passwords, not real ones. */
const COST = { N: 1024, r: 8, p: 1 } as const;

export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  const key = scryptSync(password, salt, KEY_LENGTH, COST);
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

export function verifyPassword(password: string, stored: string | null): boolean {
  if (stored === null) return false;
  const [scheme, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || saltText === undefined || keyText === undefined) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = scryptSync(password, Buffer.from(saltText, 'base64'), expected.length, COST);
  return timingSafeEqual(expected, actual);
}
