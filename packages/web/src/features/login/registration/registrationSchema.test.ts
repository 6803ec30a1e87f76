import { describe, expect, it } from 'vitest';
import { lightAccountProblems, registrationProblems, type RegistrationValues } from './registrationSchema.ts';

const today = new Date(Date.UTC(2026, 10, 22));
const valid: RegistrationValues = {
  salutation: 'MS',
  firstName: 'Erika',
  lastName: 'Muster',
  street: 'Domstraße',
  streetNumber: '12',
  addressAddition: '',
  zipCode: '50668',
  city: 'Köln',
  dateOfBirth: '31.01.1950',
  email: 'erika.muster@example.de',
  password: 'Sommerwiese-1950',
  newsletterConsent: false,
};

describe('registration form rules', () => {
  it('accepts a complete German registration', () => {
    expect(registrationProblems(valid, 'de', { passwordRequired: true, today })).toEqual({});
  });

  it('names every missing required field', () => {
    const empty = { ...valid, firstName: ' ', street: '', zipCode: '', city: '', dateOfBirth: '', password: '' };
    expect(registrationProblems(empty, 'de', { passwordRequired: true, today })).toEqual({
      firstName: 'form.required',
      street: 'form.required',
      zipCode: 'form.required',
      city: 'form.required',
      dateOfBirth: 'register.dateOfBirth.required',
      password: 'password.required',
    });
  });

  it('wants five ZIP digits in Germany and four in Switzerland', () => {
    expect(registrationProblems({ ...valid, zipCode: '8001' }, 'de', { passwordRequired: true, today }).zipCode).toBe(
      'register.zipCode.invalid',
    );
    expect(
      registrationProblems({ ...valid, zipCode: '8001' }, 'ch', { passwordRequired: true, today }).zipCode,
    ).toBeUndefined();
  });

  it('refuses minors and dates in another format, and accepts slashes as separators', () => {
    expect(
      registrationProblems({ ...valid, dateOfBirth: '23.11.2008' }, 'de', { passwordRequired: true, today })
        .dateOfBirth,
    ).toBe('register.dateOfBirth.underage');
    expect(
      registrationProblems({ ...valid, dateOfBirth: '1950/31/01x' }, 'de', { passwordRequired: true, today })
        .dateOfBirth,
    ).toBe('register.dateOfBirth.format');
    expect(
      registrationProblems({ ...valid, dateOfBirth: '31/01/1950' }, 'de', { passwordRequired: true, today }),
    ).toEqual({});
    expect(
      registrationProblems({ ...valid, dateOfBirth: '31011950' }, 'de', { passwordRequired: true, today }),
    ).toEqual({});
  });

  it('checks the names by the service’s rule before anything is sent, the bound first', () => {
    expect(
      registrationProblems({ ...valid, firstName: 'Erika 😀', lastName: 'Mustermann-'.repeat(4) }, 'de', {
        passwordRequired: true,
        today,
      }),
    ).toEqual({
      firstName: 'register.firstName.invalid',
      lastName: 'register.lastName.invalid',
    });
    expect(
      registrationProblems({ ...valid, lastName: 'Mustermann-'.repeat(11) }, 'de', { passwordRequired: true, today }),
    ).toEqual({
      lastName: 'form.tooLong',
    });
    expect(
      lightAccountProblems({ firstName: "Anna-Lena O'Neill", lastName: 'Zoë St. Clair', email: 'lea@example.de' }),
    ).toEqual({});
  });

  it('lets a social registration leave the password out, but not make it too short', () => {
    expect(registrationProblems({ ...valid, password: '' }, 'de', { passwordRequired: false, today })).toEqual({});
    expect(
      registrationProblems({ ...valid, password: 'kurz' }, 'de', { passwordRequired: false, today }).password,
    ).toBe('password.tooShort');
  });

  it('checks only name and e-mail for a light account', () => {
    expect(lightAccountProblems({ firstName: 'Lea', lastName: '', email: 'lea@' })).toEqual({
      lastName: 'form.required',
      email: 'login.createAccount.invalidEmailError',
    });
  });
});
