/**
 * The wishlist service (docs/product/activity.md §7 wishlist: POST add with X-SessionId, GET list; PATCH by sku with
 * state): the session customer's active items, adding a variant, and moving or removing one. The
 * service answers only for the customer's own items (404 item_not_found for any other sku).
 */
import { HEADER } from '@mein-konto/schema/upstream/common';
import { wishlistService } from '@mein-konto/schema/upstream/wishlist';
import { UpstreamDataSource, type CallResult } from './upstream.ts';
import { UpstreamHttpError, type UpstreamError } from './upstreamErrors.ts';

type Routes = typeof wishlistService.routes;
export type WishlistResult = CallResult<Routes['wishlist']>;
export type WishlistItemResult = CallResult<Routes['setWishlistItemState']>;

function notFound(error: UpstreamError): boolean {
  return error instanceof UpstreamHttpError && error.key === 'item_not_found';
}

export class WishlistDataSource extends UpstreamDataSource<typeof wishlistService> {
  protected readonly service = wishlistService;

  wishlist(): Promise<WishlistResult> {
    return this.call('wishlist');
  }

  /** Quantity 1 (docs/product/activity.md §9); the recommendation tracking session id only with consent. */
  addWishlistItem(baseProductNo: string, sku: string, sessionId: string | null): Promise<WishlistItemResult> {
    const headers: Record<string, string> = sessionId === null ? {} : { [HEADER.sessionId]: sessionId };
    return this.call('addWishlistItem', { headers, body: { baseProductNo, sku, quantity: 1 }, expected: notFound });
  }

  setWishlistItemState(sku: string, state: 'MOVED_TO_BASKET' | 'DELETED'): Promise<WishlistItemResult> {
    return this.call('setWishlistItemState', { params: { sku }, body: { state }, expected: notFound });
  }
}
