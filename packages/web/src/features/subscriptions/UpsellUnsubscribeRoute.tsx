/**
 * End the upsell e-mails from their link (docs/product/public-pages.md §2 unsubscribe/upsell, §4: the page shows the
 * e-mail it applies to; §7: customer id, e-mail and order of the link). The customer confirms
 * with a click; a second click answers the same.
 */
import './catalog.ts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUnsubscribeUpsell } from './useUnsubscribeUpsell.ts';
import { outcomeMessage } from '../../lib/mutationOutcome.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { Notice } from '../../components/Notice.tsx';
import { TitledPage } from '../../components/TitledPage.tsx';
import { LinkProblem, ToShop } from './LinkPage.tsx';

export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const input = {
    customerId: params.get('customerId')?.trim() ?? '',
    email: params.get('email')?.trim() ?? '',
    externalOrderId: params.get('externalOrderId')?.trim() ?? '',
  };
  const [unsubscribe, { loading }] = useUnsubscribeUpsell();
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (input.customerId === '' || input.email === '' || input.externalOrderId === '') {
    return <LinkProblem title={t('upsell.title')} message={t('subscriptions.linkIncomplete')} />;
  }
  if (doneFor) {
    return (
      <TitledPage title={t('upsell.doneTitle')} narrow focusTitle>
        <p>{t('upsell.done', { email: doneFor })}</p>
        <ToShop />
      </TitledPage>
    );
  }

  const submit = async () => {
    if (loading) return;
    setProblem(null);
    const outcome = await unsubscribe({ input });
    if (outcome.kind === 'done') setDoneFor(outcome.result.email);
    else setProblem(outcomeMessage(t, outcome));
  };

  return (
    <TitledPage title={t('upsell.title')} narrow>
      <div aria-live="assertive">{problem && <Notice tone="error">{problem}</Notice>}</div>
      <p>{t('upsell.intro', { email: input.email })}</p>
      <div>
        <button type="button" className="btn btn-primary" aria-busy={loading} onClick={() => void submit()}>
          {t('upsell.submit')}
        </button>
      </div>
    </TitledPage>
  );
}
