/**
 * Order overview (docs/product/orders.md §2 "orders"): newest first, status labels, totals in the market's
 * currency, "load more" along the cursor connection, an empty state, and the orders error text
 * with a retry when the order history cannot be read.
 */
import './catalog.ts';
import { useEffect, useRef, useState } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { OrdersPageDocument, type OrdersPageQuery } from './OrdersPage.generated.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { paths } from '../../lib/paths.ts';
import { TitledPage } from '../../components/TitledPage.tsx';
import { PageData } from '../../components/PageData.tsx';
import { Notice } from '../../components/Notice.tsx';
import { OrderCard } from './OrderCard.tsx';
import { ORDERS_PAGE_SIZE } from './orderPaging.ts';

type Orders = NonNullable<NonNullable<OrdersPageQuery['viewer']['customer']>['orders']>;

export function Component() {
  const t = useT();
  const page = usePageQuery(OrdersPageDocument, {
    variables: { first: ORDERS_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  /** Appends the page after the cursor; false when it could not be loaded. */
  const loadMore = async (after: string): Promise<boolean> => {
    try {
      const result = await page.fetchMore({ variables: { first: ORDERS_PAGE_SIZE, after } });
      return Boolean(result.data?.viewer.customer?.orders);
    } catch {
      return false;
    }
  };
  return (
    <TitledPage title={t('section.orders')} back={{ to: paths.home, label: t('app.backToOverview') }}>
      <PageData page={page} select={(data) => data.viewer.customer?.orders} loadError="orders.loadError">
        {(orders) => <OrderList orders={orders} onLoadMore={loadMore} />}
      </PageData>
    </TitledPage>
  );
}

function OrderList({ orders, onLoadMore }: { orders: Orders; onLoadMore: (after: string) => Promise<boolean> }) {
  const t = useT();
  const { shopUrl } = useMarket();
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  // Index of the first order of the page being loaded: keyboard and screen-reader users continue there.
  const focusFrom = useRef<number | null>(null);
  const shown = orders.edges.length;

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    const next = listRef.current?.querySelectorAll<HTMLElement>('li > article h2')[from];
    next?.setAttribute('tabindex', '-1');
    next?.focus();
  }, [shown]);

  const loadMore = async () => {
    const after = orders.pageInfo.endCursor;
    if (!after || loadingMore) return;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    focusFrom.current = shown;
    if (!(await onLoadMore(after))) {
      focusFrom.current = null;
      setLoadMoreFailed(true);
    }
    setLoadingMore(false);
  };

  if (orders.totalCount === 0) {
    return (
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('orders.empty.title')}
        </Title>
        <Text>{t('orders.empty.body')}</Text>
        <div>
          <Anchor href={shopUrl} fw={700}>
            {t('orders.empty.shop')} <span className="visually-hidden">{t('app.externalLinkHint')}</span>
          </Anchor>
        </div>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text>{t('orders.count', { count: orders.totalCount })}</Text>
      <div ref={listRef}>
        <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {orders.edges.map(({ node }) => (
            <li key={node.id}>
              <OrderCard order={node} />
            </li>
          ))}
        </Stack>
      </div>
      <Text role="status" c="dimmed">
        {loadingMore ? t('orders.loadingMore') : t('orders.shownOf', { shown, total: orders.totalCount })}
      </Text>
      {loadMoreFailed && (
        <Notice tone="error">
          <p>{t('orders.loadError')}</p>
        </Notice>
      )}
      {orders.pageInfo.hasNextPage && (
        <div>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => void loadMore()}
            disabled={loadingMore}
            aria-busy={loadingMore}
          >
            {t('orders.loadMore')}
          </button>
        </div>
      )}
    </Stack>
  );
}
