/**
 * The recommendation tracking session id (docs/product/activity.md §3: stored locally with value and expiry; §9: 3
 * random bytes in hex, kept about 180 days). Made and kept only with tracking consent; without
 * it none is sent and a stored one is removed.
 */
/**
 * The shop's consent manager (on the host page, outside the account area) stores the customer's
 * choice under this localStorage key: 'granted' when he agreed to tracking for personalised
 * recommendations, anything else or nothing when not (decision 027).
 */
export const TRACKING_CONSENT_KEY = 'tracking_consent';

function hasTrackingConsent(): boolean {
  try {
    return localStorage.getItem(TRACKING_CONSENT_KEY) === 'granted';
  } catch {
    return false;
  }
}

export const RECOMMENDATION_SESSION_KEY = 'recommendation_session_id';

/** How long a session id is kept (docs/product/activity.md §9: 15552000000 ms, about 180 days). */
export const RECOMMENDATION_SESSION_TTL_MS = 15_552_000_000;

const SESSION_ID = /^[0-9a-f]{6}$/;

interface Stored {
  value: string;
  expiry: number;
}

function read(): Stored | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(RECOMMENDATION_SESSION_KEY) ?? 'null') as Partial<Stored> | null;
    return parsed &&
      typeof parsed.value === 'string' &&
      SESSION_ID.test(parsed.value) &&
      typeof parsed.expiry === 'number'
      ? { value: parsed.value, expiry: parsed.expiry }
      : null;
  } catch {
    return null;
  }
}

function newSessionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(3)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The session id to send with a recommendation request: the kept one, a new one when none is valid, null without consent. */
export function recommendationSessionId(now = Date.now()): string | null {
  try {
    if (!hasTrackingConsent()) {
      localStorage.removeItem(RECOMMENDATION_SESSION_KEY);
      return null;
    }
    const stored = read();
    if (stored && stored.expiry > now) return stored.value;
    const fresh: Stored = { value: newSessionId(), expiry: now + RECOMMENDATION_SESSION_TTL_MS };
    localStorage.setItem(RECOMMENDATION_SESSION_KEY, JSON.stringify(fresh));
    return fresh.value;
  } catch {
    return null;
  }
}
