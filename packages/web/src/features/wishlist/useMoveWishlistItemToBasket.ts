/**
 * Puts one article of a wishlist item into the basket (the idempotency key the same for the
 * action's retries). The item stays in the cache: the page shows its success for a moment and then
 * lets it go with forgetWishlistItem (useDeleteWishlistItem.ts).
 */
import { useMutationOutcome } from '../../lib/mutationOutcome.ts';
import { MoveWishlistItemToBasketDocument } from './MoveWishlistItemToBasket.generated.ts';

export function useMoveWishlistItemToBasket() {
  return useMutationOutcome(MoveWishlistItemToBasketDocument, 'moveWishlistItemToBasket');
}
