import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderRoute } from '../../../test/renderRoute.tsx';
import { accountShellMock, anna } from '../../../test/fixtures.ts';
import { detailOrder } from '../../../test/orderData.ts';
import { OrderReturnPageDocument, type OrderReturnPageQuery } from './OrderReturnPage.generated.ts';
import { ReturnOrderItemsDocument, type ReturnOrderItemsMutation } from './ReturnOrderItems.generated.ts';

/** The idempotency key the page sends with its write (one per customer action). */
const KEY = '00000000-0000-4000-8000-00000000000a';
beforeEach(() => {
  vi.spyOn(crypto, 'randomUUID').mockReturnValue(KEY);
});

type ReturnOrder = NonNullable<NonNullable<OrderReturnPageQuery['viewer']['customer']>['order']>;

const order: ReturnOrder = {
  __typename: 'Order',
  id: 'o-81000005',
  number: '81000005',
  placedAt: '2026-05-06T10:00:00.000Z',
  status: 'PARTIALLY_RETURNED',
  returnPeriod: { __typename: 'OrderReturnPeriod', deadline: '2026-06-05', open: true },
  items: [
    {
      __typename: 'OrderItem',
      id: 'o-81000005:402345001',
      sku: '402345001',
      title: 'Kuscheldecke aus Mikrofaser, 150 x 200 cm',
      quantity: 2,
      status: 'DELIVERED',
      returnableQuantity: 2,
      returnedQuantity: 0,
      product: { __typename: 'Product', id: '402345', imageUrl: null },
    },
    {
      __typename: 'OrderItem',
      id: 'o-81000005:409012001',
      sku: '409012001',
      title: 'Damenarmbanduhr mit Lederarmband',
      quantity: 1,
      status: 'RETURNED',
      returnableQuantity: 0,
      returnedQuantity: 1,
      product: { __typename: 'Product', id: '409012', imageUrl: null },
    },
  ],
};

const pageMock: MockLink.MockedResponse = {
  request: { query: OrderReturnPageDocument, variables: { id: order.id } },
  result: {
    data: { viewer: { __typename: 'Viewer', id: 'viewer', customer: { __typename: 'Customer', id: anna.id, order } } },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function returnMock(result: ReturnOrderItemsMutation['returnOrderItems']): MockLink.MockedResponse {
  return {
    request: {
      query: ReturnOrderItemsDocument,
      variables: { input: { orderId: order.id, items: [{ sku: '402345001', quantity: 2 }], idempotencyKey: KEY } },
    },
    result: { data: { returnOrderItems: result } },
  };
}

describe('returning items', () => {
  it('offers only returnable items, keeps the selection after a transmission error and shows the returned state', async () => {
    // The order as the details page shows it after the return.
    const returnedItem = (item: ReturnOrder['items'][number], returnedQuantity: number) => ({
      __typename: 'OrderItem' as const,
      id: item.id,
      sku: item.sku,
      title: item.title,
      quantity: item.quantity,
      status: 'RETURNED' as const,
      canBuyAgain: false,
      singlePrice: { __typename: 'Money' as const, amount: '19.99', currency: 'EUR' as const },
      returnedQuantity,
      cancelledQuantity: 0,
      returnableQuantity: 0,
      product: item.product && { ...item.product, name: item.title, brand: 'Wohlfühlzeit' },
    });
    const [blanketItem, watchItem] = order.items as [ReturnOrder['items'][number], ReturnOrder['items'][number]];
    const returned: ReturnOrderItemsMutation['returnOrderItems'] = {
      __typename: 'ReturnSuccess',
      returnId: 'r-1',
      order: detailOrder({
        id: order.id,
        number: order.number,
        status: 'RETURNED',
        items: [returnedItem(blanketItem, 2), returnedItem(watchItem, 1)],
        cancellation: {
          __typename: 'OrderCancellation',
          cancellable: false,
          cancellableUntil: null,
          windowMinutes: 30,
          cancelledAt: null,
        },
        withdrawal: { __typename: 'OrderWithdrawal', status: 'NOT_APPLICABLE', deadline: null, withdrawnAt: null },
        timeline: [],
        returns: [
          {
            __typename: 'OrderReturn',
            id: 'r-1',
            createdAt: '2026-11-22T09:00:00.000Z',
            items: [{ __typename: 'OrderReturnItem', sku: '402345001', quantity: 2 }],
          },
        ],
      }),
    };
    renderRoute('/orders/o-81000005/returns', {
      mocks: [
        accountShellMock(anna),
        pageMock,
        returnMock({ __typename: 'ReturnFailed', code: 'RETURN_FAILED', message: 'Übertragungsfehler' }),
        returnMock(returned),
      ],
    });
    const user = userEvent.setup();
    const blanket = await screen.findByRole('checkbox', {
      name: 'Kuscheldecke aus Mikrofaser, 150 x 200 cm zurücksenden',
    });
    expect(screen.queryByRole('checkbox', { name: /Damenarmbanduhr/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Rücksendung anmelden' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte wählen Sie mindestens einen Artikel aus.');

    await user.click(blanket);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Menge für Kuscheldecke aus Mikrofaser, 150 x 200 cm' }),
      '2',
    );
    await user.click(screen.getByRole('button', { name: 'Rücksendung anmelden' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Übertragungsfehler');
    expect((blanket as HTMLInputElement).checked).toBe(true);

    expect(screen.queryByRole('button', { name: 'Übertragungsfehler' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Erneut senden' }));
    expect(await screen.findByRole('heading', { name: 'Ihre Rücksendung ist angemeldet' })).toBeTruthy();
    expect(await screen.findByText('Zurückgesendet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rücksendeschein drucken' }).getAttribute('href')).toBe(
      '/orders/o-81000005/return-slip/r-1',
    );
  });

  it('offers no return after the return period and says when it ended', async () => {
    const closed = {
      ...order,
      returnPeriod: { __typename: 'OrderReturnPeriod' as const, deadline: '2026-06-05', open: false },
    };
    renderRoute('/orders/o-81000005/returns', {
      mocks: [
        accountShellMock(anna),
        {
          ...pageMock,
          result: {
            data: {
              viewer: {
                __typename: 'Viewer',
                id: 'viewer',
                customer: { __typename: 'Customer', id: anna.id, order: closed },
              },
            },
          },
        },
      ],
    });
    expect(
      await screen.findByText(
        'Die Rücksendefrist für diese Bestellung ist am 05.06.2026 abgelaufen (30 Tage nach Erhalt).',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rücksendung anmelden' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
