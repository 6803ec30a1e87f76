/**
 * Contract of the order service (docs/product/orders.md §7 "Orders": order by id, return, cancel on
 * api/shop-orders) and of the withdrawal function for online contracts (Art. 11a of Directive
 * 2011/83/EU as amended by Directive 2023/2673, in force since 19 June 2026; de and at only).
 *
 * Orders of another customer do not exist for the caller: 404 `order_not_found`.
 */
import { z } from 'zod';
import { noBody, noQuery, route, type ServiceContract } from './contract.ts';
import { countryCode, isoDate, isoDateTime, money } from './common.ts';
import { postalAddress } from './customer.ts';
import { orderItemStatus, orderPaymentType, orderSummaryStatus } from './orderHistory.ts';

export const voucherType = z.enum(['PERCENTAGE', 'VALUE', 'FREE_SHIPPING']);

/** Why a customer cancels an order online; the web offers these (a reason is required). */
export const CANCELLATION_REASON_CODES = [
  'ORDERED_BY_MISTAKE',
  'FOUND_CHEAPER',
  'DELIVERY_TOO_LONG',
  'CHANGED_MIND',
  'OTHER',
] as const;
export const cancellationReasonCode = z.enum(CANCELLATION_REASON_CODES);

/** Why a customer returns items (optional on a return). */
export const RETURN_REASON_CODES = ['DOES_NOT_FIT', 'NOT_AS_DESCRIBED', 'DAMAGED', 'DISLIKED', 'OTHER'] as const;
export const returnReasonCode = z.enum(RETURN_REASON_CODES);

/** Return period of every market: 30 days after delivery (last day inclusive), as the shop states (decision 016). */
export const RETURN_PERIOD_DAYS = 30;

/** Statutory withdrawal period: 14 days after delivery (last day inclusive). */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/**
 * Withdrawal state of an order:
 * POSSIBLE – inside the period (or not delivered yet: the period has not even started);
 * EXPIRED – the period ended; WITHDRAWN – the customer withdrew; NOT_APPLICABLE – nothing left
 * to withdraw from (cancelled or fully returned); NOT_AVAILABLE – market without a statutory
 * withdrawal right (ch), the voluntary return policy applies instead.
 */
export const withdrawalStatus = z.enum(['POSSIBLE', 'EXPIRED', 'WITHDRAWN', 'NOT_APPLICABLE', 'NOT_AVAILABLE']);

export const withdrawalChannel = z.enum(['EMAIL']);

export const orderItem = z.object({
  /** 1-based position in the order. */
  position: z.number().int(),
  base_product_no: z.string(),
  sku: z.string(),
  title: z.string(),
  single_price: money,
  quantity: z.number().int(),
  status: orderItemStatus,
  returned_quantity: z.number().int(),
  cancelled_quantity: z.number().int(),
  /** How many pieces may still be returned (0: the item is not returnable). */
  returnable_quantity: z.number().int(),
});

/** The address the order went to, as it was at the time of the order. */
export const orderDeliveryAddress = postalAddress.omit({ id: true, is_default: true, phone: true }).extend({
  type: z.enum(['POSTAL', 'DHL_ADDRESS']),
  /** Carrier post number of a Packstation/pickup address. */
  post_number: z.string().nullable(),
});

export const orderVoucher = z.object({
  code: z.string(),
  type: voucherType,
  /** PERCENTAGE only: the percent taken off the subtotal. */
  percentage: z.number().nullable(),
  /** VALUE only: the amount taken off. */
  value: money.nullable(),
  /** What the voucher took off this order (FREE_SHIPPING: the shipping costs). */
  discount: money,
});

export const orderCancellation = z.object({
  /** Whether online cancellation is possible now: on the day of order and within the window. */
  cancellable: z.boolean(),
  /** The server's online-cancellation window after placing the order. */
  cancellation_window_minutes: z.number().int(),
  /** End of online cancellation (placed_at + window, at most the end of the order day); null when the order's state rules it out. */
  cancellable_until: isoDateTime.nullable(),
  cancelled_at: isoDateTime.nullable(),
  reason_code: cancellationReasonCode.nullable(),
});

export const orderWithdrawal = z.object({
  status: withdrawalStatus,
  /** Last day of the withdrawal period; null while not delivered (or not available). */
  deadline: isoDate.nullable(),
  withdrawn_at: isoDateTime.nullable(),
});

export const orderReturnPeriod = z.object({
  /** Last day (inclusive) on which items can be returned; null while not delivered. */
  deadline: isoDate.nullable(),
  /** Whether the period is still open (not delivered yet counts as open: it has not started). */
  open: z.boolean(),
});

/** Where the parcel of a return goes: the return centre of the market (printed on the return slip). */
export const returnAddress = z.object({
  name: z.string(),
  street: z.string(),
  zip_code: z.string(),
  city: z.string(),
  country_code: countryCode,
});

