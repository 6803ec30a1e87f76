import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderRoute } from '../../../test/renderRoute.tsx';
import { accountShellMock, anna } from '../../../test/fixtures.ts';
import { CancelOrderDocument, type CancelOrderMutation } from './CancelOrder.generated.ts';
import { detailOrder, orderDetailsMock, type DetailOrder } from '../../../test/orderData.ts';

/** The idempotency key the page sends with its write (one per customer action). */
const KEY = '00000000-0000-4000-8000-00000000000a';
beforeEach(() => {
  vi.spyOn(crypto, 'randomUUID').mockReturnValue(KEY);
});

const processing: Partial<DetailOrder> = {
  id: 'o-81000012',
  number: '81000012',
  status: 'PROCESSING',
  vouchers: [],
  withdrawal: { __typename: 'OrderWithdrawal', status: 'POSSIBLE', deadline: null, withdrawnAt: null },
};

function cancelMock(order: DetailOrder, result: CancelOrderMutation['cancelOrder']): MockLink.MockedResponse {
  return {
    request: {
      query: CancelOrderDocument,
      variables: { input: { orderId: order.id, reasonCode: 'FOUND_CHEAPER', idempotencyKey: KEY } },
    },
    result: { data: { cancelOrder: result } },
  };
}

describe('order details', () => {
  it('lists every voucher with the multipleVouchers flag and only the first without it', async () => {
    const order = detailOrder();
    const first = renderRoute('/orders/o-81000004', { mocks: [accountShellMock(anna), orderDetailsMock(order)] });
    const costs = await screen.findByRole('table', { name: 'Kosten' });
    expect(within(costs).getByRole('rowheader', { name: 'Gutschein HERBST10 (10 %)' })).toBeTruthy();
    expect(within(costs).getByRole('rowheader', { name: 'Gutschein WILLKOMMEN10' })).toBeTruthy();
    expect(within(costs).getByText('− 10,00 €')).toBeTruthy();
    first.unmount();

    renderRoute('/orders/o-81000004', {
      mocks: [accountShellMock(anna), orderDetailsMock(order, { multipleVouchers: false })],
    });
    const single = await screen.findByRole('table', { name: 'Kosten' });
    expect(within(single).getByRole('rowheader', { name: 'Gutschein HERBST10 (10 %)' })).toBeTruthy();
    expect(within(single).queryByRole('rowheader', { name: 'Gutschein WILLKOMMEN10' })).toBeNull();
  });

  it('requires a reason and a confirmation before cancelling, then goes to the success page with the e-mail', async () => {
    const order = detailOrder({
      ...processing,
      cancellation: {
        __typename: 'OrderCancellation',
        cancellable: true,
        cancellableUntil: '2026-11-22T09:35:00.000Z',
        windowMinutes: 30,
        cancelledAt: null,
      },
    });
    const cancelled: CancelOrderMutation['cancelOrder'] = {
      __typename: 'CancelOrderSuccess',
      email: 'anna.schmidt@example.de',
      order: {
        ...order,
        status: 'CANCELLED',
        items: order.items.map((item) => ({
          ...item,
          status: 'CANCELLED' as const,
          cancelledQuantity: 1,
          returnableQuantity: 0,
        })),
        cancellation: { ...order.cancellation, cancellable: false, cancelledAt: '2026-11-22T09:20:00.000Z' },
      },
    };
    const view = renderRoute('/orders/o-81000012', {
      mocks: [accountShellMock(anna), orderDetailsMock(order), cancelMock(order, cancelled)],
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Sie können diese Bestellung bis 10:35 Uhr online stornieren.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Bestellung stornieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestellung 81000012 stornieren' });
    await user.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Bitte wählen Sie einen Grund für die Stornierung aus.',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Woanders günstiger gefunden' }));
    await user.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    const confirm = await screen.findByRole('dialog', { name: 'Wirklich stornieren?' });
    expect(within(confirm).getByText(/kann nicht rückgängig gemacht werden/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Ja, Bestellung verbindlich stornieren' }));
    await waitFor(() => expect(view.currentPath()).toBe('/orders/o-81000012/cancel-success'));
    expect(await screen.findByText('Eine Bestätigung senden wir Ihnen an anna.schmidt@example.de.')).toBeTruthy();
    expect(screen.getByText('Bereits bezahlte Beträge erstatten wir Ihnen innerhalb von 3 Tagen.')).toBeTruthy();
    expect(window.dataLayer).toContainEqual({
      event: 'order_cancelled',
      order_number: '81000012',
      reason_code: 'FOUND_CHEAPER',
      market: 'de',
    });
  });

  it('says online cancellation is not possible once the window has closed', async () => {
    const order = detailOrder({
      ...processing,
      cancellation: {
        __typename: 'OrderCancellation',
        cancellable: false,
        cancellableUntil: '2026-11-21T09:40:00.000Z',
        windowMinutes: 30,
        cancelledAt: null,
      },
    });
    renderRoute('/orders/o-81000012', { mocks: [accountShellMock(anna), orderDetailsMock(order)] });
    // Said on the page at once, with the service's phone: no button that would only refuse.
    expect(await screen.findByText(/nur am Tag der Bestellung innerhalb von 30 Minuten/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /0800/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bestellung stornieren' })).toBeNull();
  });

  it('offers no cancellation when the orderCancellation flag is off', async () => {
    const order = detailOrder({
      ...processing,
      cancellation: {
        __typename: 'OrderCancellation',
        cancellable: true,
        cancellableUntil: '2026-11-22T09:35:00.000Z',
        windowMinutes: 30,
        cancelledAt: null,
      },
    });
    renderRoute('/orders/o-81000012', {
      mocks: [accountShellMock(anna), orderDetailsMock(order, { orderCancellation: false })],
    });
    // the order's own withdrawal button (the footer links to the public withdrawal function too)
    expect(
      await within(await screen.findByRole('main')).findByRole('link', { name: 'Vertrag widerrufen' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bestellung stornieren' })).toBeNull();
  });

  it('shows the voluntary return policy instead of the withdrawal button in ch', async () => {
    const order = detailOrder({
      ...processing,
      withdrawal: { __typename: 'OrderWithdrawal', status: 'NOT_AVAILABLE', deadline: null, withdrawnAt: null },
    });
    renderRoute('/orders/o-81000012', { market: 'ch', mocks: [accountShellMock(anna), orderDetailsMock(order)] });
    expect(await screen.findByRole('heading', { name: 'Unser freiwilliges Rückgaberecht' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Vertrag widerrufen' })).toBeNull();
  });
});
