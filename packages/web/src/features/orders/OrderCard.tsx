/** One order in the overview: number, date, status, total and the first items. */
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { OrderCard_OrderFragment } from './OrderCard.generated.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { paths } from '../../lib/paths.ts';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { ProductImage } from '../../components/ProductImage.tsx';
import { useFormat, keepUnits } from '../../lib/format.ts';

const SHOWN_ITEMS = 3;

export function OrderCard({ order }: { order: OrderCard_OrderFragment }) {
  const t = useT();
  const format = useFormat();
  const hidden = order.items.length - SHOWN_ITEMS;
  return (
    <Paper component="article" withBorder p="md" radius="md" aria-labelledby={`order-${order.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Title order={2} size="h3" id={`order-${order.id}`}>
            {t('orders.cardTitle', { number: order.number, date: format.date(order.placedAt) })}
          </Title>
          <OrderStatusBadge order={order} />
        </Group>
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {order.items.slice(0, SHOWN_ITEMS).map((item) => (
            <Group component="li" key={item.id} gap="sm" wrap="nowrap">
              <ProductImage url={item.product?.imageUrl} size={48} />
              <Text>
                {item.quantity > 1 ? `${String(item.quantity)} × ` : ''}
                {keepUnits(item.title)}
              </Text>
            </Group>
          ))}
          {hidden > 0 && (
            <Text component="li" c="dimmed">
              {t('orders.moreItems', { count: hidden })}
            </Text>
          )}
        </Stack>
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Text fw={700}>
            {t('orders.total')}: {format.money(order.total)}
          </Text>
          <Anchor
            component={Link}
            to={paths.orderDetails(order.id)}
            fw={700}
            aria-label={t('orders.showDetailsOf', { number: order.number })}
          >
            {t('orders.showDetails')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
