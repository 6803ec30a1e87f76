/**
 * Whether the tab holds a registration draft of this market, and its e-mail (registrationDraft.ts
 * writes the draft and reads it back checked): the login opens the registration again with it.
 * Apart from registrationDraft.ts so that the login page loads none of the registration's rules.
 */
import type { Market } from '../../../lib/config.ts';
import { readDraft } from '../../../lib/formDraft.ts';

export const REGISTRATION_DRAFT = 'registration';

/** The e-mail of the registration draft typed in this market, or null when there is none. */
export function registrationDraftEmail(market: Market): string | null {
  const stored = readDraft(REGISTRATION_DRAFT, market);
  const email = stored && typeof stored === 'object' ? (stored as Record<string, unknown>)['email'] : undefined;
  return typeof email === 'string' && email.trim() !== '' ? email : null;
}
