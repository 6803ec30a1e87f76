/**
 * The session customer's wishlist (`routes.wishlist`), adding a variant to it
 * (`routes.addWishlistItem`: a variant of the catalogue, its base product number matching, the
 * X-SessionId header if any 6 hex characters; an active item is answered as it is) and the state
 * of an item (`routes.setWishlistItemState`: moved to the basket, or deleted). An sku that is not
 * on the customer's own list, or no longer active, is 404 item_not_found.
 */
import { HEADER } from '@mein-konto/schema/upstream/common';
import { RECOMMENDATION_SESSION_ID } from '@mein-konto/schema/upstream/personalisation';
import type { wishlistService } from '@mein-konto/schema/upstream/wishlist';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { Sessions } from '../customer/sessions.ts';
import { CATALOG, variantSku } from '../product/catalog.ts';
import { Wishlists, type WishlistItemRecord } from './state.ts';

function wire(item: WishlistItemRecord) {
  return {
    sku: item.sku,
    base_product_no: item.baseProductNo,
    quantity: 1,
    state: item.state,
    added_at: item.addedAt.toISOString(),
  };
}

export function itemHandlers(kernel: Kernel) {
  const sessions = kernel.state(Sessions);
  const wishlists = kernel.state(Wishlists);
  return {
    wishlist: ({ request }) => {
      const { customer } = sessions.require(request);
      return { items: wishlists.activeOf(customer.customerNumber).map(wire) };
    },

    addWishlistItem: ({ request, body }) => {
      const { customer } = sessions.require(request);
      const sessionId = request.headers[HEADER.sessionId];
      if (sessionId !== undefined && (typeof sessionId !== 'string' || !RECOMMENDATION_SESSION_ID.test(sessionId))) {
        throw new UpstreamError(400, 'bad_request', { detail: `header ${HEADER.sessionId} must be 6 hex characters` });
      }
      const product = CATALOG.find((p) => p.baseProductNo === body.base_product_no);
      if (!product?.variants.some((v) => variantSku(product.baseProductNo, v.variant) === body.sku)) {
        throw new UpstreamError(404, 'item_not_found', { detail: 'no such product variant' });
      }
      return wire(wishlists.add(customer.customerNumber, body.sku, product.baseProductNo));
    },

    setWishlistItemState: ({ request, params, body }) => {
      const { customer } = sessions.require(request);
      const item = wishlists.itemOf(customer.customerNumber, params.sku ?? '');
      if (!item || item.state !== 'ACTIVE')
        throw new UpstreamError(404, 'item_not_found', { detail: 'no such item on the wishlist' });
      item.state = body.state;
      return wire(item);
    },
  } satisfies Partial<ServiceHandlers<typeof wishlistService>>;
}
