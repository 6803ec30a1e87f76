/**
 * Recently viewed products (docs/product/activity.md §2 product-history, §4 loading, success, error; §8: no items is
 * a failure of the service, shown here as a friendly empty state): picture, brand, name, price in
 * the market's currency, when it was viewed, and the way to the product in the shop; below, the
 * current top deals (loading and failing on their own).
 */
import './catalog.ts';
import { Stack, Text } from '@mantine/core';
import { ProductHistoryPageDocument } from './ProductHistoryPage.generated.ts';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { paths } from '../../lib/paths.ts';
import { PageData } from '../../components/PageData.tsx';
import { ProductTeaser } from '../../components/ProductTeaser.tsx';
import { TopDeals } from '../../components/TopDeals.tsx';
import { TitledPage } from '../../components/TitledPage.tsx';

export function Component() {
  const t = useT();
  const format = useFormat();
  const page = usePageQuery(ProductHistoryPageDocument);
  return (
    <TitledPage title={t('section.productHistory')} back={{ to: paths.home, label: t('app.backToOverview') }}>
      <PageData
        page={page}
        select={(data) => data.viewer.customer?.recentlyViewed}
        loadError="productHistory.loadError"
      >
        {(viewed) =>
          viewed.length === 0 ? (
            <p>{t('productHistory.empty')}</p>
          ) : (
            <Stack gap="md">
              <p>{t('productHistory.intro')}</p>
              <ul className="product-list">
                {viewed.map((item) => (
                  <ProductTeaser
                    key={item.id}
                    product={
                      item.product ?? {
                        __typename: 'Product',
                        id: item.id,
                        name: t('productHistory.unknownProduct', { id: item.id }),
                        brand: '',
                        imageUrl: null,
                      }
                    }
                    price={item.product?.defaultVariant?.price}
                    level={2}
                    imageSize={88}
                  >
                    <Text size="sm" c="dimmed">
                      {t('productHistory.viewedOn', { date: format.date(item.viewedAt) })}
                    </Text>
                  </ProductTeaser>
                ))}
              </ul>
            </Stack>
          )
        }
      </PageData>
      <TopDeals />
    </TitledPage>
  );
}
