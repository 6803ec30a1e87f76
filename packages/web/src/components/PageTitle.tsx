import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { consumeHeadingFocus } from '../lib/focus.ts';

/** The page's h1; takes the focus after a client-side navigation (or when `focusOnMount`) and names the document. */
export function PageTitle({ children, focusOnMount = false }: { children: ReactNode; focusOnMount?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  useEffect(() => {
    // A new state of the same page (e.g. "saved") takes the focus like a new page.
    if (consumeHeadingFocus() || focusOnMount) ref.current?.focus();
    if (typeof children === 'string') document.title = `${children} – Mein Konto`;
  }, [location.key, children, focusOnMount]);
  return (
    <h1 ref={ref} tabIndex={-1} className="page-title">
      {children}
    </h1>
  );
}
