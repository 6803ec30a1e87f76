/**
 * Contract of the product service (docs/product/activity.md §3 "Product", §7 "Recommendations"): product data for
 * many base product numbers in one call, so an order's items (or a recommendation set) need one
 * request, not one per item. Lookups use the first 6 characters of each base product number.
 */
import { z } from 'zod';
import { noBody, route, type ServiceContract } from './contract.ts';
import { money } from './common.ts';

export const SALES_CHANNEL = 'CLASSIC_SHOP';

/** How many characters of a base product number the product service looks up by (docs/product/activity.md §9). */
export const PRODUCT_LOOKUP_LENGTH = 6;

/** The key a base product number is looked up by. */
export function productLookupKey(baseProductNo: string): string {
  return baseProductNo.trim().slice(0, PRODUCT_LOOKUP_LENGTH);
}

/** At most this many base product numbers per call. */
export const MAX_PRODUCTS_PER_CALL = 100;

export const variantAttributeType = z.enum([
  'COLOR',
  'SIZE',
  'STONE',
  'MATERIAL',
  'TASTE',
  'MOTIV',
  'AROMA',
  'ALLOY',
  'AMOUNT',
  'OTHERS',
]);
export const productAvailability = z.enum(['SOLD_OUT', 'ALMOST_SOLD_OUT', 'AVAILABLE']);
export const productState = z.enum([
  'SELLABLE',
  'WAITLISTSELLABLE',
  'SOLDOUT',
  'SUBSCRIPTION_SELLABLE',
  'ARCHIVED',
  'UNPREPARED',
  'PREPARED',
  'DISCARDED',
]);

export const productVariant = z.object({
  sku: z.string(),
  /** Price in the currency of the market (x-locale): EUR, CHF on de-ch. */
  price: z.object({ value: money, label: z.string().nullable() }),
  status: productState,
  availability: productAvailability,
  stock_level: z.number().int(),
  is_selected_by_default: z.boolean(),
  dimensions: z.array(z.object({ type: variantAttributeType, label: z.string(), value: z.string() })),
  delivery_time: z.object({
    shipping_type: z.enum(['STANDARD', 'EXPRESS', 'FREIGHT']),
    delivery_days: z.number().int(),
  }),
});

export const product = z.object({
  base_product_no: z.string(),
  default_variant_sku: z.string(),
  name: z.object({ long: z.string(), short: z.string() }),
  brand: z.object({ brand_id: z.string(), brand_name: z.string() }),
  is_new: z.boolean(),
  salesdrivers: z.array(z.string()),
  media: z.array(z.object({ type: z.enum(['IMAGE']), url: z.string(), alt: z.string() })),
  /** Whether the product was presented on TV. */
  sold_on_media: z.boolean(),
  variants: z.array(productVariant),
});

export const productsQuery = z.object({
  /** Comma-separated base product numbers (their first 6 characters). */
  base_product_nos: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((no) => no.trim())
        .filter((no) => no !== ''),
    )
    .pipe(z.array(z.string().max(64)).min(1).max(MAX_PRODUCTS_PER_CALL)),
  sales_channel: z.enum([SALES_CHANNEL]),
});

/** Found products in the order asked for; unknown numbers are simply missing. */
export const productsResponse = z.object({ products: z.array(product) });

export const productService = {
  name: 'product',
  basePath: '/product-service',
  routes: {
    products: route({
      method: 'GET',
      path: '/products',
      credentials: false,
      status: 200,
      query: productsQuery,
      body: noBody,
      response: productsResponse,
    }),
  },
} as const satisfies ServiceContract;
