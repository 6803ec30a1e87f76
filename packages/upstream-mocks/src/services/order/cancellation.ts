/**
 * Online cancellation (`routes.cancelOrder`): a processing order on the day of order within
 * the window; the customer gets a cancellation e-mail.
 */
import type { orderService } from '@mein-konto/schema/upstream/order';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { sessionOrders } from './details.ts';
import { IdempotentAnswers } from '../../kernel/idempotency.ts';
import { sendOrderMail } from './mails.ts';
import { cancellationState, cancellationWindowMinutes } from './rules.ts';

export function cancellationHandlers(kernel: Kernel) {
  const { own, detailOf } = sessionOrders(kernel);
  const answers = kernel.state(IdempotentAnswers);
  return {
    cancelOrder: ({ request, params, body, market }) => {
      const { customer, order } = own(request, params.id);
      return answers.answer(request, `customer:${customer.customerNumber}`, () => {
        if (body.external_customer_id !== customer.customerId) {
          throw new UpstreamError(403, 'forbidden', {
            detail: 'external_customer_id is not the customer of the session',
          });
        }
        if (order.status === 'cancelled') {
          throw new UpstreamError(409, 'order_not_cancellable', {
            detail: `order ${order.number} is already cancelled`,
          });
        }
        const now = kernel.clock.now();
        const windowMinutes = cancellationWindowMinutes();
        if (!cancellationState(order, now, windowMinutes).cancellable) {
          throw new UpstreamError(409, 'order_not_cancellable', {
            detail: `order ${order.number} can be cancelled online only on the day of order within ${String(windowMinutes)} minutes and before dispatch`,
          });
        }
        for (const item of order.items) {
          item.cancelledQuantity = item.quantity;
          item.status = 'cancelled';
        }
        order.status = 'cancelled';
        order.cancelledAt = now;
        order.cancelReasonCode = body.reason_code;
        sendOrderMail(kernel.mailbox, {
          customer,
          order,
          market,
          at: now,
          subject: `Stornierung Ihrer Bestellung ${order.number}`,
          intro: (when) => `Ihre Bestellung ${order.number} wurde am ${when.date} um ${when.time} Uhr storniert.`,
          closing: ['Bereits gezahlte Beträge erstatten wir Ihnen innerhalb von 3 Tagen.'],
        });
        return { order: detailOf(order, market) };
      });
    },
  } satisfies Partial<ServiceHandlers<typeof orderService>>;
}
