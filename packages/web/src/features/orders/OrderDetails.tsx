/**
 * One order in full (docs/product/orders.md §2 "orders/{id}"): items with status, prices and quantities, delivery
 * address, payment type, costs with vouchers, the status timeline, earlier returns, and the
 * actions (return, online cancellation, withdrawal or, in ch, the voluntary return policy);
 * the dispatched and delivered items can be bought again, one by one or all at once.
 */
import { Divider, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OrderDetails_OrderFragment } from './OrderDetails.generated.ts';
import { useFormat } from '../../lib/format.ts';
import { BuyAgainItem } from '../../components/BuyAgainItem.tsx';
import { BuyAgainPanel } from '../../components/BuyAgainPanel.tsx';
import { useBuyAgain } from '../../components/useBuyAgain.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { DeliveryAddress } from './DeliveryAddress.tsx';
import { OrderActions } from './OrderActions.tsx';
import { OrderCosts } from './OrderCosts.tsx';
import { OrderItemRow } from './OrderItemRow.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';

export function OrderDetails({
  order,
  flags,
}: {
  order: OrderDetails_OrderFragment;
  flags: { multipleVouchers: boolean; orderCancellation: boolean };
}) {
  const t = useT();
  const format = useFormat();
  const buyAgain = useBuyAgain(order.id);
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {t('orders.details.title', { number: order.number })}
        </Title>
        <Text>{t('orders.details.placedAt', { date: format.date(order.placedAt) })}</Text>
        <div>
          <OrderStatusBadge order={order} />
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
              <OrderItemRow item={item} action={<BuyAgainItem item={item} buyAgain={buyAgain} />} />
            </li>
          ))}
        </Stack>
        <BuyAgainPanel order={order} buyAgain={buyAgain} />
      </section>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="order-costs">
          <Title order={2} size="h3" id="order-costs" mb="xs">
            {t('orders.details.summary')}
          </Title>
          <OrderCosts order={order} multipleVouchers={flags.multipleVouchers} />
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

      <OrderActions order={order} orderCancellation={flags.orderCancellation} />
    </Stack>
  );
}
