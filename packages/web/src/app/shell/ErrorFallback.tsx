/** Shown when a route fails to render or load (react-router errorElement): title, body, service phone. */
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useT } from '../../lib/i18n/index.tsx';
import { ServiceContact } from '../../components/ServiceContact.tsx';
import { AppHeader } from './AppHeader.tsx';
import { SkipLink } from './RootLayout.tsx';

export function ErrorFallback() {
  const error = useRouteError();
  const t = useT();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return (
    <>
      <SkipLink />
      <AppHeader />
      <main id="main-content" tabIndex={-1} className="app-container">
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
      </main>
    </>
  );
}
