/**
 * Returns (`routes.returnOrder`): delivered items up to their returnable quantity, inside the
 * return period; all or nothing. A registered return is confirmed by e-mail with the link to its
 * printable return slip (a page of the account SPA).
 */
import { errorKey } from '@mein-konto/schema/upstream/common';
import type { orderService } from '@mein-konto/schema/upstream/order';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { returnView, sessionOrders } from './details.ts';
import { IdempotentAnswers } from '../../kernel/idempotency.ts';
import { sendOrderMail } from './mails.ts';
import type { OrderItemRecord, OrderRecord, ReturnRecord } from './model.ts';
import { returnableQuantity, returnPeriod, statusFromItems } from './rules.ts';

/** The SPA page of a return's printable slip (behind the customer's login). */
function returnSlipPath(orderId: string, returnId: string): string {
  return `orders/${encodeURIComponent(orderId)}/return-slip/${encodeURIComponent(returnId)}`;
}

/**
 * The parcels of an order's registered returns arrive at the return centre: the returns are
 * received and their items returned (in full or in part).
 */
export function receiveReturns(order: OrderRecord, now: Date): ReturnRecord[] {
  const arriving = order.returns.filter((r) => r.receivedAt === null);
  for (const record of arriving) record.receivedAt = now;
  for (const item of order.items) {
    if (item.status !== 'returnRegistered') continue;
    item.status = item.returnedQuantity + item.cancelledQuantity >= item.quantity ? 'returned' : 'partiallyReturned';
  }
  order.status = statusFromItems(order);
  return arriving;
}

export function returnHandlers(kernel: Kernel) {
  const { own, detailOf } = sessionOrders(kernel);
  const answers = kernel.state(IdempotentAnswers);
  return {
    returnOrder: ({ request, body, market }) => {
      const { customer, order } = own(request, body.order_id);
      return answers.answer(request, `customer:${order.customerNumber}`, () => {
        const now = kernel.clock.now();
        const period = returnPeriod(order, now);
        if (!period.open) {
          throw new UpstreamError(409, 'return_period_expired', {
            detail: `the return period of order ${order.number} ended on ${period.deadline ?? ''}`,
          });
        }
        const fieldErrors: { key: string; field: string; detail: string }[] = [];
        const chosen: { item: OrderItemRecord; quantity: number }[] = [];
        const seen = new Set<string>();
        body.items.forEach((wanted, index) => {
          const item = order.items.find((i) => i.sku === wanted.sku);
          const fail = (field: string, detail: string) =>
            fieldErrors.push({
              key: errorKey('invalid_return_quantity'),
              field: `items.${String(index)}.${field}`,
              detail,
            });
          if (!item) return fail('sku', `no item ${wanted.sku} in order ${order.number}`);
          if (seen.has(wanted.sku)) return fail('sku', `item ${wanted.sku} given twice`);
          seen.add(wanted.sku);
          const returnable = returnableQuantity(item);
          if (returnable === 0)
            return fail('quantity', `item ${wanted.sku} cannot be returned (status ${item.status})`);
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
        for (const { item, quantity } of chosen) {
          item.returnedQuantity += quantity;
          // announced until the parcel arrives (`receiveReturns`)
          item.status = 'returnRegistered';
        }
        const record: ReturnRecord = {
          id: `r-${order.number}-${String(order.returns.length + 1)}`,
          createdAt: now,
          reasonCode: body.reason_code ?? null,
          items: chosen.map(({ item, quantity }) => ({ sku: item.sku, quantity })),
          receivedAt: null,
        };
        order.returns.push(record);
        order.status = statusFromItems(order);
        const returned = new Map(record.items.map((i) => [i.sku, i.quantity]));
        sendOrderMail(kernel.mailbox, {
          customer,
          order: {
            ...order,
            items: order.items
              .filter((i) => returned.has(i.sku))
              .map((i) => ({ ...i, quantity: returned.get(i.sku) ?? 0 })),
          },
          market,
          at: now,
          subject: `Ihre Rücksendung ist angemeldet – Bestellung ${order.number}`,
          intro: (when) =>
            `Ihre Rücksendung ${record.id} zu Ihrer Bestellung ${order.number} ist seit ${when.date}, ${when.time} Uhr angemeldet. Diese Artikel senden Sie uns zurück:`,
          closing: [
            `Ihren Rücksendeschein drucken Sie hier aus und legen ihn dem Paket bei:\n${kernel.links.spaPage(returnSlipPath(order.id, record.id), market)}`,
            'Sobald die Ware bei uns eingetroffen ist, erstatten wir Ihnen den Betrag.',
          ],
        });
        return {
          return: returnView(record, market),
          order: detailOf(order, market),
        };
      });
    },
  } satisfies Partial<ServiceHandlers<typeof orderService>>;
}
