/**
 * The order service: order details, returns and online cancellation (SPEC §7 "Orders",
 * api/shop-orders), and the withdrawal function for online contracts (Art. 11a of Directive
 * 2011/83/EU): identify the order, then confirm; the confirmation e-mail goes out at once.
 *
 * An order of another customer does not exist for the caller: 404 order_not_found.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorKey, type Market } from '@mein-konto/schema/upstream/common';
import {
  orderService,
  type orderDetail,
  type orderWithdrawal,
  type withdrawalRequestResponse,
} from '@mein-konto/schema/upstream/order';
import { contractRoutes } from '../../kernel/contractRoute.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import type { MockService, ServicePluginOptions } from '../../kernel/mockService.ts';
import type { CustomerRecord, OrderItemRecord, OrderRecord, OrderStatus, WithdrawalRequestRecord } from '../../model.ts';
import { moneyOf, orderTotals } from '../../kernel/money.ts';
import {
  ORDER_TIME_ZONE,
  cancellableUntil,
  cancellationWindowMinutes,
  localDate,
  withdrawalDeadline,
} from './rules.ts';
import { requireSession } from '../customer/sessions.ts';
import type { MockStore } from '../../store.ts';

/** How long step 1 of the withdrawal function stays valid. */
export const WITHDRAWAL_REQUEST_TTL_MINUTES = 60;

const RETURNABLE_ITEM_STATUSES: readonly OrderItemRecord['status'][] = ['delivered', 'partiallyReturned', 'partiallyCancelled'];

function pathParam(request: FastifyRequest, name: string): string {
  const params = request.params as Record<string, string | undefined>;
  return params[name] ?? '';
}

function orderNotFound(): UpstreamError {
  return new UpstreamError(404, 'order_not_found', { detail: 'no such order for this customer' });
}

/** The order if it belongs to the customer; otherwise it does not exist for them. */
function ownOrder(store: MockStore, customer: CustomerRecord, orderId: string): OrderRecord {
  const order = store.orders.find((o) => o.id === orderId && o.customerNumber === customer.customerNumber);
  if (!order) throw orderNotFound();
  return order;
}

function returnableQuantity(item: OrderItemRecord): number {
  if (!RETURNABLE_ITEM_STATUSES.includes(item.status)) return 0;
  return Math.max(0, item.quantity - item.returnedQuantity - item.cancelledQuantity);
}

interface CancellationState {
  cancellable: boolean;
  until: Date | null;
}

/** Online cancellation: a processing order whose items are not on their way, on the day of order, within the window. */
export function cancellationState(order: OrderRecord, now: Date, windowMinutes: number): CancellationState {
  const stateAllows =
    order.status === 'processing' && order.items.every((i) => i.status === 'received' || i.status === 'processing');
  if (!stateAllows) return { cancellable: false, until: null };
  const until = cancellableUntil(order.placedAt, windowMinutes);
  return { cancellable: now.getTime() <= until.getTime() && localDate(now) === localDate(order.placedAt), until };
}

function withdrawalUnavailable(customer: CustomerRecord, market: Market): boolean {
  return market === 'ch' || customer.countryCode === 'CH';
}

export function withdrawalState(
  order: OrderRecord,
  customer: CustomerRecord,
  market: Market,
  now: Date,
): z.input<typeof orderWithdrawal> {
  if (withdrawalUnavailable(customer, market)) return { status: 'NOT_AVAILABLE', deadline: null, withdrawn_at: null };
  const deadline = order.deliveredAt ? withdrawalDeadline(order.deliveredAt) : null;
  if (order.withdrawal) return { status: 'WITHDRAWN', deadline, withdrawn_at: order.withdrawal.confirmedAt.toISOString() };
  if (order.status === 'cancelled' || order.status === 'returned') return { status: 'NOT_APPLICABLE', deadline, withdrawn_at: null };
  if (deadline !== null && localDate(now) > deadline) return { status: 'EXPIRED', deadline, withdrawn_at: null };
  return { status: 'POSSIBLE', deadline, withdrawn_at: null };
}

