/**
 * The order slice's part of docs/product/README.md §2: the demo customers' orders. Dates are relative to the
 * moment of the reset, so "placed minutes ago" and "yesterday" stay true.
 */
import type { PersonaKey } from '../../kernel/personas.ts';
import { PRODUCTS, variantSku, type Product } from '../product/catalog.ts';
import type {
  OrderItemRecord,
  OrderItemStatus,
  OrderOwner,
  OrderPaymentType,
  OrderRecord,
  OrderStatus,
  VoucherRecord,
} from './model.ts';
import { msSinceLocalMidnight } from './rules.ts';

/** Order number by which the phone/TV customer can verify the account. */
const TV_VERIFICATION_ORDER_NUMBER = '99887766';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function item(product: Product, status: OrderItemStatus, quantity = 1, variant = 1): OrderItemRecord {
  return {
    baseProductNo: product.baseProductNo,
    sku: variantSku(product.baseProductNo, variant),
    title: product.title,
    unitPriceCents: product.priceCents,
    quantity,
    status,
    returnedQuantity: status === 'returned' ? quantity : status === 'partiallyReturned' ? Math.floor(quantity / 2) : 0,
    cancelledQuantity:
      status === 'cancelled' ? quantity : status === 'partiallyCancelled' ? Math.floor(quantity / 2) : 0,
  };
}

const DELIVERED_ITEM_STATUSES: readonly OrderItemStatus[] = [
  'delivered',
  'returned',
  'partiallyReturned',
  'partiallyCancelled',
];

interface OrderInput {
  number: string;
  ago: number;
  status: OrderStatus;
  paymentType: OrderPaymentType;
  items: OrderItemRecord[];
  vouchers?: VoucherRecord[];
  shippingCents?: number;
  /** When the goods arrived, before now; default: 3 days after the order once every item is delivered. */
  deliveredAgo?: number;
  deliveryAddressId?: string;
}

function ordersOf(owner: OrderOwner, now: Date, inputs: OrderInput[]): OrderRecord[] {
  return inputs.map((input) => {
    const placedAt = new Date(now.getTime() - input.ago);
    const live = input.items.filter((i) => i.status !== 'cancelled');
    const allDelivered = live.length > 0 && live.every((i) => DELIVERED_ITEM_STATUSES.includes(i.status));
    const deliveredAt =
      input.deliveredAgo !== undefined
        ? new Date(now.getTime() - input.deliveredAgo)
        : allDelivered
          ? new Date(placedAt.getTime() + 3 * DAY)
          : null;
    const returned = input.items.filter((i) => i.returnedQuantity > 0);
    const cancelled = input.status === 'cancelled';
    return {
      id: `o-${input.number}`,
      number: input.number,
      customerNumber: owner.customerNumber,
      externalCustomerId: owner.externalCustomerId,
      placedAt,
      status: input.status,
      paymentType: input.paymentType,
      currency: owner.currency,
      shippingCents: input.shippingCents ?? 595,
      items: input.items,
      vouchers: input.vouchers ?? [],
      deliveryAddressId: input.deliveryAddressId ?? owner.deliveryAddressId,
      deliveredAt,
      cancelledAt: cancelled ? new Date(placedAt.getTime() + 20 * MINUTE) : null,
      cancelReasonCode: cancelled ? ('CHANGED_MIND' as const) : null,
      returns:
        returned.length > 0 && deliveredAt !== null
          ? [
              {
                id: `r-${input.number}-1`,
                createdAt: new Date(deliveredAt.getTime() + 5 * DAY),
                reasonCode: 'DOES_NOT_FIT' as const,
                items: returned.map((i) => ({ sku: i.sku, quantity: i.returnedQuantity })),
                receivedAt: new Date(deliveredAt.getTime() + 8 * DAY),
              },
            ]
          : [],
      withdrawal: null,
    };
  });
}

