/** The account overview: title, the stay-logged-in tip, quick links to the sections. */
import '../../lib/i18n/account.ts';
import { Anchor, SimpleGrid, Paper, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { HomePageDocument } from './HomePage.generated.ts';
import { useT, type MessageKey } from '../../lib/i18n/index.tsx';
import { paths } from '../../lib/paths.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { StayLoggedInTip } from './StayLoggedInTip.tsx';

const QUICK_LINKS: readonly { to: string; label: MessageKey }[] = [
  { to: paths.orders, label: 'nav.orders' },
  { to: paths.openInvoices, label: 'nav.openInvoices' },
  { to: paths.wishlist, label: 'nav.wishlist' },
  { to: paths.myProfile, label: 'nav.myProfile' },
  { to: paths.addresses, label: 'nav.addresses' },
  { to: paths.paymentMethods, label: 'nav.paymentMethods' },
];

export function Component() {
  const t = useT();
  const { data } = useQuery(HomePageDocument, { errorPolicy: 'all' });
  const showTip = data?.featureFlags?.stayLoggedIn === true && data.viewer?.customer?.stayLoggedIn === false;
  return (
    <>
      <PageTitle>{t('home.title')}</PageTitle>
      {showTip && <StayLoggedInTip />}
      <section className="home-quick-links" aria-labelledby="quick-links-title">
        <Title order={2} id="quick-links-title" mb="sm">
          {t('home.quickLinks')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" style={{ listStyle: 'none', padding: 0 }}>
          {QUICK_LINKS.map((link) => (
            <Paper component="li" withBorder p="md" key={link.to}>
              <Anchor component={Link} to={link.to} fw={700}>
                {t(link.label)}
              </Anchor>
            </Paper>
          ))}
        </SimpleGrid>
      </section>
    </>
  );
}
