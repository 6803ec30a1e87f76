import { Link } from 'react-router';
import { useT } from '../../lib/i18n/index.tsx';
import { paths } from '../../lib/paths.ts';
import { TitledPage } from '../../components/TitledPage.tsx';
import { ServiceContact } from '../../components/ServiceContact.tsx';

export function Component() {
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
