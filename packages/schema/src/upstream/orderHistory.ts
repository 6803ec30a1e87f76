/** Contract of the order history service (SPEC §7 "Orders"). */
import { z } from 'zod';
import { noBody, route, type ServiceContract } from './contract.ts';
import { isoDateTime, money } from './common.ts';

export const orderSummaryStatus = z.enum([
  'processing', 'dispatched', 'cancelled', 'returned', 'partiallyReturned', 'partiallyCancelled',
]);

export const orderSummary = z.object({
  id: z.string(),
  number: z.string(),
  external_customer_id: z.string(),
  placed_at: isoDateTime,
  status: orderSummaryStatus,
  payment_type: z.enum(['PAYPAL', 'INVOICE', 'DIRECT_DEBIT', 'INSTALMENT']),
  total: money,
  item_count: z.number().int(),
});

export const ordersResponse = z.object({
  orders: z.array(orderSummary),
  total_count: z.number().int(),
});

export const orderHistoryService = {
  name: 'orderHistory',
  basePath: '/order-history-service',
  routes: {
    orders: route({
      method: 'GET', path: '/orders', credentials: true, status: 200,
      query: z.object({
        address_strict_typing: z.enum(['true', 'false']),
        limit: z.coerce.number().int().min(1).max(100),
        offset: z.coerce.number().int().min(0).optional(),
      }),
      body: noBody, response: ordersResponse,
    }),
  },
} as const satisfies ServiceContract;
