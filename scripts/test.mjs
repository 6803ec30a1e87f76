// Runs every test suite: unit and integration tests of all packages (Vitest, the gateway against
// the real mock server over HTTP) and the browser tests (Playwright + Debian's Chromium against
// the whole stack). Installs what it needs. Ends with one line "N passed, N failed".
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDebianPackage, ensureInstalled, log, pnpm, root, run } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
const reports = join(root, '.reports');

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

ensureInstalled();
ensureDebianPackage(CHROMIUM, 'chromium', 'CHROMIUM_PATH');
// Redis for the test of rate limits shared by two gateway processes.
ensureDebianPackage(REDIS_SERVER, 'redis-server', 'REDIS_SERVER_PATH');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

log('Building the SPA and the servers (gateway with its sandbox, mocks)');
pnpm(['--filter', '@mein-konto/web', 'build']);
for (const server of ['gateway', 'upstream-mocks']) run(process.execPath, [join(root, 'scripts', 'build-server.mjs'), join(root, 'packages', server)]);

log('Unit and integration tests (Vitest)');
const vitestJson = join(reports, 'vitest.json');
const unitStatus = run(join(root, 'node_modules', '.bin', 'vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`], {
  allowFailure: true,
  // The test of rate limits shared through Redis must run here, not be skipped.
  env: { REQUIRE_REDIS: '1', REDIS_SERVER_PATH: REDIS_SERVER },
});

log('Browser tests (Playwright, Chromium)');
const e2eJson = join(reports, 'e2e.json');
const e2eStatus = run(join(root, 'node_modules', '.bin', 'pnpm'), ['--filter', '@mein-konto/web', 'exec', 'playwright', 'test', '--reporter=list,json'], {
  allowFailure: true,
  env: { PLAYWRIGHT_JSON_OUTPUT_FILE: e2eJson, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson, CHROMIUM_PATH: CHROMIUM },
});

const unit = readJson(vitestJson);
const e2e = readJson(e2eJson);
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0);
console.log(`\nVitest: ${unit ? `${unit.numPassedTests} passed, ${unit.numFailedTests} failed` : 'no report'}`);
console.log(`Playwright: ${e2e ? `${e2e.stats.expected} passed, ${e2e.stats.unexpected} failed, ${e2e.stats.flaky} flaky` : 'no report'}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
const ok = unitStatus === 0 && e2eStatus === 0 && unit !== null && e2e !== null && failed === 0 && passed > 0;
process.exit(ok ? 0 : 1);
