import { describe, expect, it } from 'vitest';
import { createTranslator, message, messageKeys, type MessageKey } from './index.tsx';

// Every catalog of the app, wherever it lives: each registers itself on import.
import.meta.glob('../../**/catalog.ts', { eager: true });

describe('message catalogs', () => {
  it('never uses ß in a Swiss text, the texts of every catalog included', () => {
    expect(messageKeys()).toContain('nav.orders');
    expect(messageKeys()).toContain('register.street');
    expect(messageKeys()).toContain('orders.moreItems');
    const offending = messageKeys().filter((key) => {
      const text = message('ch', key);
      return typeof text === 'string'
        ? text.includes('ß')
        : text === undefined || `${text.one}${text.other}`.includes('ß');
    });
    expect(offending).toEqual([]);
  });

  it('fills placeholders and keeps unknown ones visible', () => {
    const t = createTranslator('de');
    expect(t('login.rateLimited', { seconds: 30 })).toContain('30 Sekunden');
    expect(t('shell.greeting')).toBe('Guten Tag, {name}');
  });

  it('uses the market overrides', () => {
    expect(createTranslator('at')('shell.greeting', { name: 'Lukas' })).toBe('Grüß Gott, Lukas');
    expect(createTranslator('ch')('shell.greeting', { name: 'Heidi' })).toBe('Grüezi, Heidi');
    expect(createTranslator('ch')('nav.openInvoices')).toBe('Offene Rechnungen');
    expect(message('ch', 'login.genericError')).toBe(message('de', 'login.genericError'));
  });

  it('chooses the plural form by the count', () => {
    for (const market of ['de', 'at', 'ch'] as const) {
      const t = createTranslator(market);
      expect(t('orders.moreItems', { count: 1 })).toBe('und 1 weiterer Artikel');
      expect(t('orders.moreItems', { count: 2 })).toBe('und 2 weitere Artikel');
      expect(t('orders.count', { count: 1 })).toBe('1 Bestellung');
      expect(t('orders.count', { count: 12 })).toBe('12 Bestellungen');
    }
  });

  it('fails on a text whose catalog is not registered, except where strictness is off (production)', () => {
    const missing = 'wishlist.title' as MessageKey;
    expect(() => createTranslator('de', { strict: true })(missing)).toThrow(/wishlist\.title/);
    expect(createTranslator('de')(missing)).toBe('wishlist.title');
  });
});
