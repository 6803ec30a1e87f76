/**
 * The status of an order or an item as a German label (docs/product/orders.md §3 display labels). A dispatched
 * order whose items have all arrived shows "Zugestellt", as its timeline does.
 */
import type { OrderItemStatus, OrderStatus } from '../../gql/schemaTypes.ts';
import type { OrderStatusBadge_OrderFragment } from './OrderStatusBadge.generated.ts';
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

export function OrderStatusBadge({ order }: { order: OrderStatusBadge_OrderFragment }) {
  const t = useT();
  const live = order.items.filter((item) => item.status !== 'CANCELLED');
  if (order.status === 'DISPATCHED' && live.length > 0 && live.every((item) => item.status === 'DELIVERED')) {
    return <StatusBadge color="green">{t('orders.orderStatus.DELIVERED')}</StatusBadge>;
  }
  return <StatusBadge color={ORDER_COLOR[order.status]}>{t(`orders.orderStatus.${order.status}`)}</StatusBadge>;
}

export function ItemStatusBadge({ status }: { status: OrderItemStatus }) {
  const t = useT();
  const color = status === 'DELIVERED' ? 'green' : status === 'CANCELLED' || status === 'RETURNED' ? 'gray' : 'blue';
  return <StatusBadge color={color}>{t(`orders.itemStatus.${status}`)}</StatusBadge>;
}
