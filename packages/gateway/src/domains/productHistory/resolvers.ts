/**
 * Resolvers of the product history domain: the customer's recently viewed products, asked with
 * the session customer's own id; the service's "no items" (docs/product/activity.md §8) is an empty list here.
 */
import { productLookupKey } from '@mein-konto/schema/upstream/product';
import { isNoItems } from '../../datasources/productDispenser.ts';
import type { Resolvers } from '../../generated/graphql.ts';

export const productHistoryResolvers: Resolvers = {
  Customer: {
    recentlyViewed: async (customer, _args, ctx) => {
      try {
        const { items } = await ctx.datasources.productDispenser.productHistory(customer.customerId);
        return items.map((item) => ({ id: item.baseProductNo, viewedAt: item.viewedAt }));
      } catch (error) {
        if (isNoItems(error)) return [];
        throw error;
      }
    },
  },
  RecentlyViewedProduct: {
    product: (item, _args, ctx) => ctx.loaders.products.product.load(productLookupKey(item.id)),
  },
};
