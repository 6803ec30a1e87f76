/**
 * The order mutations (docs/product/orders.md §4 "Orders", §5, §6; withdrawal per Art. 11a of Directive
 * 2011/83/EU): expected outcomes are union members (decision 002), unexpected failures stay
 * GraphQLErrors. Every order id is checked against the session customer before a write.
 */
import { isValidEmail } from '@mein-konto/schema/rules/email';
import { isWellFormedIdentifier, MAX_ID_LENGTH } from '@mein-konto/schema/rules/identifier';
import type { GatewayContext } from '../../context.ts';
import type { WithdrawalRequestResult } from '../../datasources/order.ts';
import { UpstreamHttpError } from '../../datasources/upstreamErrors.ts';
import { badUserInput, errorCodeOf, ERROR_CODES, notFound } from '../../errors.ts';
import type {
  CancelOrderInput,
  ConfirmWithdrawalInput,
  ReturnOrderItemsInput,
  StartWithdrawalInput,
} from '../../generated/graphql.ts';
import { idempotencyKeyOf, INVALID_IDEMPOTENCY_KEY, recaptchaMissing } from '../../kit/checks.ts';
import { loadViewer, requireCustomer } from '../../kit/guard.ts';
import { KIT_MESSAGES } from '../../kit/messages.ts';
import { invalidInput, type ResultOf } from '../../kit/outcomes.ts';
import { rateLimited } from '../../kit/rateLimited.ts';
import { loadOwnOrder, refreshOrder } from './access.ts';
import { ORDER_MESSAGES } from './messages.ts';
import { orderFromDetail } from './models.ts';

type WithdrawalRefusal = Extract<
  ResultOf<'StartWithdrawalResult'> & ResultOf<'ConfirmWithdrawalResult'>,
  { __typename: 'WithdrawalNotAvailable' | 'WithdrawalPeriodExpired' | 'WithdrawalNotApplicable' | 'AlreadyWithdrawn' }
>;

function httpKey(error: unknown): { status: number; key: string | undefined } | null {
  return error instanceof UpstreamHttpError ? { status: error.status, key: error.key } : null;
}

// ---------------------------------------------------------------------------------------------
// Returns

export async function returnOrderItems(
  ctx: GatewayContext,
  input: ReturnOrderItemsInput,
): Promise<ResultOf<'ReturnOrderItemsResult'>> {
  const customer = await requireCustomer(ctx);
  if (input.items.length === 0) return invalidInput([{ field: 'items', message: ORDER_MESSAGES.returnItemsRequired }]);
  const problems: { field: string; message: string }[] = [];
  const seen = new Set<string>();
  input.items.forEach((item, index) => {
    if (item.sku.trim() === '' || seen.has(item.sku))
      problems.push({ field: `items.${String(index)}.sku`, message: ORDER_MESSAGES.returnItemInvalid });
    else if (item.quantity < 1)
      problems.push({ field: `items.${String(index)}.quantity`, message: ORDER_MESSAGES.returnQuantityInvalid });
    seen.add(item.sku);
  });
  const key = idempotencyKeyOf(input.idempotencyKey);
  if (key === false) return invalidInput([...problems, INVALID_IDEMPOTENCY_KEY]);
  if (problems.length > 0) return invalidInput(problems);

  const before = await loadOwnOrder(ctx, customer, input.orderId);
  const periodExpired = (deadline: string | null): ResultOf<'ReturnOrderItemsResult'> => ({
    __typename: 'ReturnPeriodExpired',
    code: 'RETURN_PERIOD_EXPIRED',
    message: ORDER_MESSAGES.returnPeriodExpired,
    deadline,
  });
  if (!before.returnPeriod.open) return periodExpired(before.returnPeriod.deadline);
  try {
    const result = await ctx.datasources.order.returnOrder(
      {
        orderId: input.orderId,
        items: input.items.map(({ sku, quantity }) => ({ sku, quantity })),
        ...(input.reasonCode ? { reasonCode: input.reasonCode } : {}),
      },
      key,
    );
    refreshOrder(ctx, result.order);
    return { __typename: 'ReturnSuccess', returnId: result.return.id, order: orderFromDetail(result.order) };
  } catch (error) {
    const http = httpKey(error);
    if (http?.key === 'invalid_return_quantity' && error instanceof UpstreamHttpError) {
      const fieldErrors = (error.body?.field_errors ?? []).map((f) => ({
        field: f.field,
        message: f.field.endsWith('.sku') ? ORDER_MESSAGES.returnItemInvalid : ORDER_MESSAGES.returnQuantityInvalid,
      }));
      return invalidInput(
        fieldErrors.length > 0 ? fieldErrors : [{ field: 'items', message: ORDER_MESSAGES.returnQuantityInvalid }],
      );
    }
    if (http?.key === 'return_period_expired') return periodExpired(before.returnPeriod.deadline);
    if (errorCodeOf(error) === ERROR_CODES.unauthenticated) throw error;
    if (http?.status === 404) throw notFound(ORDER_MESSAGES.orderNotFound);
    ctx.log.warn(
      { event: 'return_failed', orderId: input.orderId, code: errorCodeOf(error) },
      'return could not be transmitted',
    );
    return { __typename: 'ReturnFailed', code: 'RETURN_FAILED', message: ORDER_MESSAGES.returnFailed };
  }
}

