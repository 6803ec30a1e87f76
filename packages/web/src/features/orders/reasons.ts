/** The reasons the orders forms offer (docs/product/orders.md §5), and their type guards. */
import type { CancellationReason, ReturnReason } from '../../gql/schemaTypes.ts';

export const CANCELLATION_REASONS: readonly CancellationReason[] = [
  'ORDERED_BY_MISTAKE',
  'FOUND_CHEAPER',
  'DELIVERY_TOO_LONG',
  'CHANGED_MIND',
  'OTHER',
];

export const RETURN_REASONS: readonly ReturnReason[] = [
  'DOES_NOT_FIT',
  'NOT_AS_DESCRIBED',
  'DAMAGED',
  'DISLIKED',
  'OTHER',
];

export function isCancellationReason(value: string): value is CancellationReason {
  return (CANCELLATION_REASONS as readonly string[]).includes(value);
}

export function isReturnReason(value: string): value is ReturnReason {
  return (RETURN_REASONS as readonly string[]).includes(value);
}
