import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { ROOT, stackServices } from '@mein-konto/testing';
import { E2E_WORKERS, stack } from './e2e/stack.ts';

/**
 * Browser tests against the whole stack: the upstream mocks and the gateway (serving the built
 * SPA from packages/web/dist — run `pnpm --filter @mein-konto/web build` first) on test ports.
 */

type PlaywrightWebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

export default defineConfig({
  testDir: 'e2e',
  // Each worker has a stack of its own (e2e/stack.ts), so tests of one file may run in parallel.
  workers: E2E_WORKERS,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Roomier on a busy machine (E2E_TIMEOUT_MS); CI runs alone with the default.
  timeout: Number(process.env.E2E_TIMEOUT_MS ?? 30_000),
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    headless: true,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    // Without the service worker: a test sees the first visit, and its page.route() sees every
    // request (a worker's answers would pass it by). serviceWorker.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's chromium-headless-shell (Playwright's own browser download is not reachable).
      executablePath: process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
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
  // One stack per worker; the fixtures point each worker's tests (baseURL, mocks) at its own. The
  // services are those of every run (@mein-konto/testing stackServices), with the test settings.
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => stack(index)).flatMap(({ mocksPort, gatewayPort }) =>
    stackServices({
      mocksPort,
      gatewayPort,
      mocksEnv: { LOG_LEVEL: 'warn' },
      gatewayEnv: {
        APP_ENV: 'local-dev',
        DEFAULT_MARKET: 'de',
        FEATURE_FLAGS:
          'stayLoggedIn=true,contactForm=true,completeProfile=true,socialLogin=true,facebookLogin=true,magicLinkLogin=true,lightAccount=true,multipleVouchers=true,orderCancellation=true',
        // Many logins from one address in a short time: keep the limiter out of the way.
        RATE_LIMIT_MAX_PER_IP: '100000',
        RATE_LIMIT_MAX_PER_USERNAME: '100000',
        // Specs inject upstream faults on purpose into this one gateway: its circuit breakers must
        // not carry one spec's failures into the next (the breaker has its own gateway tests).
        UPSTREAM_BREAKER_FAILURES: '1000',
        LOG_LEVEL: 'warn',
      },
    }).map((service): PlaywrightWebServer => ({
      command: service.command.join(' '),
      cwd: ROOT,
      url: service.readyUrl,
      env: service.env,
      reuseExistingServer: !process.env.CI,
      // Each service builds its server first: on a busy machine that alone can take a minute.
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    })),
  ),
});
