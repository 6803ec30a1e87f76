/**
 * "Vertrag widerrufen" for a logged-in customer's order (de, at): step 1 shows the order and
 * the contact channel, step 2 confirms; in ch the voluntary return policy instead.
 */
import '../../lib/i18n/account.ts';
import '../../lib/i18n/orders.ts';
import { useState } from 'react';
import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { StartWithdrawalDocument, WithdrawalPageDocument } from './Withdrawal.generated.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { orderPaths } from '../../lib/paths.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { BackLink } from '../../components/BackLink.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Notice } from '../../components/Notice.tsx';
import { isNotFound } from './errors.ts';
import { VoluntaryReturnPolicy } from './VoluntaryReturnPolicy.tsx';
import { ConfirmStep, StepHeading, WithdrawalDone, WithdrawalRefusal, type StartResult, type Started, type WithdrawalDoneInfo } from './WithdrawalSteps.tsx';
import { useOrderFormat } from './useOrderFormat.ts';

export function Component() {
  const t = useT();
  const format = useOrderFormat();
  const { market } = useMarket();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(WithdrawalPageDocument, { variables: { id }, errorPolicy: 'all' });
  const [start, { loading: starting }] = useMutation(StartWithdrawalDocument);
  const [started, setStarted] = useState<Started | null>(null);
  const [refusal, setRefusal] = useState<Exclude<StartResult, Started> | { __typename: 'Failed'; message: string } | null>(null);
  const [done, setDone] = useState<WithdrawalDoneInfo | null>(null);
  const customer = data?.viewer.customer ?? null;
  const order = customer?.order ?? null;

  const begin = async () => {
    if (starting) return;
    setRefusal(null);
    try {
      const result = (await start({ variables: { input: { orderId: id } } })).data?.startWithdrawal;
      if (result?.__typename === 'WithdrawalStarted') setStarted(result);
      else setRefusal(result ?? { __typename: 'Failed', message: t('withdrawal.failed') });
    } catch {
      setRefusal({ __typename: 'Failed', message: t('withdrawal.failed') });
    }
  };

  let content;
  if (market === 'ch') content = <VoluntaryReturnPolicy />;
  else if (done) content = <WithdrawalDone info={done} />;
  else if (started) content = <ConfirmStep started={started} onBack={() => setStarted(null)} onDone={setDone} />;
  else if (order && customer) {
    content = (
      <Stack gap="md">
        <StepHeading step={1}>{t('withdrawal.step1')}</StepHeading>
        <Paper withBorder p="md" radius="md">
          <Text fw={700}>{t('withdrawal.order', { number: order.number, date: format.date(order.placedAt) })}</Text>
          {order.withdrawal.deadline && <Text>{t('withdrawal.deadline', { date: format.date(order.withdrawal.deadline) })}</Text>}
        </Paper>
        {customer.email && <Text>{t('withdrawal.channelEmail', { address: customer.email })}</Text>}
        {refusal && <WithdrawalRefusal result={refusal} />}
        {order.withdrawal.status === 'POSSIBLE' ? (
          <div>
            <Button size="lg" onClick={() => void begin()} loading={starting}>
              {t('withdrawal.continue')}
            </Button>
          </div>
        ) : (
          !refusal && (
            <Notice tone="info">
              <p>
                {order.withdrawal.status === 'WITHDRAWN'
                  ? t('withdrawal.status.WITHDRAWN', { date: order.withdrawal.withdrawnAt ? format.date(order.withdrawal.withdrawnAt) : '' })
                  : order.withdrawal.status === 'EXPIRED'
                    ? t('withdrawal.status.EXPIRED')
                    : t('withdrawal.failed')}
              </p>
            </Notice>
          )
        )}
      </Stack>
    );
  } else if (loading && !error) content = <Text role="status">{t('app.loading')}</Text>;
  else if (isNotFound(error))
    content = (
      <Notice tone="error">
        <p>{t('orders.details.notFound')}</p>
      </Notice>
    );
  else content = <LoadError message={t('orders.loadError')} retryLabel={t('orders.retry')} onRetry={() => void refetch().catch(() => undefined)} />;

  return (
    <div className="stack narrow">
      <div>
        <BackLink to={orderPaths.details(id)}>{t('orders.backToOrder')}</BackLink>
      </div>
      <PageTitle>{t('withdrawal.title')}</PageTitle>
      {content}
      {done && (
        <div>
          <Anchor component={Link} to={orderPaths.details(id)} fw={700}>
            {t('withdrawal.toOrder')}
          </Anchor>
        </div>
      )}
    </div>
  );
}
