/**
 * Order details (SPEC §2 "orders/{id}"): items with status, prices and quantities, delivery
 * address, payment type, costs with vouchers, the status timeline, and the actions (return,
 * online cancellation, withdrawal or, in ch, the voluntary return policy).
 */
import '../../lib/i18n/account.ts';
import '../../lib/i18n/orders.ts';
import { useState } from 'react';
import { Divider, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { OrderDetailsPageDocument } from './OrderDetailsPage.generated.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { paths } from '../../lib/paths.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { BackLink } from '../../components/BackLink.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Notice } from '../../components/Notice.tsx';
import { DeliveryAddress } from './DeliveryAddress.tsx';
import { OrderActions } from './OrderActions.tsx';
import { OrderCosts } from './OrderCosts.tsx';
import { OrderItemRow } from './OrderItemRow.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { isNotFound } from './errors.ts';
import { useOrderFormat } from './useOrderFormat.ts';

export function Component() {
  const t = useT();
  const format = useOrderFormat();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(OrderDetailsPageDocument, { variables: { id }, errorPolicy: 'all' });
  const [retrying, setRetrying] = useState(false);
  const order = data?.viewer.customer?.order ?? null;
  const flags = data?.featureFlags;

  let content;
  if (!order) {
    if (loading && !error) content = <Text role="status">{t('app.loading')}</Text>;
    else if (isNotFound(error))
      content = (
        <Notice tone="error">
          <p>{t('orders.details.notFound')}</p>
        </Notice>
      );
    else
      content = (
        <LoadError
          message={t('orders.loadError')}
          retryLabel={t('orders.retry')}
          retrying={retrying}
          onRetry={() => {
            setRetrying(true);
            refetch()
              .catch(() => undefined)
              .finally(() => setRetrying(false));
          }}
        />
      );
  } else {
    content = (
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t('orders.details.title', { number: order.number })}
          </Title>
          <Text>{t('orders.details.placedAt', { date: format.date(order.placedAt) })}</Text>
          <div>
            <OrderStatusBadge status={order.status} />
          </div>
        </Stack>

        <section aria-labelledby="order-timeline">
          <Title order={2} size="h3" id="order-timeline" mb="sm">
            {t('orders.timeline.title')}
          </Title>
          <OrderTimeline order={order} />
        </section>

        <section aria-labelledby="order-items">
          <Title order={2} size="h3" id="order-items" mb="xs">
            {t('orders.details.items')}
          </Title>
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {order.items.map((item, index) => (
              <li key={item.id}>
                {index > 0 && <Divider />}
                <OrderItemRow item={item} />
              </li>
            ))}
          </Stack>
        </section>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="order-costs">
            <Title order={2} size="h3" id="order-costs" mb="xs">
              {t('orders.details.summary')}
            </Title>
            <OrderCosts order={order} multipleVouchers={flags?.multipleVouchers ?? true} />
          </Paper>
          <Stack gap="lg">
            {order.deliveryAddress && (
              <section aria-labelledby="order-address">
                <Title order={2} size="h3" id="order-address" mb="xs">
                  {t('orders.details.deliveryAddress')}
                  {order.deliveryAddress.type === 'DHL_ADDRESS' ? ` (${t('orders.details.packstation')})` : ''}
                </Title>
                <DeliveryAddress address={order.deliveryAddress} />
              </section>
            )}
            <section aria-labelledby="order-payment">
              <Title order={2} size="h3" id="order-payment" mb="xs">
                {t('orders.details.paymentType')}
              </Title>
              <Text>{t(`orders.payment.${order.paymentType}`)}</Text>
            </section>
          </Stack>
        </SimpleGrid>

        {order.returns.length > 0 && (
          <section aria-labelledby="order-returns">
            <Title order={2} size="h3" id="order-returns" mb="xs">
              {t('orders.details.returns')}
            </Title>
            <ul>
              {order.returns.map((r) => (
                <li key={r.id}>
                  {t('orders.details.returnOf', { date: format.date(r.createdAt) })}:{' '}
                  {r.items
                    .map((ri) => `${String(ri.quantity)} × ${order.items.find((i) => i.sku === ri.sku)?.title ?? ri.sku}`)
                    .join(', ')}
                </li>
              ))}
            </ul>
          </section>
        )}

        <OrderActions order={order} orderCancellation={flags?.orderCancellation ?? false} />
      </Stack>
    );
  }

  return (
    <div className="stack">
      <div>
        <BackLink to={paths.orders}>{t('orders.backToOrders')}</BackLink>
      </div>
      <PageTitle>{t('section.orderDetails')}</PageTitle>
      {content}
    </div>
  );
}
