/**
 * One item of an order: picture, name, status, quantity and prices, and an action below (buying it again).
 * On a phone the prices stand below the details, so the name and the status keep the row's width.
 */
import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import type { OrderItemRow_ItemFragment } from './OrderItemRow.generated.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { ItemStatusBadge } from './OrderStatusBadge.tsx';
import { ProductImage } from '../../components/ProductImage.tsx';
import { useFormat, keepUnits } from '../../lib/format.ts';

export function OrderItemRow({ item, action }: { item: OrderItemRow_ItemFragment; action?: ReactNode }) {
  const t = useT();
  const format = useFormat();
  const line = {
    amount: (Number(item.singlePrice.amount) * item.quantity).toFixed(2),
    currency: item.singlePrice.currency,
  };
  return (
    <div className="order-item">
      <ProductImage url={item.product?.imageUrl} />
      <Stack gap={4}>
        <Text fw={700}>{keepUnits(item.product?.name ?? item.title)}</Text>
        {item.product?.brand && <Text c="dimmed">{item.product.brand}</Text>}
        <Text size="sm" c="dimmed">
          {t('orders.details.articleNumber', { sku: item.sku })}
        </Text>
        <div>
          <ItemStatusBadge status={item.status} />
        </div>
        <Text>{t('orders.details.quantity', { count: item.quantity })}</Text>
        {item.cancelledQuantity > 0 && item.status !== 'CANCELLED' && (
          <Text>{t('orders.details.cancelledQuantity', { count: item.cancelledQuantity })}</Text>
        )}
        {/* Pieces in a return whose parcel has not arrived yet are announced, not returned. */}
        {item.returnedQuantity > 0 && item.status !== 'RETURNED' && (
          <Text>
            {t(
              item.status === 'RETURN_REGISTERED'
                ? 'orders.details.returnRegisteredQuantity'
                : 'orders.details.returnedQuantity',
              {
                count: item.returnedQuantity,
              },
            )}
          </Text>
        )}
        {action}
      </Stack>
      <Stack gap={4} className="order-item-prices">
        <Text fw={700}>{format.money(line)}</Text>
        {item.quantity > 1 && (
          <Text size="sm" c="dimmed">
            {t('orders.details.singlePrice', { price: format.money(item.singlePrice) })}
          </Text>
        )}
      </Stack>
    </div>
  );
}
