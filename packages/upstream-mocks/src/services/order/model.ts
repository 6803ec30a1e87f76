/** The records of the order slice: orders with their items, vouchers, returns and withdrawal. */
import type { z } from 'zod';
import type { orderSummary, orderSummaryStatus } from '@mein-konto/schema/upstream/orderHistory';
import type { CANCELLATION_REASON_CODES, RETURN_REASON_CODES } from '@mein-konto/schema/upstream/order';
import type { Currency } from '../../kernel/money.ts';

export type OrderStatus = z.infer<typeof orderSummaryStatus>;
export type OrderItemStatus =
  | 'received'
  | 'processing'
  | 'dispatched'
  | 'cancelled'
  | 'returned'
  | 'inDelivery'
  | 'partiallyReturned'
  | 'partiallyCancelled'
  | 'delivered'
  /** In a registered return whose parcel has not arrived yet. */
  | 'returnRegistered';
export type OrderPaymentType = z.infer<typeof orderSummary>['payment_type'];
type VoucherType = 'PERCENTAGE' | 'VALUE' | 'FREE_SHIPPING';
type CancellationReasonCode = (typeof CANCELLATION_REASON_CODES)[number];
type ReturnReasonCode = (typeof RETURN_REASON_CODES)[number];

export interface OrderItemRecord {
  baseProductNo: string;
  sku: string;
  title: string;
  unitPriceCents: number;
  quantity: number;
  status: OrderItemStatus;
  /** Pieces returned so far, arrived or announced (status returned, partiallyReturned or returnRegistered). */
  returnedQuantity: number;
  /** Pieces cancelled (status cancelled or partiallyCancelled). */
  cancelledQuantity: number;
}

export interface VoucherRecord {
  code: string;
  type: VoucherType;
  /** Percent for PERCENTAGE, cents for VALUE, 0 for FREE_SHIPPING. */
  value: number;
}

export interface ReturnRecord {
  id: string;
  createdAt: Date;
  reasonCode: ReturnReasonCode | null;
  items: { sku: string; quantity: number }[];
  /** When the parcel arrived at the return centre; null while it is on its way. */
  receivedAt: Date | null;
}

/** A withdrawal from the contract (Art. 11a 2011/83/EU), confirmed by e-mail. */
interface WithdrawalRecord {
  id: string;
  confirmedAt: Date;
  channel: 'EMAIL';
  sentTo: string;
}

/** Who an order is for: the customer's number, technical id, currency and (default) delivery address. */
export interface OrderOwner {
  customerNumber: string;
  externalCustomerId: string;
  currency: Currency;
  deliveryAddressId: string | null;
}

export interface OrderRecord {
  id: string;
  number: string;
  customerNumber: string;
  externalCustomerId: string;
  placedAt: Date;
  status: OrderStatus;
  paymentType: OrderPaymentType;
  currency: Currency;
  shippingCents: number;
  items: OrderItemRecord[];
  vouchers: VoucherRecord[];
  /** An address of the address slice (kept when the customer deletes it later). */
  deliveryAddressId: string | null;
  /** When the goods arrived (all of them); null while not delivered. Starts the withdrawal period. */
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  cancelReasonCode: CancellationReasonCode | null;
  returns: ReturnRecord[];
  withdrawal: WithdrawalRecord | null;
}

export interface OrderTotals {
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  totalCents: number;
}

/** Totals of an order as placed: items, shipping, minus vouchers (percentage, value, free shipping). */
export function orderTotals(order: OrderRecord): OrderTotals {
  const subtotalCents = order.items.reduce((sum, i) => sum + i.unitPriceCents * i.quantity, 0);
  let shippingCents = order.shippingCents;
  let discountCents = 0;
  for (const voucher of order.vouchers) {
    if (voucher.type === 'PERCENTAGE') discountCents += Math.round((subtotalCents * voucher.value) / 100);
    else if (voucher.type === 'VALUE') discountCents += voucher.value;
    else shippingCents = 0;
  }
  discountCents = Math.min(discountCents, subtotalCents);
  return { subtotalCents, shippingCents, discountCents, totalCents: subtotalCents - discountCents + shippingCents };
}

/** Newest first; orders placed at the same moment by number, descending. */
export function newestFirst(a: OrderRecord, b: OrderRecord): number {
  return b.placedAt.getTime() - a.placedAt.getTime() || b.number.localeCompare(a.number);
}
