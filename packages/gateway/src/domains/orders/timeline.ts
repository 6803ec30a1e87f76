/**
 * The status timeline of an order, derived from its item states (docs/product/orders.md §3 labels: confirmed,
 * processing, dispatched, delivered, cancelled, partially cancelled, returned, partially
 * returned). The progress of an order is that of its least advanced item still on its way, but
 * never behind the order's own status (an order the order service calls processing or dispatched
 * is at least there, so its status label and its timeline say the same); cancellations and
 * returns follow as closing steps.
 */
import type { OrderDetailResult } from '../../datasources/order.ts';
import type { OrderTimelineStep, OrderTimelineStepKind } from '../../generated/graphql.ts';

type Item = OrderDetailResult['items'][number];
type ItemStatus = Item['status'];
type OrderStatus = OrderDetailResult['status'];

const PROGRESS: Record<ItemStatus, number> = {
  received: 0,
  processing: 1,
  dispatched: 2,
  inDelivery: 2,
  delivered: 3,
  partiallyReturned: 3,
  returned: 3,
  partiallyCancelled: 3,
  returnRegistered: 3,
  cancelled: -1,
};

/** The step an order has reached at least, by its own status (the closing states add their own steps). */
const STATUS_FLOOR: Partial<Record<OrderStatus, number>> = { processing: 1, dispatched: 2 };

const MAIN_STEPS: readonly OrderTimelineStepKind[] = ['CONFIRMED', 'PROCESSING', 'DISPATCHED', 'DELIVERED'];

export type TimelineInput = Pick<
  OrderDetailResult,
  'status' | 'items' | 'placedAt' | 'deliveredAt' | 'cancellation' | 'returns'
>;

export function orderTimeline(order: TimelineInput): OrderTimelineStep[] {
  const live = order.items.filter((i) => i.cancelledQuantity < i.quantity && i.status !== 'cancelled');
  if (live.length === 0) {
    return [
      { kind: 'CONFIRMED', state: 'DONE', at: order.placedAt },
      { kind: 'CANCELLED', state: 'CURRENT', at: order.cancellation.cancelledAt },
    ];
  }
  // A partially cancelled item whose remaining pieces are not delivered yet counts as processing.
  const itemProgress = Math.min(
    ...live.map((i) => (i.status === 'partiallyCancelled' && order.deliveredAt === null ? 1 : PROGRESS[i.status])),
  );
  const progress = Math.max(itemProgress, STATUS_FLOOR[order.status] ?? -1);
  const atOf = (kind: OrderTimelineStepKind): string | null =>
    kind === 'CONFIRMED' ? order.placedAt : kind === 'DELIVERED' ? order.deliveredAt : null;
  const steps: OrderTimelineStep[] = MAIN_STEPS.map((kind, index) => ({
    kind,
    state: index <= progress ? 'DONE' : 'UPCOMING',
    at: index <= progress ? atOf(kind) : null,
  }));

  const someCancelled = order.items.some((i) => i.cancelledQuantity > 0 || i.status === 'cancelled');
  if (someCancelled) steps.push({ kind: 'PARTIALLY_CANCELLED', state: 'DONE', at: order.cancellation.cancelledAt });
  const returned = live.filter((i) => i.returnedQuantity > 0);
  if (returned.length > 0) {
    const all = live.every((i) => i.returnedQuantity + i.cancelledQuantity >= i.quantity);
    const lastReturn = order.returns.reduce<string | null>(
      (latest, r) => (latest === null || r.createdAt > latest ? r.createdAt : latest),
      null,
    );
    steps.push({ kind: all ? 'RETURNED' : 'PARTIALLY_RETURNED', state: 'DONE', at: lastReturn });
  }
  // The last step reached is where the order is now.
  const current = steps.map((s) => s.state).lastIndexOf('DONE');
  const step = steps[current];
  if (step) step.state = 'CURRENT';
  return steps;
}
