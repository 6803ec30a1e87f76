/** The model behind WishlistItem (codegen mapper): an item as the wishlist service describes it. */
import type { WishlistResult } from '../../datasources/wishlist.ts';

export type WishlistItemModel = WishlistResult['items'][number];
