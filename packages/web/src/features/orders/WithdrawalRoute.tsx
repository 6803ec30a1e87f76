/**
 * "Vertrag widerrufen" for a logged-in customer's order (de, at): step 1 shows the order and
 * the contact channel, step 2 confirms; in ch the voluntary return policy instead.
 */
import './catalog.ts';
import { useState } from 'react';
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { WithdrawalPageDocument, type WithdrawalPageQuery } from './WithdrawalPage.generated.ts';
import type { WithdrawalRoute_WithdrawalFragment } from './WithdrawalRoute.generated.ts';
import { useStartWithdrawal } from './useStartWithdrawal.ts';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { paths } from '../../lib/paths.ts';
import { TitledPage } from '../../components/TitledPage.tsx';
import { PageData } from '../../components/PageData.tsx';
import { Notice } from '../../components/Notice.tsx';
import { StepHeading, WithdrawalFlow, WithdrawalRefusal, type Refusal, type Started } from './WithdrawalSteps.tsx';

type Customer = NonNullable<WithdrawalPageQuery['viewer']['customer']>;

export function Component() {
  const t = useT();
  const { id = '' } = useParams();
  const page = usePageQuery(WithdrawalPageDocument, { variables: { id } });
  return (
    <TitledPage
      title={t('withdrawal.title')}
      back={{ to: paths.orderDetails(id), label: t('orders.backToOrder') }}
      narrow
    >
      <WithdrawalFlow
        identify={(onStarted) => (
          <PageData
            page={page}
            select={(data) => (data.viewer.customer?.order ? data.viewer.customer : null)}
            notFound="orders.details.notFound"
            loadError="orders.loadError"
          >
            {(customer) => <IdentifiedOrder customer={customer} onStarted={onStarted} />}
          </PageData>
        )}
        afterDone={
          <div>
            <Anchor component={Link} to={paths.orderDetails(id)} fw={700}>
              {t('withdrawal.toOrder')}
            </Anchor>
          </div>
        }
      />
    </TitledPage>
  );
}

/** Step 1: the order and the contact channel as the account knows them. */
function IdentifiedOrder({ customer, onStarted }: { customer: Customer; onStarted: (started: Started) => void }) {
  const t = useT();
  const format = useFormat();
  const [start, { loading: starting }] = useStartWithdrawal();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const order = customer.order;
  if (!order) return null;

  const begin = async () => {
    if (starting) return;
    setRefusal(null);
    const outcome = await start({ input: { orderId: order.id } });
    if (outcome.kind === 'done') onStarted(outcome.result);
    else setRefusal(outcome.kind === 'refused' ? outcome.error : 'failed');
  };

  const withdrawal: WithdrawalRoute_WithdrawalFragment = order.withdrawal;
  return (
    <Stack gap="md">
      <StepHeading step={1}>{t('withdrawal.step1')}</StepHeading>
      <Paper withBorder p="md" radius="md">
        <Text fw={700}>{t('withdrawal.order', { number: order.number, date: format.date(order.placedAt) })}</Text>
        {withdrawal.deadline && <Text>{t('withdrawal.deadline', { date: format.date(withdrawal.deadline) })}</Text>}
      </Paper>
      {customer.email && <Text>{t('withdrawal.channelEmail', { address: customer.email })}</Text>}
      {refusal && <WithdrawalRefusal refusal={refusal} />}
      {withdrawal.status === 'POSSIBLE' ? (
        <div>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void begin()}
            disabled={starting}
            aria-busy={starting}
          >
            {t('withdrawal.continue')}
          </button>
        </div>
      ) : (
        !refusal && (
          <Notice tone="info">
            <p>
              {withdrawal.status === 'WITHDRAWN'
                ? t('withdrawal.status.WITHDRAWN', {
                    date: withdrawal.withdrawnAt ? format.date(withdrawal.withdrawnAt) : '',
                  })
                : withdrawal.status === 'EXPIRED'
                  ? t('withdrawal.status.EXPIRED')
                  : withdrawal.status === 'NOT_APPLICABLE'
                    ? t('withdrawal.status.NOT_APPLICABLE')
                    : t('withdrawal.failed')}
            </p>
          </Notice>
        )
      )}
    </Stack>
  );
}
