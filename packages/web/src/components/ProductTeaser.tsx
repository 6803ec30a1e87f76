/**
 * A product as a list item: picture, brand, name, price in the market's currency, what the list
 * adds (e.g. when it was viewed), and the way to the product in the shop. For the lists of
 * recently viewed products, recommendations and top deals.
 */
import './productCatalog.ts';
import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ProductTeaser_ProductFragment } from './ProductTeaser.generated.ts';
import { useFormat, type MoneyValue, keepUnits } from '../lib/format.ts';
import { useT } from '../lib/i18n/index.tsx';
import { useMarket } from '../lib/market.tsx';
import { ProductImage } from './ProductImage.tsx';

export function ProductTeaser({
  product,
  price,
  level = 3,
  imageSize = 72,
  children,
}: {
  product: ProductTeaser_ProductFragment;
  price: MoneyValue | null | undefined;
  /** The heading level of the name within the page. */
  level?: 2 | 3;
  imageSize?: number;
  children?: ReactNode;
}) {
  const t = useT();
  const format = useFormat();
  const { shopUrl } = useMarket();
  return (
    <Paper component="li" withBorder p="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ProductImage url={product.imageUrl} size={imageSize} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {product.brand && <Text c="dimmed">{product.brand}</Text>}
          <Text component={`h${String(level)}` as 'h2' | 'h3'} fw={700} size="md" m={0}>
            {keepUnits(product.name)}
          </Text>
          {price && (
            <Text fw={700} size="lg">
              {format.money(price)}
            </Text>
          )}
          {children}
          <div>
            <a
              href={`${shopUrl}/p/${encodeURIComponent(product.id)}`}
              className="text-link"
              aria-label={t('product.toShopLabel', { name: product.name })}
            >
              {t('product.toShop')}
            </a>
          </div>
        </Stack>
      </Group>
    </Paper>
  );
}
