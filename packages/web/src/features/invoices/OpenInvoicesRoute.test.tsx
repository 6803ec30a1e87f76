import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderRoute } from '../../../test/renderRoute.tsx';
import { accountShellMock, anna } from '../../../test/fixtures.ts';
import { OpenInvoicesPageDocument, type OpenInvoicesPageQuery } from './OpenInvoicesPage.generated.ts';
import type { SortDirection } from '../../gql/schemaTypes.ts';

type Invoices = NonNullable<NonNullable<OpenInvoicesPageQuery['viewer']['customer']>['openInvoices']>;
type Invoice = Invoices['invoices'][number];

const open: Invoice = {
  __typename: 'Invoice',
  id: 'inv-2',
  number: 'R-2024-558812',
  orderNumber: '81000010',
  dueDate: '2026-12-02',
  status: 'OPEN',
  isOverdue: false,
  amount: { __typename: 'Money', amount: '80.93', currency: 'EUR' },
};
const encash: Invoice = {
  ...open,
  id: 'inv-1',
  number: 'R-2024-551204',
  orderNumber: '81000008',
  dueDate: '2026-11-10',
  status: 'ENCASH',
  isOverdue: true,
  amount: { __typename: 'Money', amount: '59.93', currency: 'EUR' },
};

function invoicesMock(sort: SortDirection, invoices: Invoice[]): MockLink.MockedResponse {
  return {
    request: { query: OpenInvoicesPageDocument, variables: { sort } },
    result: {
      data: {
        viewer: {
          __typename: 'Viewer',
          id: 'viewer',
          customer: {
            __typename: 'Customer',
            id: anna.id,
            openInvoices: {
              __typename: 'OpenInvoices',
              invoices,
              balance: { __typename: 'Money', amount: '140.86', currency: 'EUR' },
            },
          },
        },
      },
    },
  };
}

function invoiceNumbers(): string[] {
  const rows = within(screen.getByRole('table', { name: 'Ihre offenen Rechnungen' }))
    .getAllByRole('row')
    .slice(1);
  return rows.map((row) => within(row).getByRole('rowheader').textContent ?? '');
}

describe('open invoices', () => {
  it('lists the latest due date first, shows ENCASH as overdue and sorts the earliest first on request', async () => {
    renderRoute('/open-invoices', {
      mocks: [accountShellMock(anna), invoicesMock('DESC', [open, encash]), invoicesMock('ASC', [encash, open])],
    });
    expect(await screen.findByText('140,86 €')).toBeTruthy();
    expect(invoiceNumbers()).toEqual(['R-2024-558812Bestellung 81000010', 'R-2024-551204Bestellung 81000008']);
    expect(screen.getByText('Überfällig')).toBeTruthy();
    expect(screen.getByText('Davon überfällig: 59,93 €')).toBeTruthy();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Sortierung nach Fälligkeit' }), 'ASC');
    await screen.findByRole('table', { name: 'Ihre offenen Rechnungen' });
    await expect.poll(invoiceNumbers).toEqual(['R-2024-551204Bestellung 81000008', 'R-2024-558812Bestellung 81000010']);
    expect(screen.getByText('02.12.2026')).toBeTruthy();
  });

  it('states the payment terms of the market', async () => {
    renderRoute('/open-invoices', { market: 'ch', mocks: [accountShellMock(anna), invoicesMock('DESC', [])] });
    expect(await screen.findByText('Sie haben keine offenen Rechnungen. Vielen Dank!')).toBeTruthy();
    expect(
      screen.getByText('Kauf auf Rechnung: Die Rechnung ist frühestens 14 Tage nach Erhalt der Ware fällig.'),
    ).toBeTruthy();
    // no direct debit in the Swiss shop, so no terms for it
    expect(screen.queryByText(/Lastschrift/)).toBeNull();
  });
});
