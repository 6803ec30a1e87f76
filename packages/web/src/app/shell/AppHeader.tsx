import { Link } from 'react-router';
import { useT } from '../../lib/i18n/index.tsx';
import { paths } from '../../lib/paths.ts';

export function AppHeader() {
  const t = useT();
  return (
    <header className="app-header">
      <Link to={paths.home}>{t('shell.header')}</Link>
    </header>
  );
}
