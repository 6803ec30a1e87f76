import { Link } from 'react-router';
import { useT } from '../../lib/i18n/index.tsx';
import { paths } from '../../lib/paths.ts';
import { PageTitle } from '../../components/PageTitle.tsx';

export function Component() {
  const t = useT();
  return (
    <div className="stack narrow">
      <PageTitle>{t('postLogout.title')}</PageTitle>
      <p>{t('postLogout.body')}</p>
      <div>
        <Link to={paths.login} className="btn btn-primary">
          {t('postLogout.loginAgain')}
        </Link>
      </div>
    </div>
  );
}
