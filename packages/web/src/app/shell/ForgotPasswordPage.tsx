/** Forgot password: until the reset flow is online, the honest way is customer service. */
import { useT } from '../../lib/i18n/index.tsx';
import { paths } from '../../lib/paths.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ServiceContact } from '../../components/ServiceContact.tsx';
import { BackLink } from '../../components/BackLink.tsx';

export function Component() {
  const t = useT();
  return (
    <div className="stack narrow">
      <div>
        <BackLink to={paths.login}>{t('app.backToLogin')}</BackLink>
      </div>
      <PageTitle>{t('forgotPassword.title')}</PageTitle>
      <p>{t('forgotPassword.body')}</p>
      <ServiceContact />
    </div>
  );
}
