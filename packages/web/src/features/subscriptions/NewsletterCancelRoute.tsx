/**
 * Cancel the newsletter from its e-mail's link (docs/product/public-pages.md §2 newsletter/cancelSubscription, §3, §4,
 * §8 missing subscription id): the subscription of the link (masked address), then the
 * customer's explicit choice — weekly or unsubscribe — and on to the confirmation page. An
 * unsubscribed newsletter says so instead of offering the choice again.
 */
import './catalog.ts';
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useCancelNewsletter } from './useCancelNewsletter.ts';
import { outcomeMessage } from '../../lib/mutationOutcome.ts';
import { NewsletterSubscriptionDocument } from './NewsletterSubscription.generated.ts';
import type { CancelNewsletterAction } from '../../gql/schemaTypes.ts';
import { errorOf } from '../../lib/errorOutcome.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { newsletterConfirmationPath } from '../../lib/paths.ts';
import { Notice } from '../../components/Notice.tsx';
import { TitledPage } from '../../components/TitledPage.tsx';
import { LinkLoading, LinkProblem } from './LinkPage.tsx';

export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('subscriptionId')?.trim() ?? '';
  const { data, loading, error } = useQuery(NewsletterSubscriptionDocument, { variables: { id }, skip: id === '' });
  const [cancel, { loading: saving }] = useCancelNewsletter();
  const [problem, setProblem] = useState<string | null>(null);

  if (id === '')
    return <LinkProblem title={t('newsletter.cancel.title')} message={t('subscriptions.linkIncomplete')} />;
  if (loading) return <LinkLoading title={t('newsletter.cancel.title')} />;
  const subscription = data?.newsletterSubscription;
  if (error || !subscription)
    return <LinkProblem title={t('newsletter.cancel.title')} message={t('app.genericError')} />;
  if (subscription.__typename !== 'NewsletterSubscription') {
    return (
      <LinkProblem
        title={t('newsletter.cancel.title')}
        message={errorOf(subscription)?.message ?? t('app.genericError')}
      />
    );
  }
  if (subscription.status === 'UNSUBSCRIBED') return <Navigate to={newsletterConfirmationPath('already')} replace />;

  const choose = async (action: CancelNewsletterAction) => {
    if (saving) return;
    setProblem(null);
    const outcome = await cancel({ input: { subscriptionId: id, action } });
    if (outcome.kind === 'refused' && outcome.error.__typename === 'SubscriptionEnded')
      void navigate(newsletterConfirmationPath('already'));
    else if (outcome.kind !== 'done') setProblem(outcomeMessage(t, outcome));
    else if (outcome.result.__typename === 'NewsletterUnsubscribed')
      void navigate(newsletterConfirmationPath(outcome.result.alreadyUnsubscribed ? 'already' : 'unsubscribed'));
    else void navigate(newsletterConfirmationPath('reduced'));
  };

  const weekly = subscription.frequency === 'WEEKLY';
  return (
    <TitledPage title={t('newsletter.cancel.title')} narrow>
      <p>{t('newsletter.cancel.for', { email: subscription.maskedEmail })}</p>
      <div aria-live="assertive">{problem && <Notice tone="error">{problem}</Notice>}</div>
      {/* A weekly subscriber has one choice left: the question names it instead of offering a choice. */}
      <p>{t(weekly ? 'newsletter.cancel.weeklyAlready' : 'newsletter.cancel.intro')}</p>
      <div className="stack">
        {!weekly && (
          <div className="card stack stack-tight">
            <p>{t('newsletter.cancel.reduceHint')}</p>
            <div>
              <button
                type="button"
                className="btn btn-primary"
                aria-busy={saving}
                onClick={() => void choose('REDUCE_TO_WEEKLY')}
              >
                {t('newsletter.cancel.reduce')}
              </button>
            </div>
          </div>
        )}
        <div className="card stack stack-tight">
          <p>{t('newsletter.cancel.unsubscribeHint')}</p>
          <div>
            <button
              type="button"
              className={weekly ? 'btn btn-primary' : 'btn btn-outline'}
              aria-busy={saving}
              onClick={() => void choose('UNSUBSCRIBE')}
            >
              {t('newsletter.cancel.unsubscribe')}
            </button>
          </div>
        </div>
      </div>
    </TitledPage>
  );
}
