/**
 * Online cancellation (docs/product/orders.md §4 "Cancellation", §5, §6): choose a reason (required), then a
 * confirmation that warns it cannot be undone. Success goes to the cancel-success page with the
 * customer's e-mail in the navigation state and is tracked; an order whose window has closed
 * meanwhile shows the not-possible text instead. The app's one dialog (components/Dialog.tsx):
 * each step's new title takes the focus (the button that led there has gone with the previous
 * step), and the irreversible button is red like every such confirmation.
 */
import { useId, useState } from 'react';
import { Radio, Stack } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useCancelOrder } from './useCancelOrder.ts';
import { useT, type MessageKey } from '../../lib/i18n/index.tsx';
import { useIdempotencyKey } from '../../lib/idempotencyKey.ts';
import { useMarket } from '../../lib/market.tsx';
import { paths } from '../../lib/paths.ts';
import { track } from '../../lib/tracking.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { Notice } from '../../components/Notice.tsx';
import { ServiceContact } from '../../components/ServiceContact.tsx';
import { CANCELLATION_REASONS, isCancellationReason } from './reasons.ts';
import type { CancelForm } from './forms.ts';
import { lazyResolver } from '../../lib/lazyResolver.ts';

const resolver = lazyResolver<CancelForm>(() => import('./validation.ts').then((m) => m.cancelResolver()));

export interface CancelSuccessState {
  email: string;
  orderNumber: string;
}

interface CancelOrderDialogProps {
  order: { id: string; number: string };
  windowMinutes: number;
  onClose: () => void;
}

export function CancelOrderDialog({ order, windowMinutes, onClose }: CancelOrderDialogProps) {
  const t = useT();
  const { market } = useMarket();
  const navigate = useNavigate();
  const [step, setStep] = useState<'reason' | 'confirm' | 'notPossible'>('reason');
  const formId = useId();
  const [failed, setFailed] = useState(false);
  const [cancel, { loading }] = useCancelOrder();
  const idempotency = useIdempotencyKey();
  const {
    control,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<CancelForm>({ resolver, defaultValues: { reasonCode: '' } });

  const confirm = async () => {
    const reasonCode = getValues('reasonCode');
    if (!isCancellationReason(reasonCode) || loading) return;
    setFailed(false);
    const outcome = await cancel({ input: { orderId: order.id, reasonCode, idempotencyKey: idempotency.key } });
    if (outcome.kind === 'done') {
      track({ event: 'order_cancelled', order_number: order.number, reason_code: reasonCode, market });
      const state: CancelSuccessState = { email: outcome.result.email, orderNumber: order.number };
      void navigate(paths.cancelSuccess(order.id), { state });
      return;
    }
    const refused = outcome.kind === 'refused' ? outcome.error.__typename : null;
    if (refused === 'OrderNotCancellable') setStep('notPossible');
    else if (refused === 'InvalidInput') setStep('reason');
    else setFailed(true);
  };

  const title =
    step === 'notPossible'
      ? t('orders.cancel.notPossibleTitle')
      : step === 'confirm'
        ? t('orders.cancel.confirmTitle')
        : t('orders.cancel.dialogTitle', { number: order.number });

  const reasonError = errors.reasonCode?.message as MessageKey | undefined;

  if (step === 'notPossible') {
    return (
      <Dialog open title={title} closeLabel={t('orders.cancel.close')} onClose={onClose}>
        <p>{t('orders.cancel.notPossibleBody', { minutes: windowMinutes })}</p>
        <ServiceContact intro={t('orders.cancel.notPossibleHelp')} />
      </Dialog>
    );
  }
  if (step === 'confirm') {
    return (
      <Dialog
        open
        title={title}
        closeLabel={t('orders.cancel.abort')}
        onClose={onClose}
        confirm={{
          label: t('orders.cancel.confirm'),
          busy: loading,
          destructive: true,
          onConfirm: () => void confirm(),
        }}
      >
        <Notice tone="info">
          <p>{t('orders.cancel.confirmBody')}</p>
        </Notice>
        {failed && (
          <Notice tone="error">
            <p>{t('orders.cancel.failed')}</p>
          </Notice>
        )}
      </Dialog>
    );
  }
  return (
    <Dialog
      open
      title={title}
      closeLabel={t('orders.cancel.abort')}
      onClose={onClose}
      confirm={{ label: t('orders.cancel.continue'), form: formId }}
    >
      <form id={formId} noValidate onSubmit={(event) => void handleSubmit(() => setStep('confirm'))(event)}>
        <Controller
          control={control}
          name="reasonCode"
          render={({ field }) => (
            <Radio.Group
              {...field}
              label={t('orders.cancel.reason')}
              withAsterisk
              error={reasonError ? t(reasonError) : undefined}
              errorProps={{ role: 'alert' }}
            >
              <Stack gap="sm" mt="xs">
                {CANCELLATION_REASONS.map((reason) => (
                  <Radio key={reason} value={reason} label={t(`orders.cancel.reason.${reason}`)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
      </form>
    </Dialog>
  );
}
