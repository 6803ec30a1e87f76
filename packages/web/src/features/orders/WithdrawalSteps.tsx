/**
 * The withdrawal function (Art. 11a of Directive 2011/83/EU), shared by the logged-in and the
 * public page: step 2 confirms the identified order on the chosen contact channel; the
 * confirmation shows date and time and that the receipt was e-mailed. Refusals (period
 * expired, already withdrawn, ch) are shown as what they are.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useConfirmWithdrawal } from './useConfirmWithdrawal.ts';
import type { StartWithdrawalMutation } from './StartWithdrawal.generated.ts';
import { showErrorOutcome, type ErrorOutcome } from '../../lib/errorOutcome.ts';
import { useIdempotencyKey } from '../../lib/idempotencyKey.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { Notice } from '../../components/Notice.tsx';
import { VoluntaryReturnPolicy } from './VoluntaryReturnPolicy.tsx';
import { useFormat, keepUnits } from '../../lib/format.ts';

export type Started = Extract<StartWithdrawalMutation['startWithdrawal'], { __typename: 'WithdrawalStarted' }>;
/** Why a step did not go on: an expected error of the mutation, or 'failed' when no answer came. */
export type Refusal = ErrorOutcome | 'failed';

export interface WithdrawalDoneInfo {
  orderNumber: string;
  confirmedAt: string;
  sentTo: string;
}

/**
 * The withdrawal from start to confirmation: step 1 is the page's own (identify the order), it
 * starts the withdrawal; step 2 confirms it; then the receipt. In ch the voluntary return policy
 * instead. `intro` shows above the steps, `afterDone` below the receipt.
 */
export function WithdrawalFlow({
  intro,
  identify,
  afterDone,
}: {
  intro?: ReactNode;
  identify: (onStarted: (started: Started) => void) => ReactNode;
  afterDone?: ReactNode;
}) {
  const { market } = useMarket();
  const [started, setStarted] = useState<Started | null>(null);
  const [done, setDone] = useState<WithdrawalDoneInfo | null>(null);
  if (market === 'ch') return <VoluntaryReturnPolicy />;
  if (done) {
    return (
      <>
        <WithdrawalDone info={done} />
        {afterDone}
      </>
    );
  }
  return (
    <>
      {intro}
      {started ? (
        <ConfirmStep started={started} onBack={() => setStarted(null)} onDone={setDone} />
      ) : (
        identify(setStarted)
      )}
    </>
  );
}

/** "Schritt 1 von 2: …" above each step. */
export function StepHeading({ step, children }: { step: 1 | 2; children: string }) {
  const t = useT();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The second step takes the focus (the first is the page's own start).
    if (step === 2) ref.current?.focus();
  }, [step]);
  return (
    <Title order={2} size="h3" ref={ref} tabIndex={-1}>
      <Text span c="dimmed" fw={400} display="block" size="md">
        {t('withdrawal.steps', { step })}
      </Text>
      {children}
    </Title>
  );
}

/** A refusal of startWithdrawal/confirmWithdrawal (period expired, already withdrawn, ch, …) as what it is. */
export function WithdrawalRefusal({ refusal }: { refusal: Refusal }) {
  const t = useT();
  if (refusal !== 'failed' && refusal.__typename === 'WithdrawalNotAvailable') return <VoluntaryReturnPolicy />;
  return (
    <Notice tone="error">
      <p>
        {refusal === 'failed'
          ? t('withdrawal.failed')
          : showErrorOutcome(t, refusal, { rateLimited: 'withdrawal.rateLimited' })}
      </p>
    </Notice>
  );
}

function ConfirmStep({
  started,
  onBack,
  onDone,
}: {
  started: Started;
  onBack: () => void;
  onDone: (info: WithdrawalDoneInfo) => void;
}) {
  const t = useT();
  const format = useFormat();
  const [confirmWithdrawal, { loading }] = useConfirmWithdrawal();
  const idempotency = useIdempotencyKey();
  const [channel, setChannel] = useState(started.channels[0]?.type ?? 'EMAIL');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { order } = started;

  const confirm = async () => {
    if (loading) return;
    setRefusal(null);
    const outcome = await confirmWithdrawal({
      input: {
        requestId: started.requestId,
        confirmationSecret: started.confirmationSecret,
        channel,
        idempotencyKey: idempotency.key,
      },
    });
    if (outcome.kind === 'done')
      onDone({
        orderNumber: outcome.result.orderNumber,
        confirmedAt: outcome.result.confirmedAt,
        sentTo: outcome.result.confirmationSentTo,
      });
    else setRefusal(outcome.kind === 'refused' ? outcome.error : 'failed');
  };

  return (
    <Stack gap="md">
      <StepHeading step={2}>{t('withdrawal.step2')}</StepHeading>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Text fw={700}>{t('withdrawal.order', { number: order.number, date: format.date(order.placedAt) })}</Text>
          <ul style={{ margin: 0 }}>
            {order.items.map((item) => (
              <li key={item.sku}>
                {item.quantity > 1 ? `${String(item.quantity)} × ` : ''}
                {keepUnits(item.title)}
              </li>
            ))}
          </ul>
          <Text>
            {t('orders.total')}: {format.money(order.total)}
          </Text>
          <Text>
            {started.deadline
              ? t('withdrawal.deadline', { date: format.date(started.deadline) })
              : t('withdrawal.deadlineOpen')}
          </Text>
        </Stack>
      </Paper>
      <Radio.Group
        value={channel}
        onChange={(value) => setChannel(value === 'EMAIL' ? 'EMAIL' : channel)}
        label={t('withdrawal.channel')}
      >
        <Stack gap="xs" mt="xs">
          {started.channels.map((option) => (
            <Radio
              key={option.type}
              value={option.type}
              label={t('withdrawal.channelEmail', { address: option.address })}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Text>{t('withdrawal.confirmBody')}</Text>
      {refusal && <WithdrawalRefusal refusal={refusal} />}
      <Group>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void confirm()}
          disabled={loading}
          aria-busy={loading}
        >
          {t('withdrawal.confirm')}
        </button>
        <button type="button" className="btn btn-outline" onClick={onBack}>
          {t('withdrawal.back')}
        </button>
      </Group>
    </Stack>
  );
}

function WithdrawalDone({ info }: { info: WithdrawalDoneInfo }) {
  const t = useT();
  const format = useFormat();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Stack gap="md">
      <Title order={2} size="h3" ref={ref} tabIndex={-1}>
        {t('withdrawal.done.title')}
      </Title>
      <Notice tone="info">
        <p>
          {t('withdrawal.done.body', {
            number: info.orderNumber,
            date: format.date(info.confirmedAt),
            time: format.time(info.confirmedAt),
          })}
        </p>
        <p>{t('withdrawal.done.email', { email: info.sentTo })}</p>
      </Notice>
      <Text>{t('withdrawal.done.next')}</Text>
    </Stack>
  );
}
