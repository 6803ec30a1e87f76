/**
 * Contract of the wishlist service (docs/product/activity.md §3 wishlist item, §7 wishlist: POST add with
 * baseProductNo, sku, quantity 1 and header X-SessionId; GET list; PATCH by sku with state). The
 * session's customer's list only: an sku not on it is 404 item_not_found. Adding an sku that is on
 * the list already answers its item (nothing twice); X-SessionId carries the recommendation
 * tracking session id when the customer consented to tracking.
 */
import { z } from 'zod';
import { isoDateTime } from './common.ts';
import { noBody, noQuery, route, type ServiceContract } from './contract.ts';

export const wishlistItemState = z.enum(['ACTIVE', 'MOVED_TO_BASKET', 'DELETED']);

export const wishlistItem = z.object({
  sku: z.string(),
  base_product_no: z.string(),
  quantity: z.number().int(),
  state: wishlistItemState,
  added_at: isoDateTime,
});

/** The active items, newest first. */
export const wishlistResponse = z.object({ items: z.array(wishlistItem) });

export const wishlistService = {
  name: 'wishlist',
  basePath: '/wishlist-service',
  routes: {
    wishlist: route({
      method: 'GET',
      path: '/wishlist',
      credentials: true,
      status: 200,
      query: noQuery,
      body: noBody,
      response: wishlistResponse,
    }),
    addWishlistItem: route({
      method: 'POST',
      path: '/wishlist',
      credentials: true,
      status: 201,
      query: noQuery,
      body: z.object({ base_product_no: z.string().min(1), sku: z.string().min(1), quantity: z.literal(1) }),
      response: wishlistItem,
    }),
    setWishlistItemState: route({
      method: 'PATCH',
      path: '/wishlist/:sku',
      credentials: true,
      status: 200,
      query: noQuery,
      body: z.object({ state: z.enum(['MOVED_TO_BASKET', 'DELETED']) }),
      response: wishlistItem,
    }),
  },
} as const satisfies ServiceContract;
