/**
 * The account overview: title, the stay-logged-in tip, with myAccountHomeRedesign the last order,
 * the open balance and a wishlist preview (each on its own), and quick links to the sections.
 */
import './catalog.ts';
import { Anchor, SimpleGrid, Paper, Title } from '@mantine/core';
import { Link } from 'react-router';
import { HomePageDocument } from './HomePage.generated.ts';
import { useT, type MessageKey } from '../../lib/i18n/index.tsx';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { paths } from '../../lib/paths.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { HomeOverview } from './HomeOverview.tsx';
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
  // The overview shows without its data; the tip only when the data says so.
  const { data } = usePageQuery(HomePageDocument);
  const showTip = data?.featureFlags?.stayLoggedIn === true && data.viewer?.customer?.stayLoggedIn === false;
  return (
    <>
      <PageTitle>{t('home.title')}</PageTitle>
      {showTip && <StayLoggedInTip />}
      {data?.featureFlags?.myAccountHomeRedesign === true && <HomeOverview />}
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
