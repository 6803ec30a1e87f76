/** Layout of the public pages (login, post-logout, page not found, …). */
import { Outlet } from 'react-router';
import { AppHeader } from './AppHeader.tsx';
import { AppFooter } from './AppFooter.tsx';

export function PublicLayout() {
  return (
    <>
      <AppHeader />
      <main id="main-content" tabIndex={-1} className="app-container">
        <Outlet />
      </main>
      <AppFooter />
    </>
  );
}
