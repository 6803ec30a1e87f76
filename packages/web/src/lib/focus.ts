import { useEffect, useRef, type RefObject } from 'react';

/**
 * Focus management on navigation: after a client-side route change the new page's heading
 * takes the focus (screen readers announce the new page). The first page load keeps the
 * browser's default so the skip link stays first. And the way back to the opener of a dialog.
 */
let pending = false;

export function requestHeadingFocus(): void {
  pending = true;
}

export function consumeHeadingFocus(): boolean {
  const was = pending;
  pending = false;
  return was;
}

/**
 * The focus goes back to the control that opened something (a dialog) once it is closed, also
 * when the closed thing unmounts at once and cannot return the focus itself (WCAG 2.4.3).
 */
export function useReturnFocus<T extends HTMLElement>(open: boolean): RefObject<T | null> {
  const opener = useRef<T>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return opener;
}
