import { describe, expect, it } from 'vitest';
import { createTranslator, message, messageKeys } from './index.tsx';
import './account.ts';
import './waysIn.ts';

describe('message catalogs', () => {
  it('never uses ß in a Swiss text, the account texts included', () => {
    expect(messageKeys()).toContain('nav.orders');
    expect(messageKeys()).toContain('register.street');
    const offending = messageKeys().filter((key) => message('ch', key).includes('ß'));
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
});
