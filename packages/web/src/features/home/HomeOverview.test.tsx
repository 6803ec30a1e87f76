import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../test/renderRoute.tsx';
import { accountShellMock, anna, homePageMock } from '../../../test/fixtures.ts';
import { HomeLastOrderDocument } from './HomeLastOrder.generated.ts';
import { HomeOpenInvoicesDocument } from './HomeOpenInvoices.generated.ts';
import { HomeWishlistDocument } from './HomeWishlist.generated.ts';
import { RecommendationsDocument } from '../../components/Recommendations.generated.ts';

const customer = { __typename: 'Customer' as const, id: anna.id };
const viewer = (fields: Record<string, unknown>) => ({
  viewer: { __typename: 'Viewer' as const, id: 'viewer', customer: { ...customer, ...fields } },
});

const lastOrder = {
  request: { query: HomeLastOrderDocument },
  result: {
    data: viewer({
      orders: {
        __typename: 'OrderConnection',
        totalCount: 12,
        edges: [
          {
            __typename: 'OrderEdge',
            node: {
              __typename: 'Order',
              id: 'o-81000020',
              number: '81000020',
              placedAt: '2026-11-24T09:00:00.000Z',
              status: 'DISPATCHED',
              total: { __typename: 'Money', amount: '129.90', currency: 'EUR' },
              items: [],
            },
          },
        ],
      },
    }),
  },
};
const balance = {
  request: { query: HomeOpenInvoicesDocument },
  result: {
    data: viewer({
      openInvoices: {
        __typename: 'OpenInvoices',
        balance: { __typename: 'Money', amount: '64.98', currency: 'EUR' },
        invoices: [
          { __typename: 'OpenInvoice', id: 'i-1' },
          { __typename: 'OpenInvoice', id: 'i-2' },
        ],
      },
    }),
  },
};
const failingWishlist = {
  request: { query: HomeWishlistDocument },
  result: {
    data: viewer({ wishlist: null }),
    errors: [{ message: 'Da hat etwas nicht funktioniert.', path: ['viewer', 'customer', 'wishlist'] }],
  },
};

const recommendations = {
  request: { query: RecommendationsDocument, variables: { sessionId: null, maxItems: 4 } },
  result: {
    data: viewer({
      recommendations: [
        {
          __typename: 'Product',
          id: '409012',
          name: 'Damenarmbanduhr mit Lederarmband',
          brand: 'Chrono Classic',
          imageUrl: null,
          defaultVariant: {
            __typename: 'ProductVariant',
            sku: '409012001',
            price: { __typename: 'Money', amount: '89.99', currency: 'EUR' },
          },
        },
      ],
    }),
  },
};

describe('account home with myAccountHomeRedesign', () => {
  it('shows the last order with its status, the open balance and recommendations, while a failing wishlist says so alone', async () => {
    renderRoute('/', {
      mocks: [accountShellMock(anna), homePageMock(false, true), lastOrder, balance, failingWishlist, recommendations],
    });
    const order = await screen.findByRole('region', { name: 'Ihre letzte Bestellung' });
    expect(await within(order).findByText('Bestellung 81000020 vom 24.11.2026')).toBeTruthy();
    expect(within(order).getByText('Versendet')).toBeTruthy();
    expect(within(order).getByRole('link', { name: 'Zur Bestellung' }).getAttribute('href')).toBe('/orders/o-81000020');
    const open = screen.getByRole('region', { name: 'Offener Betrag' });
    expect(await within(open).findByText(/64,98\s€/)).toBeTruthy();
    const wishlist = screen.getByRole('region', { name: 'Ihre Wunschliste' });
    expect(await within(wishlist).findByText(/kann gerade nicht angezeigt werden/)).toBeTruthy();
    const recommended = screen.getByRole('region', { name: 'Das könnte Ihnen auch gefallen' });
    expect(await within(recommended).findByRole('heading', { name: 'Damenarmbanduhr mit Lederarmband' })).toBeTruthy();
    expect(within(recommended).getByText(/89,99\s€/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Schnellzugriff' })).toBeTruthy();
  });

  it('keeps today’s home without the flag', async () => {
    renderRoute('/', { mocks: [accountShellMock(anna), homePageMock(false, false)] });
    expect(await screen.findByRole('region', { name: 'Schnellzugriff' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Ihre letzte Bestellung' })).toBeNull();
  });
});
