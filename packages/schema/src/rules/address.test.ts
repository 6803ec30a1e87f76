import { describe, expect, it } from 'vitest';
import { addressCheckVerdict, isSameAddress } from './address.ts';

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
