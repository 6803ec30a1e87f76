/**
 * The request's loaders of the orders domain: order details by id (one call per order, shared
 * by every field that needs them) and products by lookup key, batched into one product-service
 * call for all items the request shows (no N+1).
 */
import DataLoader from 'dataloader';
import { MAX_PRODUCTS_PER_CALL, productLookupKey } from '@mein-konto/schema/upstream/product';
import type { OrderDataSource, OrderDetailResult } from '../../datasources/order.ts';
import type { ProductDataSource, ProductResult } from '../../datasources/product.ts';

export interface OrderLoaders {
  order: DataLoader<string, OrderDetailResult>;
  /** Keyed by `productLookupKey(baseProductNo)`; null for unknown products. */
  product: DataLoader<string, ProductResult | null>;
}

export function createOrderLoaders(orders: OrderDataSource, products: ProductDataSource): OrderLoaders {
  return {
    order: new DataLoader<string, OrderDetailResult>(
      async (ids) => Promise.all(ids.map((id) => orders.orderById(id).catch((error: unknown) => error as Error))),
      { batch: false },
    ),
    product: new DataLoader<string, ProductResult | null>(
      async (keys) => {
        const found = await products.products(keys);
        const byKey = new Map(found.map((p) => [productLookupKey(p.baseProductNo), p]));
        return keys.map((key) => byKey.get(key) ?? null);
      },
      { maxBatchSize: MAX_PRODUCTS_PER_CALL },
    ),
  };
}
