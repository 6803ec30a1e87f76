/**
 * Removes an item from the wishlist (with the deleteWishlistProduct flag). The answer names the
 * item: it leaves the cache, so every view of the wishlist drops it without loading again.
 */
import type { ApolloCache } from '@apollo/client';
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { DeleteWishlistItemDocument } from './DeleteWishlistItem.generated.ts';

/** Takes an item that left the wishlist (removed, or moved to the basket) out of the cache. */
export function forgetWishlistItem(cache: ApolloCache, sku: string): void {
  cache.evict({ id: cache.identify({ __typename: 'WishlistItem', id: sku }) });
  cache.gc();
}

export function useDeleteWishlistItem() {
  return useMutationOutcome(DeleteWishlistItemDocument, 'deleteWishlistItem', {
    update: (cache, { data }) => {
      if (data?.deleteWishlistItem.__typename === 'WishlistItemDeleted')
        forgetWishlistItem(cache, data.deleteWishlistItem.sku);
    },
  });
}
