/** The status of an order or an item as a German label (SPEC §3 display labels). */
import type { OrderItemStatus, OrderStatus } from '../../gql/schemaTypes.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';

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
  return <StatusBadge color={ORDER_COLOR[status]}>{t(`orders.orderStatus.${status}`)}</StatusBadge>;
}

export function ItemStatusBadge({ status }: { status: OrderItemStatus }) {
  const t = useT();
  const color = status === 'DELIVERED' ? 'green' : status === 'CANCELLED' || status === 'RETURNED' ? 'gray' : 'blue';
  return <StatusBadge color={color}>{t(`orders.itemStatus.${status}`)}</StatusBadge>;
}
