/**
 * Customers only ever see their own orders: the order service answers 404 for another
 * customer's order, and the gateway checks the order's externalCustomerId against the session
 * customer as well, so a faulty or misrouted upstream answer never leaks an order.
 */
import type { GatewayContext } from '../../context.ts';
import type { OrderDetailResult } from '../../datasources/order.ts';
import { UpstreamHttpError } from '../../datasources/upstreamErrors.ts';
import { notFound } from '../../errors.ts';
import type { CustomerModel } from '../../kit/viewer.ts';
import { ORDER_MESSAGES } from './messages.ts';

export function belongsTo(order: { externalCustomerId: string }, customer: CustomerModel): boolean {
  return order.externalCustomerId === customer.customerId;
}

/** The details of one of the customer's orders, or a NOT_FOUND error. */
export async function loadOwnOrder(
  ctx: GatewayContext,
  customer: CustomerModel,
  orderId: string,
): Promise<OrderDetailResult> {
  let detail: OrderDetailResult;
  try {
    detail = await ctx.loaders.orders.order.load(orderId);
  } catch (error) {
    if (error instanceof UpstreamHttpError && error.status === 404) throw notFound(ORDER_MESSAGES.orderNotFound);
    throw error;
  }
  if (!belongsTo(detail, customer)) {
    ctx.log.error(
      { event: 'foreign_order_refused', orderId, customerId: customer.customerId },
      'the order service returned an order of another customer: refused',
    );
    throw notFound(ORDER_MESSAGES.orderNotFound);
  }
  return detail;
}

/** Forgets the cached details of an order (after a change) and keeps the new ones when given. */
export function refreshOrder(ctx: GatewayContext, detail: OrderDetailResult): void {
  ctx.loaders.orders.order.clear(detail.id).prime(detail.id, detail);
}
