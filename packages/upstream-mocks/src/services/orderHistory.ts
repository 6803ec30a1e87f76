/** The order history service: the session customer's orders, newest first. */
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { orderHistoryService, type orderSummary } from '@mein-konto/schema/upstream/orderHistory';
import { contractRoutes } from '../contractRoute.ts';
import type { MockService, ServicePluginOptions } from '../mockService.ts';
import type { OrderRecord } from '../model.ts';
import { moneyOf, orderTotals } from '../money.ts';
import { requireSession } from '../session.ts';

export function toOrderSummary(order: OrderRecord): z.input<typeof orderSummary> {
  return {
    id: order.id,
    number: order.number,
    external_customer_id: order.externalCustomerId,
    placed_at: order.placedAt.toISOString(),
    status: order.status,
    payment_type: order.paymentType,
    total: moneyOf(orderTotals(order).totalCents, order.currency),
    item_count: order.items.reduce((sum, i) => sum + i.quantity, 0),
  };
}

const plugin: FastifyPluginAsync<ServicePluginOptions> = async (app, { store, validateResponses }) => {
  const route = contractRoutes(app, { validateResponses });

  route(orderHistoryService.routes.orders, ({ request, query }) => {
    const { customer } = requireSession(request, store);
    const orders = store.ordersOf(customer.customerNumber);
    const offset = query.offset ?? 0;
    return {
      orders: orders.slice(offset, offset + query.limit).map(toOrderSummary),
      total_count: orders.length,
    };
  });
};

export const orderHistoryMock: MockService = { contract: orderHistoryService, plugin };
