/**
 * The page-not-found screen (docs/product/shell.md §8): its title, a way home and the service phone. Shown for an
 * unknown path, and for a page whose feature is switched off (e.g. contact without contactForm).
 */
import { Link } from 'react-router';
import { useT } from '../lib/i18n/index.tsx';
import { paths } from '../lib/paths.ts';
import { TitledPage } from './TitledPage.tsx';
import { ServiceContact } from './ServiceContact.tsx';

export function NotFound() {
  const t = useT();
  return (
    <TitledPage title={t('notFound.title')} narrow>
      <p>{t('notFound.body')}</p>
      <p>
        <Link to={paths.home} className="text-link">
          {t('notFound.home')}
        </Link>
      </p>
      <ServiceContact />
    </TitledPage>
  );
}
