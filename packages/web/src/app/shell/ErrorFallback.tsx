/**
 * Shown when a route fails to render or load (a RouteErrorBoundary's fallback): title, body, service
 * phone. `ErrorFallback` replaces the whole page; `SectionErrorFallback` stands in for a failed
 * account section inside the shell, so header and navigation keep working. On small screens the
 * home page shows the navigation as its overview, and a failure there is not shown over it.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { ServiceContact } from '../../components/ServiceContact.tsx';
import { AppHeader } from './AppHeader.tsx';
import { SkipLink } from './RootLayout.tsx';
import { useRouteFailure } from '../router.tsx';

function ErrorNotice() {
  const error = useRouteFailure();
  const t = useT();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return (
    <div className="stack narrow">
      <h1 className="page-title">{t('errorPage.title')}</h1>
      <p>{t('errorPage.body')}</p>
      <ServiceContact />
      <div>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('errorPage.reload')}
        </button>
      </div>
    </div>
  );
}

export function ErrorFallback() {
  return (
    <>
      <SkipLink />
      <AppHeader />
      <main id="main-content" tabIndex={-1} className="app-container">
        <ErrorNotice />
      </main>
    </>
  );
}

export function SectionErrorFallback() {
  const { pathname } = useLocation();
  const t = useT();
  if (pathname !== paths.home) return <ErrorNotice />;
  return (
    <>
      {/* Where the navigation is the overview, the page keeps its title for screen readers. */}
      <h1 className="visually-hidden only-on-small-screens">{t('shell.header')}</h1>
      <div className="hidden-on-small-screens">
        <ErrorNotice />
      </div>
    </>
  );
}
