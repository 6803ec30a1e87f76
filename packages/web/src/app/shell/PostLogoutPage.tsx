import { Link, useMatch } from 'react-router';
import { useT } from '../../lib/i18n/index.tsx';
import { paths, patterns } from '../../lib/paths.ts';
import { TitledPage } from '../../components/TitledPage.tsx';

export function Component() {
  const t = useT();
  // After deleting the account: the goodbye text instead of "see you next time".
  const deleted = useMatch(`/${patterns.accountDeleted}`) !== null;
  return (
    <TitledPage title={deleted ? t('postLogout.deletedTitle') : t('postLogout.title')} narrow>
      <p>{deleted ? t('postLogout.deletedBody') : t('postLogout.body')}</p>
      <div>
        <Link to={paths.login} className="btn btn-primary">
          {t('postLogout.loginAgain')}
        </Link>
      </div>
    </TitledPage>
  );
}
