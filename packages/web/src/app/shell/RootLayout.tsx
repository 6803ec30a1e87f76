/** The root of every route: skip link, and what happens on every location change. */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useT } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { trackPageView } from '../../lib/tracking.ts';
import { signalHostLayout } from '../../lib/hostEvents.ts';
import { requestHeadingFocus } from '../../lib/focus.ts';

function useLocationEffects(): void {
  const location = useLocation();
  const { market } = useMarket();
  const first = useRef(true);
  // A layout effect runs before the new page's (passive) effects, so its heading sees the request.
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    requestHeadingFocus();
    window.scrollTo({ top: 0, left: 0 });
  }, [location.pathname, location.search]);
  useEffect(() => {
    trackPageView(window.location.pathname, market);
    signalHostLayout(location.pathname);
  }, [location.pathname, location.search, market]);
}

export function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main-content">
      {t('app.skipLink')}
    </a>
  );
}

export function RootLayout() {
  useLocationEffects();
  return (
    <>
      <SkipLink />
      <Outlet />
    </>
  );
}
