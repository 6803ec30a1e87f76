/** Resolvers of the products domain: the Product type, wherever a field returns one (load it with ctx.loaders.products). */
import type { Resolvers } from '../../generated/graphql.ts';

export const productResolvers: Resolvers = {
  Product: {
    id: (product) => product.baseProductNo,
    baseProductNo: (product) => product.baseProductNo,
    name: (product) => product.name.long,
    shortName: (product) => product.name.short,
    brand: (product) => product.brand.brandName,
    imageUrl: (product) => product.media[0]?.url ?? null,
    imageAlt: (product) => product.media[0]?.alt ?? null,
    isNew: (product) => product.isNew,
    soldOnMedia: (product) => product.soldOnMedia,
  },
};
