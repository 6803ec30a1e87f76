/**
 * The request's loader of products by lookup key (first 6 characters of a base product number):
 * every product a request shows, whichever field asks, in one product-service call (no N+1).
 */
import DataLoader from 'dataloader';
import { MAX_PRODUCTS_PER_CALL, productLookupKey } from '@mein-konto/schema/upstream/product';
import type { Datasources } from '../../services.ts';
import type { ProductModel } from './models.ts';

export interface ProductLoaders {
  /** Keyed by `productLookupKey(baseProductNo)`; null for unknown products. */
  product: DataLoader<string, ProductModel | null>;
}

declare module '../../context.ts' {
  interface RequestLoaders {
    products: ProductLoaders;
  }
}

export function createProductLoaders({ product }: Datasources): ProductLoaders {
  return {
    product: new DataLoader<string, ProductModel | null>(
      async (keys) => {
        const found = await product.products(keys);
        const byKey = new Map(found.map((p) => [productLookupKey(p.baseProductNo), p]));
        return keys.map((key) => byKey.get(key) ?? null);
      },
      { maxBatchSize: MAX_PRODUCTS_PER_CALL },
    ),
  };
}
