import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './format.ts';

describe('formatting', () => {
  it('shows an ISO date as dd.mm.yyyy in every market', () => {
    expect(formatDate('1961-04-12', 'de-DE')).toBe('12.04.1961');
    expect(formatDate('1950-01-31', 'de-CH')).toBe('31.01.1950');
    expect(formatDate('not a date', 'de-AT')).toBe('not a date');
  });

  it('formats euros and Swiss francs without floating-point surprises', () => {
    expect(formatMoney({ amount: '1234.50', currency: 'EUR' }, 'de-DE').replace(/\s/g, ' ')).toBe('1.234,50 €');
    expect(formatMoney({ amount: '19.90', currency: 'CHF' }, 'de-CH')).toMatch(/^CHF.19\.90$/);
  });
});
