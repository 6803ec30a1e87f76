/**
 * Recently viewed products (SPEC §2 product-history, §4 loading, success, error; §8: no items is
 * a failure of the service, shown here as a friendly empty state): picture, brand, name, price in
 * the market's currency, when it was viewed, and the way to the product in the shop.
 */
import './catalog.ts';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { ProductHistoryPageDocument } from './ProductHistoryPage.generated.ts';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { paths } from '../../lib/paths.ts';
import { PageData } from '../../components/PageData.tsx';
import { ProductImage } from '../../components/ProductImage.tsx';
import { TitledPage } from '../../components/TitledPage.tsx';

export function Component() {
  const t = useT();
  const format = useFormat();
  const { shopUrl } = useMarket();
  const page = usePageQuery(ProductHistoryPageDocument);
  return (
    <TitledPage title={t('section.productHistory')} back={{ to: paths.home, label: t('app.backToOverview') }}>
      <PageData page={page} select={(data) => data.viewer.customer?.recentlyViewed} loadError="productHistory.loadError">
        {(viewed) =>
          viewed.length === 0 ? (
            <Stack gap="md">
              <p>{t('productHistory.empty')}</p>
              <div>
                <a href={`${shopUrl}/top-angebote`} className="btn btn-outline">
                  {t('productHistory.toTopDeals')}
                </a>
              </div>
            </Stack>
          ) : (
            <Stack gap="md">
              <p>{t('productHistory.intro')}</p>
              <ul className="product-history">
                {viewed.map((item) => {
                  const name = item.product?.name ?? t('productHistory.unknownProduct', { id: item.id });
                  const price = item.product?.defaultVariant?.price;
                  return (
                    <Paper component="li" withBorder p="md" key={item.id}>
                      <Group align="flex-start" wrap="nowrap" gap="md">
                        <ProductImage url={item.product?.imageUrl} size={88} />
                        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                          {item.product?.brand && <Text c="dimmed">{item.product.brand}</Text>}
                          <Text component="h2" fw={700} size="md" m={0}>
                            {name}
                          </Text>
                          {price && (
                            <Text fw={700} size="lg">
                              {format.money(price)}
                            </Text>
                          )}
                          <Text size="sm" c="dimmed">
                            {t('productHistory.viewedOn', { date: format.date(item.viewedAt) })}
                          </Text>
                          <div>
                            <a href={`${shopUrl}/p/${encodeURIComponent(item.id)}`} className="text-link" aria-label={t('productHistory.toProductLabel', { name })}>
                              {t('productHistory.toProduct')}
                            </a>
                          </div>
                        </Stack>
                      </Group>
                    </Paper>
                  );
                })}
              </ul>
            </Stack>
          )
        }
      </PageData>
    </TitledPage>
  );
}
