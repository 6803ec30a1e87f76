/**
 * "Auf die Wunschliste" for a product of a list (recommendations, top deals; docs/product/activity.md §7 wishlist
 * add, §9 quantity 1) with in progress, success and failure. The recommendation tracking session
 * id goes with it only with tracking consent; adding twice keeps one item. A wishlist shown on the
 * page (the wishlist, the home's preview) shows the new item from the answer (useAddWishlistItem).
 */
import './productCatalog.ts';
import { useState } from 'react';
import { useAddWishlistItem } from './useAddWishlistItem.ts';
import { showErrorOutcome } from '../lib/errorOutcome.ts';
import { useT } from '../lib/i18n/index.tsx';
import { recommendationSessionId } from '../lib/recommendationSession.ts';

type AddState = { kind: 'idle' | 'adding' | 'added' } | { kind: 'failed'; message: string };

export function AddToWishlist({ sku, name }: { sku: string; name: string }) {
  const t = useT();
  const [add] = useAddWishlistItem();
  const [state, setState] = useState<AddState>({ kind: 'idle' });

  const onAdd = async () => {
    if (state.kind === 'adding') return;
    setState({ kind: 'adding' });
    const outcome = await add({ input: { sku, sessionId: recommendationSessionId() } });
    if (outcome.kind === 'done') setState({ kind: 'added' });
    else
      setState({
        kind: 'failed',
        message:
          outcome.kind === 'refused' ? showErrorOutcome(t, outcome.error) : t('product.addToWishlistFailed', { name }),
      });
  };

  return (
    <div>
      {state.kind !== 'added' && (
        <button
          type="button"
          className="btn btn-outline"
          aria-label={t('product.addToWishlistLabel', { name })}
          aria-busy={state.kind === 'adding'}
          onClick={() => void onAdd()}
        >
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
