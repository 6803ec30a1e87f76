import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, keepUnits } from './format.ts';

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

  it('keeps a number with its unit and a size with its "x" by non-breaking spaces', () => {
    expect(keepUnits('Hyaluron-Tagescreme, 50 ml')).toBe('Hyaluron-Tagescreme, 50\u00a0ml');
    expect(keepUnits('Kuscheldecke aus Mikrofaser, 150 x 200 cm')).toBe(
      'Kuscheldecke aus Mikrofaser, 150\u00a0x\u00a0200\u00a0cm',
    );
    expect(keepUnits('Edelstahl-Kochtopf, 24 cm')).toBe('Edelstahl-Kochtopf, 24\u00a0cm');
    // a number before a word that only starts like a unit, and words without numbers, stay as they are
    expect(keepUnits('Kräutertee-Sortiment, 6 Sorten')).toBe('Kräutertee-Sortiment, 6 Sorten');
    expect(keepUnits('3 mal 2 Minuten')).toBe('3 mal 2 Minuten');
    expect(keepUnits('Leinenbluse, Größe 40')).toBe('Leinenbluse, Größe 40');
  });
});
