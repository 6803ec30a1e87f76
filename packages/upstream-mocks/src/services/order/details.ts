/**
 * Order details (`routes.orderById`): items, address, money, vouchers, cancellation, withdrawal,
 * return period and returns; the detail view and the session customer's own order, which every order-service
 * route of the session customer starts from.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Market } from '@mein-konto/schema/upstream/common';
import type { orderDetail, orderReturn, orderService, returnAddress } from '@mein-konto/schema/upstream/order';
import type { ServiceHandlers } from '../../kernel/contractRoute.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { moneyOf } from '../../kernel/money.ts';
import { Addresses } from '../address/state.ts';
import { toDeliveryAddress } from '../address/wire.ts';
import type { CustomerRecord } from '../customer/model.ts';
import { Customers } from '../customer/state.ts';
import { Sessions } from '../customer/sessions.ts';
import { orderTotals, type OrderRecord, type ReturnRecord } from './model.ts';
import {
  cancellationState,
  cancellationWindowMinutes,
  returnableQuantity,
  returnPeriod,
  withdrawalState,
} from './rules.ts';
import { Orders, orderNotFound } from './state.ts';

export type OrderDetail = z.input<typeof orderDetail>;

/** The return centre of each market: where a return's parcel goes (on the return slip). */
const RETURN_ADDRESSES: Record<Market, z.input<typeof returnAddress>> = {
  de: {
    name: 'Mein Shop GmbH – Retourenzentrum',
    street: 'Industriestraße 12',
    zip_code: '36043',
    city: 'Fulda',
    country_code: 'DE',
  },
  at: {
    name: 'Mein Shop GmbH – Retourenzentrum Österreich',
    street: 'Lagerstraße 5',
    zip_code: '5020',
    city: 'Salzburg',
    country_code: 'AT',
  },
  ch: {
    name: 'Mein Shop AG – Retourenzentrum Schweiz',
    street: 'Logistikweg 3',
    zip_code: '4600',
    city: 'Olten',
    country_code: 'CH',
  },
};

/** A registered return as the order service answers it, with the market's return address. */
export function returnView(record: ReturnRecord, market: Market): z.input<typeof orderReturn> {
  return {
    id: record.id,
    status: record.receivedAt === null ? 'REGISTERED' : 'RECEIVED',
    created_at: record.createdAt.toISOString(),
    reason_code: record.reasonCode,
    items: record.items,
    return_address: RETURN_ADDRESSES[market],
  };
}

/** The detail view of an order, as every order-service route answers it. */
function orderDetailView(kernel: Kernel): (order: OrderRecord, market: Market) => OrderDetail {
  const customers = kernel.state(Customers);
  const addresses = kernel.state(Addresses);
  return (order, market) => {
    const customer = customers.byNumber(order.customerNumber);
    if (!customer) throw orderNotFound();
    const now = kernel.clock.now();
    const money = (cents: number) => moneyOf(cents, order.currency);
    const totals = orderTotals(order);
    const windowMinutes = cancellationWindowMinutes();
    const cancellation = cancellationState(order, now, windowMinutes);
    const address = addresses.byId(order.customerNumber, order.deliveryAddressId);
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
      delivery_address: address ? toDeliveryAddress(address) : null,
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
      return_period: returnPeriod(order, now),
      returns: order.returns.map((r) => returnView(r, market)),
    };
  };
}

/**
 * How the order-service routes of the session customer start: his session (401 without), his
 * order (404 for anyone else's), and its detail view for the answer.
 */
export function sessionOrders(kernel: Kernel) {
  const sessions = kernel.state(Sessions);
  const orders = kernel.state(Orders);
  return {
    own(request: FastifyRequest, orderId: string | undefined): { customer: CustomerRecord; order: OrderRecord } {
      const { customer } = sessions.require(request);
      return { customer, order: orders.ownOrder(customer.customerNumber, orderId ?? '') };
    },
    detailOf: orderDetailView(kernel),
  };
}

export function detailHandlers(kernel: Kernel) {
  const { own, detailOf } = sessionOrders(kernel);
  return {
    orderById: ({ request, params, market }) => detailOf(own(request, params.id).order, market),
  } satisfies Partial<ServiceHandlers<typeof orderService>>;
}
