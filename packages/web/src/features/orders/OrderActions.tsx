/**
 * What the customer can do with an order: return items, cancel online (only with the
 * orderCancellation flag, while the server says so; an order in processing whose window has closed
 * says so at once, with the service's phone, instead of offering a button that would refuse;
 * docs/product/orders.md §4), and withdraw from the contract (de, at) — in ch the voluntary return
 * policy, not for a cancelled order (it was never delivered).
 */
import { lazy, Suspense, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { OrderActions_OrderFragment } from './OrderActions.generated.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { paths } from '../../lib/paths.ts';
import { VoluntaryReturnPolicy } from './VoluntaryReturnPolicy.tsx';
import { useFormat } from '../../lib/format.ts';
import { useReturnFocus } from '../../lib/focus.ts';
import { ServiceContact } from '../../components/ServiceContact.tsx';

// The cancel dialog (its form, validation and Mantine's modal) loads when the customer points at
// or focuses its button, not with the order page.
const loadCancelDialog = () => import('./CancelOrderDialog.tsx');
const CancelOrderDialog = lazy(() => loadCancelDialog().then((m) => ({ default: m.CancelOrderDialog })));
const preloadCancelDialog = () => void loadCancelDialog().catch(() => undefined);

export function OrderActions({
  order,
  orderCancellation,
}: {
  order: OrderActions_OrderFragment;
  orderCancellation: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const { market } = useMarket();
  const [cancelOpen, setCancelOpen] = useState(false);
  const cancelButton = useReturnFocus<HTMLButtonElement>(cancelOpen);
  const { cancellation, withdrawal, returnPeriod } = order;
  const hasReturnableItems = order.items.some((item) => item.returnableQuantity > 0);
  // Offered only while the return period is open (30 days after delivery).
  const returnable = hasReturnableItems && returnPeriod.open;
  const returnPeriodEnded = hasReturnableItems && !returnPeriod.open && returnPeriod.deadline !== null;
  // Offered only while the window is open; an order in processing whose window has closed says so.
  const showCancel = orderCancellation && cancellation.cancelledAt === null && cancellation.cancellable;
  const cancelWindowClosed =
    orderCancellation &&
    cancellation.cancelledAt === null &&
    !cancellation.cancellable &&
    order.status === 'PROCESSING' &&
    cancellation.cancellableUntil !== null;
  const voluntaryPolicy = order.status !== 'CANCELLED' && (market === 'ch' || withdrawal.status === 'NOT_AVAILABLE');
  // The withdrawal section only where it has something to say (a cancelled Swiss order has neither a right nor a policy).
  const withdrawalShown =
    withdrawal.status === 'POSSIBLE' || withdrawal.status === 'EXPIRED' || withdrawal.status === 'WITHDRAWN';

  return (
    <Stack gap="lg">
      {(returnable || showCancel || cancelWindowClosed || returnPeriodEnded) && (
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('orders.details.actions')}
          </Title>
          {returnable && returnPeriod.deadline && (
            <Text>{t('orders.returns.periodUntil', { date: format.date(returnPeriod.deadline) })}</Text>
          )}
          {returnPeriodEnded && returnPeriod.deadline && (
            <Text>{t('orders.returns.periodEnded', { date: format.date(returnPeriod.deadline) })}</Text>
          )}
          {showCancel && cancellation.cancellableUntil && (
            <Text>{t('orders.cancel.hint', { time: format.time(cancellation.cancellableUntil) })}</Text>
          )}
          {cancelWindowClosed && (
            <>
              <Text>{t('orders.cancel.windowClosed', { minutes: cancellation.windowMinutes })}</Text>
              <ServiceContact intro={t('orders.cancel.notPossibleHelp')} />
            </>
          )}
          {(returnable || showCancel) && (
            <div className="row">
              {returnable && (
                <Link to={paths.orderReturn(order.id)} className="btn btn-primary">
                  {t('orders.details.returnItems')}
                </Link>
              )}
              {showCancel && (
                <button
                  ref={cancelButton}
                  type="button"
                  className="btn btn-destructive-outline"
                  onPointerEnter={preloadCancelDialog}
                  onFocus={preloadCancelDialog}
                  onClick={() => setCancelOpen(true)}
                >
                  {t('orders.cancel.button')}
                </button>
              )}
            </div>
          )}
        </Stack>
      )}
      {voluntaryPolicy ? (
        <VoluntaryReturnPolicy />
      ) : (
        withdrawalShown && (
          <Stack gap="sm" component="section" aria-labelledby="withdrawal-title">
            <Title order={2} size="h3" id="withdrawal-title">
              {t('withdrawal.section')}
            </Title>
            {withdrawal.status === 'POSSIBLE' && (
              <>
                <Text>
                  {t('withdrawal.buttonHint')}{' '}
                  {withdrawal.deadline
                    ? t('withdrawal.deadline', { date: format.date(withdrawal.deadline) })
                    : t('withdrawal.deadlineOpen')}
                </Text>
                <div>
                  <Link to={paths.withdrawal(order.id)} className="btn btn-outline">
                    {t('withdrawal.button')}
                  </Link>
                </div>
              </>
            )}
            {withdrawal.status === 'EXPIRED' && <Text>{t('withdrawal.status.EXPIRED')}</Text>}
            {withdrawal.status === 'WITHDRAWN' && (
              <Text>
                {t('withdrawal.status.WITHDRAWN', {
                  date: withdrawal.withdrawnAt ? format.date(withdrawal.withdrawnAt) : '',
                })}
              </Text>
            )}
          </Stack>
        )
      )}
      {cancelOpen && (
        <Suspense fallback={null}>
          <CancelOrderDialog
            order={order}
            windowMinutes={cancellation.windowMinutes}
            onClose={() => setCancelOpen(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
