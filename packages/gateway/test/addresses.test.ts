import { describe, expect, it } from 'vitest';
import { loggedIn, useStack, type Browser } from './stack.ts';

const stack = useStack({ UPSTREAM_TIMEOUT_MS: '5000' });

function as(username = 'anna.schmidt@example.de', market: 'de' | 'at' | 'ch' = 'de'): Promise<Browser> {
  return loggedIn(stack, username, market);
}

const ADDRESS_FIELDS =
  'id salutation firstName lastName street streetNumber addressAddition zipCode city countryCode phone';
const BOOK = /* GraphQL */ `
  query Book {
    viewer { customer { id
      billingAddress { ${ADDRESS_FIELDS} }
      deliveryAddresses { id preferredAddressId isCreateAllowed maxDeliveryAddresses
        addresses { ${ADDRESS_FIELDS} type pickupKind stationNumber postNumber isPostNumberValid isPreferred isDeleted } }
    } }
  }
`;
const ONE = /* GraphQL */ `
  query One($id: ID!) {
    viewer {
      customer {
        id
        deliveryAddress(id: $id) {
          id
          street
        }
      }
    }
  }
`;
const OUTCOME =
  'code message ... on InvalidInput { fieldErrors { field message } } ... on AddressSuggested { entered { street streetNumber zipCode city } suggested { street streetNumber zipCode city } } ... on DeliveryAddressLimitReached { maxDeliveryAddresses }';
