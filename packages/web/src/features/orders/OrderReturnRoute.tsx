/**
 * Return items of an order (docs/product/orders.md §2 "orders/{id}/returns", §4 "Return"): choose items and
 * quantities and, voluntarily, one reason for the whole return (§5), send, then the returned
 * state with the link to the printable return slip. Only
 * inside the return period (30 days after delivery). A failed transmission shows the message
 * 'Übertragungsfehler' (docs/product/orders.md) and keeps the selection; the button then says "Erneut senden".
 */
import './catalog.ts';
import { useEffect, useRef, useState } from 'react';
import { Checkbox, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { OrderReturnPageDocument, type OrderReturnPageQuery } from './OrderReturnPage.generated.ts';
import { useReturnOrderItems } from './useReturnOrderItems.ts';
import { showErrorOutcome } from '../../lib/errorOutcome.ts';
import { useIdempotencyKey } from '../../lib/idempotencyKey.ts';
import { useFormat, keepUnits } from '../../lib/format.ts';
import { useT, type MessageKey } from '../../lib/i18n/index.tsx';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { paths } from '../../lib/paths.ts';
import { TitledPage } from '../../components/TitledPage.tsx';
import { PageData } from '../../components/PageData.tsx';
import { Notice } from '../../components/Notice.tsx';
import { ProductImage } from '../../components/ProductImage.tsx';
import { RETURN_REASONS, isReturnReason } from './reasons.ts';
import type { ReturnForm } from './forms.ts';
import { lazyResolver } from '../../lib/lazyResolver.ts';
import { ItemStatusBadge } from './OrderStatusBadge.tsx';

const resolver = lazyResolver<ReturnForm>(() => import('./validation.ts').then((m) => m.returnResolver()));

type ReturnOrder = NonNullable<NonNullable<OrderReturnPageQuery['viewer']['customer']>['order']>;

export function Component() {
  const t = useT();
  const { id = '' } = useParams();
  const page = usePageQuery(OrderReturnPageDocument, { variables: { id } });
  return (
    <TitledPage title={t('orders.returns.title')} back={{ to: paths.orderDetails(id), label: t('orders.backToOrder') }}>
      <PageData
        page={page}
        select={(data) => data.viewer.customer?.order}
        notFound="orders.details.notFound"
        loadError="orders.loadError"
      >
        {(order) => <ReturnItems order={order} />}
      </PageData>
    </TitledPage>
  );
}

function ReturnItems({ order }: { order: ReturnOrder }) {
  const t = useT();
  const format = useFormat();
  const [sendReturn, { loading }] = useReturnOrderItems();
  const idempotency = useIdempotencyKey();
  const [outcome, setOutcome] = useState<
    | { kind: 'failed' }
    | { kind: 'invalid'; message: string }
    | { kind: 'done'; skus: string[]; returnId: string }
    | { kind: 'expired' }
    | null
  >(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const returnable = order.items.filter((item) => item.returnableQuantity > 0);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReturnForm>({
    resolver,
    defaultValues: {
      items: returnable.map((item) => ({
        sku: item.sku,
        selected: false,
        quantity: '1',
        max: item.returnableQuantity,
      })),
      reasonCode: '',
    },
  });

  const values = useWatch({ control, name: 'items' });

  useEffect(() => {
    if (outcome?.kind === 'done') doneRef.current?.focus();
  }, [outcome]);

  if (outcome?.kind === 'done') {
    const returned = order.items.filter((item) => outcome.skus.includes(item.sku));
    return (
      <Stack gap="md">
        <Title order={2} size="h3" ref={doneRef} tabIndex={-1}>
          {t('orders.returns.success.title')}
        </Title>
        <Text>{t('orders.returns.success.body')}</Text>
        <Text>{t('orders.returns.success.email')}</Text>
        <div>
          <Link to={paths.orderReturnSlip(order.id, outcome.returnId)} className="btn btn-outline">
            {t('orders.returns.slipLink')}
          </Link>
        </div>
        <Title order={3} size="h4">
          {t('orders.returns.success.items')}
        </Title>
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {returned.map((item) => (
            <Group component="li" key={item.id} gap="sm" wrap="nowrap">
              <ProductImage url={item.product?.imageUrl} size={48} />
              <Text>{keepUnits(item.title)}</Text>
              <ItemStatusBadge status={item.status} />
            </Group>
          ))}
        </Stack>
        <div>
          <Link to={paths.orderDetails(order.id)} className="btn btn-primary">
            {t('orders.backToOrder')}
          </Link>
        </div>
      </Stack>
    );
  }

  if (!order.returnPeriod.open || outcome?.kind === 'expired') {
    return (
      <Notice tone="info">
        <p>
          {order.returnPeriod.deadline
            ? t('orders.returns.periodEnded', { date: format.date(order.returnPeriod.deadline) })
            : t('orders.returns.periodExpired')}
        </p>
      </Notice>
    );
  }

  if (returnable.length === 0) return <Text>{t('orders.returns.none')}</Text>;

  const submit = async (values: ReturnForm) => {
    if (loading) return;
    const items = values.items
      .filter((item) => item.selected)
      .map((item) => ({ sku: item.sku, quantity: Number(item.quantity) }));
    const answer = await sendReturn({
      input: {
        orderId: order.id,
        items,
        idempotencyKey: idempotency.key,
        ...(isReturnReason(values.reasonCode) ? { reasonCode: values.reasonCode } : {}),
      },
    });
    if (answer.kind === 'done') {
      idempotency.renew();
      setOutcome({ kind: 'done', skus: items.map((i) => i.sku), returnId: answer.result.returnId });
    } else if (answer.kind === 'refused' && answer.error.__typename === 'ReturnPeriodExpired')
      setOutcome({ kind: 'expired' });
    else if (answer.kind === 'refused' && answer.error.__typename === 'InvalidInput')
      setOutcome({ kind: 'invalid', message: showErrorOutcome(t, answer.error) });
    else setOutcome({ kind: 'failed' });
  };

  const itemsError = (errors.items?.message ?? errors.items?.root?.message) as MessageKey | undefined;
  return (
    <form noValidate onSubmit={handleSubmit(submit)}>
      <Stack gap="lg">
        <Text>
          {t('orders.details.title', { number: order.number })} ·{' '}
          {t('orders.details.placedAt', { date: format.date(order.placedAt) })}
        </Text>
        <Text>{t('orders.returns.intro')}</Text>
        {itemsError && (
          <Notice tone="error">
            <p>{t(itemsError)}</p>
          </Notice>
        )}
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {returnable.map((item, index) => (
            <Paper component="li" withBorder p="md" radius="md" key={item.id}>
              <Group align="flex-start" wrap="nowrap" gap="md">
                <ProductImage url={item.product?.imageUrl} />
                <Stack gap="xs" style={{ flex: 1 }}>
                  <Controller
                    control={control}
                    name={`items.${index}.selected`}
                    render={({ field }) => (
                      <Checkbox
                        checked={field.value}
                        onChange={(event) => field.onChange(event.currentTarget.checked)}
                        onBlur={field.onBlur}
                        name={field.name}
                        ref={field.ref}
                        label={t('orders.returns.select', { title: item.title })}
                        description={t('orders.returns.returnable', { count: item.returnableQuantity })}
                      />
                    )}
                  />
                  {item.returnableQuantity > 1 && (
                    <NativeSelect
                      {...register(`items.${index}.quantity`)}
                      label={t('orders.returns.quantityOf', { title: item.title })}
                      data={Array.from({ length: item.returnableQuantity }, (_, n) => String(n + 1))}
                      disabled={!values[index]?.selected}
                      maw={220}
                    />
                  )}
                </Stack>
              </Group>
            </Paper>
          ))}
        </Stack>
        <NativeSelect
          {...register('reasonCode')}
          label={t('orders.returns.reason')}
          description={t('orders.returns.reasonHint')}
          data={[
            { value: '', label: t('orders.returns.reasonNone') },
            ...RETURN_REASONS.map((reason) => ({ value: reason, label: t(`orders.returns.reason.${reason}`) })),
          ]}
          maw={420}
        />
        {outcome?.kind === 'invalid' && (
          <Notice tone="error">
            <p>{outcome.message}</p>
          </Notice>
        )}
        {outcome?.kind === 'failed' && (
          <Notice tone="error">
            <p>
              <strong>{t('orders.returns.failed')}</strong>
            </p>
            <p id="return-failed-body">{t('orders.returns.failedBody')}</p>
          </Notice>
        )}
        <div>
          <button
            type="submit"
            className={outcome?.kind === 'failed' ? 'btn btn-destructive' : 'btn btn-primary'}
            disabled={loading}
            aria-busy={loading}
            aria-describedby={outcome?.kind === 'failed' ? 'return-failed-body' : undefined}
          >
            {outcome?.kind === 'failed' ? t('orders.returns.retry') : t('orders.returns.submit')}
          </button>
        </div>
      </Stack>
    </form>
  );
}
