/**
 * Recommendations for the customer (docs/product/activity.md §3 and §9 the tracking session id, §7 recommendations,
 * §9 maxItems): on the wishlist and the redesigned account home, with their own query, so they
 * load and fail on their own. The session id goes with the request only with tracking consent.
 */
import './productCatalog.ts';
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { RecommendationsDocument } from './Recommendations.generated.ts';
import { useT } from '../lib/i18n/index.tsx';
import { recommendationSessionId } from '../lib/recommendationSession.ts';
import { ProductListSection } from './ProductListSection.tsx';

export function Recommendations({ maxItems = 4 }: { maxItems?: number }) {
  const t = useT();
  const [sessionId] = useState(() => recommendationSessionId());
  const { data, loading } = useQuery(RecommendationsDocument, {
    variables: { sessionId, maxItems },
    errorPolicy: 'all',
  });
  const products = data?.viewer.customer?.recommendations ?? undefined;
  return (
    <ProductListSection
      id="recommendations-title"
      title={t('recommendations.title')}
      items={products?.map((product) => ({
        key: product.id,
        product,
        price: product.defaultVariant?.price,
        sku: product.defaultVariant?.sku,
      }))}
      loading={loading}
      failedText={t('recommendations.failed')}
    />
  );
}
