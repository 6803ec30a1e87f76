import { describe, expect, it } from 'vitest';
import { addressCheckVerdict, addressFormProblems, isSameAddress } from './address.ts';

const dom = { street: 'Domstraße', streetNumber: '1', zipCode: '50667', city: 'Köln' };

describe('address check verdict', () => {
  it('matches when street, number, ZIP and city equal the first suggestion (case and blanks aside)', () => {
    expect(isSameAddress({ street: ' domstraße ', streetNumber: '1', zipCode: '50667', city: 'KÖLN' }, dom)).toBe(true);
    expect(addressCheckVerdict(dom, [dom])).toBe('MATCH');
  });

  it('suggests when the first suggestion differs, and is unknown without suggestions', () => {
    expect(addressCheckVerdict({ ...dom, street: 'Domstr.' }, [dom])).toBe('SUGGESTION');
    expect(addressCheckVerdict(dom, [])).toBe('UNKNOWN');
  });
});

describe('address form rules', () => {
  const postal = {
    firstName: 'Anna',
    lastName: 'Schmidt',
    street: 'Domstraße',
    streetNumber: '12',
    zipCode: '50668',
    city: 'Köln',
    countryCode: 'DE' as const,
  };

  it('accepts a complete postal address and an optional addition', () => {
    expect(addressFormProblems(postal, 'delivery')).toEqual([]);
    expect(addressFormProblems({ ...postal, addressAddition: 'c/o Meier, 2. OG' }, 'billing')).toEqual([]);
  });

  it('names every missing required field', () => {
    const empty = {
      firstName: '',
      lastName: ' ',
      street: '',
      streetNumber: '',
      zipCode: '',
      city: '',
      countryCode: 'DE' as const,
    };
    expect(addressFormProblems(empty, 'delivery').map((p) => `${p.field}:${p.problem}`)).toEqual([
      'firstName:required',
      'lastName:required',
      'street:required',
      'streetNumber:required',
      'zipCode:required',
      'city:required',
    ]);
  });

  it('refuses special characters, a short German ZIP and a Packstation as billing address', () => {
    expect(addressFormProblems({ ...postal, firstName: 'An<na>' }, 'billing')).toEqual([
      { field: 'firstName', problem: 'specialCharacters' },
    ]);
    expect(addressFormProblems({ ...postal, zipCode: '5066' }, 'billing')).toEqual([
      { field: 'zipCode', problem: 'zipCode' },
    ]);
    expect(addressFormProblems({ ...postal, zipCode: '1060', countryCode: 'AT' }, 'billing')).toEqual([]);
    expect(addressFormProblems({ ...postal, street: 'Packstation', streetNumber: '123' }, 'billing')).toEqual([
      { field: 'street', problem: 'packstationNotAllowed' },
    ]);
  });

  it('wants a 3-digit station and a 6 to 10 digit post number for a pickup address', () => {
    const pickup = {
      firstName: 'Anna',
      lastName: 'Schmidt',
      pickupKind: 'PACKSTATION' as const,
      zipCode: '50667',
      city: 'Köln',
      countryCode: 'DE' as const,
    };
    expect(addressFormProblems({ ...pickup, stationNumber: '123', postNumber: '12345678' }, 'delivery')).toEqual([]);
    expect(addressFormProblems({ ...pickup, stationNumber: '12', postNumber: '12345' }, 'delivery')).toEqual([
      { field: 'stationNumber', problem: 'stationNumber' },
      { field: 'postNumber', problem: 'postNumber' },
    ]);
    expect(
      addressFormProblems({ ...pickup, stationNumber: '1234', postNumber: '12345678901' }, 'delivery').map(
        (p) => p.problem,
      ),
    ).toEqual(['stationNumber', 'postNumber']);
  });
});
