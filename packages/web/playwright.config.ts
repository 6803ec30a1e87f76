import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';

/**
 * Browser tests against the whole stack: the upstream mocks and the gateway (serving the built
 * SPA from packages/web/dist — run `pnpm --filter @mein-konto/web build` first) on test ports.
 */
const MOCKS_PORT = process.env.E2E_MOCKS_PORT ?? '4110';
const GATEWAY_PORT = process.env.E2E_GATEWAY_PORT ?? '4100';
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export const MOCKS_URL = `http://127.0.0.1:${MOCKS_PORT}`;
export const GATEWAY_URL = `http://127.0.0.1:${GATEWAY_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  // The mocks hold one shared state that every test resets: one test at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Roomier on a busy machine (E2E_TIMEOUT_MS); CI runs alone with the default.
  timeout: Number(process.env.E2E_TIMEOUT_MS ?? 30_000),
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `${GATEWAY_URL}/dpl/av/`,
    headless: true,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'pnpm --filter @mein-konto/upstream-mocks start',
      cwd: repoRoot,
      url: `${MOCKS_URL}/health`,
      // E-mailed links (activation, password, magic link) open the SPA served by the test gateway.
      env: { MOCKS_PORT, MOCKS_HOST: '127.0.0.1', LOG_LEVEL: 'warn', MOCKS_SPA_BASE_URL: `${GATEWAY_URL}/dpl/av` },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'pnpm --filter @mein-konto/gateway start',
      cwd: repoRoot,
      url: `${GATEWAY_URL}/health`,
      env: {
        PORT: GATEWAY_PORT,
        HOST: '127.0.0.1',
        APP_ENV: 'local-dev',
        UPSTREAM_BASE_URL: MOCKS_URL,
        DEFAULT_MARKET: 'de',
        FEATURE_FLAGS: 'stayLoggedIn=true,contactForm=true,completeProfile=true,socialLogin=true,facebookLogin=true,magicLinkLogin=true,lightAccount=true,multipleVouchers=true,orderCancellation=true',
        // Many logins from one address in a short time: keep the limiter out of the way.
        RATE_LIMIT_MAX_PER_IP: '100000',
        RATE_LIMIT_MAX_PER_USERNAME: '100000',
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
