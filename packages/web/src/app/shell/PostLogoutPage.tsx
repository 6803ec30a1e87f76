import { Link } from 'react-router';
import { useT } from '../../lib/i18n/index.tsx';
import { paths } from '../../lib/paths.ts';
import { TitledPage } from '../../components/TitledPage.tsx';

export function Component() {
  const t = useT();
  return (
    <TitledPage title={t('postLogout.title')} narrow>
      <p>{t('postLogout.body')}</p>
      <div>
        <Link to={paths.login} className="btn btn-primary">
          {t('postLogout.loginAgain')}
        </Link>
      </div>
    </TitledPage>
  );
}
