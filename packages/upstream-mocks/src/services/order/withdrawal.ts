/**
 * The withdrawal function for online contracts (Art. 11a of Directive 2011/83/EU): identify
 * the order (`routes.requestWithdrawal` without login, `routes.requestOwnWithdrawal` with the
 * session), then confirm (`routes.confirmWithdrawal`); the confirmation e-mail goes out at once.
 */
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { COUNTRY_OF_MARKET, type Market } from '@mein-konto/schema/upstream/common';
import type { orderService, withdrawalRequestResponse } from '@mein-konto/schema/upstream/order';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import { TransientState, type Kernel } from '../../kernel/kernel.ts';
import { moneyOf } from '../../kernel/money.ts';
import type { CustomerRecord } from '../customer/model.ts';
import { Customers } from '../customer/state.ts';
import { sessionOrders } from './details.ts';
import { IdempotentAnswers } from '../../kernel/idempotency.ts';
import { sendOrderMail } from './mails.ts';
import { orderTotals, type OrderRecord } from './model.ts';
import { withdrawalState, withdrawalUnavailable } from './rules.ts';
import { Orders, orderNotFound } from './state.ts';

/** How long step 1 of the withdrawal function stays valid. */
const WITHDRAWAL_REQUEST_TTL_MINUTES = 60;

/** Step 1 of the withdrawal function: the identified order, valid for a while. */
interface WithdrawalRequestRecord {
  id: string;
  orderId: string;
  /** Only the answer of step 1 carries it; step 2 must present it. */
  secret: string;
  createdAt: Date;
  expiresAt: Date;
}

/** The open step-1 requests, by request id. */
class WithdrawalRequests extends TransientState<WithdrawalRequestRecord> {
  open(order: OrderRecord): WithdrawalRequestRecord {
    const now = this.now();
    const request = {
      id: randomUUID(),
      orderId: order.id,
      secret: randomBytes(32).toString('base64url'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + WITHDRAWAL_REQUEST_TTL_MINUTES * 60_000),
    };
    this.records.set(request.id, request);
    return request;
  }

  /** A request that has not expired and whose secret was presented, or undefined (the same for a wrong secret as for an unknown id). */
  pending(id: string, secret: string): WithdrawalRequestRecord | undefined {
    const request = this.records.get(id);
    if (!request || request.expiresAt <= this.now()) return undefined;
    const expected = Buffer.from(request.secret);
    const given = Buffer.from(secret);
    return expected.length === given.length && timingSafeEqual(expected, given) ? request : undefined;
  }

  close(id: string): void {
    this.records.delete(id);
  }
}

function notAvailable(): UpstreamError {
  return new UpstreamError(403, 'withdrawal_not_available', {
    detail: 'no statutory withdrawal right in this market; the voluntary return policy applies',
  });
}

function lookupFailed(): UpstreamError {
  return new UpstreamError(404, 'order_not_found', { detail: 'no order with this number and e-mail in this market' });
}

