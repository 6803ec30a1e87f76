/**
 * "Auf die Wunschliste" for a product of a list (recommendations, top deals; docs/product/activity.md §7 wishlist
 * add, §9 quantity 1) with in progress, success and failure. The recommendation tracking session
 * id goes with it only with tracking consent; adding twice keeps one item. A wishlist shown on the
 * page (the wishlist, the home's preview) loads again with the new item.
 */
import './productCatalog.ts';
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { AddWishlistItemDocument } from './AddWishlistItem.generated.ts';
import { refusalMessage } from '../lib/errorOutcome.ts';
import { useT } from '../lib/i18n/index.tsx';
import { recommendationSessionId } from '../lib/recommendationSession.ts';

type AddState = { kind: 'idle' | 'adding' | 'added' } | { kind: 'failed'; message: string };

/** The page queries that show the wishlist: those on screen load again after an add, no other. */
const SHOWS_WISHLIST = new Set(['WishlistPage', 'HomeWishlist']);

export function AddToWishlist({ sku, name }: { sku: string; name: string }) {
  const t = useT();
  const [add] = useMutation(AddWishlistItemDocument, {
    refetchQueries: 'active',
    onQueryUpdated: (query) => SHOWS_WISHLIST.has(query.queryName ?? ''),
  });
  const [state, setState] = useState<AddState>({ kind: 'idle' });

  const onAdd = async () => {
    if (state.kind === 'adding') return;
    setState({ kind: 'adding' });
    const failed = t('product.addToWishlistFailed', { name });
    try {
      const { data } = await add({ variables: { input: { sku, sessionId: recommendationSessionId() } } });
      const result = data?.addWishlistItem;
      if (result?.__typename === 'WishlistItemAdded') setState({ kind: 'added' });
      else setState({ kind: 'failed', message: result ? refusalMessage(t, result) : failed });
    } catch {
      setState({ kind: 'failed', message: failed });
    }
  };

  return (
    <div>
      {state.kind !== 'added' && (
        <button type="button" className="btn btn-outline" aria-label={t('product.addToWishlistLabel', { name })} aria-busy={state.kind === 'adding'} onClick={() => void onAdd()}>
          {t('product.addToWishlist')}
        </button>
      )}
      <div role="status">
        {state.kind === 'adding' && t('product.addingToWishlist')}
        {state.kind === 'added' && <strong>{t('product.addedToWishlist', { name })}</strong>}
      </div>
      {state.kind === 'failed' && (
        <p role="alert" className="field-error">
          {state.message}
        </p>
      )}
    </div>
  );
}
