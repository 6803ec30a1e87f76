/**
 * The order history service: the session customer's orders (of the order slice), newest first,
 * paged by an opaque cursor (keyset: placed_at, then number) or by offset; and the order insights.
 */
import type { z } from 'zod';
import { errorKey } from '@mein-konto/schema/upstream/common';
import { orderHistoryService, orderSummaryStatus, type orderSummary } from '@mein-konto/schema/upstream/orderHistory';
import { UpstreamError } from '../../kernel/errors.ts';
import { defineMockService } from '../../kernel/mockService.ts';
import { moneyOf } from '../../kernel/money.ts';
import { Sessions } from '../customer/sessions.ts';
import { orderTotals, type OrderRecord } from '../order/model.ts';
import { Orders } from '../order/state.ts';

function toOrderSummary(order: OrderRecord): z.input<typeof orderSummary> {
  return {
    id: order.id,
    number: order.number,
    external_customer_id: order.externalCustomerId,
    placed_at: order.placedAt.toISOString(),
    status: order.status,
    payment_type: order.paymentType,
    total: moneyOf(orderTotals(order).totalCents, order.currency),
    item_count: order.items.reduce((sum, i) => sum + i.quantity, 0),
    items: order.items.map((i) => ({
      base_product_no: i.baseProductNo,
      sku: i.sku,
      title: i.title,
      quantity: i.quantity,
      status: i.status,
    })),
  };
}

interface CursorPosition {
  placedAt: number;
  number: string;
}

function encodeCursor(order: OrderRecord): string {
  return Buffer.from(JSON.stringify({ p: order.placedAt.getTime(), n: order.number })).toString('base64url');
}

function decodeCursor(cursor: string): CursorPosition {
  try {
    const raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { p?: unknown; n?: unknown };
    if (typeof raw.p === 'number' && typeof raw.n === 'string') return { placedAt: raw.p, number: raw.n };
  } catch {
    // fall through
  }
  throw new UpstreamError(400, 'bad_request', {
    detail: 'invalid query: cursor: not a cursor of this service',
    field_errors: [{ key: errorKey('bad_request'), field: 'cursor', detail: 'not a cursor of this service' }],
  });
}

/** Whether `order` comes after the cursor position in newest-first order. */
function isAfter(order: OrderRecord, position: CursorPosition): boolean {
  const placed = order.placedAt.getTime();
  return (
    placed < position.placedAt || (placed === position.placedAt && order.number.localeCompare(position.number) < 0)
  );
}

export const orderHistoryMock = defineMockService(orderHistoryService, [
  (kernel) => {
    const sessions = kernel.state(Sessions);
    const orders = kernel.state(Orders);
    return {
      orders: ({ request, query }) => {
        const { customer } = sessions.require(request);
        if (query.cursor !== undefined && query.offset !== undefined) {
          throw new UpstreamError(400, 'bad_request', {
            detail: 'invalid query: give either offset or cursor',
            field_errors: [{ key: errorKey('bad_request'), field: 'cursor', detail: 'not together with offset' }],
          });
        }
        const own = orders.ofCustomer(customer.customerNumber);
        let start = query.offset ?? 0;
        if (query.cursor !== undefined) {
          const position = decodeCursor(query.cursor);
          start = own.findIndex((o) => isAfter(o, position));
          if (start === -1) start = own.length;
        }
        const page = own.slice(start, start + query.limit);
        const last = page[page.length - 1];
        const hasMore = start + page.length < own.length;
        return {
          orders: page.map(toOrderSummary),
          total_count: own.length,
          next_cursor: hasMore && last ? encodeCursor(last) : null,
        };
      },

      insights: ({ request }) => {
        const { customer } = sessions.require(request);
        const own = orders.ofCustomer(customer.customerNumber);
        const count = (status: OrderRecord['status']) => own.filter((o) => o.status === status).length;
        return {
          total_orders: own.length,
          returned_orders: count('returned') + count('partiallyReturned'),
          cancelled_orders: count('cancelled'),
          status_counts: orderSummaryStatus.options.map((status) => ({ status, count: count(status) })),
        };
      },
    };
  },
]);
