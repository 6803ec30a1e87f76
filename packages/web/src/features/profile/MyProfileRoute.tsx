/**
 * My data (docs/product/my-data.md §2 my-profile): the personal data, read-only, the stay-logged-in setting
 * (flag stayLoggedIn), the e-mail change, the data export and deleting the account. Each part stands alone: a part that could not be loaded says so and the
 * others keep working.
 */
import './catalog.ts';
import { Stack } from '@mantine/core';
import { Link } from 'react-router';
import { MyProfilePageDocument } from './MyProfilePage.generated.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { PageData } from '../../components/PageData.tsx';
import { TitledPage } from '../../components/TitledPage.tsx';
import { paths } from '../../lib/paths.ts';
import { PersonalDetailsCard } from './PersonalDetailsCard.tsx';
import { StayLoggedInSetting } from './StayLoggedInSetting.tsx';
import { DataExportSection } from './DataExportSection.tsx';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';

export function Component() {
  const t = useT();
  const page = usePageQuery(MyProfilePageDocument);
  return (
    <TitledPage title={t('section.myProfile')} back={{ to: paths.home, label: t('app.backToOverview') }}>
      <PageData page={page} select={(data) => data.viewer.customer} loadError="profile.detailsUnavailable">
        {(customer) => (
          <Stack gap="lg">
            <PersonalDetailsCard customer={customer} />
            {page.data?.featureFlags.stayLoggedIn ? <StayLoggedInSetting customer={customer} /> : null}
            {/* The actions on my data: e-mail change, data export, delete account. */}
            <section className="stack" aria-labelledby="profile-actions-title">
              <h2 id="profile-actions-title" className="visually-hidden">
                {t('profile.actions')}
              </h2>
              {customer.hasPassword && (
                <div>
                  <Link to={paths.changeEmail} className="btn btn-outline">
                    {t('profile.toChangeEmail')}
                  </Link>
                </div>
              )}
              <DataExportSection />
              <DeleteAccountSection hasPassword={customer.hasPassword} />
            </section>
          </Stack>
        )}
      </PageData>
    </TitledPage>
  );
}
