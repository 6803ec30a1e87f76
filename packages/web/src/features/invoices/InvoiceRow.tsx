/**
 * One open invoice: number (with its order), due date, status (ENCASH shown as overdue), amount;
 * on narrow screens each cell is a line labelled by its column (`reflow-table`).
 */
import { Table, Text } from '@mantine/core';
import type { InvoiceRow_InvoiceFragment } from './InvoiceRow.generated.ts';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';

export function InvoiceRow({ invoice }: { invoice: InvoiceRow_InvoiceFragment }) {
  const t = useT();
  const format = useFormat();
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={400}>
        {invoice.number}
        {invoice.orderNumber && (
          <Text size="sm" c="dimmed">
            {t('invoices.order')} {invoice.orderNumber}
          </Text>
        )}
      </Table.Th>
      <Table.Td data-label={t('invoices.dueDate')}>{format.date(invoice.dueDate)}</Table.Td>
      <Table.Td data-label={t('invoices.status')}>
        <StatusBadge color={invoice.isOverdue ? 'red' : 'blue'}>
          {invoice.isOverdue ? t('invoices.status.ENCASH') : t('invoices.status.OPEN')}
        </StatusBadge>
      </Table.Td>
      <Table.Td ta="right" data-label={t('invoices.amount')}>
        {format.money(invoice.amount)}
      </Table.Td>
    </Table.Tr>
  );
}
