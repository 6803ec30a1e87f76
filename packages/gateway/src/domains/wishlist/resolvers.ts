/** Resolvers of the wishlist domain: the customer's wishlist (products through ctx.loaders.products), moving an item to the basket, removing it. */
import { productLookupKey } from '@mein-konto/schema/upstream/product';
import type { Resolvers } from '../../generated/graphql.ts';
import { addWishlistItem, deleteWishlistItem, moveWishlistItemToBasket } from './items.ts';

export const wishlistResolvers: Resolvers = {
  Customer: {
    wishlist: async (_customer, _args, ctx) => ({ items: (await ctx.datasources.wishlist.wishlist()).items }),
  },
  WishlistItem: {
    id: (item) => item.sku,
    sku: (item) => item.sku,
    addedAt: (item) => item.addedAt,
    product: (item, _args, ctx) => ctx.loaders.products.product.load(productLookupKey(item.baseProductNo)),
    variant: async (item, _args, ctx) => {
      const product = await ctx.loaders.products.product.load(productLookupKey(item.baseProductNo));
      return product?.variants.find((v) => v.sku === item.sku) ?? null;
    },
  },
  Mutation: {
    addWishlistItem: (_parent, { input }, ctx) => addWishlistItem(ctx, input),
    moveWishlistItemToBasket: (_parent, { input }, ctx) => moveWishlistItemToBasket(ctx, input),
    deleteWishlistItem: (_parent, { input }, ctx) => deleteWishlistItem(ctx, input),
  },
};
