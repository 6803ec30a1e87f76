/** The shared page of account sections that come later: section title, back link, honest text. */
import './catalog.ts';
import { useT, type MessageKey } from '../../lib/i18n/index.tsx';
import { paths } from '../../lib/paths.ts';
import { TitledPage } from '../../components/TitledPage.tsx';
import { ServiceContact } from '../../components/ServiceContact.tsx';

export function UnderConstructionPage({ titleKey }: { titleKey: MessageKey }) {
  const t = useT();
  return (
    <TitledPage title={t(titleKey)} back={{ to: paths.home, label: t('app.backToOverview') }} narrow>
      <p>{t('underConstruction.body')}</p>
      <ServiceContact intro={t('underConstruction.help')} />
    </TitledPage>
  );
}
