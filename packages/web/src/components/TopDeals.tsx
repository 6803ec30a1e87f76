/**
 * The market's current top deals (docs/product/activity.md §4 loading, success, error; §7 from the product
 * dispenser; §8: no SKUs, an invalid format or an empty response): each deal's product with the
 * price of the variant on offer, and the way to all top deals in the shop. Its own query, so it
 * loads and fails on its own.
 */
import './productCatalog.ts';
import { useQuery } from '@apollo/client/react';
import { TopDealsDocument } from './TopDeals.generated.ts';
import { useT } from '../lib/i18n/index.tsx';
import { useMarket } from '../lib/market.tsx';
import { ProductListSection } from './ProductListSection.tsx';

export function TopDeals({ maxItems = 4 }: { maxItems?: number }) {
  const t = useT();
  const { shopUrl } = useMarket();
  const { data, loading } = useQuery(TopDealsDocument, { variables: { maxItems }, errorPolicy: 'all' });
  const deals = data?.topDeals ?? undefined;
  return (
    <ProductListSection
      id="top-deals-title"
      title={t('topDeals.title')}
      items={deals?.map((deal) => ({
        key: deal.id,
        product: deal.product,
        price: deal.variant.price,
        sku: deal.variant.sku,
      }))}
      loading={loading}
      failedText={t('topDeals.failed')}
      emptyText={t('topDeals.empty')}
      footer={
        <p>
          <a href={`${shopUrl}/top-angebote`} className="text-link">
            {t('topDeals.all')}
          </a>
        </p>
      }
    />
  );
}
