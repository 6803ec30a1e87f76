/**
 * The request's loaders of the orders domain: order details by id, one order-service call per
 * order, shared by every field that needs them.
 */
import DataLoader from 'dataloader';
import type { OrderDetailResult } from '../../datasources/order.ts';
import type { Datasources } from '../../services.ts';

export interface OrderLoaders {
  order: DataLoader<string, OrderDetailResult>;
}

declare module '../../context.ts' {
  interface RequestLoaders {
    orders: OrderLoaders;
  }
}

export function createOrderLoaders({ order }: Datasources): OrderLoaders {
  return {
    order: new DataLoader<string, OrderDetailResult>(
      async (ids) => Promise.all(ids.map((id) => order.orderById(id).catch((error: unknown) => error as Error))),
      { batch: false },
    ),
  };
}
