/**
 * My data (SPEC §2 my-profile): for now the stay-logged-in setting (flag stayLoggedIn); the
 * personal data follow with the profile.
 */
import './catalog.ts';
import { Text } from '@mantine/core';
import { MyProfilePageDocument } from './MyProfilePage.generated.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { PageData } from '../../components/PageData.tsx';
import { TitledPage } from '../../components/TitledPage.tsx';
import { paths } from '../../lib/paths.ts';
import { ServiceContact } from '../../components/ServiceContact.tsx';
import { StayLoggedInSetting } from './StayLoggedInSetting.tsx';

export function Component() {
  const t = useT();
  const page = usePageQuery(MyProfilePageDocument);
  return (
    <TitledPage title={t('section.myProfile')} back={{ to: paths.home, label: t('app.backToOverview') }}>
      <PageData page={page} select={(data) => data} loadError="stayLoggedIn.unavailable">
        {({ viewer, featureFlags }) =>
          viewer.customer && featureFlags.stayLoggedIn ? <StayLoggedInSetting customer={viewer.customer} /> : null
        }
      </PageData>
      <Text>{t('profile.comingSoon')}</Text>
      <ServiceContact intro={t('underConstruction.help')} />
    </TitledPage>
  );
}
