/**
 * "Nochmal kaufen" for one item of an order (one that was dispatched or delivered) and what became
 * of it: in the basket (with today's price and, when few are left, how few), sold out or no longer
 * sold with the reason and a link to the product in the shop, or the basket's failure with the
 * button to try again. The state is the order's (useBuyAgain), shared with BuyAgainPanel.
 */
import './buyAgainCatalog.ts';
import type { BuyAgainItem_ItemFragment } from './BuyAgainItem.generated.ts';
import type { BuyAgain } from './useBuyAgain.ts';
import { useFormat, keepUnits } from '../lib/format.ts';
import { useT } from '../lib/i18n/index.tsx';

/** The name the customer knows the item by. */
export function buyAgainName(item: BuyAgainItem_ItemFragment): string {
  return keepUnits(item.product?.name ?? item.title);
}

export function BuyAgainItem({ item, buyAgain }: { item: BuyAgainItem_ItemFragment; buyAgain: BuyAgain }) {
  const t = useT();
  const format = useFormat();
  if (!item.canBuyAgain) return null;
  const name = buyAgainName(item);
  const result = buyAgain.results.get(item.sku);
  const pending = buyAgain.pending.has(item.sku);

  if (result?.kind === 'added') {
    return (
      <div className="buy-again-result" data-sku={item.sku}>
        <p className="buy-again-added">
          <strong>{t('buyAgain.added', { count: result.quantity, name })}</strong>
        </p>
        <p>{t('buyAgain.todayPrice', { price: format.money(result.price) })}</p>
        {result.almostSoldOut !== null && (
          <p className="availability availability-ALMOST_SOLD_OUT">
            {t('buyAgain.almostSoldOut', { count: result.almostSoldOut })}
          </p>
        )}
      </div>
    );
  }
  if (result?.kind === 'refused') {
    return (
      <div className="buy-again-result" data-sku={item.sku}>
        <p className="field-error">{result.message}</p>
        {result.productUrl && (
          <a href={result.productUrl} className="text-link" aria-label={t('buyAgain.toProductLabel', { name })}>
            {t('buyAgain.toProduct')}
          </a>
        )}
      </div>
    );
  }
  return (
    <div className="buy-again-result" data-sku={item.sku}>
      <button
        type="button"
        className="btn btn-outline"
        aria-label={t('buyAgain.buttonLabel', { name })}
        aria-busy={pending}
        onClick={() => void buyAgain.buy([{ sku: item.sku, name }])}
      >
        {pending ? t('buyAgain.adding') : t('buyAgain.button')}
      </button>
      {result?.kind === 'failed' && !pending && <p className="field-error">{result.message}</p>}
    </div>
  );
}
