/**
 * One wishlist item (docs/product/activity.md §3 wishlist item, §4 wishlist): picture, brand, name, variant, price in
 * the market's currency, availability and stock; "in den Warenkorb" with in progress, success and
 * failure (a sold-out variant cannot be added, nor one whose availability is unknown because the
 * product service could not tell); remove behind the deleteWishlistProduct flag. The
 * action's idempotency key stays the same for its retries; after its success the button keeps the
 * focus (inactive) until the item leaves. On a phone the picture stands above the
 * details, so names and buttons have the card's width and break only between words.
 */
import { useEffect, useState } from 'react';
import { Paper, Stack, Text } from '@mantine/core';
import { useMoveWishlistItemToBasket } from './useMoveWishlistItemToBasket.ts';
import type { WishlistItemCard_ItemFragment } from './WishlistItemCard.generated.ts';
import { showErrorOutcome } from '../../lib/errorOutcome.ts';
import { useFormat, keepUnits } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { useIdempotencyKey } from '../../lib/idempotencyKey.ts';
import { ProductImage } from '../../components/ProductImage.tsx';

/** How long a moved item stays in view with its success (docs/product/activity.md §9). */
export const MOVED_ITEM_VISIBLE_MS = 1500;

type AddState = { kind: 'idle' } | { kind: 'adding' } | { kind: 'added' } | { kind: 'failed'; message: string };

export interface WishlistItemCardProps {
  item: WishlistItemCard_ItemFragment;
  canRemove: boolean;
  /** The item has gone into the basket: it leaves the view (after MOVED_ITEM_VISIBLE_MS). */
  onMoved: (sku: string, name: string) => void;
  onRemove: (sku: string, name: string) => void;
}

export function WishlistItemCard({ item, canRemove, onMoved, onRemove }: WishlistItemCardProps) {
  const t = useT();
  const format = useFormat();
  const idempotency = useIdempotencyKey();
  const [move] = useMoveWishlistItemToBasket();
  const [state, setState] = useState<AddState>({ kind: 'idle' });
  const name = item.product ? keepUnits(item.product.name) : t('wishlist.unknownProduct', { sku: item.sku });
  const variant = item.variant;
  const soldOut = variant?.availability === 'SOLD_OUT';
  // Without the variant (the product service did not answer or does not know it) nobody knows whether it can be ordered.
  const unknown = variant === null;

  useEffect(() => {
    if (state.kind !== 'added') return;
    const timer = setTimeout(() => onMoved(item.sku, name), MOVED_ITEM_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [state.kind, item.sku, name, onMoved]);

  const addToBasket = async () => {
    if (state.kind === 'adding' || state.kind === 'added') return;
    setState({ kind: 'adding' });
    const outcome = await move({ input: { sku: item.sku, idempotencyKey: idempotency.key } });
    if (outcome.kind === 'done') setState({ kind: 'added' });
    else
      setState({
        kind: 'failed',
        message: outcome.kind === 'refused' ? showErrorOutcome(t, outcome.error) : t('wishlist.addFailed', { name }),
      });
  };

  return (
    <Paper component="li" withBorder p="md" className="wishlist-item" data-sku={item.sku}>
      <div className="wishlist-item-body">
        <ProductImage url={item.product?.imageUrl} size={96} />
        <Stack gap={4}>
          {item.product?.brand && <Text c="dimmed">{item.product.brand}</Text>}
          <Text fw={700} component="h2" size="md" m={0} tabIndex={-1} className="wishlist-item-name">
            {name}
          </Text>
          {variant && variant.dimensions.length > 0 && (
            <Text>{variant.dimensions.map((d) => `${d.label}: ${keepUnits(d.value)}`).join(' · ')}</Text>
          )}
          {variant && (
            <Text fw={700} size="lg">
              {format.money(variant.price)}{' '}
              {variant.priceLabel && (
                <Text span c="dimmed" size="sm">
                  {variant.priceLabel}
                </Text>
              )}
            </Text>
          )}
          <Text className={`availability availability-${variant?.availability ?? 'UNKNOWN'}`}>
            {unknown
              ? t('wishlist.availabilityUnknown')
              : soldOut
                ? t('wishlist.soldOut')
                : variant?.availability === 'ALMOST_SOLD_OUT'
                  ? t('wishlist.almostSoldOut', { count: variant.stockLevel })
                  : t('wishlist.available')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('wishlist.addedOn', { date: format.date(item.addedAt) })}
          </Text>
          <div className="row wishlist-actions">
            {soldOut || unknown ? (
              <Text size="sm">{t(unknown ? 'wishlist.availabilityUnknownHint' : 'wishlist.soldOutHint')}</Text>
            ) : (
              <button
                type="button"
                className="btn btn-primary"
                aria-label={t('wishlist.addToBasketLabel', { name })}
                aria-busy={state.kind === 'adding'}
                aria-disabled={state.kind === 'added'}
                onClick={() => void addToBasket()}
              >
                {t('wishlist.addToBasket')}
              </button>
            )}
            {canRemove && state.kind !== 'added' && (
              <button
                type="button"
                className="btn btn-outline"
                aria-label={t('wishlist.removeLabel', { name })}
                onClick={() => onRemove(item.sku, name)}
              >
                {t('wishlist.remove')}
              </button>
            )}
          </div>
          <div role="status">
            {state.kind === 'adding' && t('wishlist.adding')}
            {state.kind === 'added' && <strong>{t('wishlist.added', { name })}</strong>}
          </div>
          {state.kind === 'failed' && (
            <p role="alert" className="field-error">
              {state.message}
            </p>
          )}
        </Stack>
      </div>
    </Paper>
  );
}
