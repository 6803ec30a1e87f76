/**
 * Puts a product variant on the wishlist (from a recommendation or a top deal). The answer carries
 * the added item with everything a wishlist view shows and the wishlist's order as it is now: both
 * merge into the cache, so a wishlist on screen shows the item without loading again.
 */
import { useMutationOutcome } from '../lib/mutationOutcome.ts';
import { AddWishlistItemDocument } from './AddWishlistItem.generated.ts';

export function useAddWishlistItem() {
  return useMutationOutcome(AddWishlistItemDocument, 'addWishlistItem');
}
