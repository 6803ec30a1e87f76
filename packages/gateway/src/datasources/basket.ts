/**
 * The basket service (docs/product/activity.md §7 basket: basket/items, add from the wishlist): one article into the
 * session customer's basket. `idempotencyKey`: the customer's action, the same for its retries
 * (the service answers a repeated key with its first answer).
 */
import { HEADER } from '@mein-konto/schema/upstream/common';
import { basketService } from '@mein-konto/schema/upstream/basket';
import { UpstreamDataSource, type CallResult } from './upstream.ts';
import { UpstreamHttpError, type UpstreamError } from './upstreamErrors.ts';

export type BasketItemResult = CallResult<(typeof basketService.routes)['addBasketItem']>;

function expected(error: UpstreamError): boolean {
  return error instanceof UpstreamHttpError && (error.key === 'sold_out' || error.key === 'item_not_found');
}

export class BasketDataSource extends UpstreamDataSource<typeof basketService> {
  protected readonly service = basketService;

  addItem(sku: string, idempotencyKey?: string): Promise<BasketItemResult> {
    return this.call('addBasketItem', {
      body: { sku, quantity: 1 },
      headers: idempotencyKey === undefined ? {} : { [HEADER.idempotencyKey]: idempotencyKey },
      expected,
    });
  }
}
