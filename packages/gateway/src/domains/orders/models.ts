/**
 * Models behind the order types of the schema (codegen mappers point here). An order comes
 * either from the order history (a summary) or from the order service (the details); fields
 * the summary lacks load the details through the request's order loader.
 */
import type { OrderDetailResult } from '../../datasources/order.ts';
import type { OrderSummaryResult } from '../../datasources/orderHistory.ts';

export type OrderDetailItem = OrderDetailResult['items'][number];
type OrderSummaryItem = OrderSummaryResult['items'][number];

export type OrderModel =
  | { id: string; summary: OrderSummaryResult; detail: null }
  | { id: string; summary: OrderSummaryResult | null; detail: OrderDetailResult };

export interface OrderItemModel {
  orderId: string;
  /** What the summary or the details say of the item. */
  item: OrderSummaryItem | OrderDetailItem;
  /** The item of the order details, when already loaded. */
  detail: OrderDetailItem | null;
}

export function orderFromSummary(summary: OrderSummaryResult): OrderModel {
  return { id: summary.id, summary, detail: null };
}

export function orderFromDetail(detail: OrderDetailResult): OrderModel {
  return { id: detail.id, summary: null, detail };
}

/** Upstream camelCase values (partiallyReturned) as GraphQL enum values (PARTIALLY_RETURNED). */
export function enumValue<S extends string>(value: S): UpperSnake<S> {
  return value.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase() as UpperSnake<S>;
}
type Snake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? Head extends Lowercase<Head>
    ? `${Head}${Snake<Tail>}`
    : `_${Lowercase<Head>}${Snake<Tail>}`
  : S;
export type UpperSnake<S extends string> = Uppercase<Snake<S>>;
