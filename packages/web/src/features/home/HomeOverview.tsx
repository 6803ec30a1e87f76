/**
 * The redesigned account home (flag myAccountHomeRedesign): the last order with its status (its
 * items to buy again), the open balance, a wishlist preview and recommendations, each with its own query, so each loads
 * and fails on its own (one failing service leaves the rest of the home working).
 */
import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { HomeLastOrderDocument } from './HomeLastOrder.generated.ts';
import { HomeOpenInvoicesDocument } from './HomeOpenInvoices.generated.ts';
import { HomeWishlistDocument } from './HomeWishlist.generated.ts';
import { useFormat, keepUnits } from '../../lib/format.ts';
import { useT, type MessageKey } from '../../lib/i18n/index.tsx';
import { paths } from '../../lib/paths.ts';
import { BuyAgainPanel } from '../../components/BuyAgainPanel.tsx';
import { Recommendations } from '../../components/Recommendations.tsx';
import { useBuyAgain } from '../../components/useBuyAgain.ts';
import type { HomeLastOrderQuery } from './HomeLastOrder.generated.ts';

/** How many wishlist items the preview names. */
const WISHLIST_PREVIEW = 3;

function Card({ id, title, children }: { id: string; title: MessageKey; children: ReactNode }) {
  const t = useT();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {t(title)}
      </Title>
      {children}
    </Paper>
  );
}

/** A card's states before its content: loading, or its failure (the rest of the home stays). */
function CardState({ loading, failed }: { loading: boolean; failed: boolean }) {
  const t = useT();
  if (failed) return <p>{t('home.cardFailed')}</p>;
  return loading ? <p role="status">{t('app.loading')}</p> : null;
}

function LastOrder() {
  const t = useT();
  const format = useFormat();
  const { data, loading, error } = useQuery(HomeLastOrderDocument, { errorPolicy: 'all' });
  const orders = data?.viewer.customer?.orders;
  const last = orders?.edges[0]?.node;
  return (
    <Card id="home-last-order" title="home.lastOrder.title">
      {!orders ? (
        <CardState loading={loading} failed={Boolean(error) || !loading} />
      ) : !last ? (
        <p>{t('home.lastOrder.none')}</p>
      ) : (
        <>
          <Text>{t('home.lastOrder.line', { number: last.number, date: format.date(last.placedAt) })}</Text>
          <Text fw={700}>{t(`orders.orderStatus.${last.status}`)}</Text>
          <Text>{t('home.lastOrder.total', { total: format.money(last.total) })}</Text>
          <Link to={paths.orderDetails(last.id)} className="text-link">
            {t('home.lastOrder.details')}
          </Link>
          <LastOrderBuyAgain order={last} />
        </>
      )}
    </Card>
  );
}

type LastOrderNode = NonNullable<
  NonNullable<HomeLastOrderQuery['viewer']['customer']>['orders']
>['edges'][number]['node'];

/** The last order's items that can be bought again, each with its button. */
function LastOrderBuyAgain({ order }: { order: LastOrderNode }) {
  const buyAgain = useBuyAgain(order.id);
  return <BuyAgainPanel order={order} buyAgain={buyAgain} withItems />;
}

function Balance() {
  const t = useT();
  const format = useFormat();
  const { data, loading, error } = useQuery(HomeOpenInvoicesDocument, { errorPolicy: 'all' });
  const open = data?.viewer.customer?.openInvoices;
  return (
    <Card id="home-balance" title="home.balance.title">
      {!open ? (
        <CardState loading={loading} failed={Boolean(error) || !loading} />
      ) : open.invoices.length === 0 ? (
        <p>{t('home.balance.none')}</p>
      ) : (
        <>
          <Text fw={700} size="lg">
            {format.money(open.balance)}
          </Text>
          <Text>{t('home.balance.count', { count: open.invoices.length })}</Text>
          <Link to={paths.openInvoices} className="text-link">
            {t('home.balance.link')}
          </Link>
        </>
      )}
    </Card>
  );
}

function WishlistPreview() {
  const t = useT();
  const { data, loading, error } = useQuery(HomeWishlistDocument, { errorPolicy: 'all' });
  const items = data?.viewer.customer?.wishlist?.items;
  return (
    <Card id="home-wishlist" title="home.wishlist.title">
      {!items ? (
        <CardState loading={loading} failed={Boolean(error) || !loading} />
      ) : items.length === 0 ? (
        <p>{t('home.wishlist.none')}</p>
      ) : (
        <>
          <ul className="home-wishlist">
            {items.slice(0, WISHLIST_PREVIEW).map((item) => (
              <li key={item.sku}>{item.product ? keepUnits(item.product.name) : item.sku}</li>
            ))}
          </ul>
          <Link to={paths.wishlist} className="text-link">
            {t('home.wishlist.link', { count: items.length })}
          </Link>
        </>
      )}
    </Card>
  );
}

export function HomeOverview() {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mb="xl">
        <LastOrder />
        <Balance />
        <WishlistPreview />
      </SimpleGrid>
      <Recommendations />
    </>
  );
}
