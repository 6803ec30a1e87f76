/**
 * The shared field groups' checks: one set of bounds and messages for every form with a name or an
 * address (registration, light account, account verification).
 */
import { describe, expect, it } from 'vitest';
import { personNameProblems, postalAddressProblems } from './personFieldRules.ts';

describe('postal address', () => {
  it('names each line: required, the market’s ZIP digits, the bound first', () => {
    const address = { street: '', streetNumber: '1'.repeat(11), zipCode: '12345', city: '' };
    expect(postalAddressProblems(address, 'de')).toEqual({
      street: 'form.required',
      streetNumber: 'form.tooLong',
      city: 'form.required',
    });
    expect(postalAddressProblems(address, 'at')).toEqual({
      street: 'form.required',
      streetNumber: 'form.tooLong',
      zipCode: 'register.zipCode.invalid',
      city: 'form.required',
    });
    expect(postalAddressProblems({ ...address, zipCode: '1010', city: 'Wien\u0000' }, 'ch')).toEqual({
      street: 'form.required',
      streetNumber: 'form.tooLong',
      city: 'form.characters',
    });
  });

  it('lets the city stay empty where the form says so, and checks the addition only where the form has one', () => {
    const address = { street: 'Hauptstraße', streetNumber: '1', zipCode: '50668', city: '' };
    expect(postalAddressProblems(address, 'de', { cityOptional: true })).toEqual({});
    expect(postalAddressProblems({ ...address, city: 'Köln', addressAddition: 'x'.repeat(101) }, 'de')).toEqual({
      addressAddition: 'form.tooLong',
    });
  });
});

describe('person name', () => {
  it('requires both names, bounds them first, then applies the service’s name rule', () => {
    expect(personNameProblems({ firstName: ' ', lastName: 'www.beispiel.de' })).toEqual({
      firstName: 'form.required',
      lastName: 'register.lastName.invalid',
    });
    expect(personNameProblems({ firstName: 'x'.repeat(51), lastName: 'Muster-Frau' })).toEqual({
      firstName: 'form.tooLong',
    });
  });
});
