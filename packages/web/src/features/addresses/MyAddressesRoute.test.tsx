import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/renderRoute.tsx';
import { accountShellMock, anna } from '../../../test/fixtures.ts';
import { MyAddressesPageDocument } from './MyAddressesPage.generated.ts';
import { DeleteDeliveryAddressDocument } from './DeleteDeliveryAddress.generated.ts';

const lines = {
  salutation: 'MS',
  firstName: 'Anna',
  lastName: 'Schmidt',
  addressAddition: null,
  countryCode: 'DE',
  phone: null,
} as const;
const delivery = {
  __typename: 'DeliveryAddress',
  type: 'POSTAL',
  pickupKind: null,
  stationNumber: null,
  postNumber: null,
  isPostNumberValid: true,
  isPreferred: false,
  isDeleted: false,
} as const;
const postal = {
  ...lines,
  ...delivery,
  id: 'a-postal',
  street: 'Venloer Straße',
  streetNumber: '240',
  zipCode: '50823',
  city: 'Köln',
  isPreferred: true,
  addressAddition: 'Hinterhaus',
};
const station = {
  ...lines,
  ...delivery,
  id: 'a-station',
  type: 'DHL_ADDRESS',
  pickupKind: 'PACKSTATION',
  stationNumber: '123',
  postNumber: '12345678',
  street: 'Packstation',
  streetNumber: '123',
  zipCode: '50667',
  city: 'Köln',
  isPostNumberValid: false,
} as const;
const deleted = {
  ...lines,
  ...delivery,
  id: 'a-deleted',
  firstName: 'Peter',
  street: 'Aachener Straße',
  streetNumber: '5',
  zipCode: '50674',
  city: 'Köln',
  isDeleted: true,
};

function page(list: { isCreateAllowed: boolean; addresses: readonly object[] }) {
  return {
    request: { query: MyAddressesPageDocument },
    result: {
      data: {
        viewer: {
          __typename: 'Viewer',
          id: 'viewer',
          customer: {
            __typename: 'Customer',
            id: anna.id,
            billingAddress: {
              __typename: 'BillingAddress',
              ...lines,
              id: 'a-billing',
              salutation: 'MS',
              street: 'Domstraße',
              streetNumber: '12',
              zipCode: '50668',
              city: 'Köln',
            },
            deliveryAddresses: {
              __typename: 'DeliveryAddressList',
              id: anna.id,
              preferredAddressId: 'a-postal',
              maxDeliveryAddresses: 3,
              ...list,
            },
          },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

describe('address book', () => {
  it('shows the billing and delivery addresses, the Packstation, the preferred mark, the post-number warning and the deleted ones', async () => {
    renderRoute('/my-addresses', {
      mocks: [accountShellMock(anna), page({ isCreateAllowed: true, addresses: [postal, station, deleted] })],
    });
    const billing = await screen.findByTestId('address-a-billing');
    expect(billing.textContent).toContain('Frau Anna Schmidt');
    expect(billing.textContent).toContain('Domstraße 12');
    expect(billing.textContent).toContain('Deutschland');
    const preferred = screen.getByTestId('address-a-postal');
    expect(preferred.textContent).toContain('Bevorzugte Lieferadresse');
    expect(preferred.textContent).toContain('Hinterhaus');
    const pack = screen.getByTestId('address-a-station');
    expect(pack.textContent).toContain('Packstation 123');
    expect(pack.textContent).toContain('Postnummer 12345678');
    expect(within(pack).getByRole('button', { name: /als bevorzugt festlegen/ })).toBeTruthy();
    expect(screen.getByText(/Postnummer nicht mehr gültig/).parentElement?.textContent).toContain(
      'Anna Schmidt, Packstation 123',
    );
    expect(
      within(screen.getByTestId('address-a-deleted')).getByRole('button', { name: /wiederherstellen/ }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lieferadresse hinzufügen' })).toBeTruthy();
  });

  it('hides "add" at the limit and says so', async () => {
    renderRoute('/my-addresses', {
      mocks: [accountShellMock(anna), page({ isCreateAllowed: false, addresses: [postal] })],
    });
    expect(await screen.findByText(/höchste Zahl von 3 Lieferadressen/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Lieferadresse hinzufügen' })).toBeNull();
  });

  it("deletes with undo offered, the answer's address book shown", async () => {
    const user = userEvent.setup();
    renderRoute('/my-addresses', {
      mocks: [
        accountShellMock(anna),
        page({ isCreateAllowed: true, addresses: [postal, station] }),
        {
          request: { query: DeleteDeliveryAddressDocument, variables: { id: 'a-station' } },
          result: {
            data: {
              deleteDeliveryAddress: {
                __typename: 'DeliveryAddressChanged',
                list: {
                  __typename: 'DeliveryAddressList',
                  id: anna.id,
                  preferredAddressId: 'a-postal',
                  maxDeliveryAddresses: 3,
                  isCreateAllowed: true,
                  addresses: [postal, { ...station, isDeleted: true }],
                },
              },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: /Packstation 123 löschen/ }));
    expect(await screen.findByText('Die Lieferadresse wurde gelöscht.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rückgängig' })).toBeTruthy();
    // the answer's list is the book now: the address moved to the deleted ones, nothing loaded again
    const deletedSection = await screen.findByRole('region', { name: 'Gelöschte Lieferadressen' });
    expect(within(deletedSection).getByTestId('address-a-station')).toBeTruthy();
  });
});
