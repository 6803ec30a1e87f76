/** Resolvers of the orders domain: thin mappings onto the order history and order services (products through ctx.loaders.products). */
import { productLookupKey } from '@mein-konto/schema/upstream/product';
import type { GatewayContext } from '../../context.ts';
import type { OrderDetailResult } from '../../datasources/order.ts';
import { badUserInput } from '../../errors.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { belongsTo, loadOwnOrder } from './access.ts';
import { buyAgain, canBuyAgain } from './buyAgain.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { ORDER_MESSAGES } from './messages.ts';
import { enumValue, orderFromDetail, orderFromSummary, type OrderItemModel, type OrderModel } from './models.ts';
import { cancelOrder, confirmWithdrawal, returnOrderItems, startWithdrawal } from './mutations.ts';
import { orderTimeline } from './timeline.ts';

/** Largest page of the order connection (a page's products still fit one product-service call). */
const MAX_ORDERS_PAGE = 50;

/** The details of an order: already there, or loaded once per request. */
async function detailOf(order: OrderModel, ctx: GatewayContext): Promise<OrderDetailResult> {
  return order.detail ?? ctx.loaders.orders.order.load(order.id);
}

/** What both the summary and the details carry. */
function basics(order: OrderModel) {
  return order.detail ?? order.summary;
}

async function itemDetail(item: OrderItemModel, ctx: GatewayContext) {
  if (item.detail) return item.detail;
  const detail = await ctx.loaders.orders.order.load(item.orderId);
  const found = detail.items.find((i) => i.sku === item.item.sku);
  if (!found) throw new Error(`item ${item.item.sku} missing in the details of order ${item.orderId}`);
  return found;
}

export const orderResolvers: Resolvers = {
  Customer: {
    orders: async (customer, { first, after }, ctx) => {
      const limit = first ?? 10;
      if (limit < 1 || limit > MAX_ORDERS_PAGE) throw badUserInput(ORDER_MESSAGES.pageSize(MAX_ORDERS_PAGE));
      const position = decodeCursor(after);
      if (!position) throw badUserInput(ORDER_MESSAGES.cursorInvalid);
      const page = await ctx.datasources.orderHistory.orders(
        position.upstream !== undefined ? { limit, cursor: position.upstream } : { limit, offset: position.offset },
      );
      const own = page.orders.filter((order) => {
        if (belongsTo(order, customer)) return true;
        ctx.log.error(
          { event: 'foreign_order_refused', orderId: order.id },
          'the order history returned an order of another customer: left out',
        );
        return false;
      });
      const edges = own.map((order, index) => {
        const offset = position.offset + index + 1;
        const isLast = index === own.length - 1;
        const upstream = isLast && page.nextCursor !== null ? page.nextCursor : undefined;
        return { cursor: encodeCursor({ offset, upstream }), node: orderFromSummary(order) };
      });
      return {
        edges,
        pageInfo: { hasNextPage: page.nextCursor !== null, endCursor: edges.at(-1)?.cursor ?? null },
        totalCount: page.totalCount,
      };
    },
    order: async (customer, { id }, ctx) => orderFromDetail(await loadOwnOrder(ctx, customer, id)),
    orderInsights: async (_customer, _args, ctx) => {
      const insights = await ctx.datasources.orderHistory.insights();
      return {
        totalOrders: insights.totalOrders,
        returnedOrders: insights.returnedOrders,
        cancelledOrders: insights.cancelledOrders,
        statusCounts: insights.statusCounts.map((c) => ({ status: enumValue(c.status), count: c.count })),
      };
    },
  },
  Mutation: {
    returnOrderItems: (_parent, { input }, ctx) => returnOrderItems(ctx, input),
    cancelOrder: (_parent, { input }, ctx) => cancelOrder(ctx, input),
    startWithdrawal: (_parent, { input }, ctx) => startWithdrawal(ctx, input),
    confirmWithdrawal: (_parent, { input }, ctx) => confirmWithdrawal(ctx, input),
    buyAgain: (_parent, { input }, ctx) => buyAgain(ctx, input),
  },
  Order: {
    id: (order) => order.id,
    number: (order) => basics(order).number,
    placedAt: (order) => basics(order).placedAt,
    status: (order) => enumValue(basics(order).status),
    paymentType: (order) => basics(order).paymentType,
    total: (order) => basics(order).total,
    itemCount: (order) =>
      order.detail ? order.detail.items.reduce((sum, i) => sum + i.quantity, 0) : order.summary.itemCount,
    items: (order) =>
      order.detail
        ? order.detail.items.map((item) => ({ orderId: order.id, item, detail: item }))
        : order.summary.items.map((item) => ({ orderId: order.id, item, detail: null })),
    deliveredAt: async (order, _args, ctx) => (await detailOf(order, ctx)).deliveredAt,
    subtotal: async (order, _args, ctx) => (await detailOf(order, ctx)).subtotal,
    shippingCosts: async (order, _args, ctx) => (await detailOf(order, ctx)).shippingCosts,
    discount: async (order, _args, ctx) => (await detailOf(order, ctx)).discount,
    vouchers: async (order, _args, ctx) => (await detailOf(order, ctx)).vouchers,
    deliveryAddress: async (order, _args, ctx) => (await detailOf(order, ctx)).deliveryAddress,
    timeline: async (order, _args, ctx) => orderTimeline(await detailOf(order, ctx)),
    cancellation: async (order, _args, ctx) => {
      const { cancellation } = await detailOf(order, ctx);
      return {
        // flag orderCancellation (docs/product/orders.md §6) switches online cancellation off everywhere
        cancellable: ctx.featureFlags.orderCancellation && cancellation.cancellable,
        cancellableUntil: cancellation.cancellableUntil,
        windowMinutes: cancellation.cancellationWindowMinutes,
        cancelledAt: cancellation.cancelledAt,
        reasonCode: cancellation.reasonCode,
      };
    },
    withdrawal: async (order, _args, ctx) => (await detailOf(order, ctx)).withdrawal,
    returnPeriod: async (order, _args, ctx) => (await detailOf(order, ctx)).returnPeriod,
    returns: async (order, _args, ctx) => (await detailOf(order, ctx)).returns,
  },
  OrderItem: {
    id: (item) => `${item.orderId}:${item.item.sku}`,
    sku: (item) => item.item.sku,
    baseProductNo: (item) => item.item.baseProductNo,
    title: (item) => item.item.title,
    quantity: (item) => item.item.quantity,
    status: (item) => enumValue(item.item.status),
    product: (item, _args, ctx) => ctx.loaders.products.product.load(productLookupKey(item.item.baseProductNo)),
    position: async (item, _args, ctx) => (await itemDetail(item, ctx)).position,
    singlePrice: async (item, _args, ctx) => (await itemDetail(item, ctx)).singlePrice,
    returnedQuantity: async (item, _args, ctx) => (await itemDetail(item, ctx)).returnedQuantity,
    cancelledQuantity: async (item, _args, ctx) => (await itemDetail(item, ctx)).cancelledQuantity,
    returnableQuantity: async (item, _args, ctx) => (await itemDetail(item, ctx)).returnableQuantity,
    canBuyAgain: (item, _args, ctx) => canBuyAgain(ctx, item.item.status),
  },
};
