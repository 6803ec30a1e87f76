/**
 * Order overview (SPEC §2 "orders"): newest first, status labels, totals in the market's
 * currency, "load more" along the cursor connection, an empty state, and the orders error text
 * with a retry when the order history cannot be read.
 */
import '../../lib/i18n/account.ts';
import '../../lib/i18n/orders.ts';
import { useEffect, useRef, useState } from 'react';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { OrdersPageDocument } from './OrdersPage.generated.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { paths } from '../../lib/paths.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { BackLink } from '../../components/BackLink.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Notice } from '../../components/Notice.tsx';
import { OrderCard } from './OrderCard.tsx';

export const ORDERS_PAGE_SIZE = 10;

export function Component() {
  const t = useT();
  const { shopUrl } = useMarket();
  const { data, loading, error, refetch, fetchMore } = useQuery(OrdersPageDocument, {
    variables: { first: ORDERS_PAGE_SIZE },
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const orders = data?.viewer.customer?.orders ?? null;
  // Index of the first order of the page being loaded: keyboard and screen-reader users continue there.
  const focusFrom = useRef<number | null>(null);
  const shown = orders?.edges.length ?? 0;

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    const next = listRef.current?.querySelectorAll<HTMLElement>('li > article h2')[from];
    next?.setAttribute('tabindex', '-1');
    next?.focus();
  }, [shown]);

  const loadMore = async () => {
    if (!orders?.pageInfo.endCursor || loadingMore) return;
    const before = orders.edges.length;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    focusFrom.current = before;
    try {
      const result = await fetchMore({ variables: { first: ORDERS_PAGE_SIZE, after: orders.pageInfo.endCursor } });
      if (!result.data?.viewer.customer?.orders) throw new Error('next page missing');
    } catch {
      focusFrom.current = null;
      setLoadMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  const retry = async () => {
    setRetrying(true);
    try {
      await refetch();
    } catch {
      /* the error stays on the page */
    } finally {
      setRetrying(false);
    }
  };

  let content;
  if (!orders) {
    content =
      loading && !error ? (
        <Text role="status">{t('app.loading')}</Text>
      ) : (
        <LoadError message={t('orders.loadError')} retryLabel={t('orders.retry')} onRetry={() => void retry()} retrying={retrying} />
      );
  } else if (orders.totalCount === 0) {
    content = (
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
  } else {
    content = (
      <Stack gap="md">
        <Text>{orders.totalCount === 1 ? t('orders.countOne') : t('orders.count', { count: orders.totalCount })}</Text>
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
          {loadingMore ? t('orders.loadingMore') : t('orders.shownOf', { shown: orders.edges.length, total: orders.totalCount })}
        </Text>
        {loadMoreFailed && (
          <Notice tone="error">
            <p>{t('orders.loadError')}</p>
          </Notice>
        )}
        {orders.pageInfo.hasNextPage && (
          <div>
            <Button variant="outline" onClick={() => void loadMore()} loading={loadingMore}>
              {t('orders.loadMore')}
            </Button>
          </div>
        )}
      </Stack>
    );
  }

  return (
    <div className="stack">
      <div>
        <BackLink to={paths.home}>{t('app.backToOverview')}</BackLink>
      </div>
      <PageTitle>{t('section.orders')}</PageTitle>
      {content}
    </div>
  );
}
