import { describe, expect, it } from 'vitest';
import { isRequestedCustomer } from './login.ts';

const anna = { email: 'Anna.Schmidt@example.de', customerNumber: '10012345' };

describe('isRequestedCustomer', () => {
  it('compares e-mails case-insensitively', () => {
    expect(isRequestedCustomer({ ok: true, type: 'EMAIL', username: 'anna.schmidt@example.de' }, anna)).toBe(true);
    expect(isRequestedCustomer({ ok: true, type: 'EMAIL', username: 'neu.kunde@example.de' }, anna)).toBe(false);
  });

  it('compares customer numbers without leading zeros', () => {
    expect(
      isRequestedCustomer(
        { ok: true, type: 'CUSTOMER_NUMBER', username: '10012345' },
        { ...anna, customerNumber: '0010012345' },
      ),
    ).toBe(true);
    expect(isRequestedCustomer({ ok: true, type: 'CUSTOMER_NUMBER', username: '60067890' }, anna)).toBe(false);
  });
});
