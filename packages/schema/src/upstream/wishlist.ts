/**
 * Contract of the wishlist service (SPEC §3 wishlist item, §7 wishlist: GET list; PATCH by sku
 * with state). The session's customer's list only: an sku not on it is 404 item_not_found. The
 * shop adds to the wishlist (POST with X-SessionId); this area lists, moves and removes.
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
      method: 'GET', path: '/wishlist', credentials: true, status: 200,
      query: noQuery, body: noBody, response: wishlistResponse,
    }),
    setWishlistItemState: route({
      method: 'PATCH', path: '/wishlist/:sku', credentials: true, status: 200,
      query: noQuery, body: z.object({ state: z.enum(['MOVED_TO_BASKET', 'DELETED']) }), response: wishlistItem,
    }),
  },
} as const satisfies ServiceContract;
