/**
 * The order service: order details, returns and online cancellation (docs/product/orders.md §7 "Orders",
 * api/shop-orders), and the withdrawal function for online contracts. An order of another
 * customer does not exist for the caller: 404 order_not_found.
 */
import { orderService } from '@mein-konto/schema/upstream/order';
import { defineMockService } from '../../kernel/mockService.ts';
import { orderAdmin } from './admin.ts';
import { cancellationHandlers } from './cancellation.ts';
import { detailHandlers } from './details.ts';
import { returnHandlers } from './returns.ts';
import { withdrawalHandlers } from './withdrawal.ts';

export const orderMock = defineMockService(
  orderService,
  [detailHandlers, returnHandlers, cancellationHandlers, withdrawalHandlers],
  { admin: orderAdmin },
);
