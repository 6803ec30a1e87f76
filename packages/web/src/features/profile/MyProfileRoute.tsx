/**
 * My data (SPEC §2 my-profile): for now the stay-logged-in setting (flag stayLoggedIn); the
 * personal data follow with the profile.
 */
import '../../lib/i18n/waysIn.ts';
import { useQuery } from '@apollo/client/react';
import { Stack, Text } from '@mantine/core';
import { MyProfilePageDocument } from './MyProfilePage.generated.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ServiceContact } from '../../components/ServiceContact.tsx';
import { StayLoggedInSetting } from './StayLoggedInSetting.tsx';

export function Component() {
  const t = useT();
  const { data, loading } = useQuery(MyProfilePageDocument, { errorPolicy: 'all' });
  if (loading && !data) return null;
  const customer = data?.viewer?.customer;
  return (
    <Stack gap="lg">
      <PageTitle>{t('section.myProfile')}</PageTitle>
      {customer && data?.featureFlags?.stayLoggedIn && <StayLoggedInSetting customer={customer} />}
      <Text>{t('profile.comingSoon')}</Text>
      <ServiceContact intro={t('underConstruction.help')} />
    </Stack>
  );
}
