/** Resolvers of the products domain: Product and its variants, wherever a field returns one (load it with ctx.loaders.products). */
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
    variant: (product, { sku }) => product.variants.find((v) => v.sku === sku) ?? null,
    defaultVariant: (product) =>
      product.variants.find((v) => v.sku === product.defaultVariantSku) ?? product.variants[0] ?? null,
  },
  ProductVariant: {
    sku: (variant) => variant.sku,
    price: (variant) => variant.price.value,
    priceLabel: (variant) => variant.price.label,
    availability: (variant) => variant.availability,
    stockLevel: (variant) => variant.stockLevel,
    dimensions: (variant) => variant.dimensions.map(({ label, value }) => ({ label, value })),
  },
};
