import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { consumeHeadingFocus } from '../lib/focus.ts';

/** The page's h1; takes the focus after a client-side navigation and names the document. */
export function PageTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (consumeHeadingFocus()) ref.current?.focus();
    if (typeof children === 'string') document.title = `${children} – Mein Konto`;
  }, [location.key, children]);
  return (
    <h1 ref={ref} tabIndex={-1} className="page-title">
      {children}
    </h1>
  );
}
