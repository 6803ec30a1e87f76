/** The order service (docs/product/orders.md §7 "Orders": order by id, return, cancel) and the withdrawal function. */
import { HEADER } from '@mein-konto/schema/upstream/common';
import { orderService } from '@mein-konto/schema/upstream/order';
import { UpstreamDataSource, type CallOptions, type CallResult } from './upstream.ts';
import { UpstreamHttpError, type UpstreamError } from './upstreamErrors.ts';

type Routes = typeof orderService.routes;
export type OrderDetailResult = CallResult<Routes['orderById']>;
export type ReturnOrderResult = CallResult<Routes['returnOrder']>;
export type CancelOrderResult = CallResult<Routes['cancelOrder']>;
export type WithdrawalRequestResult = CallResult<Routes['requestWithdrawal']>;
export type WithdrawalConfirmationResult = CallResult<Routes['confirmWithdrawal']>;
export type ReturnOrderBody = NonNullable<CallOptions<Routes['returnOrder']>['body']>;
export type CancellationReasonCode = NonNullable<CallOptions<Routes['cancelOrder']>['body']>['reasonCode'];

/** Refusals of the order service that are outcomes for the customer, not failures. */
const EXPECTED_KEYS = new Set([
  'order_not_found',
  'order_not_cancellable',
  'invalid_return_quantity',
  'return_period_expired',
  'withdrawal_not_available',
  'withdrawal_not_applicable',
  'withdrawal_period_expired',
  'already_withdrawn',
  'withdrawal_request_not_found',
]);
const expected = (e: UpstreamError) =>
  e instanceof UpstreamHttpError && e.key !== undefined && EXPECTED_KEYS.has(e.key);

function idempotency(key: string | undefined): Record<string, string> {
  return key === undefined ? {} : { [HEADER.idempotencyKey]: key };
}

export class OrderDataSource extends UpstreamDataSource<typeof orderService> {
  protected readonly service = orderService;

  orderById(id: string): Promise<OrderDetailResult> {
    return this.call('orderById', { params: { id }, query: { origin: 'SHOP' }, expected });
  }

  /** `idempotencyKey`: the customer's action, the same for its retries (the service answers a repeated key with its first answer). */
  returnOrder(body: ReturnOrderBody, idempotencyKey?: string): Promise<ReturnOrderResult> {
    return this.call('returnOrder', { body, headers: idempotency(idempotencyKey), expected });
  }

  cancelOrder(
    id: string,
    externalCustomerId: string,
    reasonCode: CancellationReasonCode,
    idempotencyKey?: string,
  ): Promise<CancelOrderResult> {
    return this.call('cancelOrder', {
      params: { id },
      body: { externalCustomerId, reasonCode },
      headers: idempotency(idempotencyKey),
      expected,
    });
  }

  /** Withdrawal step 1 without login. */
  requestWithdrawal(orderNumber: string, email: string, recaptchaToken: string): Promise<WithdrawalRequestResult> {
    return this.call('requestWithdrawal', {
      body: { orderNumber, email },
      headers: { [HEADER.recaptcha]: recaptchaToken },
      expected: (e) => expected(e) || (e instanceof UpstreamHttpError && e.key === 'recaptcha_invalid'),
    });
  }

  /** Withdrawal step 1 with the session. */
  requestOwnWithdrawal(orderId: string): Promise<WithdrawalRequestResult> {
    return this.call('requestOwnWithdrawal', { params: { id: orderId }, expected });
  }

  /** Withdrawal step 2 with the secret step 1 answered: records it; the confirmation e-mail goes out at once. */
  confirmWithdrawal(
    requestId: string,
    confirmationSecret: string,
    channel: 'EMAIL',
    idempotencyKey?: string,
  ): Promise<WithdrawalConfirmationResult> {
    return this.call('confirmWithdrawal', {
      params: { request_id: requestId },
      body: { channel, confirmationSecret },
      headers: idempotency(idempotencyKey),
      expected,
    });
  }
}
