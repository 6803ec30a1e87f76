import { describe, expect, it } from 'vitest';
import { newPasswordProblems } from './newPasswordSchema.ts';

describe('new password form rules', () => {
  it('accepts eight characters confirmed', () => {
    expect(newPasswordProblems({ password: 'Achtzehn', confirmation: 'Achtzehn' })).toEqual({});
  });

  it('asks for both fields', () => {
    expect(newPasswordProblems({ password: '', confirmation: '' })).toEqual({
      password: 'password.required',
      confirmation: 'password.confirmRequired',
    });
  });

  it('refuses a short password and a different confirmation', () => {
    expect(newPasswordProblems({ password: 'kurz', confirmation: 'kurz!' })).toEqual({
      password: 'password.tooShort',
      confirmation: 'password.mismatch',
    });
  });
});
