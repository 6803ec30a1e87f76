import { describe, expect, it } from 'vitest';
import { MARKET_OVERRIDE_KEY, parseRuntimeConfig, resolveMarket } from './config.ts';
import { safeRedirect, loginPath, basenameFor } from './paths.ts';

describe('runtime config and market', () => {
  it('falls back to safe defaults for a missing or broken config', () => {
    expect(parseRuntimeConfig(undefined).market).toBe('de');
    expect(parseRuntimeConfig({ market: 'fr', recaptcha: { provider: 'google' } }).recaptcha).toEqual({
      provider: 'development',
    });
    expect(parseRuntimeConfig({ market: 'ch', recaptcha: { provider: 'google', siteKey: 'k' } })).toMatchObject({
      market: 'ch',
      recaptcha: { provider: 'google', siteKey: 'k' },
    });
  });

  it('lets ?locale= switch the market outside production and remembers it for the tab', () => {
    const config = parseRuntimeConfig({ market: 'de', environment: 'local-dev' });
    expect(resolveMarket(config, '?locale=ch')).toBe('ch');
    expect(sessionStorage.getItem(MARKET_OVERRIDE_KEY)).toBe('ch');
    expect(resolveMarket(config, '')).toBe('ch');
  });

  it('ignores ?locale= in production', () => {
    const config = parseRuntimeConfig({ market: 'at', environment: 'production' });
    expect(resolveMarket(config, '?locale=ch')).toBe('at');
  });

  it('ignores ?locale= when the deployment does not allow the override', () => {
    const config = parseRuntimeConfig({ market: 'at', environment: 'staging', marketOverride: false });
    expect(config.marketOverride).toBe(false);
    expect(resolveMarket(config, '?locale=ch')).toBe('at');
  });
});

describe('paths', () => {
  it('accepts only in-app redirect targets', () => {
    expect(safeRedirect('/orders?x=1')).toBe('/orders?x=1');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/login?redirect=%2F')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });

  it('builds the login path with the wanted location and picks the creators-hub basename', () => {
    expect(loginPath('/orders')).toBe('/login?redirect=%2Forders');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/contacts/form', { reason: 'session-ended' })).toBe(
      '/login?redirect=%2Fcontacts%2Fform&reason=session-ended',
    );
    expect(loginPath('/', { reason: 'logged-out' })).toBe('/login?reason=logged-out');
    expect(basenameFor('/dpl/av/creators-hub/orders')).toBe('/dpl/av/creators-hub');
    expect(basenameFor('/dpl/av/orders')).toBe('/dpl/av');
  });
});
