/**
 * After an online cancellation (SPEC §2 "orders/{id}/cancel-success"): the customer's e-mail
 * comes in the navigation state; the refund note of SPEC §9 (3 days).
 */
import '../../lib/i18n/account.ts';
import '../../lib/i18n/orders.ts';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { useT } from '../../lib/i18n/index.tsx';
import { orderPaths, paths } from '../../lib/paths.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { BackLink } from '../../components/BackLink.tsx';
import { Notice } from '../../components/Notice.tsx';
import type { CancelSuccessState } from './CancelOrderDialog.tsx';

function isCancelSuccessState(value: unknown): value is CancelSuccessState {
  return typeof value === 'object' && value !== null && typeof (value as Partial<CancelSuccessState>).email === 'string';
}

export function Component() {
  const t = useT();
  const { id = '' } = useParams();
  const location = useLocation();
  const state: unknown = location.state;
  const email = isCancelSuccessState(state) ? state.email : null;
  return (
    <div className="stack narrow">
      <div>
        <BackLink to={paths.orders}>{t('orders.backToOrders')}</BackLink>
      </div>
      <PageTitle>{t('orders.cancelSuccess.title')}</PageTitle>
      <Notice tone="info">
        <p>{t('orders.cancelSuccess.body')}</p>
        {email && <p>{t('orders.cancelSuccess.email', { email })}</p>}
      </Notice>
      <Stack gap="sm">
        <Text>{t('orders.cancelSuccess.refund')}</Text>
        <div>
          <Anchor component={Link} to={orderPaths.details(id)} fw={700}>
            {t('orders.cancelSuccess.toOrder')}
          </Anchor>
        </div>
      </Stack>
    </div>
  );
}