export function toOrderDetail(store: MockStore, order: OrderRecord, market: Market): z.input<typeof orderDetail> {
  const customer = store.customerByNumber(order.customerNumber);
  if (!customer) throw orderNotFound();
  const now = store.now();
  const money = (cents: number) => moneyOf(cents, order.currency);
  const totals = orderTotals(order);
  const windowMinutes = cancellationWindowMinutes();
  const cancellation = cancellationState(order, now, windowMinutes);
  const address = customer.addresses.find((a) => a.id === order.deliveryAddressId);
  return {
    id: order.id,
    number: order.number,
    external_customer_id: order.externalCustomerId,
    placed_at: order.placedAt.toISOString(),
    delivered_at: order.deliveredAt?.toISOString() ?? null,
    status: order.status,
    payment_type: order.paymentType,
    items: order.items.map((item, index) => ({
      position: index + 1,
      base_product_no: item.baseProductNo,
      sku: item.sku,
      title: item.title,
      single_price: money(item.unitPriceCents),
      quantity: item.quantity,
      status: item.status,
      returned_quantity: item.returnedQuantity,
      cancelled_quantity: item.cancelledQuantity,
      returnable_quantity: returnableQuantity(item),
    })),
    delivery_address: address
      ? {
          salutation: address.salutation,
          first_name: address.firstName,
          last_name: address.lastName,
          street: address.street,
          street_number: address.streetNumber,
          address_addition: address.addressAddition,
          zip_code: address.zipCode,
          city: address.city,
          country_code: address.countryCode,
          type: address.type,
          post_number: address.postNumber,
        }
      : null,
    subtotal: money(totals.subtotalCents),
    shipping_costs: money(totals.shippingCents),
    discount: money(totals.discountCents),
    vouchers: order.vouchers.map((v) => ({
      code: v.code,
      type: v.type,
      percentage: v.type === 'PERCENTAGE' ? v.value : null,
      value: v.type === 'VALUE' ? money(v.value) : null,
      discount: money(
        v.type === 'PERCENTAGE'
          ? Math.round((totals.subtotalCents * v.value) / 100)
          : v.type === 'VALUE'
            ? v.value
            : order.shippingCents,
      ),
    })),
    total: money(totals.totalCents),
    cancellation: {
      cancellable: cancellation.cancellable,
      cancellation_window_minutes: windowMinutes,
      cancellable_until: cancellation.until?.toISOString() ?? null,
      cancelled_at: order.cancelledAt?.toISOString() ?? null,
      reason_code: order.cancelReasonCode,
    },
    withdrawal: withdrawalState(order, customer, market, now),
    returns: order.returns.map((r) => ({
      id: r.id,
      status: 'REGISTERED' as const,
      created_at: r.createdAt.toISOString(),
      reason_code: r.reasonCode,
      items: r.items,
    })),
  };
}

/** The order status its items add up to after a return or cancellation. */
export function statusFromItems(order: OrderRecord): OrderStatus {
  const items = order.items;
  if (items.every((i) => i.cancelledQuantity >= i.quantity)) return 'cancelled';
  const live = items.filter((i) => i.cancelledQuantity < i.quantity);
  if (live.every((i) => i.returnedQuantity + i.cancelledQuantity >= i.quantity)) return 'returned';
  if (items.some((i) => i.returnedQuantity > 0)) return 'partiallyReturned';
  if (items.some((i) => i.cancelledQuantity > 0)) return 'partiallyCancelled';
  return order.status;
}