export function withdrawalHandlers(kernel: Kernel) {
  const customers = kernel.state(Customers);
  const orders = kernel.state(Orders);
  const requests = kernel.state(WithdrawalRequests);
  const answers = kernel.state(IdempotentAnswers);
  const { own } = sessionOrders(kernel);

  function withdrawalRequest(
    order: OrderRecord,
    customer: CustomerRecord,
    market: Market,
  ): z.input<typeof withdrawalRequestResponse> {
    if (withdrawalUnavailable(customer, market)) throw notAvailable();
    const request = requests.open(order);
    const state = withdrawalState(order, customer, market, request.createdAt);
    return {
      request_id: request.id,
      confirmation_secret: request.secret,
      expires_at: request.expiresAt.toISOString(),
      order: {
        id: order.id,
        number: order.number,
        placed_at: order.placedAt.toISOString(),
        delivered_at: order.deliveredAt?.toISOString() ?? null,
        total: moneyOf(orderTotals(order).totalCents, order.currency),
        items: order.items.map((i) => ({ title: i.title, sku: i.sku, quantity: i.quantity })),
      },
      status: state.status,
      withdrawable: state.status === 'POSSIBLE',
      deadline: state.deadline ?? null,
      channels: [{ type: 'EMAIL', address: customer.email }],
    };
  }

  return {
    requestWithdrawal: ({ body, market }) => {
      if (market === 'ch') throw notAvailable();
      const order = orders.byNumber(body.order_number.replace(/\s+/g, ''));
      const customer = order ? customers.byNumber(order.customerNumber) : undefined;
      if (!order || !customer || customer.email !== body.email.toLowerCase()) throw lookupFailed();
      if (withdrawalUnavailable(customer, market)) throw notAvailable();
      // Markets are kept apart: the order of another market's customer does not exist here.
      if (customer.countryCode !== COUNTRY_OF_MARKET[market]) throw lookupFailed();
      return withdrawalRequest(order, customer, market);
    },

    requestOwnWithdrawal: ({ request, params, market }) => {
      const { customer, order } = own(request, params.id);
      return withdrawalRequest(order, customer, market);
    },

    confirmWithdrawal: ({ request, params, body, market }) =>
      // Scoped by request and secret: only who holds the secret gets a remembered answer.
      answers.answer(request, `withdrawal-request:${params.request_id ?? ''}:${body.confirmation_secret}`, () => {
        const now = kernel.clock.now();
        const pending = requests.pending(params.request_id ?? '', body.confirmation_secret);
        if (!pending) {
          throw new UpstreamError(404, 'withdrawal_request_not_found', {
            detail: 'unknown or expired withdrawal request; identify the order again',
          });
        }
        const order = orders.byId(pending.orderId);
        const customer = order ? customers.byNumber(order.customerNumber) : undefined;
        if (!order || !customer) throw orderNotFound();
        const state = withdrawalState(order, customer, market, now);
        if (state.status === 'NOT_AVAILABLE') throw notAvailable();
        if (state.status === 'WITHDRAWN') {
          throw new UpstreamError(409, 'already_withdrawn', { detail: `order ${order.number} was already withdrawn` });
        }
        if (state.status === 'EXPIRED') {
          throw new UpstreamError(409, 'withdrawal_period_expired', {
            detail: `the withdrawal period of order ${order.number} ended on ${state.deadline ?? ''}`,
          });
        }
        if (state.status === 'NOT_APPLICABLE') {
          throw new UpstreamError(409, 'withdrawal_not_applicable', {
            detail: `order ${order.number} is cancelled or fully returned`,
          });
        }
        const withdrawal = { id: `w-${order.number}`, confirmedAt: now, channel: body.channel, sentTo: customer.email };
        order.withdrawal = withdrawal;
        requests.close(pending.id);
        sendOrderMail(kernel.mailbox, {
          customer,
          order,
          market,
          at: now,
          subject: `Eingangsbestätigung Ihres Widerrufs – Bestellung ${order.number}`,
          intro: (when) =>
            `wir bestätigen den Eingang Ihres Widerrufs des Vertrags über Ihre Bestellung ${order.number} am ${when.date} um ${when.time} Uhr.`,
          closing: [
            'Bitte senden Sie die Ware innerhalb von 14 Tagen an uns zurück. Bereits gezahlte Beträge erstatten wir Ihnen spätestens 14 Tage nach Eingang Ihres Widerrufs; wir können die Erstattung zurückhalten, bis die Ware wieder bei uns ist oder Sie die Rücksendung nachgewiesen haben.',
            `Vorgangsnummer: ${withdrawal.id}`,
          ],
        });
        return {
          withdrawal_id: withdrawal.id,
          order_id: order.id,
          order_number: order.number,
          confirmed_at: now.toISOString(),
          channel: body.channel,
          confirmation_sent_to: customer.email,
        };
      }),
  } satisfies Partial<ServiceHandlers<typeof orderService>>;
}
