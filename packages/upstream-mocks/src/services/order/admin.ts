/**
 * The order service's admin routes: many orders for one customer (paging tests and the
 * benchmark), and an order handed to the carrier (its received and processing items dispatched,
 * as the warehouse would). Registered on the admin surface, so loopback-only like the rest of /__admin.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { UpstreamError, parseInput } from '../../kernel/errors.ts';
import type { SliceOptions } from '../../kernel/mockService.ts';
import { normaliseCustomerNumber, type CustomerRecord } from '../customer/model.ts';
import { Customers } from '../customer/state.ts';
import { CATALOG, variantSku } from '../product/catalog.ts';
import type { OrderPaymentType, OrderRecord } from './model.ts';
import { receiveReturns } from './returns.ts';
import { Orders } from './state.ts';

const MAX_GENERATED_ORDERS_PER_CALL = 1000;

const seedOrdersInput = z
  .object({
    customer_number: z.string().min(1),
    count: z.number().int().min(1).max(MAX_GENERATED_ORDERS_PER_CALL),
  })
  .strict();

/** Generated order numbers: 86 plus six digits, never used by the seed. */
const GENERATED_PREFIX = '86';
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const PAYMENT_TYPES: readonly OrderPaymentType[] = ['INVOICE', 'DIRECT_DEBIT', 'PAYPAL'];

/**
 * `count` delivered orders for a customer, placed from two days before now backwards, 11 hours
 * apart (after any generated before), with products of the catalogue.
 */
function generateOrders(orders: Orders, customer: CustomerRecord, count: number, now: Date): OrderRecord[] {
  const owner = orders.ownerOf(customer);
  const generated = orders.all().filter((o) => o.number.startsWith(GENERATED_PREFIX));
  let sequence = generated.reduce((max, o) => Math.max(max, Number(o.number.slice(GENERATED_PREFIX.length))), 0);
  const alreadyForCustomer = generated.filter((o) => o.customerNumber === customer.customerNumber).length;
  const created: OrderRecord[] = [];
  for (let i = 0; i < count; i += 1) {
    sequence += 1;
    const number = `${GENERATED_PREFIX}${String(sequence).padStart(6, '0')}`;
    const placedAt = new Date(now.getTime() - 2 * DAY - (alreadyForCustomer + i) * 11 * HOUR);
    const itemCount = 1 + (sequence % 3);
    const items = Array.from({ length: itemCount }, (_, k) => {
      const product = CATALOG[(sequence * 7 + k * 3) % CATALOG.length] ?? CATALOG[0];
      if (!product) throw new Error('empty catalogue');
      return {
        baseProductNo: product.baseProductNo,
        sku: variantSku(product.baseProductNo, product.variants[0]?.variant ?? 1),
        title: product.title,
        unitPriceCents: owner.currency === 'CHF' ? product.chfPriceCents : product.priceCents,
        quantity: 1 + ((sequence + k) % 2),
        status: 'delivered' as const,
        returnedQuantity: 0,
        cancelledQuantity: 0,
      };
    });
    created.push({
      id: `o-${number}`,
      number,
      customerNumber: owner.customerNumber,
      externalCustomerId: owner.externalCustomerId,
      placedAt,
      status: 'dispatched',
      paymentType: PAYMENT_TYPES[sequence % PAYMENT_TYPES.length] ?? 'INVOICE',
      currency: owner.currency,
      shippingCents: owner.currency === 'CHF' ? 690 : 595,
      items,
      vouchers: [],
      deliveryAddressId: owner.deliveryAddressId,
      deliveredAt: new Date(placedAt.getTime() + 3 * DAY),
      cancelledAt: null,
      cancelReasonCode: null,
      returns: [],
      withdrawal: null,
    });
  }
  orders.add(created);
  return created;
}

const orderNumberInput = z.object({ order_number: z.string().min(1).max(32) }).strict();

const NOT_YET_DISPATCHED: ReadonlySet<string> = new Set(['received', 'processing']);

export const orderAdmin: FastifyPluginAsync<SliceOptions> = async (app, { kernel }) => {
  const customers = kernel.state(Customers);
  const orders = kernel.state(Orders);

  app.post('/seed/orders', async (request, reply) => {
    const input = parseInput(seedOrdersInput, request.body ?? {}, 'body');
    const customerNumber = normaliseCustomerNumber(input.customer_number);
    const customer = customers.byNumber(customerNumber);
    if (!customer) throw new UpstreamError(404, 'not_found', { detail: `no customer ${customerNumber}` });
    const created = generateOrders(orders, customer, input.count, kernel.clock.now());
    return reply.code(201).send({
      created: created.length,
      total_orders: orders.ofCustomer(customerNumber).length,
      numbers: created.map((o) => o.number),
    });
  });

  app.post('/orders/dispatch', async (request) => {
    const { order_number } = parseInput(orderNumberInput, request.body ?? {}, 'body');
    const order = orders.byNumber(order_number);
    if (!order) throw new UpstreamError(404, 'not_found', { detail: `no order ${order_number}` });
    if (order.status !== 'processing')
      throw new UpstreamError(400, 'bad_request', {
        detail: `order ${order_number} is ${order.status}, not processing`,
      });
    for (const item of order.items) if (NOT_YET_DISPATCHED.has(item.status)) item.status = 'dispatched';
    order.status = 'dispatched';
    return { number: order.number, status: order.status };
  });

  app.post('/returns/receive', async (request) => {
    const { order_number } = parseInput(orderNumberInput, request.body ?? {}, 'body');
    const order = orders.byNumber(order_number);
    if (!order) throw new UpstreamError(404, 'not_found', { detail: `no order ${order_number}` });
    const received = receiveReturns(order, kernel.clock.now());
    if (received.length === 0)
      throw new UpstreamError(400, 'bad_request', { detail: `order ${order_number} has no return on its way` });
    return { number: order.number, status: order.status, received: received.map((r) => r.id) };
  });
};