/** The seeded orders; `owner` tells who a persona is for the order service (customer and address slices). */
export function createOrderSeed(now: Date, owner: (key: PersonaKey) => OrderOwner): OrderRecord[] {
  const P = PRODUCTS;
  return [
    ...ordersOf(owner('anna'), now, [
      // placed minutes before the reset (never before local midnight): inside the online-cancellation window
      {
        number: '81000012',
        ago: Math.min(5 * MINUTE, msSinceLocalMidnight(now)),
        status: 'processing',
        paymentType: 'INVOICE',
        items: [item(P.pfanne, 'received'), item(P.tee, 'received', 2)],
      },
      // placed yesterday: can no longer be cancelled online
      {
        number: '81000011',
        ago: DAY,
        status: 'processing',
        paymentType: 'INVOICE',
        items: [item(P.creme, 'processing')],
      },
      // on its way to the Packstation: withdrawal possible, the period starts at delivery
      {
        number: '81000010',
        ago: 9 * DAY,
        status: 'dispatched',
        paymentType: 'INVOICE',
        items: [item(P.decke, 'inDelivery'), item(P.kissen, 'dispatched')],
        deliveryAddressId: 'a-10012345-packstation',
      },
      // delivered 8 days ago: inside the 14-day withdrawal period
      {
        number: '81000009',
        ago: 11 * DAY,
        status: 'dispatched',
        paymentType: 'DIRECT_DEBIT',
        items: [item(P.topf, 'delivered')],
        deliveredAgo: 8 * DAY,
      },
      {
        number: '81000008',
        ago: 61 * DAY,
        status: 'partiallyCancelled',
        paymentType: 'INVOICE',
        items: [item(P.bluse, 'delivered'), item(P.kette, 'cancelled'), item(P.tee, 'partiallyCancelled', 3)],
      },
      {
        number: '81000007',
        ago: 95 * DAY,
        status: 'cancelled',
        paymentType: 'PAYPAL',
        items: [item(P.sauger, 'cancelled')],
        shippingCents: 0,
      },
      {
        number: '81000006',
        ago: 140 * DAY,
        status: 'returned',
        paymentType: 'INVOICE',
        items: [item(P.bluse, 'returned', 1, 2)],
      },
      {
        number: '81000005',
        ago: 200 * DAY,
        status: 'partiallyReturned',
        paymentType: 'INVOICE',
        items: [item(P.uhr, 'returned'), item(P.creme, 'delivered'), item(P.decke, 'partiallyReturned', 2)],
      },
      {
        number: '81000004',
        ago: 320 * DAY,
        status: 'dispatched',
        paymentType: 'INVOICE',
        items: [item(P.kette, 'delivered'), item(P.creme, 'delivered')],
        vouchers: [
          { code: 'HERBST10', type: 'PERCENTAGE', value: 10 },
          { code: 'WILLKOMMEN10', type: 'VALUE', value: 1000 },
          { code: 'GRATISVERSAND', type: 'FREE_SHIPPING', value: 0 },
        ],
      },
      // the red variant, sold out today: buying it again is refused
      {
        number: '81000003',
        ago: 480 * DAY,
        status: 'dispatched',
        paymentType: 'PAYPAL',
        items: [item(P.sauger, 'delivered', 1, 2)],
      },
      {
        number: '81000002',
        ago: 700 * DAY,
        status: 'dispatched',
        paymentType: 'DIRECT_DEBIT',
        items: [item(P.topf, 'delivered'), item(P.pfanne, 'delivered')],
      },
      {
        number: '81000001',
        ago: 1050 * DAY,
        status: 'dispatched',
        paymentType: 'INSTALMENT',
        items: [item(P.uhr, 'delivered')],
      },
    ]),
    ...ordersOf(owner('lukas'), now, [
      // delivered 3 days ago: inside the withdrawal period
      {
        number: '82000004',
        ago: 6 * DAY,
        status: 'dispatched',
        paymentType: 'DIRECT_DEBIT',
        items: [item(P.kissen, 'delivered'), item(P.tee, 'delivered', 2)],
        deliveredAgo: 3 * DAY,
      },
      {
        number: '82000003',
        ago: 12 * DAY,
        status: 'dispatched',
        paymentType: 'DIRECT_DEBIT',
        items: [item(P.topf, 'inDelivery')],
      },
      {
        number: '82000002',
        ago: 150 * DAY,
        status: 'dispatched',
        paymentType: 'DIRECT_DEBIT',
        items: [item(P.decke, 'delivered'), item(P.tee, 'delivered')],
      },
      {
        number: '82000001',
        ago: 400 * DAY,
        status: 'returned',
        paymentType: 'INVOICE',
        items: [item(P.bluse, 'returned')],
      },
    ]),
    ...ordersOf(owner('heidi'), now, [
      {
        number: '83000003',
        ago: 20 * DAY,
        status: 'dispatched',
        paymentType: 'INVOICE',
        items: [item({ ...P.kette, priceCents: 6490 }, 'delivered')],
        shippingCents: 690,
      },
      {
        number: '83000002',
        ago: 210 * DAY,
        status: 'dispatched',
        paymentType: 'INVOICE',
        items: [item({ ...P.creme, priceCents: 2790 }, 'delivered', 2)],
        shippingCents: 690,
      },
      {
        number: '83000001',
        ago: 500 * DAY,
        status: 'cancelled',
        paymentType: 'PAYPAL',
        items: [item({ ...P.sauger, priceCents: 15990 }, 'cancelled')],
        shippingCents: 0,
      },
    ]),
    ...ordersOf(owner('tv'), now, [
      {
        number: TV_VERIFICATION_ORDER_NUMBER,
        ago: 40 * DAY,
        status: 'dispatched',
        paymentType: 'INVOICE',
        items: [item(P.kissen, 'delivered'), item(P.decke, 'delivered')],
      },
      {
        number: '84000002',
        ago: 300 * DAY,
        status: 'dispatched',
        paymentType: 'INVOICE',
        items: [item(P.tee, 'delivered', 4)],
      },
      {
        number: '84000001',
        ago: 800 * DAY,
        status: 'dispatched',
        paymentType: 'INVOICE',
        items: [item(P.pfanne, 'delivered')],
      },
    ]),
  ];
}
