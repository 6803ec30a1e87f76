/**
 * The protected account area: shows only the header while the login state is unknown, sends
 * logged-out visitors to the login (remembering where they wanted to go, and saying that the
 * session ended, or that they logged out, when this browser had a session), and otherwise shows
 * the shell of docs/product/shell.md §2 around the section pages. Without a connection (an account
 * page opened offline: the service worker has shown the app, decision 052) it says that the data
 * needs one, with a retry, and retries by itself when the browser is back online.
 */
import './catalog.ts';
import { Alert, Anchor, Text } from '@mantine/core';
import { useDeferredValue, useEffect, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { AccountShellDocument } from './AccountShell.generated.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { loginPath, paths } from '../../lib/paths.ts';
import { isLogoutEvent, loginReason, noteSessionActive } from '../../lib/sessionEnded.ts';
import { markLoggedOut } from '../../lib/apollo.ts';
import { AppHeader } from './AppHeader.tsx';
import { AppFooter } from './AppFooter.tsx';
import { SideNav } from './SideNav.tsx';
import { MantineScope } from '../../components/MantineScope.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { isNoConnection } from '../../lib/pageQuery.ts';

export function Component() {
  const t = useT();
  const location = useLocation();
  // Partial data counts: an outage of one upstream (e.g. personal details) must not log the customer out.
  const { data: current, loading, error, refetch } = useQuery(AccountShellDocument, { errorPolicy: 'all' });
  // The shell and its page render in the background once the login state is there (in small
  // slices, as PageData does with a page's content).
  const data = useDeferredValue(current);
  const client = useApolloClient();
  const loggedIn = data?.viewer?.state === 'LOGGED_IN' && Boolean(data.viewer.customer);
  useEffect(() => {
    if (loggedIn) noteSessionActive();
  }, [loggedIn]);
  // A logout in another tab of the browser ends this tab's session too: off to the login at once.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (isLogoutEvent(event)) markLoggedOut(client.cache);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [client]);

  // The header stays while the login state loads (it replaced index.html's, appShell.ts).
  if (!data && (loading || current)) return <AppHeader />;
  if (!data && isNoConnection(error)) return <Offline retry={refetch} />;
  const viewer = data?.viewer;
  const customer = viewer?.state === 'LOGGED_IN' ? viewer.customer : null;
  if (!customer) {
    return <Navigate to={loginPath(location.pathname + location.search, { reason: loginReason() })} replace />;
  }

  const flags = data?.featureFlags;
  const sectionActive = location.pathname !== paths.home;
  const showCompleteProfile =
    (flags?.completeProfile ?? false) &&
    Boolean(customer.customerNumber) &&
    customer.personalDetails !== null &&
    !customer.personalDetails.hasBillingAddress;

  return (
    <MantineScope>
      <AppHeader />
      <div className="app-container">
        {/* A landmark named by its greeting: with it, landmark navigation reaches the customer number. */}
        <section className="account-greeting" aria-labelledby="account-greeting">
          <Text component="p" size="lg" fw={700} m={0} id="account-greeting">
            {customer.firstName ? t('shell.greeting', { name: customer.firstName }) : t('shell.welcome')}
          </Text>
          <Text component="p" m={0} mb="md">
            {t('shell.customerNumber', { number: customer.customerNumber })}
          </Text>
        </section>
        {showCompleteProfile && (
          <Alert
            color="blue"
            title={t('shell.completeProfile.title')}
            mb="lg"
            role="region"
            aria-label={t('shell.completeProfile.title')}
            // the title is not smaller than the text below it
            styles={{ title: { fontSize: 'var(--mantine-font-size-lg)', fontWeight: 700 } }}
          >
            <Text mb="xs">{t('shell.completeProfile.body')}</Text>
            <Anchor component={Link} to={paths.addresses}>
              {t('shell.completeProfile.link')}
            </Anchor>
          </Alert>
        )}
        <div className="account-grid">
          <div className="account-nav" data-section-active={sectionActive}>
            <SideNav customer={customer} featureFlags={flags ?? null} />
          </div>
          <main id="main-content" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
      </div>
      <AppFooter />
    </MantineScope>
  );
}

/** The account without a connection: the header, the offline message and a retry; back online, the retry runs by itself. */
function Offline({ retry }: { retry: () => Promise<unknown> }) {
  const t = useT();
  const [retrying, setRetrying] = useState(false);
  const onRetry = () => {
    if (retrying) return;
    setRetrying(true);
    retry()
      .catch(() => undefined)
      .finally(() => setRetrying(false));
  };
  useEffect(() => {
    const onOnline = () => void retry().catch(() => undefined);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [retry]);
  return (
    <>
      <AppHeader />
      <main id="main-content" tabIndex={-1} className="app-container">
        <h1 className="page-title">{t('shell.offline.title')}</h1>
        <LoadError
          message={t('shell.offline.message')}
          retryLabel={t('app.retry')}
          retrying={retrying}
          onRetry={onRetry}
        />
      </main>
    </>
  );
}
