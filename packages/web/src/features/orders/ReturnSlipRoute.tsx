/**
 * The printable return slip of a registered return (`orders/:id/return-slip/:returnId`, linked
 * from the return confirmation e-mail and the return success page): return and order number,
 * customer number, where to send the parcel (the market's return centre), sender, the returned
 * items; "Drucken" prints the slip alone.
 */
import './catalog.ts';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { ReturnSlipPageDocument, type ReturnSlipPageQuery } from './ReturnSlipPage.generated.ts';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { paths } from '../../lib/paths.ts';
import { TitledPage } from '../../components/TitledPage.tsx';
import { PageData } from '../../components/PageData.tsx';
import { Notice } from '../../components/Notice.tsx';
import { DeliveryAddress } from './DeliveryAddress.tsx';

type SlipCustomer = NonNullable<ReturnSlipPageQuery['viewer']['customer']>;
type SlipOrder = NonNullable<SlipCustomer['order']>;

export function Component() {
  const t = useT();
  const { id = '', returnId = '' } = useParams();
  const page = usePageQuery(ReturnSlipPageDocument, { variables: { id } });
  return (
    <TitledPage title={t('orders.slip.title')} back={{ to: paths.orderDetails(id), label: t('orders.backToOrder') }}>
      <PageData
        page={page}
        select={(data) => data.viewer.customer?.order}
        notFound="orders.details.notFound"
        loadError="orders.loadError"
      >
        {(order) => (
          <ReturnSlip
            order={order}
            customerNumber={page.data?.viewer.customer?.customerNumber ?? ''}
            returnId={returnId}
          />
        )}
      </PageData>
    </TitledPage>
  );
}

function ReturnSlip({
  order,
  customerNumber,
  returnId,
}: {
  order: SlipOrder;
  customerNumber: string;
  returnId: string;
}) {
  const t = useT();
  const format = useFormat();
  const registered = order.returns.find((r) => r.id === returnId);
  if (!registered) {
    return (
      <Notice tone="error">
        <p>{t('orders.slip.notFound')}</p>
      </Notice>
    );
  }
  const titleOf = (sku: string) => order.items.find((item) => item.sku === sku)?.title ?? sku;
  return (
    <Stack gap="lg" className="return-slip">
      <Text>{t('orders.slip.intro')}</Text>
      <div className="no-print">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          {t('orders.slip.print')}
        </button>
      </div>
      <dl className="slip-facts">
        <dt>{t('orders.slip.returnNumber')}</dt>
        <dd>{registered.id}</dd>
        <dt>{t('orders.slip.orderNumber')}</dt>
        <dd>{order.number}</dd>
        <dt>{t('orders.slip.customerNumber')}</dt>
        <dd>{customerNumber}</dd>
        <dt>{t('orders.slip.registeredAt')}</dt>
        <dd>{format.date(registered.createdAt)}</dd>
        {registered.reasonCode && (
          <>
            <dt>{t('orders.slip.reason')}</dt>
            <dd>{t(`orders.returns.reason.${registered.reasonCode}`)}</dd>
          </>
        )}
      </dl>
      <section aria-labelledby="slip-return-address">
        <Title order={2} size="h4" id="slip-return-address">
          {t('orders.slip.returnAddress')}
        </Title>
        <Text component="address" fz="lg" fw={700} style={{ fontStyle: 'normal' }}>
          {registered.returnAddress.name}
          <br />
          {registered.returnAddress.street}
          <br />
          {registered.returnAddress.zipCode} {registered.returnAddress.city}
          <br />
          {t(`countryName.${registered.returnAddress.countryCode}`)}
        </Text>
      </section>
      {order.deliveryAddress && (
        <section aria-labelledby="slip-sender">
          <Title order={2} size="h4" id="slip-sender">
            {t('orders.slip.sender')}
          </Title>
          <DeliveryAddress address={order.deliveryAddress} />
        </section>
      )}
      <Table withTableBorder fz="md" aria-labelledby="slip-items">
        <Table.Caption id="slip-items">{t('orders.slip.items')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('orders.slip.item')}</Table.Th>
            <Table.Th scope="col">{t('orders.slip.quantity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {registered.items.map((item) => (
            <Table.Tr key={item.sku}>
              <Table.Td>
                {titleOf(item.sku)}
                <br />
                <Text span size="sm">
                  {t('orders.details.articleNumber', { sku: item.sku })}
                </Text>
              </Table.Td>
              <Table.Td>{item.quantity}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
