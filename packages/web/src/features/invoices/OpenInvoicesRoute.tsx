/**
 * Open invoices (docs/product/invoices.md §2 "open-invoices", §3, §4, §9): the balance, the invoices with due date
 * and status (ENCASH shown as overdue), sorted by due date — latest first by default, earliest
 * first on request — and the payment terms of the market (direct debit only where the market offers it).
 */
import './catalog.ts';
import { useState } from 'react';
import { NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { OpenInvoicesPageDocument, type OpenInvoicesPageQuery } from './OpenInvoicesPage.generated.ts';
import type { SortDirection } from '../../gql/schemaTypes.ts';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { paths } from '../../lib/paths.ts';
import { TitledPage } from '../../components/TitledPage.tsx';
import { PageData } from '../../components/PageData.tsx';
import { Notice } from '../../components/Notice.tsx';
import { PaymentTerms } from '../../components/PaymentTerms.tsx';
import { InvoiceRow } from './InvoiceRow.tsx';
import { DEFAULT_INVOICE_SORT } from './invoiceSort.ts';

type OpenInvoices = NonNullable<NonNullable<OpenInvoicesPageQuery['viewer']['customer']>['openInvoices']>;

export function Component() {
  const t = useT();
  const [sort, setSort] = useState<SortDirection>(DEFAULT_INVOICE_SORT);
  // While the other order loads, the list stays as it was.
  const page = usePageQuery(OpenInvoicesPageDocument, { variables: { sort }, keepPreviousData: true });

  return (
    <TitledPage title={t('section.openInvoices')} back={{ to: paths.home, label: t('app.backToOverview') }}>
      <PageData page={page} select={(data) => data.viewer.customer?.openInvoices} loadError="invoices.loadError">
        {(invoices) => <Invoices invoices={invoices} sort={sort} onSort={setSort} sorting={page.loading} />}
      </PageData>
      <PaymentTerms />
    </TitledPage>
  );
}

function Invoices({
  invoices,
  sort,
  onSort,
  sorting,
}: {
  invoices: OpenInvoices;
  sort: SortDirection;
  onSort: (sort: SortDirection) => void;
  sorting: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const overdue = invoices.invoices.filter((i) => i.isOverdue);
  const overdueSum = overdue.reduce((sum, i) => sum + Math.round(Number(i.amount.amount) * 100), 0);
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="invoices-balance">
        <Title order={2} size="h3" id="invoices-balance">
          {t('invoices.balance')}
        </Title>
        <Text fz="xl" fw={700}>
          {format.money(invoices.balance)}
        </Text>
        {overdue.length > 0 && (
          <Text c="red.9" fw={700}>
            {t('invoices.balanceOverdue', {
              amount: format.money({ amount: (overdueSum / 100).toFixed(2), currency: invoices.balance.currency }),
            })}
          </Text>
        )}
      </Paper>
      {overdue.length > 0 && (
        <Notice tone="info">
          <p>{t('invoices.overdueHint')}</p>
        </Notice>
      )}
      <section aria-labelledby="invoices-list">
        <Title order={2} size="h3" id="invoices-list" mb="sm">
          {t('invoices.listTitle')}
        </Title>
        {invoices.invoices.length === 0 ? (
          <Text>{t('invoices.empty')}</Text>
        ) : (
          <Stack gap="sm">
            <NativeSelect
              label={t('invoices.sort')}
              value={sort}
              onChange={(event) => onSort(event.currentTarget.value === 'ASC' ? 'ASC' : 'DESC')}
              data={[
                { value: 'DESC', label: t('invoices.sortDesc') },
                { value: 'ASC', label: t('invoices.sortAsc') },
              ]}
              maw={360}
            />
            <Table striped verticalSpacing="sm" fz="md" aria-busy={sorting} className="reflow-table">
              <Table.Caption className="visually-hidden">{t('invoices.listTitle')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('invoices.number')}</Table.Th>
                  <Table.Th scope="col">{t('invoices.dueDate')}</Table.Th>
                  <Table.Th scope="col">{t('invoices.status')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('invoices.amount')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoices.invoices.map((invoice) => (
                  <InvoiceRow key={invoice.id} invoice={invoice} />
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </section>
    </Stack>
  );
}
