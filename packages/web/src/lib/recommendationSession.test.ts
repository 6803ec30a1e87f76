import { afterEach, describe, expect, it } from 'vitest';
import {
  RECOMMENDATION_SESSION_KEY,
  RECOMMENDATION_SESSION_TTL_MS,
  TRACKING_CONSENT_KEY,
  recommendationSessionId,
} from './recommendationSession.ts';

const NOW = Date.UTC(2026, 10, 25);

function stored() {
  return JSON.parse(localStorage.getItem(RECOMMENDATION_SESSION_KEY) ?? 'null') as {
    value: string;
    expiry: number;
  } | null;
}

afterEach(() => localStorage.clear());

describe('recommendationSessionId', () => {
  it('makes 3 random bytes in hex with consent and keeps them about 180 days', () => {
    localStorage.setItem(TRACKING_CONSENT_KEY, 'granted');
    const id = recommendationSessionId(NOW);
    expect(id).toMatch(/^[0-9a-f]{6}$/);
    expect(stored()).toEqual({ value: id, expiry: NOW + RECOMMENDATION_SESSION_TTL_MS });
    expect(recommendationSessionId(NOW + RECOMMENDATION_SESSION_TTL_MS - 1)).toBe(id);
  });

  it('makes a new one when the kept one expired or is malformed', () => {
    localStorage.setItem(TRACKING_CONSENT_KEY, 'granted');
    localStorage.setItem(RECOMMENDATION_SESSION_KEY, JSON.stringify({ value: 'abcdef', expiry: NOW - 1 }));
    const renewed = recommendationSessionId(NOW);
    expect(stored()?.expiry).toBe(NOW + RECOMMENDATION_SESSION_TTL_MS);
    expect(renewed).toMatch(/^[0-9a-f]{6}$/);
    localStorage.setItem(RECOMMENDATION_SESSION_KEY, JSON.stringify({ value: '<script>', expiry: NOW + 1000 }));
    expect(recommendationSessionId(NOW)).toMatch(/^[0-9a-f]{6}$/);
  });

  it('sends none without consent and removes a kept one', () => {
    localStorage.setItem(RECOMMENDATION_SESSION_KEY, JSON.stringify({ value: 'abcdef', expiry: NOW + 1000 }));
    expect(recommendationSessionId(NOW)).toBeNull();
    expect(localStorage.getItem(RECOMMENDATION_SESSION_KEY)).toBeNull();
    localStorage.setItem(TRACKING_CONSENT_KEY, 'denied');
    expect(recommendationSessionId(NOW)).toBeNull();
  });
});
