/**
 * Product lists (recommendations, top deals): at most maxItems products, in the order given,
 * looked up by the first 6 characters of each base product number in one product-service call
 * (the request's loader), unknown products left out.
 */
import { MAX_PRODUCTS_PER_CALL, productLookupKey } from '@mein-konto/schema/upstream/product';
import type { GatewayContext } from '../context.ts';
import { badUserInput } from '../errors.ts';
import type { ProductModel } from '../domains/products/models.ts';

/** The most products a list may ask for (docs/product/activity.md §9 maxItems). */
const MAX_LIST_ITEMS = 24;

/** maxItems of a list field, checked before any upstream call. */
export function listSize(maxItems: number | null | undefined): number {
  const size = maxItems ?? 8;
  if (!Number.isInteger(size) || size < 1 || size > MAX_LIST_ITEMS)
    throw badUserInput(`maxItems must be between 1 and ${String(MAX_LIST_ITEMS)}`);
  return size;
}

/**
 * The products of the base product numbers, in their order, each once, unknown ones left out, at
 * most `size`; the first 100 numbers are looked up, in one call. A failed lookup fails the list.
 */
export async function productList(
  ctx: GatewayContext,
  baseProductNos: readonly string[],
  size: number,
): Promise<ProductModel[]> {
  const keys = [...new Set(baseProductNos.map(productLookupKey))].slice(0, MAX_PRODUCTS_PER_CALL);
  const products = await ctx.loaders.products.product.loadMany(keys);
  const failed = products.find((p) => p instanceof Error);
  if (failed) throw failed;
  return products.filter((p): p is ProductModel => p !== null && !(p instanceof Error)).slice(0, size);
}
