import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for local development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      appEnv: 'local-dev',
      isProduction: false,
      clientId: 'mein-konto-web',
      defaultMarket: 'de',
      upstreamTimeoutMs: 5000,
      upstreams: {
        customer: 'http://127.0.0.1:4010/customer-service',
        orderHistory: 'http://127.0.0.1:4010/order-history-service',
        log: 'http://127.0.0.1:4010/log-service',
      },
      recaptcha: { provider: 'development', siteKey: null },
    });
    expect(config.featureFlags.fakePages).toBe(true);
    expect(config.rateLimit).toMatchObject({ windowMs: 300_000, maxPerIp: 1000, maxPerUsername: 200 });
  });

  it('limits login attempts strictly in production', () => {
    expect(loadConfig({ APP_ENV: 'production', RECAPTCHA_SITE_KEY: 'k' }).rateLimit).toMatchObject({
      windowMs: 300_000,
      maxPerIp: 50,
      maxPerUsername: 10,
    });
  });

  it('lets one service be moved elsewhere', () => {
    const config = loadConfig({
      UPSTREAM_BASE_URL: 'http://mocks:4010/',
      UPSTREAM_LOG_URL: 'https://logs.example/api',
    });
    expect(config.upstreams).toEqual({
      customer: 'http://mocks:4010/customer-service',
      address: 'http://mocks:4010/customer-service',
      orderHistory: 'http://mocks:4010/order-history-service',
      log: 'https://logs.example/api',
      order: 'http://mocks:4010/order-service',
      product: 'http://mocks:4010/product-service',
      payment: 'http://mocks:4010/payment-service',
      addressCheck: 'http://mocks:4010/address-check-service',
      newsletter: 'http://mocks:4010/newsletter-service',
      stockReminder: 'http://mocks:4010/stock-reminder-service',
      wishlist: 'http://mocks:4010/wishlist-service',
      basket: 'http://mocks:4010/basket-service',
      socialLiveCommerce: 'http://mocks:4010/social-live-commerce-service',
      productDispenser: 'http://mocks:4010/product-dispenser-service',
      personalisation: 'http://mocks:4010/personalisation-service',
    });
  });

  it('applies feature flag overrides on the environment defaults', () => {
    const config = loadConfig({ APP_ENV: 'staging', FEATURE_FLAGS: 'socialLogin=true, stayLoggedIn=false' });
    expect(config.featureFlags).toMatchObject({ socialLogin: true, stayLoggedIn: false, fakePages: false });
  });

  it('fails with a message naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', APP_ENV: 'prod', UPSTREAM_BASE_URL: 'not a url' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', APP_ENV: 'prod', UPSTREAM_BASE_URL: 'not a url' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/APP_ENV/);
      expect((error as Error).message).toMatch(/UPSTREAM_BASE_URL/);
    }
  });

  it('refuses unknown feature flags', () => {
    expect(() => loadConfig({ FEATURE_FLAGS: 'teleport=true' })).toThrow(/unknown flag "teleport"/);
  });

  it('refuses the development recaptcha in production', () => {
    expect(() => loadConfig({ APP_ENV: 'production', RECAPTCHA_PROVIDER: 'development' })).toThrow(
      /not allowed in production/,
    );
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(/RECAPTCHA_SITE_KEY/);
    expect(loadConfig({ APP_ENV: 'production', RECAPTCHA_SITE_KEY: 'k' }).isProduction).toBe(true);
  });
});
