// Runs every test suite: unit and integration tests of all packages (Vitest, the gateway against
// the real mock server over HTTP) and the browser tests (Playwright + Debian's Chromium against
// the whole stack). Installs what it needs. Ends with one line "N passed, N failed".
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDebianPackage, ensureInstalled, log, pnpm, root, run } from './lib.mjs';

// The browser tests run in Chromium's headless shell, as Playwright's own headless runs do (no
// browser UI to draw: about a quarter faster than the full browser on two cores).
const HEADLESS_SHELL = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
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
ensureDebianPackage(HEADLESS_SHELL, 'chromium-headless-shell', 'HEADLESS_SHELL_PATH');
// Redis for the test of rate limits shared by two gateway processes.
ensureDebianPackage(REDIS_SERVER, 'redis-server', 'REDIS_SERVER_PATH');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

log('Building the SPA and the servers (gateway with its sandbox, mocks)');
pnpm(['--filter', '@mein-konto/web', 'build']);
for (const server of ['gateway', 'upstream-mocks'])
  run(process.execPath, [join(root, 'scripts', 'build-server.mjs'), join(root, 'packages', server)]);

log('Unit and integration tests (Vitest)');
const vitest = join(root, 'node_modules', '.bin', 'vitest');
const vitestArgs = (json) => ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${json}`];
// The test of rate limits shared through Redis must run here, not be skipped.
const vitestOptions = { allowFailure: true, env: { REQUIRE_REDIS: '1', REDIS_SERVER_PATH: REDIS_SERVER } };
const vitestJson = join(reports, 'vitest.json');
let unitStatus = run(vitest, vitestArgs(vitestJson), vitestOptions);
let unit = readJson(vitestJson);
// In CI, as Playwright retries a failed test once: the files with failed tests run once more. A
// test that passes then is reported as flaky below (by name), never hidden.
const flakyUnit = [];
const failedFiles = (unit?.testResults ?? []).filter((file) => file.status === 'failed').map((file) => file.name);
if (process.env.CI && unitStatus !== 0 && failedFiles.length > 0 && failedFiles.length <= 5) {
  log(`Running the ${String(failedFiles.length)} file(s) with failed tests once more`);
  const rerunJson = join(reports, 'vitest-rerun.json');
  const rerun =
    run(vitest, [...vitestArgs(rerunJson), ...failedFiles], vitestOptions) === 0 ? readJson(rerunJson) : null;
  if (rerun && rerun.numFailedTests === 0) {
    flakyUnit.push(...failedTestsOf(unit).map((line) => `vitest ${line}`));
    unit = { ...unit, numPassedTests: unit.numPassedTests + unit.numFailedTests, numFailedTests: 0 };
    unitStatus = 0;
  }
}

log('Browser tests (Playwright, Chromium)');
const e2eJson = join(reports, 'e2e.json');
const e2eStatus = run(
  join(root, 'node_modules', '.bin', 'pnpm'),
  ['--filter', '@mein-konto/web', 'exec', 'playwright', 'test', '--reporter=list,json'],
  {
    allowFailure: true,
    env: {
      PLAYWRIGHT_JSON_OUTPUT_FILE: e2eJson,
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
      HEADLESS_SHELL_PATH: HEADLESS_SHELL,
    },
  },
);

const e2e = readJson(e2eJson);

/** The failed tests of a Vitest report, each with the first line of its error. */
function failedTestsOf(report) {
  const found = [];
  for (const file of report?.testResults ?? []) {
    const tests = (file.assertionResults ?? []).filter((result) => result.status === 'failed');
    for (const result of tests)
      found.push(`${file.name.replace(root, '')} › ${result.fullName}: ${firstLine(result.failureMessages?.[0])}`);
    // A file that failed before its tests ran (an import or a hook): its message instead.
    if (file.status === 'failed' && tests.length === 0)
      found.push(`${file.name.replace(root, '')}: ${firstLine(file.message)}`);
  }
  return found;
}

/** The Playwright tests with the given outcome ('unexpected': failed, 'flaky': passed on the retry). */
function browserTests(outcome) {
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === outcome)
          found.push(
            `playwright ${spec.file}:${String(spec.line)} › ${spec.title}: ${firstLine(t.results?.find((r) => r.error)?.error?.message)}`,
          );
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of e2e?.suites ?? []) walk(suite);
  return found;
}

function firstLine(text) {
  return (
    (text ?? 'no message')
      // eslint-disable-next-line no-control-regex -- strips the terminal colours of the error text
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.slice(0, 300) ?? ''
  );
}

// Names before numbers: the end of the log is what CI shows.
const failedTests = [
  ...(unitStatus === 0 ? [] : failedTestsOf(unit).map((line) => `vitest ${line}`)),
  ...browserTests('unexpected'),
];
const flakyTests = [...flakyUnit, ...browserTests('flaky')];
if (flakyTests.length > 0)
  console.log(`\nFlaky (failed, then passed when run again):\n${flakyTests.map((line) => `  ${line}`).join('\n')}`);
if (failedTests.length > 0) console.log(`\nFailed:\n${failedTests.map((line) => `  ${line}`).join('\n')}`);
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0);
console.log(
  `\nVitest: ${unit ? `${unit.numPassedTests} passed, ${unit.numFailedTests} failed, ${String(flakyUnit.length)} flaky` : 'no report'}`,
);
console.log(
  `Playwright: ${e2e ? `${e2e.stats.expected} passed, ${e2e.stats.unexpected} failed, ${e2e.stats.flaky} flaky` : 'no report'}`,
);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
const ok = unitStatus === 0 && e2eStatus === 0 && unit !== null && e2e !== null && failed === 0 && passed > 0;
process.exit(ok ? 0 : 1);
