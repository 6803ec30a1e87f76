/**
 * Resolvers of the top deals domain: the market's top deals from the product dispenser (variant
 * SKUs, best first), each with its product and the variant on offer, from one product-service
 * call; no SKUs is an empty list, an invalid or empty answer an error (docs/product/activity.md §8).
 */
import { productLookupKey } from '@mein-konto/schema/upstream/product';
import type { Resolvers } from '../../generated/graphql.ts';
import { listSize, productList } from '../../kit/productList.ts';

export const topDealResolvers: Resolvers = {
  Query: {
    topDeals: async (_parent, { maxItems }, ctx) => {
      const size = listSize(maxItems);
      const { skus } = await ctx.datasources.productDispenser.topDeals(ctx.market);
      const products = await productList(ctx, skus, skus.length);
      const deals = skus.flatMap((sku) => {
        const product = products.find((p) => productLookupKey(p.baseProductNo) === productLookupKey(sku));
        const variant = product?.variants.find((v) => v.sku === sku);
        return product && variant ? [{ id: sku, product, variant }] : [];
      });
      return deals.slice(0, size);
    },
  },
};
