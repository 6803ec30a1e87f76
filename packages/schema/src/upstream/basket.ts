/**
 * Contract of the basket service (docs/product/activity.md §7 basket: basket/items, add from the wishlist). The
 * session's customer's basket; a repeated idempotency key answers the first answer (a retry after
 * a lost answer adds nothing twice). A sold-out variant is 409 sold_out.
 */
import { z } from 'zod';
import { noQuery, route, type ServiceContract } from './contract.ts';

export const basketItemRequest = z.object({ sku: z.string(), quantity: z.number().int().min(1).max(99) });
export const basketItemResponse = z.object({
  sku: z.string(),
  quantity: z.number().int(),
  /** Articles in the basket after this one was added. */
  basket_item_count: z.number().int(),
});

export const basketService = {
  name: 'basket',
  basePath: '/basket-service',
  routes: {
    addBasketItem: route({
      method: 'POST',
      path: '/basket/items',
      credentials: true,
      status: 201,
      query: noQuery,
      body: basketItemRequest,
      response: basketItemResponse,
    }),
  },
} as const satisfies ServiceContract;
