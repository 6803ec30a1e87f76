/**
 * Contract of the order history service (docs/product/orders.md §7 "Orders"): the session customer's orders,
 * newest first, paged by cursor (or offset), and the order insights (counts per status).
 */
import { z } from 'zod';
import { noBody, noQuery, route, type ServiceContract } from './contract.ts';
import { isoDateTime, money } from './common.ts';

export const orderSummaryStatus = z.enum([
  'processing',
  'dispatched',
  'cancelled',
  'returned',
  'partiallyReturned',
  'partiallyCancelled',
]);

/**
 * Status of one order item (docs/product/orders.md §3). returnRegistered: pieces of the item are in a
 * registered return whose parcel has not arrived yet (then returned or partiallyReturned).
 */
export const orderItemStatus = z.enum([
  'received',
  'processing',
  'dispatched',
  'cancelled',
  'returned',
  'inDelivery',
  'partiallyReturned',
  'partiallyCancelled',
  'delivered',
  'returnRegistered',
]);

export const orderPaymentType = z.enum(['PAYPAL', 'INVOICE', 'DIRECT_DEBIT', 'INSTALMENT']);

/** What the overview shows of an item; product data comes from the product service. */
export const orderSummaryItem = z.object({
  base_product_no: z.string(),
  sku: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  status: orderItemStatus,
});

export const orderSummary = z.object({
  id: z.string(),
  number: z.string(),
  external_customer_id: z.string(),
  placed_at: isoDateTime,
  status: orderSummaryStatus,
  payment_type: orderPaymentType,
  total: money,
  item_count: z.number().int(),
  items: z.array(orderSummaryItem),
});

export const ordersResponse = z.object({
  orders: z.array(orderSummary),
  total_count: z.number().int(),
  /** Opaque cursor of the next page (pass as `cursor`), null on the last page. */
  next_cursor: z.string().nullable(),
});

export const ordersInsightsResponse = z.object({
  total_orders: z.number().int(),
  /** Orders returned in full or in part (as personal details' total_returned_orders). */
  returned_orders: z.number().int(),
  cancelled_orders: z.number().int(),
  /** One entry per order status, zero counts included, in the order of `orderSummaryStatus`. */
  status_counts: z.array(z.object({ status: orderSummaryStatus, count: z.number().int() })),
});

export const orderHistoryService = {
  name: 'orderHistory',
  basePath: '/order-history-service',
  routes: {
    orders: route({
      method: 'GET',
      path: '/orders',
      credentials: true,
      status: 200,
      query: z.object({
        address_strict_typing: z.enum(['true', 'false']),
        limit: z.coerce.number().int().min(1).max(100),
        /** Either an offset or the `next_cursor` of the previous page, not both. */
        offset: z.coerce.number().int().min(0).optional(),
        cursor: z.string().min(1).optional(),
      }),
      body: noBody,
      response: ordersResponse,
    }),
    insights: route({
      method: 'GET',
      path: '/orders-insights',
      credentials: true,
      status: 200,
      query: noQuery,
      body: noBody,
      response: ordersInsightsResponse,
    }),
  },
} as const satisfies ServiceContract;
