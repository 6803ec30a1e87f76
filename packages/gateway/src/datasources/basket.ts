/**
 * The basket service (basket/items: from the wishlist, and buying an order's items again): one article into the
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

  /** `quantity` pieces of the article (1 from the wishlist, the quantity ordered when buying again). */
  addBasketItem(sku: string, idempotencyKey?: string, quantity = 1): Promise<BasketItemResult> {
    return this.call('addBasketItem', {
      body: { sku, quantity },
      headers: idempotencyKey === undefined ? {} : { [HEADER.idempotencyKey]: idempotencyKey },
      expected,
    });
  }
}
