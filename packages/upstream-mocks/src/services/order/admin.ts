/**
 * Admin additions of the order services: many orders for one customer (paging tests and the
 * benchmark). Registered inside the admin plugin, so loopback-only like the rest of /__admin.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { errorKey } from '@mein-konto/schema/upstream/common';
import { CATALOG, variantSku } from '../product/catalog.ts';
import { UpstreamError } from '../../kernel/errors.ts';
import type { CustomerRecord, OrderPaymentType, OrderRecord } from '../../model.ts';
import type { MockStore } from '../../store.ts';

export const MAX_GENERATED_ORDERS_PER_CALL = 1000;

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
 * Adds `count` delivered orders to a customer, placed from two days before now backwards, 11
 * hours apart (after any generated before), with products of the catalogue.
 */
export function generateOrders(store: MockStore, customer: CustomerRecord, count: number): OrderRecord[] {
  const generated = store.orders.filter((o) => o.number.startsWith(GENERATED_PREFIX));
  let sequence = generated.reduce((max, o) => Math.max(max, Number(o.number.slice(GENERATED_PREFIX.length))), 0);
  const alreadyForCustomer = generated.filter((o) => o.customerNumber === customer.customerNumber).length;
  const now = store.now();
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
        unitPriceCents: customer.currency === 'CHF' ? product.chfPriceCents : product.priceCents,
        quantity: 1 + ((sequence + k) % 2),
        status: 'delivered' as const,
        returnedQuantity: 0,
        cancelledQuantity: 0,
      };
    });
    created.push({
      id: `o-${number}`,
      number,
      customerNumber: customer.customerNumber,
      externalCustomerId: customer.customerId,
      placedAt,
      status: 'dispatched',
      paymentType: PAYMENT_TYPES[sequence % PAYMENT_TYPES.length] ?? 'INVOICE',
      currency: customer.currency,
      shippingCents: customer.currency === 'CHF' ? 690 : 595,
      items,
      vouchers: [],
      deliveryAddressId: customer.preferredDeliveryAddressId ?? customer.billingAddressId,
      deliveredAt: new Date(placedAt.getTime() + 3 * DAY),
      cancelledAt: null,
      cancelReasonCode: null,
      returns: [],
      withdrawal: null,
    });
  }
  store.orders.push(...created);
  return created;
}

export const orderAdminPlugin: FastifyPluginAsync<{ store: MockStore }> = async (app, { store }) => {
  app.post('/seed/orders', async (request, reply) => {
    const parsed = seedOrdersInput.safeParse(request.body ?? {});
    if (!parsed.success) {
      const field_errors = parsed.error.issues.map((i) => ({
        key: errorKey('bad_request'),
        field: i.path.map(String).join('.') || 'body',
        detail: i.message,
      }));
      throw new UpstreamError(400, 'bad_request', {
        detail: `invalid body: ${field_errors.map((f) => `${f.field}: ${f.detail}`).join('; ')}`,
        field_errors,
      });
    }
    const customerNumber = parsed.data.customer_number.replace(/\s+/g, '').replace(/^0+/, '');
    const customer = store.customerByNumber(customerNumber);
    if (!customer) throw new UpstreamError(404, 'not_found', { detail: `no customer ${customerNumber}` });
    const created = generateOrders(store, customer, parsed.data.count);
    return reply.code(201).send({
      created: created.length,
      total_orders: store.orders.filter((o) => o.customerNumber === customerNumber).length,
      numbers: created.map((o) => o.number),
    });
  });
};
