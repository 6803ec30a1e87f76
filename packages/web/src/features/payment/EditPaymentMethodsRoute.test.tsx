import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/renderRoute.tsx';
import { accountShellMock, anna } from '../../../test/fixtures.ts';
import { EditPaymentMethodsPageDocument } from './EditPaymentMethodsPage.generated.ts';
import { ValidateIbanDocument } from './ValidateIban.generated.ts';

function page(over: { hasBillingAddress?: boolean; directDebitAvailable?: boolean } = {}) {
  return {
    request: { query: EditPaymentMethodsPageDocument },
    result: {
      data: {
        viewer: {
          __typename: 'Viewer',
          id: 'viewer',
          customer: {
            __typename: 'Customer',
            id: anna.id,
            paymentMethods: {
              __typename: 'PaymentMethods',
              id: anna.id,
              preferredMethod: 'INVOICE',
              settableMethods: ['DIRECT_DEBIT', 'INVOICE'],
              directDebitAvailable: over.directDebitAvailable ?? true,
              hasBillingAddress: over.hasBillingAddress ?? true,
              bankAccount: null,
            },
          },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

describe('bank account form', () => {
  it('catches a typo by the checksum before any call, then shows the mandate with the bank of a good IBAN', async () => {
    const user = userEvent.setup();
    renderRoute('/payment-methods/edit', {
      mocks: [
        accountShellMock(anna),
        page(),
        {
          request: { query: ValidateIbanDocument, variables: { input: { iban: 'DE02 5001 0517 0137 0750 30' } } },
          result: {
            data: {
              validateIban: {
                __typename: 'IbanValidated',
                maskedIban: 'DE** **** **** **** **50 30',
                bankName: 'ING-DiBa',
                bic: 'INGDDEFFXXX',
              },
            },
          },
        },
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: /Kontoinhaber/ }), 'Anna Schmidt');
    const iban = screen.getByRole('textbox', { name: /IBAN/ });
    await user.type(iban, 'DE02 5001 0517 0137 0750 31');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(
      await screen.findByText('Die IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe auf Tippfehler.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.clear(iban);
    await user.type(iban, 'DE02 5001 0517 0137 0750 30');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    const mandate = await screen.findByRole('dialog', { name: 'SEPA-Lastschriftmandat' });
    expect(mandate.textContent).toContain('ING-DiBa');
    expect(mandate.textContent).toContain('Mandatsreferenz');
    expect(mandate.textContent).toContain('5 Tage nach dem Versand');
  });

  it('leads to the billing address first when there is none', async () => {
    renderRoute('/payment-methods/edit', { mocks: [accountShellMock(anna), page({ hasBillingAddress: false })] });
    expect((await screen.findByRole('link', { name: 'Rechnungsadresse anlegen' })).getAttribute('href')).toBe(
      '/my-addresses/billing-address',
    );
  });
});
