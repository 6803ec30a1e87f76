import { describe, expect, it } from 'vitest';
import { deliveryAddress, deliveryAddressList } from '@mein-konto/schema/upstream/address';
import { CookieJar, useMocks } from '../../../test/harness.ts';
import { Addresses } from './state.ts';

const mocks = useMocks();
const BASE = '/customer-service/user';

async function as(username: string, locale = 'de-de') {
  const jar = new CookieJar();
  expect((await mocks.login(username, { jar, locale })).status).toBe(200);
  return {
    call: (method: string, path: string, body?: unknown) =>
      mocks.call(method, `${BASE}${path}`, { jar, locale, ...(body === undefined ? {} : { body }) }),
  };
}

const POSTAL = {
  type: 'POSTAL',
  salutation: 'MS',
  first_name: 'Anna',
  last_name: 'Schmidt',
  street: 'Hohe Straße',
  street_number: '1',
  zip_code: '50667',
  city: 'Köln',
  country_code: 'DE',
  phone: '0221 9876543',
};
const PACKSTATION = {
  type: 'DHL_ADDRESS',
  pickup_kind: 'PACKSTATION',
  salutation: 'MS',
  first_name: 'Anna',
  last_name: 'Schmidt',
  station_number: '456',
  post_number: '87654321',
  zip_code: '50668',
  city: 'Köln',
  country_code: 'DE',
};

describe('delivery addresses', () => {
  it('lists anna’s postal, Packstation and soft-deleted address with the preferred id and the limit', async () => {
    const anna = await as('anna.schmidt@example.de');
    const res = await anna.call('GET', '/delivery-addresses');
    expect(res.status).toBe(200);
    const list = deliveryAddressList.parse(res.body);
    expect(list.addresses.map((a) => [a.id, a.type, a.is_deleted])).toEqual([
      ['a-10012345-postal', 'POSTAL', false],
      ['a-10012345-packstation', 'DHL_ADDRESS', false],
      ['a-10012345-deleted', 'POSTAL', true],
    ]);
    expect(list.addresses[1]).toMatchObject({
      pickup_kind: 'PACKSTATION',
      station_number: '123',
      post_number: '12345678',
      is_dhl_delivery_address_post_number_valid: true,
    });
    expect(list).toMatchObject({
      preferred_address_id: 'a-10012345-postal',
      is_create_allowed: true,
      max_delivery_addresses: 10,
    });
  });

  it('adds a postal and a Packstation address, and edits one by creating it with its id', async () => {
    const anna = await as('anna.schmidt@example.de');
    const added = await anna.call('POST', '/delivery-address/add', POSTAL);
    expect(added.status).toBe(201);
    const postal = deliveryAddress.parse(added.body);
    expect(postal).toMatchObject({
      street: 'Hohe Straße',
      is_default: false,
      is_deleted: false,
      phone: '0221 9876543',
    });

    const station = deliveryAddress.parse(
      (await anna.call('POST', '/delivery-address/add', { ...PACKSTATION, is_default: true })).body,
    );
    expect(station).toMatchObject({
      street: 'Packstation',
      street_number: '456',
      station_number: '456',
      post_number: '87654321',
      is_default: true,
    });

    const edited = await anna.call('POST', '/delivery-address', { ...POSTAL, id: postal.id, street_number: '2a' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: postal.id, street_number: '2a' });
    const list = deliveryAddressList.parse((await anna.call('GET', '/delivery-addresses')).body);
    expect(list.preferred_address_id).toBe(station.id);
    expect(list.addresses.filter((a) => a.is_default)).toHaveLength(1);
  });

  it('refuses every bad field with its key and German text', async () => {
    const anna = await as('anna.schmidt@example.de');
    const res = await anna.call('POST', '/delivery-address/add', {
      ...POSTAL,
      first_name: '',
      zip_code: '123',
      phone: '+43 1 2345678',
      city: 'K%ln',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      key: '/dpl/cs/errors/invalid_first_name',
      field_errors: [
        {
          key: '/dpl/cs/errors/invalid_first_name',
          field: 'first_name',
          detail: 'Bitte geben Sie einen Vornamen ein.',
        },
        {
          key: '/dpl/cs/errors/invalid_zip_code',
          field: 'zip_code',
          detail: 'Bitte geben Sie eine gültige Postleitzahl ein.',
        },
        { key: '/dpl/cs/errors/invalid_city', field: 'city', detail: 'Bitte verwenden Sie keine Sonderzeichen.' },
        { key: '/dpl/cs/errors/invalid_phone', field: 'phone' },
      ],
    });
    const station = await anna.call('POST', '/delivery-address/add', {
      ...PACKSTATION,
      station_number: '12',
      post_number: '123',
    });
    expect(station.status).toBe(400);
    expect((station.body as { field_errors: { field: string }[] }).field_errors.map((f) => f.field)).toEqual([
      'station_number',
      'post_number',
    ]);
  });

  it('soft-deletes and restores, and sets the preferred address', async () => {
    const anna = await as('anna.schmidt@example.de');
    const deleted = await anna.call('DELETE', '/delivery-address/a-10012345-postal');
    expect(deleted.body).toMatchObject({ is_deleted: true, is_default: false });
    expect(deleteAddresses(await anna.call('GET', '/delivery-addresses'))).toContain('a-10012345-postal');
    const restored = await anna.call('PATCH', '/delivery-address/a-10012345-deleted/restore');
    expect(restored.body).toMatchObject({ id: 'a-10012345-deleted', is_deleted: false });
    const preferred = await anna.call('PATCH', '/address/a-10012345-packstation/set-preferred');
    expect(preferred.status).toBe(200);
    expect(preferred.body).toMatchObject({ preferred_address_id: 'a-10012345-packstation' });
  });

  it('refuses another customer’s address and an unknown id with 404 address_not_found', async () => {
    const lukas = await as('lukas.gruber@example.at', 'de-at');
    for (const [method, path] of [
      ['GET', '/delivery-address/a-10012345-postal'],
      ['DELETE', '/delivery-address/a-10012345-postal'],
      ['PATCH', '/address/a-10012345-postal/set-preferred'],
      ['PATCH', '/delivery-address/nope/restore'],
    ] as const) {
      const res = await lukas.call(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toMatchObject({ key: '/dpl/cs/errors/address_not_found' });
    }
    expect(mocks.kernel.state(Addresses).byId('10012345', 'a-10012345-postal')?.isDeleted).toBe(false);
  });

  it('stops at the service’s limit (an admin setting), soft-deleted addresses not counted', async () => {
    expect(
      (await mocks.call('POST', '/__admin/addresses/settings', { body: { max_delivery_addresses: 2 } })).status,
    ).toBe(200);
    const anna = await as('anna.schmidt@example.de');
    const list = deliveryAddressList.parse((await anna.call('GET', '/delivery-addresses')).body);
    expect(list).toMatchObject({ is_create_allowed: false, max_delivery_addresses: 2 });
    const res = await anna.call('POST', '/delivery-address/add', POSTAL);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ key: '/dpl/cs/errors/delivery_address_limit_reached' });
    expect((await anna.call('PATCH', '/delivery-address/a-10012345-deleted/restore')).status).toBe(409);
    await mocks.call('POST', '/__admin/reset');
    expect((await mocks.call('GET', '/__admin/addresses/settings')).body).toEqual({ max_delivery_addresses: 10 });
  });
});

