/**
 * The product dispenser service (docs/product/activity.md §7 top deals and history; §8: a history with no items is a
 * failure, 404 no_items): the products the session's customer viewed recently, asked with his own
 * customer id (the guard's, never the client's); the market's top deals.
 */
import type { Market } from '@mein-konto/schema/upstream/common';
import { productDispenserService } from '@mein-konto/schema/upstream/productDispenser';
import { UpstreamDataSource, type CallResult } from './upstream.ts';
import { UpstreamHttpError, type UpstreamError } from './upstreamErrors.ts';

export type TopDealsResult = CallResult<(typeof productDispenserService.routes)['topDeals']>;
export type ProductHistoryResult = CallResult<(typeof productDispenserService.routes)['productHistory']>;

export function isNoItems(error: unknown): boolean {
  return error instanceof UpstreamHttpError && error.key === 'no_items';
}

export class ProductDispenserDataSource extends UpstreamDataSource<typeof productDispenserService> {
  protected readonly service = productDispenserService;

  productHistory(customerId: string): Promise<ProductHistoryResult> {
    return this.call('productHistory', { query: { customerId }, expected: (error: UpstreamError) => isNoItems(error) });
  }

  /** The market's top deals (variant SKUs, best first); an invalid or empty answer is a contract error. */
  topDeals(market: Market): Promise<TopDealsResult> {
    return this.call('topDeals', { query: { market } });
  }
}