function dateAndTime(date: Date, market: Market): { date: string; time: string } {
  const locale = market === 'at' ? 'de-AT' : market === 'ch' ? 'de-CH' : 'de-DE';
  return {
    date: new Intl.DateTimeFormat(locale, { timeZone: ORDER_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }).format(date),
    time: new Intl.DateTimeFormat(locale, { timeZone: ORDER_TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(date),
  };
}

function greeting(customer: CustomerRecord): string {
  if (customer.salutation === 'MR') return `Sehr geehrter Herr ${customer.lastName},`;
  if (customer.salutation === 'MS') return `Sehr geehrte Frau ${customer.lastName},`;
  return `Sehr geehrte Familie ${customer.lastName},`;
}

function itemLines(order: OrderRecord): string {
  return order.items.map((i) => `- ${String(i.quantity)} x ${i.title} (Art.-Nr. ${i.sku})`).join('\n');
}

const plugin: FastifyPluginAsync<ServicePluginOptions> = async (app, { store, validateResponses }) => {
  const route = contractRoutes(app, { validateResponses });
  const routes = orderService.routes;

  route(routes.orderById, ({ request, market }) => {
    const { customer } = requireSession(request, store);
    return toOrderDetail(store, ownOrder(store, customer, pathParam(request, 'id')), market);
  });

  route(routes.returnOrder, ({ request, body, market }) => {
    const { customer } = requireSession(request, store);
    const order = ownOrder(store, customer, body.order_id);
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
    const now = store.now();
    for (const { item, quantity } of chosen) {
      item.returnedQuantity += quantity;
      item.status = item.returnedQuantity + item.cancelledQuantity >= item.quantity ? 'returned' : 'partiallyReturned';
    }
    const record = {
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
      order: toOrderDetail(store, order, market),
    };
  });

  route(routes.cancelOrder, ({ request, body, market }) => {
    const { customer } = requireSession(request, store);
    const order = ownOrder(store, customer, pathParam(request, 'id'));
    if (body.external_customer_id !== customer.customerId) {
      throw new UpstreamError(403, 'forbidden', { detail: 'external_customer_id is not the customer of the session' });
    }
    if (order.status === 'cancelled') {
      throw new UpstreamError(409, 'order_not_cancellable', { detail: `order ${order.number} is already cancelled` });
    }
    const now = store.now();
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
    const when = dateAndTime(now, market);
    store.sendMail({
      to: customer.email,
      subject: `Stornierung Ihrer Bestellung ${order.number}`,
      text: [
        greeting(customer),
        '',
        `Ihre Bestellung ${order.number} wurde am ${when.date} um ${when.time} Uhr storniert.`,
        '',
        itemLines(order),
        '',
        'Bereits gezahlte Beträge erstatten wir Ihnen innerhalb von 3 Tagen.',
      ].join('\n'),
    });
    return { order: toOrderDetail(store, order, market) };
  });

  function withdrawalRequest(order: OrderRecord, customer: CustomerRecord, market: Market): z.input<typeof withdrawalRequestResponse> {
    if (withdrawalUnavailable(customer, market)) {
      throw new UpstreamError(403, 'withdrawal_not_available', {
        detail: 'no statutory withdrawal right in this market; the voluntary return policy applies',
      });
    }
    const now = store.now();
    const request: WithdrawalRequestRecord = {
      id: randomUUID(),
      orderId: order.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + WITHDRAWAL_REQUEST_TTL_MINUTES * 60_000),
    };
    store.withdrawalRequests.set(request.id, request);
    const state = withdrawalState(order, customer, market, now);
    return {
      request_id: request.id,
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

  route(routes.requestWithdrawal, ({ body, market }) => {
    if (market === 'ch') {
      throw new UpstreamError(403, 'withdrawal_not_available', {
        detail: 'no statutory withdrawal right in this market; the voluntary return policy applies',
      });
    }
    const order = store.orders.find((o) => o.number === body.order_number.replace(/\s+/g, ''));
    const customer = order ? store.customerByNumber(order.customerNumber) : undefined;
    if (!order || !customer || customer.email !== body.email.toLowerCase()) {
      throw new UpstreamError(404, 'order_not_found', { detail: 'no order with this number and e-mail' });
    }
    return withdrawalRequest(order, customer, market);
  });

  route(routes.requestOwnWithdrawal, ({ request, market }) => {
    const { customer } = requireSession(request, store);
    return withdrawalRequest(ownOrder(store, customer, pathParam(request, 'id')), customer, market);
  });

  route(routes.confirmWithdrawal, ({ request, body, market }) => {
    const now = store.now();
    const pending = store.withdrawalRequests.get(pathParam(request, 'request_id'));
    if (!pending || pending.expiresAt <= now) {
      throw new UpstreamError(404, 'withdrawal_request_not_found', { detail: 'unknown or expired withdrawal request; identify the order again' });
    }
    const order = store.orders.find((o) => o.id === pending.orderId);
    const customer = order ? store.customerByNumber(order.customerNumber) : undefined;
    if (!order || !customer) throw orderNotFound();
    const state = withdrawalState(order, customer, market, now);
    if (state.status === 'NOT_AVAILABLE') {
      throw new UpstreamError(403, 'withdrawal_not_available', {
        detail: 'no statutory withdrawal right in this market; the voluntary return policy applies',
      });
    }
    if (state.status === 'WITHDRAWN') {
      throw new UpstreamError(409, 'already_withdrawn', { detail: `order ${order.number} was already withdrawn` });
    }
    if (state.status === 'EXPIRED') {
      throw new UpstreamError(409, 'withdrawal_period_expired', {
        detail: `the withdrawal period of order ${order.number} ended on ${state.deadline ?? ''}`,
      });
    }
    if (state.status === 'NOT_APPLICABLE') {
      throw new UpstreamError(409, 'withdrawal_not_applicable', { detail: `order ${order.number} is cancelled or fully returned` });
    }
    order.withdrawal = { id: `w-${order.number}`, confirmedAt: now, channel: body.channel, sentTo: customer.email };
    store.withdrawalRequests.delete(pending.id);
    const when = dateAndTime(now, market);
    store.sendMail({
      to: customer.email,
      subject: `Eingangsbestätigung Ihres Widerrufs – Bestellung ${order.number}`,
      text: [
        greeting(customer),
        '',
        `wir bestätigen den Eingang Ihres Widerrufs des Vertrags über Ihre Bestellung ${order.number} am ${when.date} um ${when.time} Uhr.`,
        '',
        itemLines(order),
        '',
        'Bitte senden Sie die Ware innerhalb von 14 Tagen an uns zurück. Bereits gezahlte Beträge erstatten wir spätestens 14 Tage nach Eingang Ihres Widerrufs.',
        '',
        `Vorgangsnummer: ${order.withdrawal.id}`,
      ].join('\n'),
    });
    return {
      withdrawal_id: order.withdrawal.id,
      order_id: order.id,
      order_number: order.number,
      confirmed_at: now.toISOString(),
      channel: body.channel,
      confirmation_sent_to: customer.email,
    };
  });
};

export const orderMock: MockService = { contract: orderService, plugin };
