/**
 * Rules of the order service: the calendar day of an order (Europe/Berlin, the same clock time
 * as Vienna and Zurich), the online-cancellation window, the withdrawal period, the return
 * period and which items can be returned.
 */
import type { z } from 'zod';
import type { Market } from '@mein-konto/schema/upstream/common';
import {
  RETURN_PERIOD_DAYS,
  WITHDRAWAL_PERIOD_DAYS,
  type orderReturnPeriod,
  type orderWithdrawal,
} from '@mein-konto/schema/upstream/order';
import type { CustomerRecord } from '../customer/model.ts';
import type { OrderItemRecord, OrderRecord, OrderStatus } from './model.ts';

export const ORDER_TIME_ZONE = 'Europe/Berlin';

/** Minutes after placing an order in which it can be cancelled online (env MOCKS_CANCELLATION_WINDOW_MINUTES). */
const DEFAULT_CANCELLATION_WINDOW_MINUTES = 30;

export function cancellationWindowMinutes(): number {
  const configured = Number(process.env.MOCKS_CANCELLATION_WINDOW_MINUTES);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_CANCELLATION_WINDOW_MINUTES;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: ORDER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function localParts(date: Date): Record<string, number> {
  return Object.fromEntries(
    parts
      .formatToParts(date)
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  );
}

/** yyyy-mm-dd of the local calendar day. */
function localDate(date: Date): string {
  const p = localParts(date);
  return `${String(p.year)}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Milliseconds since local midnight. */
export function msSinceLocalMidnight(date: Date): number {
  const p = localParts(date);
  return (((p.hour ?? 0) * 60 + (p.minute ?? 0)) * 60 + (p.second ?? 0)) * 1000 + date.getUTCMilliseconds();
}

/** The last millisecond of the local calendar day of `date`. */
function endOfLocalDay(date: Date): Date {
  return new Date(date.getTime() - msSinceLocalMidnight(date) + DAY - 1);
}

/** Until when an order placed at `placedAt` can be cancelled online: the window, but never past the order day. */
function cancellableUntil(placedAt: Date, windowMinutes: number): Date {
  const windowEnd = placedAt.getTime() + windowMinutes * MINUTE;
  return new Date(Math.min(windowEnd, endOfLocalDay(placedAt).getTime()));
}

/** yyyy-mm-dd plus whole days. */
function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Last day (inclusive) of the withdrawal period of goods delivered at `deliveredAt`. */
function withdrawalDeadline(deliveredAt: Date): string {
  return addDays(localDate(deliveredAt), WITHDRAWAL_PERIOD_DAYS);
}

export interface CancellationState {
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

/** No statutory withdrawal right in Switzerland (the market or a Swiss customer). */
export function withdrawalUnavailable(customer: CustomerRecord, market: Market): boolean {
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
  if (order.withdrawal)
    return { status: 'WITHDRAWN', deadline, withdrawn_at: order.withdrawal.confirmedAt.toISOString() };
  if (order.status === 'cancelled' || order.status === 'returned')
    return { status: 'NOT_APPLICABLE', deadline, withdrawn_at: null };
  if (deadline !== null && localDate(now) > deadline) return { status: 'EXPIRED', deadline, withdrawn_at: null };
  return { status: 'POSSIBLE', deadline, withdrawn_at: null };
}

/** The return period (every market): 30 days after delivery, last day inclusive; open while not delivered. */
export function returnPeriod(order: OrderRecord, now: Date): z.input<typeof orderReturnPeriod> {
  const deadline = order.deliveredAt ? addDays(localDate(order.deliveredAt), RETURN_PERIOD_DAYS) : null;
  return { deadline, open: deadline === null || localDate(now) <= deadline };
}

const RETURNABLE_ITEM_STATUSES: readonly OrderItemRecord['status'][] = [
  'delivered',
  'partiallyReturned',
  'partiallyCancelled',
  'returnRegistered',
];

export function returnableQuantity(item: OrderItemRecord): number {
  if (!RETURNABLE_ITEM_STATUSES.includes(item.status)) return 0;
  return Math.max(0, item.quantity - item.returnedQuantity - item.cancelledQuantity);
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
