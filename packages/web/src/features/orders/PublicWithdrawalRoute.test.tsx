import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { BOUNDS } from '@mein-konto/schema/rules/inputBounds';
import { renderRoute } from '../../../test/renderRoute.tsx';
import { fillOverBound, TOO_LONG } from '../../../test/inputBounds.ts';
import { DEVELOPMENT_RECAPTCHA_TOKEN } from '../../lib/recaptcha.ts';
import { ConfirmWithdrawalDocument, type ConfirmWithdrawalMutation } from './ConfirmWithdrawal.generated.ts';
import { StartWithdrawalDocument, type StartWithdrawalMutation } from './StartWithdrawal.generated.ts';

/** The idempotency key the page sends with its write (one per customer action). */
const KEY = '00000000-0000-4000-8000-00000000000a';
beforeEach(() => {
  vi.spyOn(crypto, 'randomUUID').mockReturnValue(KEY);
});

function startMock(email: string, result: StartWithdrawalMutation['startWithdrawal']): MockLink.MockedResponse {
  return {
    request: {
      query: StartWithdrawalDocument,
      variables: { input: { public: { orderNumber: '82000004', email, recaptchaToken: DEVELOPMENT_RECAPTCHA_TOKEN } } },
    },
    result: { data: { startWithdrawal: result } },
  };
}

const started: StartWithdrawalMutation['startWithdrawal'] = {
  __typename: 'WithdrawalStarted',
  requestId: 'wr-1',
  confirmationSecret: 'secret-of-wr-1',
  expiresAt: '2026-11-22T10:30:00.000Z',
  deadline: '2026-12-03',
  order: {
    __typename: 'WithdrawalOrder',
    orderId: 'o-82000004',
    number: '82000004',
    placedAt: '2026-11-16T10:00:00.000Z',
    deliveredAt: '2026-11-19T10:00:00.000Z',
    total: { __typename: 'Money', amount: '69.92', currency: 'EUR' },
    items: [
      {
        __typename: 'WithdrawalOrderItem',
        sku: '410123001',
        title: 'Nackenstützkissen aus Memory-Schaum',
        quantity: 1,
      },
    ],
  },
  channels: [{ __typename: 'WithdrawalChannelOption', type: 'EMAIL', address: 'lukas.gruber@example.at' }],
};

const confirmed: ConfirmWithdrawalMutation['confirmWithdrawal'] = {
  __typename: 'WithdrawalConfirmed',
  withdrawalId: 'w-1',
  confirmedAt: '2026-11-22T09:31:00.000Z',
  confirmationSentTo: 'lukas.gruber@example.at',
  orderNumber: '82000004',
  order: null,
};

describe('withdrawal without login', () => {
  it('identifies the order by number and e-mail, then confirms with date, time and the e-mailed receipt', async () => {
    renderRoute('/widerruf', {
      market: 'at',
      mocks: [
        startMock('falsch@example.at', {
          __typename: 'OrderNotFound',
          code: 'ORDER_NOT_FOUND',
          message:
            'Zu dieser Bestellnummer und E-Mail-Adresse haben wir keine Bestellung gefunden. Bitte überprüfen Sie Ihre Eingaben.',
        }),
        startMock('lukas.gruber@example.at', started),
        {
          request: {
            query: ConfirmWithdrawalDocument,
            variables: {
              input: { requestId: 'wr-1', confirmationSecret: 'secret-of-wr-1', channel: 'EMAIL', idempotencyKey: KEY },
            },
          },
          result: { data: { confirmWithdrawal: confirmed } },
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Bitte geben Sie Ihre Bestellnummer ein.')).toBeTruthy();
    expect(screen.getByText(/name@beispiel\.at/)).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /Bestellnummer/ }), '82000004');
    await user.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'falsch@example.at');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect((await screen.findByRole('alert')).textContent).toContain('keine Bestellung gefunden');

    const email = screen.getByRole('textbox', { name: /E-Mail-Adresse/ });
    await user.clear(email);
    await user.type(email, 'lukas.gruber@example.at');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByRole('heading', { name: /Schritt 2 von 2/ })).toBeTruthy();
    expect(screen.getByText('Widerrufsfrist bis einschließlich 03.12.2026.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Widerruf jetzt bestätigen' }));
    expect(await screen.findByRole('heading', { name: 'Ihr Widerruf ist bei uns eingegangen' })).toBeTruthy();
    expect(
      screen.getByText('Wir haben Ihren Widerruf für die Bestellung 82000004 am 22.11.2026 um 10:31 Uhr erhalten.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Eine Eingangsbestätigung haben wir soeben an lukas.gruber@example.at gesendet.'),
    ).toBeTruthy();
  });

  it('refuses an order number and an e-mail address over their bounds before anything is sent', async () => {
    const rendered = renderRoute('/widerruf', { market: 'at' });
    fillOverBound(await screen.findByRole('textbox', { name: /^Bestellnummer/ }), BOUNDS.orderNumber);
    fillOverBound(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), BOUNDS.email, 'a');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findAllByText(TOO_LONG)).toHaveLength(2);
    expect(rendered.sentOperations()).not.toContain('StartWithdrawal');
  });

  it('shows the voluntary return policy in ch', async () => {
    renderRoute('/widerruf', { market: 'ch' });
    expect(await screen.findByRole('heading', { name: 'Unser freiwilliges Rückgaberecht' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
