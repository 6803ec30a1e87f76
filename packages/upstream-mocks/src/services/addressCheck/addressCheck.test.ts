import { describe, expect, it } from 'vitest';
import { addressCheckService } from '@mein-konto/schema/upstream/addressCheck';
import { useMocks } from '../../../test/harness.ts';
import { createAddressSeed } from '../address/seed.ts';

const BASE = addressCheckService.basePath;

const mocks = useMocks({}, { reset: false });

interface Address {
  street: string;
  street_number: string;
  zip_code: string;
  city: string;
  country_code: string;
  first_name?: string;
  last_name?: string;
}

function check(address: Address, locale = 'de-de') {
  return mocks.call('GET', `${BASE}/addresses/check?${new URLSearchParams({ ...address }).toString()}`, { locale });
}

const DOM = {
  first_name: 'Anna',
  last_name: 'Schmidt',
  street: 'Domstraße',
  street_number: '12',
  zip_code: '50668',
  city: 'Köln',
  country_code: 'DE',
};

describe('address check', () => {
  it('answers a known address with itself as the first suggestion', async () => {
    const res = await check(DOM);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ suggestions: [{ ...DOM }] });
  });

  it('answers the same to a POST', async () => {
    const res = await mocks.call('POST', `${BASE}/addresses/check`, { body: DOM });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ suggestions: [{ ...DOM }] });
  });

  it('corrects a typo in the street', async () => {
    const res = await check({ ...DOM, street: 'Domstrase' });
    expect(res.body).toMatchObject({
      suggestions: [{ street: 'Domstraße', street_number: '12', zip_code: '50668', city: 'Köln' }],
    });
  });

  it('spells out an abbreviated street in the directory spelling', async () => {
    const res = await check({ ...DOM, street: 'Domstr.' });
    expect(res.body).toMatchObject({ suggestions: [{ street: 'Domstraße' }] });
  });

  it('corrects a typo in the city', async () => {
    const res = await check({ ...DOM, city: 'Kölln' });
    expect(res.body).toMatchObject({ suggestions: [{ street: 'Domstraße', city: 'Köln', zip_code: '50668' }] });
  });

  it('corrects a wrong ZIP of a known city and street', async () => {
    const res = await check({ ...DOM, zip_code: '50999' });
    expect(res.body).toMatchObject({ suggestions: [{ street: 'Domstraße', zip_code: '50668', city: 'Köln' }] });
  });

  it('has no suggestion for an unknown address or another country', async () => {
    expect((await check({ ...DOM, street: 'Unbekannter Weg', city: 'Nirgendwo', zip_code: '12345' })).body).toEqual({
      suggestions: [],
    });
    expect((await check({ ...DOM, country_code: 'AT' })).body).toEqual({ suggestions: [] });
    expect((await check({ ...DOM, street_number: 'zwölf' })).body).toEqual({ suggestions: [] });
  });

  it('knows the Austrian and Swiss spellings', async () => {
    const wien = await check(
      { street: 'Mariahilfer Strasse', street_number: '45', zip_code: '1060', city: 'Wien', country_code: 'AT' },
      'de-at',
    );
    expect(wien.body).toMatchObject({ suggestions: [{ street: 'Mariahilfer Straße', zip_code: '1060' }] });
    const zurich = await check(
      { street: 'Bahnhofstrasse', street_number: '21', zip_code: '8001', city: 'Zürich', country_code: 'CH' },
      'de-ch',
    );
    expect(zurich.body).toMatchObject({ suggestions: [{ street: 'Bahnhofstrasse', city: 'Zürich' }] });
  });

  it('refuses a Packstation as street with invalid_street', async () => {
    const res = await check({ ...DOM, street: 'Packstation', street_number: '123' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      status: 400,
      key: '/dpl/cs/errors/invalid_street',
      field_errors: [
        { key: '/dpl/cs/errors/invalid_street', field: 'street', detail: expect.stringContaining('Packstation') },
      ],
    });
  });

  it('requires the address fields and the common headers', async () => {
    const missing = await mocks.call('GET', `${BASE}/addresses/check?street=Domstra%C3%9Fe`);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ key: '/dpl/cs/errors/bad_request' });
    const noLocale = await mocks.call('POST', `${BASE}/addresses/check`, { body: DOM, locale: null });
    expect(noLocale.status).toBe(400);
    expect(noLocale.body).toMatchObject({ key: '/dpl/cs/errors/missing_header' });
  });

  it('confirms every street address of the demo customers unchanged', async () => {
    const addresses = [...createAddressSeed().values()].flat().filter((a) => a.type === 'POSTAL');
    expect(addresses.length).toBeGreaterThan(5);
    for (const a of addresses) {
      const input = {
        street: a.street,
        street_number: a.streetNumber,
        zip_code: a.zipCode,
        city: a.city,
        country_code: a.countryCode,
      };
      const res = await check(input);
      expect(res.body, a.id).toEqual({ suggestions: [{ ...input, first_name: null, last_name: null }] });
    }
  });
});
