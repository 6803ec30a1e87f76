/**
 * Pages that redeem a token on arrival (activation, magic link, social login return) spend it once
 * per page load, also when an effect runs twice (React's strict mode) or the page renders again:
 * the request starts once per key, and its outcome reaches the page while the page is mounted.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';

const spent = new Map<string, Promise<unknown>>();

/** `key` null: nothing to spend (e.g. the link has no token). */
export function useSpendOnce<R>(key: string | null, spend: () => Promise<R>, onOutcome: (outcome: R) => void): void {
  const latest = useRef({ spend, onOutcome });
  useLayoutEffect(() => {
    latest.current = { spend, onOutcome };
  });
  useEffect(() => {
    if (key === null) return;
    let current = true;
    let spending = spent.get(key) as Promise<R> | undefined;
    if (!spending) {
      spending = latest.current.spend();
      spent.set(key, spending);
    }
    void spending.then((outcome) => {
      if (current) latest.current.onOutcome(outcome);
    });
    return () => {
      current = false;
    };
  }, [key]);
}
