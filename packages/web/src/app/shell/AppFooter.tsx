/**
 * Footer of every page: the withdrawal function must be easy to find, with and without login
 * (Art. 11a Directive 2011/83/EU; in ch the page shows the voluntary return policy).
 */
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/index.tsx';
import { paths } from '../../lib/paths.ts';

export function AppFooter() {
  const t = useT();
  return (
    <footer className="app-footer">
      <nav aria-label={t('footer.label')} className="app-container">
        <Link to={paths.publicWithdrawal} className="text-link">
          {t('footer.withdrawal')}
        </Link>
      </nav>
    </footer>
  );
}