describe('billing address', () => {
  const BILLING = {
    salutation: 'MR',
    first_name: 'Niklas',
    last_name: 'Neu',
    street: 'Domstraße',
    street_number: '12',
    zip_code: '50668',
    city: 'Köln',
    country_code: 'DE',
  };

  it('creates neu’s first billing address, which the customer details then carry', async () => {
    const neu = await as('neu.kunde@example.de');
    const res = await neu.call('POST', '/invoice-address', BILLING);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: 'a-60067890-billing', city: 'Köln' });
    expect((await neu.call('GET', '/customer-details')).body).toMatchObject({
      billing_address: { id: 'a-60067890-billing' },
    });
    expect((await neu.call('POST', '/invoice-address', BILLING)).status).toBe(409);
  });

  it('changes anna’s billing address and refuses a Packstation', async () => {
    const anna = await as('anna.schmidt@example.de');
    const station = await anna.call('POST', '/invoice-addresses', {
      ...BILLING,
      id: 'a-10012345-billing',
      street: 'Packstation',
      street_number: '123',
    });
    expect(station.status).toBe(400);
    expect(station.body).toMatchObject({
      key: '/dpl/cs/errors/invalid_street',
      detail: 'Eine Packstation ist als Rechnungsadresse nicht möglich.',
    });
    const changed = await anna.call('POST', '/invoice-addresses', {
      ...BILLING,
      id: 'a-10012345-billing',
      first_name: 'Anna',
      last_name: 'Schmidt',
      street_number: '14',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ street_number: '14' });
    expect((await anna.call('POST', '/invoice-addresses', { ...BILLING, id: 'a-20023456-billing' })).status).toBe(404);
  });
});

function deleteAddresses(res: { body: unknown }): string[] {
  return deliveryAddressList
    .parse(res.body)
    .addresses.filter((a) => a.is_deleted)
    .map((a) => a.id);
}
