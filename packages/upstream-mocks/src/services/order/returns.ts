/** Returns (`routes.returnOrder`): delivered items up to their returnable quantity; all or nothing. */
import { errorKey } from '@mein-konto/schema/upstream/common';
import type { orderService } from '@mein-konto/schema/upstream/order';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { sessionOrders } from './details.ts';
import { IdempotentAnswers } from './idempotency.ts';
import type { OrderItemRecord, ReturnRecord } from './model.ts';
import { returnableQuantity, statusFromItems } from './rules.ts';

export function returnHandlers(kernel: Kernel) {
  const { own, detailOf } = sessionOrders(kernel);
  const answers = kernel.state(IdempotentAnswers);
  return {
    returnOrder: ({ request, body, market }) => {
      const { order } = own(request, body.order_id);
      return answers.answer(request, `customer:${order.customerNumber}`, () => {
        const fieldErrors: { key: string; field: string; detail: string }[] = [];
        const chosen: { item: OrderItemRecord; quantity: number }[] = [];
        const seen = new Set<string>();
        body.items.forEach((wanted, index) => {
          const item = order.items.find((i) => i.sku === wanted.sku);
          const fail = (field: string, detail: string) =>
            fieldErrors.push({ key: errorKey('invalid_return_quantity'), field: `items.${String(index)}.${field}`, detail });
          if (!item) return fail('sku', `no item ${wanted.sku} in order ${order.number}`);
          if (seen.has(wanted.sku)) return fail('sku', `item ${wanted.sku} given twice`);
          seen.add(wanted.sku);
          const returnable = returnableQuantity(item);
          if (returnable === 0) return fail('quantity', `item ${wanted.sku} cannot be returned (status ${item.status})`);
          if (wanted.quantity < 1 || wanted.quantity > returnable) {
            return fail('quantity', `quantity must be between 1 and ${String(returnable)}`);
          }
          chosen.push({ item, quantity: wanted.quantity });
          return undefined;
        });
        if (fieldErrors.length > 0) {
          throw new UpstreamError(400, 'invalid_return_quantity', {
            detail: fieldErrors.map((f) => `${f.field}: ${f.detail}`).join('; '),
            field_errors: fieldErrors,
          });
        }
        const now = kernel.clock.now();
        for (const { item, quantity } of chosen) {
          item.returnedQuantity += quantity;
          item.status = item.returnedQuantity + item.cancelledQuantity >= item.quantity ? 'returned' : 'partiallyReturned';
        }
        const record: ReturnRecord = {
          id: `r-${order.number}-${String(order.returns.length + 1)}`,
          createdAt: now,
          reasonCode: body.reason_code ?? null,
          items: chosen.map(({ item, quantity }) => ({ sku: item.sku, quantity })),
        };
        order.returns.push(record);
        order.status = statusFromItems(order);
        return {
          return: {
            id: record.id,
            status: 'REGISTERED' as const,
            created_at: now.toISOString(),
            reason_code: record.reasonCode,
            items: record.items,
          },
          order: detailOf(order, market),
        };
      });
    },
  } satisfies Partial<ServiceHandlers<typeof orderService>>;
}
