import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/renderRoute.tsx';
import { accountShellMock, anna } from '../../../test/fixtures.ts';
import { connection, orderNode, ordersPageMock } from '../../../test/orderData.ts';

const ORDERS_ERROR = 'Hoppla, da ist etwas auf unserer Seite schief gelaufen. Bitte laden Sie die Seite erneut.';

describe('order overview', () => {
  it('shows each order with its German status label and total, and appends the next page on "load more"', async () => {
    const first = [
      orderNode('81000012', {
        status: 'PROCESSING',
        total: { __typename: 'Money', amount: '115.92', currency: 'EUR' },
      }),
    ];
    const second = [orderNode('81000007', { status: 'PARTIALLY_CANCELLED' })];
    renderRoute('/orders', {
      mocks: [
        accountShellMock(anna),
        ordersPageMock(connection(first, 2, 'cursor-1')),
        ordersPageMock(connection(second, 2, null), { first: 10, after: 'cursor-1' }),
      ],
    });
    const card = (await screen.findByRole('heading', { name: /Bestellung 81000012 vom/ })).closest('article');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText('In Bearbeitung')).toBeTruthy();
    expect(within(card as HTMLElement).getByText(/Gesamtsumme: 115,92\s€/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Weitere Bestellungen laden' }));
    const next = await screen.findByRole('heading', { name: /Bestellung 81000007 vom/ });
    expect(within(next.closest('article') as HTMLElement).getByText('Teilweise storniert')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Weitere Bestellungen laden' })).toBeNull();
    expect(screen.getByText('2 von 2 Bestellungen angezeigt')).toBeTruthy();
  });

  it('names the items beyond the first three in singular and plural', async () => {
    const item = (n: number) => ({
      __typename: 'OrderItem' as const,
      id: `item-${String(n)}`,
      title: `Artikel ${String(n)}`,
      quantity: 1,
      status: 'DELIVERED' as const,
      product: { __typename: 'Product' as const, id: `p-${String(n)}`, imageUrl: null },
    });
    const four = orderNode('81000020', { itemCount: 4, items: [1, 2, 3, 4].map(item) });
    const five = orderNode('81000021', { itemCount: 5, items: [1, 2, 3, 4, 5].map(item) });
    renderRoute('/orders', { mocks: [accountShellMock(anna), ordersPageMock(connection([four, five], 2, null))] });
    const first = (await screen.findByRole('heading', { name: /Bestellung 81000020 vom/ })).closest(
      'article',
    ) as HTMLElement;
    expect(within(first).getByText('und 1 weiterer Artikel')).toBeTruthy();
    const second = screen.getByRole('heading', { name: /Bestellung 81000021 vom/ }).closest('article') as HTMLElement;
    expect(within(second).getByText('und 2 weitere Artikel')).toBeTruthy();
    expect(screen.getByText('2 Bestellungen')).toBeTruthy();
  });

  it('shows the Swiss totals in CHF', async () => {
    const chf = [orderNode('83000003', { total: { __typename: 'Money', amount: '71.80', currency: 'CHF' } })];
    renderRoute('/orders', { market: 'ch', mocks: [accountShellMock(anna), ordersPageMock(connection(chf, 1, null))] });
    expect(await screen.findByText(/Gesamtsumme: CHF\s71\.80/)).toBeTruthy();
  });

  it('shows the empty state to a customer without orders', async () => {
    renderRoute('/orders', { mocks: [accountShellMock(anna), ordersPageMock(connection([], 0, null))] });
    expect(await screen.findByRole('heading', { name: 'Sie haben noch keine Bestellungen' })).toBeTruthy();
  });

  it('announces the orders error when the order history fails and loads again on retry', async () => {
    const outage = ordersPageMock(null, { first: 10 }, [
      { message: 'order history unavailable', extensions: { code: 'UPSTREAM_UNAVAILABLE' } },
    ]);
    const restored = ordersPageMock(connection([orderNode('81000011')], 1, null));
    // Every request meets the outage until it is over: the query started at navigation and the
    // page's own (a failed preload is not cached, so the page asks again).
    let down = true;
    renderRoute('/orders', {
      mocks: [
        accountShellMock(anna),
        {
          ...restored,
          result: () => (down ? outage.result : restored.result) as object,
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toBe(ORDERS_ERROR);
    down = false;
    // the rest of the account still works
    expect(screen.getByRole('navigation', { name: 'Kontobereiche' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Erneut laden' }));
    expect(await screen.findByRole('heading', { name: /Bestellung 81000011 vom/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