// ---------------------------------------------------------------------------------------------
// Online cancellation

export async function cancelOrder(
  ctx: GatewayContext,
  input: CancelOrderInput,
): Promise<ResultOf<'CancelOrderResult'>> {
  const customer = await requireCustomer(ctx);
  if (!input.reasonCode)
    return invalidInput([{ field: 'reasonCode', message: ORDER_MESSAGES.cancellationReasonRequired }]);
  const key = idempotencyKeyOf(input.idempotencyKey);
  if (key === false) return invalidInput([INVALID_IDEMPOTENCY_KEY]);
  const before = await loadOwnOrder(ctx, customer, input.orderId);
  const notCancellable = (order: typeof before): ResultOf<'CancelOrderResult'> => ({
    __typename: 'OrderNotCancellable',
    code: 'ORDER_NOT_CANCELLABLE',
    message: ORDER_MESSAGES.notCancellable,
    order: orderFromDetail(order),
  });
  if (!ctx.featureFlags.orderCancellation || !before.cancellation.cancellable) return notCancellable(before);

  try {
    const { order } = await ctx.datasources.order.cancelOrder(
      input.orderId,
      customer.customerId,
      input.reasonCode,
      key,
    );
    refreshOrder(ctx, order);
    const email = customer.email ?? (await ctx.datasources.customer.personalDetails()).email;
    return { __typename: 'CancelOrderSuccess', order: orderFromDetail(order), email };
  } catch (error) {
    const http = httpKey(error);
    if (http?.key === 'order_not_cancellable') {
      ctx.loaders.orders.order.clear(input.orderId);
      return notCancellable(await loadOwnOrder(ctx, customer, input.orderId).catch(() => before));
    }
    if (http?.status === 400)
      return invalidInput([{ field: 'reasonCode', message: ORDER_MESSAGES.cancellationReasonRequired }]);
    if (http?.status === 403 || http?.status === 404) throw notFound(ORDER_MESSAGES.orderNotFound);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Withdrawal (de, at; ch: the voluntary return policy)

function withdrawalRefusal(
  key: string | undefined,
  details: { deadline?: string | null; withdrawnAt?: string | null } = {},
): WithdrawalRefusal | null {
  switch (key) {
    case 'withdrawal_not_available':
      return {
        __typename: 'WithdrawalNotAvailable',
        code: 'WITHDRAWAL_NOT_AVAILABLE',
        message: ORDER_MESSAGES.withdrawalNotAvailable,
        voluntaryReturnPolicy: true,
      };
    case 'withdrawal_period_expired':
      return {
        __typename: 'WithdrawalPeriodExpired',
        code: 'WITHDRAWAL_PERIOD_EXPIRED',
        message: ORDER_MESSAGES.withdrawalPeriodExpired,
        deadline: details.deadline ?? null,
      };
    case 'withdrawal_not_applicable':
      return {
        __typename: 'WithdrawalNotApplicable',
        code: 'WITHDRAWAL_NOT_APPLICABLE',
        message: ORDER_MESSAGES.withdrawalNotApplicable,
      };
    case 'already_withdrawn':
      return {
        __typename: 'AlreadyWithdrawn',
        code: 'ALREADY_WITHDRAWN',
        message: ORDER_MESSAGES.alreadyWithdrawn,
        withdrawnAt: details.withdrawnAt ?? null,
      };
    default:
      return null;
  }
}

const REFUSAL_OF_STATUS = {
  EXPIRED: 'withdrawal_period_expired',
  WITHDRAWN: 'already_withdrawn',
  NOT_APPLICABLE: 'withdrawal_not_applicable',
  NOT_AVAILABLE: 'withdrawal_not_available',
} as const;

function started(request: WithdrawalRequestResult, withdrawnAt: string | null): ResultOf<'StartWithdrawalResult'> {
  if (request.status !== 'POSSIBLE') {
    const refusal = withdrawalRefusal(REFUSAL_OF_STATUS[request.status], { deadline: request.deadline, withdrawnAt });
    if (refusal) return refusal;
  }
  return {
    __typename: 'WithdrawalStarted',
    requestId: request.requestId,
    confirmationSecret: request.confirmationSecret,
    expiresAt: request.expiresAt,
    order: {
      orderId: request.order.id,
      number: request.order.number,
      placedAt: request.order.placedAt,
      deliveredAt: request.order.deliveredAt,
      total: request.order.total,
      items: request.order.items,
    },
    deadline: request.deadline,
    channels: request.channels,
  };
}

export async function startWithdrawal(
  ctx: GatewayContext,
  input: StartWithdrawalInput,
): Promise<ResultOf<'StartWithdrawalResult'>> {
  const { orderId, public: anonymous } = input;
  if ((orderId ? 1 : 0) + (anonymous ? 1 : 0) !== 1)
    return invalidInput([{ field: 'orderId', message: ORDER_MESSAGES.withdrawalInputOneOf }]);

  if (orderId) {
    const customer = await requireCustomer(ctx);
    const order = await loadOwnOrder(ctx, customer, orderId);
    try {
      return started(await ctx.datasources.order.requestOwnWithdrawal(orderId), order.withdrawal.withdrawnAt);
    } catch (error) {
      const http = httpKey(error);
      const refusal = withdrawalRefusal(http?.key, {
        deadline: order.withdrawal.deadline,
        withdrawnAt: order.withdrawal.withdrawnAt,
      });
      if (refusal) return refusal;
      if (http?.status === 404) throw notFound(ORDER_MESSAGES.orderNotFound);
      throw error;
    }
  }

  // Without login: order number plus e-mail, rate-limited per client, per order number and per
  // e-mail (no guessing of a customer's order numbers); unknown orders and wrong e-mails answer alike.
  const orderNumber = anonymous?.orderNumber.replace(/\s+/g, '') ?? '';
  const email = anonymous?.email.trim() ?? '';
  const problems: { field: string; message: string }[] = [];
  if (orderNumber === '') problems.push({ field: 'public.orderNumber', message: ORDER_MESSAGES.orderNumberRequired });
  else if (!isWellFormedIdentifier(orderNumber, MAX_ID_LENGTH))
    problems.push({ field: 'public.orderNumber', message: ORDER_MESSAGES.orderNumberInvalid });
  if (!isValidEmail(email)) problems.push({ field: 'public.email', message: KIT_MESSAGES.invalidEmail });
  if (problems.length > 0) return invalidInput(problems);
  const limited = await rateLimited(ctx, 'startWithdrawal', [orderNumber, email]);
  if (limited) return limited;
  if (recaptchaMissing(anonymous?.recaptchaToken))
    return invalidInput([{ field: 'public.recaptchaToken', message: ORDER_MESSAGES.recaptchaFailed }]);
  try {
    return started(
      await ctx.datasources.order.requestWithdrawal(orderNumber, email, anonymous?.recaptchaToken ?? ''),
      null,
    );
  } catch (error) {
    const http = httpKey(error);
    if (http?.key === 'order_not_found')
      return { __typename: 'OrderNotFound', code: 'ORDER_NOT_FOUND', message: ORDER_MESSAGES.publicOrderNotFound };
    if (http?.key === 'recaptcha_invalid')
      return invalidInput([{ field: 'public.recaptchaToken', message: ORDER_MESSAGES.recaptchaFailed }]);
    const refusal = withdrawalRefusal(http?.key);
    if (refusal) return refusal;
    throw error;
  }
}

export async function confirmWithdrawal(
  ctx: GatewayContext,
  input: ConfirmWithdrawalInput,
): Promise<ResultOf<'ConfirmWithdrawalResult'>> {
  const limited = await rateLimited(ctx, 'confirmWithdrawal', null);
  if (limited) return limited;
  const requestExpired = {
    __typename: 'WithdrawalRequestExpired',
    code: 'WITHDRAWAL_REQUEST_EXPIRED',
    message: ORDER_MESSAGES.withdrawalRequestExpired,
  } as const;
  // Without the secret step 1 answered, the request is not the visitor's: answered like an unknown one.
  if (input.confirmationSecret.trim() === '') return requestExpired;
  const key = idempotencyKeyOf(input.idempotencyKey);
  if (key === false) throw badUserInput(INVALID_IDEMPOTENCY_KEY.message);
  let confirmation;
  try {
    confirmation = await ctx.datasources.order.confirmWithdrawal(
      input.requestId,
      input.confirmationSecret,
      input.channel ?? 'EMAIL',
      key,
    );
  } catch (error) {
    const http = httpKey(error);
    if (http?.key === 'withdrawal_request_not_found') return requestExpired;
    const refusal = withdrawalRefusal(http?.key);
    if (refusal) return refusal;
    throw error;
  }
  ctx.log.info({ event: 'withdrawal_confirmed', orderNumber: confirmation.orderNumber }, 'withdrawal confirmed');

  // The order in its new state, when the visitor is its customer (the cache then shows WITHDRAWN).
  const viewer = await loadViewer(ctx).catch(() => ({ customer: null }));
  let order = null;
  if (viewer.customer) {
    ctx.loaders.orders.order.clear(confirmation.orderId);
    order = await loadOwnOrder(ctx, viewer.customer, confirmation.orderId).catch(() => null);
  }
  return {
    __typename: 'WithdrawalConfirmed',
    withdrawalId: confirmation.withdrawalId,
    confirmedAt: confirmation.confirmedAt,
    channel: confirmation.channel,
    confirmationSentTo: confirmation.confirmationSentTo,
    orderNumber: confirmation.orderNumber,
    order: order ? orderFromDetail(order) : null,
  };
}
