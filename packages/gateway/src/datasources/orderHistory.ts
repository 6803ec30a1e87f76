/** The order history service (docs/product/orders.md §7 "Orders"). */
import { orderHistoryService } from '@mein-konto/schema/upstream/orderHistory';
import { UpstreamDataSource, type CallResult } from './upstream.ts';

export type OrdersResult = CallResult<typeof orderHistoryService.routes.orders>;
export type OrderSummaryResult = OrdersResult['orders'][number];
export type OrdersInsightsResult = CallResult<typeof orderHistoryService.routes.insights>;

export class OrderHistoryDataSource extends UpstreamDataSource<typeof orderHistoryService> {
  protected readonly service = orderHistoryService;

  orders(options: { limit: number; offset?: number; cursor?: string }): Promise<OrdersResult> {
    return this.call('orders', { query: { addressStrictTyping: 'true', ...options } });
  }

  insights(): Promise<OrdersInsightsResult> {
    return this.call('insights');
  }

  /** When the customer's most recent order was placed, or null without orders. */
  async lastOrderPlacedAt(): Promise<Date | null> {
    const { orders } = await this.orders({ limit: 1 });
    const placedAt = orders[0]?.placedAt;
    return placedAt ? new Date(placedAt) : null;
  }
}
