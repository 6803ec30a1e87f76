/**
 * The wishlist (docs/product/activity.md §2 wishlist, §4 wishlist states, §6 deleteWishlistProduct, §9 1500 ms):
 * loading and failed states, the items newest first; an item put into the basket leaves the view
 * 1500 ms after its success; removing takes it off the view at once, then tells the server, and
 * brings it back with a message if that fails. Announcements go to one status line; when the item
 * with the focus leaves, the focus goes to the next item's name (the previous one's for the last,
 * the count when the list is empty).
 */
import './catalog.ts';
import { useCallback, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Stack } from '@mantine/core';
import { WishlistPageDocument } from './WishlistPage.generated.ts';
import type { WishlistItemCard_ItemFragment } from './WishlistItemCard.generated.ts';
import { forgetWishlistItem, useDeleteWishlistItem } from './useDeleteWishlistItem.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { paths } from '../../lib/paths.ts';
import { Notice } from '../../components/Notice.tsx';
import { PageData } from '../../components/PageData.tsx';
import { TitledPage } from '../../components/TitledPage.tsx';
import { Recommendations } from '../../components/Recommendations.tsx';
import { WishlistItemCard } from './WishlistItemCard.tsx';

export function Component() {
  const t = useT();
  const page = usePageQuery(WishlistPageDocument);
  return (
    <TitledPage title={t('section.wishlist')} back={{ to: paths.home, label: t('app.backToOverview') }}>
      <PageData page={page} select={(data) => data.viewer.customer?.wishlist} loadError="wishlist.loadError">
        {(wishlist) => (
          <WishlistItems items={wishlist.items} canRemove={page.data?.featureFlags.deleteWishlistProduct ?? false} />
        )}
      </PageData>
      <Recommendations />
    </TitledPage>
  );
}

function WishlistItems({ items, canRemove }: { items: readonly WishlistItemCard_ItemFragment[]; canRemove: boolean }) {
  const t = useT();
  const client = useApolloClient();
  const { shopUrl } = useMarket();
  const [remove] = useDeleteWishlistItem();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const countRef = useRef<HTMLParagraphElement>(null);

  const hide = useCallback((sku: string, hiddenNow: boolean) => {
    setHidden((current) => {
      const next = new Set(current);
      if (hiddenNow) next.add(sku);
      else next.delete(sku);
      return next;
    });
    // The button that had the focus leaves with its item: the focus goes to the next item.
    const leaving = hiddenNow ? document.activeElement?.closest(`[data-sku="${sku}"]`) : null;
    if (leaving) {
      const neighbour = leaving.nextElementSibling ?? leaving.previousElementSibling;
      (neighbour?.querySelector<HTMLElement>('.wishlist-item-name') ?? countRef.current)?.focus();
    }
  }, []);

  // A moved item has left the wishlist on the server; it leaves the cache once its success was shown.
  const onMoved = useCallback(
    (sku: string, name: string) => {
      hide(sku, true);
      setStatus(t('wishlist.added', { name }));
      forgetWishlistItem(client.cache, sku);
    },
    [hide, client, t],
  );

  const onRemove = useCallback(
    (sku: string, name: string) => {
      setProblem(null);
      hide(sku, true);
      setStatus(t('wishlist.removed', { name }));
      void remove({ input: { sku } }).then((outcome) => {
        if (outcome.kind === 'done') return;
        hide(sku, false);
        setStatus(null);
        setProblem(t('wishlist.removeFailed', { name }));
      });
    },
    [hide, remove, t],
  );

  const visible = items.filter((item) => !hidden.has(item.sku));
  return (
    <Stack gap="md">
      <p ref={countRef} tabIndex={-1} className="wishlist-count">
        {t('wishlist.count', { count: visible.length })}
      </p>
      <div role="status">{status}</div>
      {problem && <Notice tone="error">{problem}</Notice>}
      {visible.some((item) => item.variant === null) && (
        <Notice tone="info">
          <p>{t('wishlist.detailsUnknown')}</p>
        </Notice>
      )}
      {visible.length === 0 ? (
        <div className="stack">
          <p>{t('wishlist.empty')}</p>
          <div>
            <a href={shopUrl} className="btn btn-outline">
              {t('wishlist.toShop')}
            </a>
          </div>
        </div>
      ) : (
        <ul className="wishlist-items" aria-label={t('wishlist.listLabel')}>
          {visible.map((item) => (
            <WishlistItemCard key={item.sku} item={item} canRemove={canRemove} onMoved={onMoved} onRemove={onRemove} />
          ))}
        </ul>
      )}
    </Stack>
  );
}
