/**
 * Recommend the shop (docs/product/activity.md §2 my-referrals, §9 the welcome voucher): the customer's personal link
 * with the friend's welcome voucher explained, copied to the clipboard (or selected in its field
 * when the browser refuses), and shared through the phone's share sheet where there is one.
 */
import './catalog.ts';
import { useRef, useState } from 'react';
import { Paper, Stack, Textarea, Title } from '@mantine/core';
import { ReferralsPageDocument, type ReferralsPageQuery } from './ReferralsPage.generated.ts';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { paths } from '../../lib/paths.ts';
import { Notice } from '../../components/Notice.tsx';
import { PageData } from '../../components/PageData.tsx';
import { TitledPage } from '../../components/TitledPage.tsx';

type Referral = NonNullable<NonNullable<ReferralsPageQuery['viewer']['customer']>['referral']>;

export function Component() {
  const t = useT();
  const page = usePageQuery(ReferralsPageDocument);
  return (
    <TitledPage title={t('section.referrals')} back={{ to: paths.home, label: t('app.backToOverview') }} narrow>
      <PageData page={page} select={(data) => data.viewer.customer?.referral} loadError="referrals.loadError">
        {(referral) => <ReferralLink referral={referral} />}
      </PageData>
    </TitledPage>
  );
}

function ReferralLink({ referral }: { referral: Referral }) {
  const t = useT();
  const format = useFormat();
  const field = useRef<HTMLTextAreaElement>(null);
  const [outcome, setOutcome] = useState<'copied' | 'copyFailed' | null>(null);
  const voucher = format.money(referral.welcomeVoucher);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(referral.url);
      setOutcome('copied');
    } catch {
      field.current?.select();
      setOutcome('copyFailed');
    }
  };

  const share = async () => {
    try {
      await navigator.share({
        title: t('referrals.shareTitle'),
        text: t('referrals.shareText', { voucher }),
        url: referral.url,
      });
    } catch {
      // Closing the share sheet is not an error; copying stays possible.
    }
  };

  return (
    <Stack gap="lg">
      <p>{t('referrals.intro', { voucher })}</p>
      <Paper withBorder p="md" component="section" aria-labelledby="referral-link-title">
        <Title order={2} size="h3" id="referral-link-title" mb="sm">
          {t('referrals.link')}
        </Title>
        <div className="stack">
          {/* The link wraps in its field (its code comes last): a one-line field would cut it on a phone. */}
          <Textarea
            ref={field}
            label={t('referrals.link')}
            value={referral.url}
            readOnly
            autosize
            minRows={1}
            classNames={{ input: 'referral-link' }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <p>
            {t('referrals.code')} <strong className="referral-code">{referral.code}</strong>
          </p>
          <div className="row">
            <button type="button" className="btn btn-primary" onClick={() => void copy()}>
              {t('referrals.copy')}
            </button>
            {canShare && (
              <button type="button" className="btn btn-outline" onClick={() => void share()}>
                {t('referrals.share')}
              </button>
            )}
          </div>
          <div role="status">{outcome === 'copied' && t('referrals.copied')}</div>
          {outcome === 'copyFailed' && <Notice tone="error">{t('referrals.copyFailed')}</Notice>}
        </div>
      </Paper>
      <section aria-labelledby="referral-how-title">
        <Title order={2} size="h3" id="referral-how-title" mb="sm">
          {t('referrals.how')}
        </Title>
        <ol>
          <li>{t('referrals.how.share')}</li>
          <li>{t('referrals.how.order')}</li>
          <li>{t('referrals.how.voucher', { voucher })}</li>
        </ol>
      </section>
    </Stack>
  );
}
