/**
 * Confirm a new stock reminder with its double opt-in link (docs/product/public-pages.md §2 stock-reminder/confirm-doi;
 * §5: without a token an error shows). The token is spent once on arrival; a link opened again
 * says the reminder is already active, another refused link gets its own state.
 */
import './catalog.ts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ConfirmStockReminderMutation } from './ConfirmStockReminder.generated.ts';
import { useConfirmStockReminder } from './useConfirmStockReminder.ts';
import { memberOf } from '../../lib/mutationOutcome.ts';
import { keepUnits } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { useSpendOnce } from '../../lib/useSpendOnce.ts';
import { TitledPage } from '../../components/TitledPage.tsx';
import { TokenProblem, isTokenErrorCode } from '../../components/TokenProblem.tsx';
import { LinkLoading, LinkProblem, ToShop } from './LinkPage.tsx';

type Result = ConfirmStockReminderMutation['confirmStockReminder'] | null;

export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [confirm] = useConfirmStockReminder();
  const [result, setResult] = useState<Result | undefined>(undefined);

  useSpendOnce(
    token === '' ? null : `confirm-stock-reminder:${token}`,
    () => confirm({ input: { token } }).then(memberOf),
    setResult,
  );

  const shop = <ToShop />;
  if (token === '') return <TokenProblem code="TOKEN_MISSING">{shop}</TokenProblem>;
  if (result === undefined) return <LinkLoading title={t('stockReminder.confirm.title')} />;
  // The link opened again: the reminder it confirmed is active (nothing happens twice).
  if (result?.__typename === 'TokenError' && result.code === 'TOKEN_ALREADY_USED') {
    return (
      <TitledPage title={t('stockReminder.confirm.alreadyTitle')} narrow focusTitle>
        <p>{t('stockReminder.confirm.already')}</p>
        {shop}
      </TitledPage>
    );
  }
  if (result?.__typename === 'TokenError' && isTokenErrorCode(result.code)) {
    return (
      <TokenProblem code={result.code} focusOnMount>
        {shop}
      </TokenProblem>
    );
  }
  if (result?.__typename === 'StockReminderConfirmed') {
    return (
      <TitledPage title={t('stockReminder.confirm.doneTitle')} narrow focusTitle>
        <p>{t('stockReminder.confirm.done', { product: keepUnits(result.reminder.productName) })}</p>
        {shop}
      </TitledPage>
    );
  }
  return (
    <LinkProblem
      title={t('stockReminder.confirm.title')}
      message={result && 'message' in result ? result.message : t('app.genericError')}
    />
  );
}
