/**
 * Buying an order's items again, around the items' own buttons (BuyAgainItem): "Alle Artikel
 * nochmal kaufen" when two or more items can be bought again, the note that today's prices apply,
 * and what the last answer says as a whole (announced, and focused once it is there) with the
 * link to the shop's basket. `withItems` lists the items with their buttons too (the account
 * home's last order, which shows no items of its own).
 */
import './buyAgainCatalog.ts';
import { useEffect, useRef } from 'react';
import type { BuyAgainPanel_OrderFragment } from './BuyAgainPanel.generated.ts';
import { BuyAgainItem, buyAgainName } from './BuyAgainItem.tsx';
import type { BuyAgain } from './useBuyAgain.ts';
import { useT } from '../lib/i18n/index.tsx';

export function BuyAgainPanel({
  order,
  buyAgain,
  withItems = false,
}: {
  order: BuyAgainPanel_OrderFragment;
  buyAgain: BuyAgain;
  withItems?: boolean;
}) {
  const t = useT();
  const summaryRef = useRef<HTMLDivElement>(null);
  const buyable = order.items.filter((item) => item.canBuyAgain);
  // Items not in the basket yet and not refused: what "all" still adds.
  const open = buyable.filter((item) => {
    const result = buyAgain.results.get(item.sku);
    return result === undefined || result.kind === 'failed';
  });

  useEffect(() => {
    if (buyAgain.answers > 0) summaryRef.current?.focus();
  }, [buyAgain.answers]);

  if (buyable.length === 0) return null;
  const summary = buyAgain.summary;
  const allPending = open.length > 0 && open.every((item) => buyAgain.pending.has(item.sku));
  return (
    <div className="buy-again">
      {withItems && (
        <ul className="buy-again-items">
          {buyable.map((item) => (
            <li key={item.id}>
              <span className="buy-again-name">
                {t('buyAgain.itemLine', { count: item.quantity, name: buyAgainName(item) })}
              </span>
              <BuyAgainItem item={item} buyAgain={buyAgain} />
            </li>
          ))}
        </ul>
      )}
      <p className="buy-again-note">{t('buyAgain.priceNote')}</p>
      {buyable.length >= 2 && open.length > 0 && (
        <button
          type="button"
          className="btn btn-primary"
          aria-busy={allPending}
          onClick={() => void buyAgain.buy(open.map((item) => ({ sku: item.sku, name: buyAgainName(item) })))}
        >
          {allPending ? t('buyAgain.adding') : t('buyAgain.all')}
        </button>
      )}
      <div ref={summaryRef} tabIndex={-1} className="buy-again-summary">
        <div role="status">
          {summary?.kind === 'added' && (
            <>
              <p>
                <strong>{t('buyAgain.summary', { count: summary.count })}</strong>
                {summary.partial && ` ${t('buyAgain.summaryPartial')}`}
              </p>
              <a href={summary.basketUrl} className="btn btn-primary">
                {t('buyAgain.toBasket')}
              </a>
            </>
          )}
          {summary?.kind === 'noneAdded' && <p>{t('buyAgain.noneAdded')}</p>}
        </div>
        {(summary?.kind === 'basketFailed' || summary?.kind === 'failed') && (
          <p role="alert" className="field-error">
            {summary.kind === 'basketFailed' ? t('buyAgain.basketFailed') : summary.message}
          </p>
        )}
      </div>
    </div>
  );
}