const ADD = /* GraphQL */ `
  mutation Add($input: DeliveryAddressInput!) {
    addDeliveryAddress(input: $input) { __typename
      ... on DeliveryAddressSaved { address { id street streetNumber isPreferred type stationNumber postNumber } list { id preferredAddressId } }
      ... on Error { ${OUTCOME} } }
  }
`;
const CHANGE = /* GraphQL */ `
  mutation Change($id: ID!, $input: DeliveryAddressInput!) {
    changeDeliveryAddress(id: $id, input: $input) { __typename ... on DeliveryAddressSaved { address { id streetNumber } } ... on Error { ${OUTCOME} } }
  }
`;
const DELETE = /* GraphQL */ `
  mutation Del($id: ID!) {
    deleteDeliveryAddress(id: $id) {
      __typename
      ... on DeliveryAddressChanged {
        address {
          id
          isDeleted
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;
const RESTORE = /* GraphQL */ `
  mutation Res($id: ID!) {
    restoreDeliveryAddress(id: $id) {
      __typename
      ... on DeliveryAddressChanged {
        address {
          id
          isDeleted
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;
const PREFER = /* GraphQL */ `
  mutation Pref($id: ID!) {
    setPreferredDeliveryAddress(id: $id) {
      __typename
      ... on PreferredDeliveryAddressSet {
        list {
          id
          preferredAddressId
          addresses {
            id
            isPreferred
          }
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`;
const BILLING = /* GraphQL */ `
  mutation Billing($input: BillingAddressInput!) {
    saveBillingAddress(input: $input) { __typename
      ... on BillingAddressSaved { created address { id street city } customer { id personalDetails { hasBillingAddress } } }
      ... on Error { ${OUTCOME} } }
  }
`;

const postal = (over: Record<string, unknown> = {}) => ({
  salutation: 'MS',
  firstName: 'Anna',
  lastName: 'Schmidt',
  street: 'Hohe Straße',
  streetNumber: '1',
  zipCode: '50667',
  city: 'Köln',
  ...over,
});

describe('address book', () => {
  it('reads anna’s billing address and her delivery addresses with the Packstation and the soft-deleted one', async () => {
    const anna = await as();
    const res = await anna.graphql(BOOK);
    expect(res.errors).toBeUndefined();
    const customer = res.data?.viewer?.customer;
    expect(customer?.billingAddress).toMatchObject({ id: 'a-10012345-billing', city: 'Köln', street: 'Domstraße' });
    const book = customer?.deliveryAddresses as unknown as {
      preferredAddressId: string;
      isCreateAllowed: boolean;
      maxDeliveryAddresses: number;
      addresses: Record<string, unknown>[];
    };
    expect(book).toMatchObject({
      preferredAddressId: 'a-10012345-postal',
      isCreateAllowed: true,
      maxDeliveryAddresses: 10,
    });
    expect(book.addresses.map((a) => [a.id, a.isPreferred, a.isDeleted])).toEqual([
      ['a-10012345-postal', true, false],
      ['a-10012345-packstation', false, false],
      ['a-10012345-deleted', false, true],
    ]);
    expect(book.addresses[1]).toMatchObject({
      type: 'DHL_ADDRESS',
      pickupKind: 'PACKSTATION',
      stationNumber: '123',
      postNumber: '12345678',
      isPostNumberValid: true,
    });
  });

  it('adds a postal address the check knows, and a Packstation without a check', async () => {
    const anna = await as();
    const added = await anna.graphql(ADD, { input: { address: postal({ phone: '0221 1234567' }), isPreferred: true } });
    expect(added.data?.addDeliveryAddress).toMatchObject({
      __typename: 'DeliveryAddressSaved',
      address: { street: 'Hohe Straße', isPreferred: true, type: 'POSTAL' },
    });
    expect(added.data?.addDeliveryAddress?.list?.preferredAddressId).toBe(added.data?.addDeliveryAddress?.address?.id);
    const before = stack.mocksRequests.length;
    const station = await anna.graphql(ADD, {
      input: {
        address: postal({ street: null, streetNumber: null }),
        pickupKind: 'PACKSTATION',
        stationNumber: '456',
        postNumber: '87654321',
      },
    });
    expect(station.data?.addDeliveryAddress).toMatchObject({
      __typename: 'DeliveryAddressSaved',
      address: { type: 'DHL_ADDRESS', street: 'Packstation', stationNumber: '456' },
    });
    expect(stack.mocksRequests.slice(before).some((r) => r.includes('/address-check-service'))).toBe(false);
  });

  it('answers a suggestion when the check spells the address differently, and saves the choice once confirmed', async () => {
    const anna = await as();
    const entered = postal({ street: 'Hohe Strase' });
    const first = await anna.graphql(ADD, { input: { address: entered } });
    expect(first.data?.addDeliveryAddress).toMatchObject({
      __typename: 'AddressSuggested',
      code: 'ADDRESS_SUGGESTED',
      entered: { street: 'Hohe Strase', zipCode: '50667' },
      suggested: { street: 'Hohe Straße', zipCode: '50667', city: 'Köln' },
    });
    const book = await anna.graphql(BOOK);
    expect(book.data?.viewer?.customer?.deliveryAddresses?.addresses).toHaveLength(3);
    const asEntered = await anna.graphql(ADD, { input: { address: entered, confirmed: true } });
    expect(asEntered.data?.addDeliveryAddress).toMatchObject({
      __typename: 'DeliveryAddressSaved',
      address: { street: 'Hohe Strase' },
    });
  });

  it('refuses bad input with field errors before any upstream write', async () => {
    const anna = await as();
    const before = stack.mocksRequests.length;
    const res = await anna.graphql(ADD, {
      input: { address: postal({ firstName: '', zipCode: '506', phone: '+41 44 1234567' }) },
    });
    expect(res.data?.addDeliveryAddress).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [
        { field: 'firstName', message: 'Bitte geben Sie einen Vornamen ein.' },
        { field: 'zipCode', message: 'Bitte geben Sie eine gültige Postleitzahl ein.' },
        { field: 'phone', message: 'Bitte geben Sie eine gültige Telefonnummer für das gewählte Land ein.' },
      ],
    });
    for (const phone of ['12345abc', '12345']) {
      const refused = await anna.graphql(ADD, { input: { address: postal({ phone }) } });
      expect(refused.data?.addDeliveryAddress, phone).toMatchObject({
        __typename: 'InvalidInput',
        fieldErrors: [
          { field: 'phone', message: 'Bitte geben Sie eine gültige Telefonnummer für das gewählte Land ein.' },
        ],
      });
    }
    const station = await anna.graphql(ADD, {
      input: { address: postal(), pickupKind: 'PACKSTATION', stationNumber: '12', postNumber: '12345' },
    });
    expect(
      (station.data?.addDeliveryAddress?.fieldErrors as unknown as { field: string }[]).map((f) => f.field),
    ).toEqual(['stationNumber', 'postNumber']);
    expect(stack.mocksRequests.slice(before).filter((r) => r.includes('delivery-address'))).toEqual([]);
  });

  it('edits, deletes, restores and sets the preferred address', async () => {
    const anna = await as();
    const changed = await anna.graphql(CHANGE, {
      id: 'a-10012345-postal',
      input: { address: postal({ street: 'Venloer Straße', streetNumber: '242', zipCode: '50823' }) },
    });
    expect(changed.data?.changeDeliveryAddress).toMatchObject({
      __typename: 'DeliveryAddressSaved',
      address: { id: 'a-10012345-postal', streetNumber: '242' },
    });
    expect((await anna.graphql(DELETE, { id: 'a-10012345-postal' })).data?.deleteDeliveryAddress).toMatchObject({
      address: { isDeleted: true },
    });
    expect((await anna.graphql(RESTORE, { id: 'a-10012345-deleted' })).data?.restoreDeliveryAddress).toMatchObject({
      address: { id: 'a-10012345-deleted', isDeleted: false },
    });
    const preferred = await anna.graphql(PREFER, { id: 'a-10012345-packstation' });
    expect(preferred.data?.setPreferredDeliveryAddress).toMatchObject({
      list: { preferredAddressId: 'a-10012345-packstation' },
    });
  });

  it('answers the limit when the service’s maximum is reached', async () => {
    await stack.admin('POST', '/addresses/settings', { max_delivery_addresses: 2 });
    const anna = await as();
    expect((await anna.graphql(BOOK)).data?.viewer?.customer?.deliveryAddresses?.isCreateAllowed).toBe(false);
    const res = await anna.graphql(ADD, { input: { address: postal() } });
    expect(res.data?.addDeliveryAddress).toMatchObject({
      __typename: 'DeliveryAddressLimitReached',
      code: 'DELIVERY_ADDRESS_LIMIT_REACHED',
      maxDeliveryAddresses: 2,
    });
    expect(res.data?.addDeliveryAddress?.message).toContain('höchstens 2');
  });

  it('refuses another customer’s address and ids that are no address ids', async () => {
    const lukas = await as('lukas.gruber@example.at', 'at');
    expect((await lukas.graphql(ONE, { id: 'a-10012345-postal' })).data?.viewer?.customer?.deliveryAddress).toBeNull();
    for (const mutation of [DELETE, RESTORE, PREFER]) {
      const res = await lukas.graphql(mutation, { id: 'a-10012345-postal' });
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const before = stack.mocksRequests.length;
    const odd = await lukas.graphql(DELETE, { id: '../invoice-address' });
    expect(odd.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(stack.mocksRequests.slice(before).some((r) => r.includes('invoice-address'))).toBe(false);
    const anna = await as();
    expect(
      (await anna.graphql(ONE, { id: 'a-10012345-postal' })).data?.viewer?.customer?.deliveryAddress,
    ).toMatchObject({ street: 'Venloer Straße' });
  });

  it('needs a login', async () => {
    const res = await stack.browser().graphql(DELETE, { id: 'a-10012345-postal' });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('creates neu’s billing address (then the profile has one), and refuses a Packstation as billing address', async () => {
    const neu = await as('neu.kunde@example.de');
    const station = await neu.graphql(BILLING, {
      input: { address: postal({ firstName: 'Niklas', lastName: 'Neu', street: 'Packstation', streetNumber: '123' }) },
    });
    expect(station.data?.saveBillingAddress).toMatchObject({
      __typename: 'InvalidInput',
      fieldErrors: [{ field: 'street', message: 'Eine Packstation ist als Rechnungsadresse nicht möglich.' }],
    });
    const created = await neu.graphql(BILLING, {
      input: {
        address: postal({
          firstName: 'Niklas',
          lastName: 'Neu',
          street: 'Domstraße',
          streetNumber: '12',
          zipCode: '50668',
        }),
      },
    });
    expect(created.data?.saveBillingAddress).toMatchObject({
      __typename: 'BillingAddressSaved',
      created: true,
      address: { street: 'Domstraße' },
      customer: { personalDetails: { hasBillingAddress: true } },
    });
    const changed = await neu.graphql(BILLING, {
      input: {
        address: postal({
          firstName: 'Niklas',
          lastName: 'Neu',
          street: 'Domstraße',
          streetNumber: '14',
          zipCode: '50668',
        }),
      },
    });
    expect(changed.data?.saveBillingAddress).toMatchObject({ __typename: 'BillingAddressSaved', created: false });
  });

  it('keeps the rest of the page when the address service fails, and a failed save is an outcome with its log line', async () => {
    const anna = await as();
    await stack.fault({ service: 'address', status: 503 });
    const res = await anna.graphql(BOOK);
    expect(res.data?.viewer?.customer).toMatchObject({ billingAddress: { city: 'Köln' }, deliveryAddresses: null });
    expect(res.errors?.[0]?.path).toEqual(['viewer', 'customer', 'deliveryAddresses']);
    const saved = await anna.graphql(ADD, { input: { address: postal(), confirmed: true } });
    expect(saved.data?.addDeliveryAddress).toMatchObject({
      __typename: 'AddressSaveFailed',
      code: 'ADDRESS_SAVE_FAILED',
    });
    const logged = stack.logs.find((l) => l.event === 'delivery_address_save_failed');
    expect(logged).toMatchObject({ statusCode: 503, category: 'server' });
    expect(stack.logs.find((l) => l.event === 'upstream_failure' && l.service === 'address')).toMatchObject({
      statusCode: 503,
      category: 'server',
    });
  });
});
