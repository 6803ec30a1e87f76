import { Link } from 'react-router';
import { useT } from '../../lib/i18n/index.tsx';
import { paths } from '../../lib/paths.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ServiceContact } from '../../components/ServiceContact.tsx';

export function Component() {
  const t = useT();
  return (
    <div className="stack narrow">
      <PageTitle>{t('notFound.title')}</PageTitle>
      <p>{t('notFound.body')}</p>
      <p>
        <Link to={paths.home} className="text-link">
          {t('notFound.home')}
        </Link>
      </p>
      <ServiceContact />
    </div>
  );
}
