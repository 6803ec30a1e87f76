/**
 * Open invoices (SPEC §2 "open-invoices", §3, §4, §9): the balance, the invoices with due date
 * and status (ENCASH shown as overdue), sorted by due date — latest first by default, earliest
 * first on request — and the payment terms of the market.
 */
import '../../lib/i18n/account.ts';
import '../../lib/i18n/orders.ts';
import { useState } from 'react';
import { Badge, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { OpenInvoicesPageDocument, type InvoiceRow_InvoiceFragment } from './OpenInvoicesPage.generated.ts';
import type { SortDirection } from '../../gql/schemaTypes.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';
import { paths } from '../../lib/paths.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { BackLink } from '../../components/BackLink.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Notice } from '../../components/Notice.tsx';

export function Component() {
  const t = useT();
  const { locale } = useMarket();
  const [sort, setSort] = useState<SortDirection>('DESC');
  const { data, previousData, loading, error, refetch } = useQuery(OpenInvoicesPageDocument, { variables: { sort }, errorPolicy: 'all' });
  const [retrying, setRetrying] = useState(false);
  // While the other order loads, the list stays as it was.
  const invoices = (data ?? previousData)?.viewer.customer?.openInvoices ?? null;
  const overdue = invoices?.invoices.filter((i) => i.isOverdue) ?? [];
  const overdueSum = overdue.reduce((sum, i) => sum + Math.round(Number(i.amount.amount) * 100), 0);

  let content;
  if (!invoices) {
    content =
      loading && !error ? (
        <Text role="status">{t('app.loading')}</Text>
      ) : (
        <LoadError
          message={t('invoices.loadError')}
          retryLabel={t('orders.retry')}
          retrying={retrying}
          onRetry={() => {
            setRetrying(true);
            refetch()
              .catch(() => undefined)
              .finally(() => setRetrying(false));
          }}
        />
      );
  } else {
    content = (
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="invoices-balance">
          <Title order={2} size="h3" id="invoices-balance">
            {t('invoices.balance')}
          </Title>
          <Text fz="xl" fw={700}>
            {formatMoney(invoices.balance, locale)}
          </Text>
          {overdue.length > 0 && (
            <Text c="red.9" fw={700}>
              {t('invoices.balanceOverdue', {
                amount: formatMoney({ amount: (overdueSum / 100).toFixed(2), currency: invoices.balance.currency }, locale),
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
                onChange={(event) => setSort(event.currentTarget.value === 'ASC' ? 'ASC' : 'DESC')}
                data={[
                  { value: 'DESC', label: t('invoices.sortDesc') },
                  { value: 'ASC', label: t('invoices.sortAsc') },
                ]}
                maw={360}
              />
              <Table.ScrollContainer minWidth={520}>
                <Table striped verticalSpacing="sm" fz="md" aria-busy={loading}>
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
              </Table.ScrollContainer>
            </Stack>
          )}
        </section>
      </Stack>
    );
  }

  return (
    <div className="stack">
      <div>
        <BackLink to={paths.home}>{t('app.backToOverview')}</BackLink>
      </div>
      <PageTitle>{t('section.openInvoices')}</PageTitle>
      {content}
      <section aria-labelledby="payment-terms">
        <Title order={2} size="h3" id="payment-terms" mb="xs">
          {t('invoices.termsTitle')}
        </Title>
        <Stack component="ul" gap={4} m={0} pl="lg">
          <li>{t('invoices.termsInvoice')}</li>
          <li>{t('invoices.termsDirectDebit')}</li>
        </Stack>
      </section>
    </div>
  );
}

function InvoiceRow({ invoice }: { invoice: InvoiceRow_InvoiceFragment }) {
  const t = useT();
  const { locale } = useMarket();
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
      <Table.Td>{formatDate(invoice.dueDate, locale)}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={invoice.isOverdue ? 'red' : 'blue'} size="lg" fz="sm" h="auto" py={4} radius="sm" tt="none" style={{ color: 'var(--mantine-color-gray-9)' }}>
          {invoice.isOverdue ? t('invoices.status.ENCASH') : t('invoices.status.OPEN')}
        </Badge>
      </Table.Td>
      <Table.Td ta="right">{formatMoney(invoice.amount, locale)}</Table.Td>
    </Table.Tr>
  );
}
