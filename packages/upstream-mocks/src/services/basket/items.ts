/**
 * Adding an article to the session customer's basket (`routes.addBasketItem`): an unknown sku is
 * 404 item_not_found, a sold-out variant 409 sold_out; a repeated idempotency key gets the first
 * answer, so a retry adds nothing twice.
 */
import type { basketService } from '@mein-konto/schema/upstream/basket';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import { IdempotentAnswers } from '../../kernel/idempotency.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { Sessions } from '../customer/sessions.ts';
import { CATALOG, variantSku } from '../product/catalog.ts';
import { Baskets } from './state.ts';

function variantOf(sku: string) {
  for (const product of CATALOG) {
    const variant = product.variants.find((v) => variantSku(product.baseProductNo, v.variant) === sku);
    if (variant) return variant;
  }
  return undefined;
}

export function basketHandlers(kernel: Kernel) {
  const sessions = kernel.state(Sessions);
  const baskets = kernel.state(Baskets);
  const answers = kernel.state(IdempotentAnswers);
  return {
    addBasketItem: ({ request, body }) => {
      const { customer } = sessions.require(request);
      return answers.answer(request, `basket:${customer.customerNumber}`, () => {
        const variant = variantOf(body.sku);
        if (!variant) throw new UpstreamError(404, 'item_not_found', { detail: 'unknown sku' });
        if (variant.availability === 'SOLD_OUT')
          throw new UpstreamError(409, 'sold_out', { detail: 'the variant is sold out' });
        const count = baskets.add(customer.customerNumber, body.sku, body.quantity);
        return { sku: body.sku, quantity: body.quantity, basket_item_count: count };
      });
    },
  } satisfies Partial<ServiceHandlers<typeof basketService>>;
}
