/**
 * End a stock reminder from its e-mail's link (docs/product/public-pages.md §2 stock-reminder/unsubscribe, §4 other
 * flows: loading, success, error): the product of the reminder, then the customer's click. A
 * reminder ended before (a second visit) says so; a second click answers the same.
 */
import './catalog.ts';
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { StockReminderDocument } from './StockReminder.generated.ts';
import { useUnsubscribeStockReminder } from './useUnsubscribeStockReminder.ts';
import { outcomeMessage } from '../../lib/mutationOutcome.ts';
import { errorOf } from '../../lib/errorOutcome.ts';
import { keepUnits } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { Notice } from '../../components/Notice.tsx';
import { TitledPage } from '../../components/TitledPage.tsx';
import { LinkLoading, LinkProblem, ToShop } from './LinkPage.tsx';

export function Component() {
  const t = useT();
  const title = t('stockReminder.unsubscribe.title');
  const [params] = useSearchParams();
  const id = params.get('reminderId')?.trim() ?? '';
  const { data, loading, error } = useQuery(StockReminderDocument, { variables: { id }, skip: id === '' });
  const [unsubscribe, { loading: saving }] = useUnsubscribeStockReminder();
  const [done, setDone] = useState<{ product: string; already: boolean } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (id === '') return <LinkProblem title={title} message={t('subscriptions.linkIncomplete')} />;
  if (loading) return <LinkLoading title={title} />;
  const reminder = data?.stockReminder;
  if (error || !reminder) return <LinkProblem title={title} message={t('app.genericError')} />;
  if (reminder.__typename !== 'StockReminder')
    return <LinkProblem title={title} message={errorOf(reminder)?.message ?? t('app.genericError')} />;

  const ended =
    done ?? (reminder.status === 'UNSUBSCRIBED' ? { product: keepUnits(reminder.productName), already: true } : null);
  if (ended) {
    return (
      <TitledPage title={t('stockReminder.unsubscribe.doneTitle')} narrow focusTitle>
        <p>
          {t(ended.already ? 'stockReminder.unsubscribe.already' : 'stockReminder.unsubscribe.done', {
            product: ended.product,
          })}
        </p>
        <ToShop />
      </TitledPage>
    );
  }

  const submit = async () => {
    if (saving) return;
    setProblem(null);
    const outcome = await unsubscribe({ input: { reminderId: id } });
    if (outcome.kind === 'done')
      setDone({ product: keepUnits(outcome.result.reminder.productName), already: outcome.result.alreadyUnsubscribed });
    else setProblem(outcomeMessage(t, outcome));
  };

  return (
    <TitledPage title={title} narrow>
      <div aria-live="assertive">{problem && <Notice tone="error">{problem}</Notice>}</div>
      <p>{t('stockReminder.unsubscribe.intro', { product: keepUnits(reminder.productName) })}</p>
      <div>
        <button type="button" className="btn btn-primary" aria-busy={saving} onClick={() => void submit()}>
          {t('stockReminder.unsubscribe.submit')}
        </button>
      </div>
    </TitledPage>
  );
}