export const orderReturn = z.object({
  id: z.string(),
  /** REGISTERED until the parcel arrives at the return centre, then RECEIVED. */
  status: z.enum(['REGISTERED', 'RECEIVED']),
  created_at: isoDateTime,
  reason_code: returnReasonCode.nullable(),
  items: z.array(z.object({ sku: z.string(), quantity: z.number().int() })),
  return_address: returnAddress,
});

export const orderDetail = z.object({
  id: z.string(),
  number: z.string(),
  external_customer_id: z.string(),
  placed_at: isoDateTime,
  delivered_at: isoDateTime.nullable(),
  status: orderSummaryStatus,
  payment_type: orderPaymentType,
  items: z.array(orderItem),
  delivery_address: orderDeliveryAddress.nullable(),
  subtotal: money,
  shipping_costs: money,
  /** Sum taken off by PERCENTAGE and VALUE vouchers (free shipping shows in shipping_costs). */
  discount: money,
  vouchers: z.array(orderVoucher),
  total: money,
  cancellation: orderCancellation,
  withdrawal: orderWithdrawal,
  return_period: orderReturnPeriod,
  returns: z.array(orderReturn),
});

export const returnRequest = z.object({
  order_id: z.string().min(1),
  items: z.array(z.object({ sku: z.string().min(1), quantity: z.number().int() })).min(1),
  reason_code: returnReasonCode.optional(),
});

export const returnResponse = z.object({ return: orderReturn, order: orderDetail });

export const cancelRequest = z.object({
  external_customer_id: z.string().min(1),
  reason_code: cancellationReasonCode,
});

export const cancelResponse = z.object({ order: orderDetail });

export const withdrawalLookupRequest = z.object({
  order_number: z.string().trim().min(1),
  email: z.string().trim().min(3),
});

export const withdrawalRequestResponse = z.object({
  /** Pass to the confirm call; valid 60 minutes. */
  request_id: z.string(),
  /** Binds the confirmation to whoever identified the order: only this answer carries it, the confirm call requires it. */
  confirmation_secret: z.string().min(32),
  expires_at: isoDateTime,
  order: z.object({
    id: z.string(),
    number: z.string(),
    placed_at: isoDateTime,
    delivered_at: isoDateTime.nullable(),
    total: money,
    items: z.array(z.object({ title: z.string(), sku: z.string(), quantity: z.number().int() })),
  }),
  status: withdrawalStatus,
  /** status === POSSIBLE. */
  withdrawable: z.boolean(),
  deadline: isoDate.nullable(),
  /** Where the confirmation goes (the e-mail on file). */
  channels: z.array(z.object({ type: withdrawalChannel, address: z.string() })),
});

export const withdrawalConfirmRequest = z.object({
  channel: withdrawalChannel,
  confirmation_secret: z.string().min(1).max(256),
});

export const withdrawalConfirmation = z.object({
  withdrawal_id: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  confirmed_at: isoDateTime,
  channel: withdrawalChannel,
  /** The address the confirmation e-mail was sent to. */
  confirmation_sent_to: z.string(),
});

export const orderService = {
  name: 'order',
  basePath: '/order-service',
  routes: {
    orderById: route({
      method: 'GET',
      path: '/api/shop-orders/:id',
      credentials: true,
      status: 200,
      query: z.object({ origin: z.enum(['SHOP']) }),
      body: noBody,
      response: orderDetail,
    }),
    returnOrder: route({
      method: 'POST',
      path: '/orders/return',
      credentials: true,
      status: 201,
      query: noQuery,
      body: returnRequest,
      response: returnResponse,
    }),
    cancelOrder: route({
      method: 'POST',
      path: '/api/shop-orders/:id/cancel',
      credentials: true,
      status: 200,
      query: noQuery,
      body: cancelRequest,
      response: cancelResponse,
    }),
    /** Step 1 without login: order number plus the customer's e-mail. */
    requestWithdrawal: route({
      method: 'POST',
      path: '/api/withdrawal-requests',
      credentials: false,
      status: 201,
      requiredHeaders: ['x-recaptcha-token'],
      query: noQuery,
      body: withdrawalLookupRequest,
      response: withdrawalRequestResponse,
    }),
    /** Step 1 when logged in: the order id, with the session. */
    requestOwnWithdrawal: route({
      method: 'POST',
      path: '/api/shop-orders/:id/withdrawal-requests',
      credentials: true,
      status: 201,
      query: noQuery,
      body: noBody,
      response: withdrawalRequestResponse,
    }),
    /** Step 2: records the withdrawal and sends the confirmation e-mail at once. */
    confirmWithdrawal: route({
      method: 'POST',
      path: '/api/withdrawal-requests/:request_id/confirm',
      credentials: false,
      status: 200,
      query: noQuery,
      body: withdrawalConfirmRequest,
      response: withdrawalConfirmation,
    }),
  },
} as const satisfies ServiceContract;
