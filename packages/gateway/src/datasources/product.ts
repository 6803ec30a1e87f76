/** The product service (docs/product/activity.md §3 "Product"): many products in one call. */
import { productService, SALES_CHANNEL } from '@mein-konto/schema/upstream/product';
import { UpstreamDataSource, type CallResult } from './upstream.ts';

export type ProductResult = CallResult<typeof productService.routes.products>['products'][number];

export class ProductDataSource extends UpstreamDataSource<typeof productService> {
  protected readonly service = productService;

  /** The products of these lookup keys (first 6 characters of a base product number); unknown ones are missing. */
  async products(lookupKeys: readonly string[]): Promise<ProductResult[]> {
    const { products } = await this.call('products', {
      query: { baseProductNos: lookupKeys.join(','), salesChannel: SALES_CHANNEL },
    });
    return products;
  }
}
