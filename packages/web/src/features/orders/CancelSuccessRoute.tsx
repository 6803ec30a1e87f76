/**
 * After an online cancellation (docs/product/orders.md §2 "orders/{id}/cancel-success"): the customer's e-mail
 * comes in the navigation state; the refund note of docs/product/orders.md §9 (3 days).
 */
import './catalog.ts';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { useT } from '../../lib/i18n/index.tsx';
import { paths } from '../../lib/paths.ts';
import { TitledPage } from '../../components/TitledPage.tsx';
import { Notice } from '../../components/Notice.tsx';
import type { CancelSuccessState } from './CancelOrderDialog.tsx';

function isCancelSuccessState(value: unknown): value is CancelSuccessState {
  return (
    typeof value === 'object' && value !== null && typeof (value as Partial<CancelSuccessState>).email === 'string'
  );
}

export function Component() {
  const t = useT();
  const { id = '' } = useParams();
  const location = useLocation();
  const state: unknown = location.state;
  const email = isCancelSuccessState(state) ? state.email : null;
  return (
    <TitledPage
      title={t('orders.cancelSuccess.title')}
      back={{ to: paths.orders, label: t('orders.backToOrders') }}
      narrow
    >
      <Notice tone="info">
        <p>{t('orders.cancelSuccess.body')}</p>
        {email && <p>{t('orders.cancelSuccess.email', { email })}</p>}
      </Notice>
      <Stack gap="sm">
        <Text>{t('orders.cancelSuccess.refund')}</Text>
        <div>
          <Anchor component={Link} to={paths.orderDetails(id)} fw={700}>
            {t('orders.cancelSuccess.toOrder')}
          </Anchor>
        </div>
      </Stack>
    </TitledPage>
  );
}
