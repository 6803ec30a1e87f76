/**
 * Subtotal, shipping, vouchers and total of an order. With the multipleVouchers flag every
 * voucher shows on its own line; without it the first one (docs/product/orders.md §6).
 */
import { Table } from '@mantine/core';
import type { OrderCosts_OrderFragment } from './OrderCosts.generated.ts';
import type { MoneyValue } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { useFormat } from '../../lib/format.ts';

export function OrderCosts({
  order,
  multipleVouchers,
}: {
  order: OrderCosts_OrderFragment;
  multipleVouchers: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const minus = (value: MoneyValue) => `− ${format.money(value)}`;
  const vouchers = multipleVouchers ? order.vouchers : order.vouchers.slice(0, 1);
  const freeShipping = Number(order.shippingCosts.amount) === 0;
  return (
    <Table withRowBorders={false} verticalSpacing={6} horizontalSpacing={0} fz="md">
      <Table.Caption className="visually-hidden">{t('orders.details.summary')}</Table.Caption>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row" fw={400}>
            {t('orders.details.subtotal')}
          </Table.Th>
          <Table.Td ta="right">{format.money(order.subtotal)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row" fw={400}>
            {t('orders.details.shipping')}
          </Table.Th>
          <Table.Td ta="right">
            {freeShipping ? t('orders.details.shippingFree') : format.money(order.shippingCosts)}
          </Table.Td>
        </Table.Tr>
        {vouchers.map((voucher) => (
          <Table.Tr key={voucher.code}>
            <Table.Th scope="row" fw={400}>
              {voucher.type === 'PERCENTAGE'
                ? t('orders.details.voucherPercentage', {
                    code: voucher.code,
                    percent: String(voucher.percentage ?? ''),
                  })
                : voucher.type === 'FREE_SHIPPING'
                  ? t('orders.details.voucherFreeShipping', { code: voucher.code })
                  : t('orders.details.voucherValue', { code: voucher.code })}
            </Table.Th>
            <Table.Td ta="right">
              {voucher.type === 'FREE_SHIPPING' ? t('orders.details.shippingFree') : minus(voucher.discount)}
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr style={{ borderTop: '2px solid var(--mantine-color-gray-4)' }}>
          <Table.Th scope="row" fw={700}>
            {t('orders.details.total')}
          </Table.Th>
          <Table.Td ta="right" fw={700}>
            {format.money(order.total)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
