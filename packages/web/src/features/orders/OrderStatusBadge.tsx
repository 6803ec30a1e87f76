/** The status of an order or an item as a German label (SPEC §3 display labels). */
import { Badge } from '@mantine/core';
import type { OrderItemStatus, OrderStatus } from '../../gql/schemaTypes.ts';
import { useT } from '../../lib/i18n/index.tsx';

const ORDER_COLOR: Record<OrderStatus, string> = {
  PROCESSING: 'blue',
  DISPATCHED: 'green',
  CANCELLED: 'gray',
  RETURNED: 'gray',
  PARTIALLY_RETURNED: 'yellow',
  PARTIALLY_CANCELLED: 'yellow',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <Badge variant="light" color={ORDER_COLOR[status]} size="lg" fz="sm" h="auto" py={4} radius="sm" tt="none" style={{ color: 'var(--mantine-color-gray-9)' }}>
      {t(`orders.orderStatus.${status}`)}
    </Badge>
  );
}

export function ItemStatusBadge({ status }: { status: OrderItemStatus }) {
  const t = useT();
  const color = status === 'DELIVERED' ? 'green' : status === 'CANCELLED' || status === 'RETURNED' ? 'gray' : 'blue';
  return (
    <Badge variant="light" color={color} size="lg" fz="sm" h="auto" py={4} radius="sm" tt="none" style={{ color: 'var(--mantine-color-gray-9)' }}>
      {t(`orders.itemStatus.${status}`)}
    </Badge>
  );
}
