/** The shared page of account sections that come later: section title, back link, honest text. */
import '../../lib/i18n/account.ts';
import { useT, type MessageKey } from '../../lib/i18n/index.tsx';
import { paths } from '../../lib/paths.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { BackLink } from '../../components/BackLink.tsx';
import { ServiceContact } from '../../components/ServiceContact.tsx';

export function UnderConstructionPage({ titleKey }: { titleKey: MessageKey }) {
  const t = useT();
  return (
    <div className="stack narrow">
      <div>
        <BackLink to={paths.home}>{t('app.backToOverview')}</BackLink>
      </div>
      <PageTitle>{t(titleKey)}</PageTitle>
      <p>{t('underConstruction.body')}</p>
      <ServiceContact intro={t('underConstruction.help')} />
    </div>
  );
}
