/**
 * A titled list of products beside a page's own content (recommendations, top deals), each with
 * "Auf die Wunschliste": it loads and fails on its own, so a failing service leaves the rest of
 * the page working.
 */
import './productCatalog.ts';
import type { ReactNode } from 'react';
import { Title } from '@mantine/core';
import type { ProductTeaser_ProductFragment } from './ProductTeaser.generated.ts';
import type { MoneyValue } from '../lib/format.ts';
import { useT } from '../lib/i18n/index.tsx';
import { AddToWishlist } from './AddToWishlist.tsx';
import { ProductTeaser } from './ProductTeaser.tsx';

export interface ProductListItem {
  key: string;
  product: ProductTeaser_ProductFragment;
  price: MoneyValue | null | undefined;
  /** The variant that "Auf die Wunschliste" saves; without one the item has no such button. */
  sku?: string | null;
}

export function ProductListSection({
  id,
  title,
  items,
  loading,
  failedText,
  emptyText,
  footer,
}: {
  id: string;
  title: string;
  /** undefined while loading or after a failure. */
  items: readonly ProductListItem[] | undefined;
  loading: boolean;
  failedText: string;
  /** Without it an empty list shows nothing at all. */
  emptyText?: string;
  footer?: ReactNode;
}) {
  const t = useT();
  if (items?.length === 0 && emptyText === undefined) return null;
  return (
    <section className="product-section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {items === undefined ? (
        loading ? (
          <p role="status">{t('app.loading')}</p>
        ) : (
          <p>{failedText}</p>
        )
      ) : items.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <ul className="product-list">
          {items.map((item) => (
            <ProductTeaser key={item.key} product={item.product} price={item.price}>
              {item.sku && <AddToWishlist sku={item.sku} name={item.product.name} />}
            </ProductTeaser>
          ))}
        </ul>
      )}
      {footer}
    </section>
  );
}
