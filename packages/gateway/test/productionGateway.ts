/**
 * The gateway as production runs it, as a process of its own: the compiled build (`node
 * dist/server.js`), APP_ENV=production and the heap settings of its start script and image
 * (--max-old-space-size, --max-semi-space-size). The one way to start it, for the tests that need
 * the real process (memory under hostile input, graceful shutdown, limits shared in Redis), the
 * bench and the drill (bench/load.ts has the load they send).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './freePort.ts';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const GATEWAY_DIR = join(ROOT, 'packages', 'gateway');

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs` (or when `alive()` turns false). */
export async function waitFor(url: string, timeoutMs = 20_000, alive: () => boolean = () => true): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (!alive()) throw new Error(`the process behind ${url} exited`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${String(timeoutMs)} ms`);
}

/** The heap settings of the gateway's start script and image (package.json "start", decisions 020 and 030). */
export function productionHeapFlags(): string[] {
  const start = (JSON.parse(readFileSync(join(GATEWAY_DIR, 'package.json'), 'utf8')) as { scripts: { start: string } })
    .scripts.start;
  const oldSpace = /--max-old-space-size=\$\{GATEWAY_MAX_HEAP_MB:-(\d+)\}/.exec(start)?.[1];
  const semiSpace = /--max-semi-space-size=(\d+)/.exec(start)?.[1];
  if (!oldSpace || !semiSpace) throw new Error('the start script no longer names the heap settings');
  return [
    `--max-old-space-size=${process.env['GATEWAY_MAX_HEAP_MB'] ?? oldSpace}`,
    `--max-semi-space-size=${semiSpace}`,
  ];
}

/** Compiles dist/server.js (without the sandbox bundle: production serves none). */
export function buildGateway(): void {
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-server.mjs'), GATEWAY_DIR, '--server-only'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('building the gateway failed');
}

/** A trusted-documents folder with these operations as one client's manifest: production runs registered operations only. */
export function manifestFolder(bodies: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'mk-trusted-'));
  const operations = bodies.map((body, index) => ({
    id: String(index),
    name: `Operation${String(index)}`,
    type: 'query',
    body,
  }));
  writeFileSync(
    join(dir, 'operations.json'),
    JSON.stringify({ format: 'apollo-persisted-query-manifest', version: 1, operations }),
  );
  return dir;
}

let webDist: string | undefined;
/** The SPA folder production serves: one page is enough here. */
function webDistFolder(): string {
  if (!webDist) {
    webDist = mkdtempSync(join(tmpdir(), 'mk-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Mein Konto</title>');
  }
  return webDist;
}

/** The highest resident memory (MB) a process has had so far (VmHWM, Linux). */
export function peakRssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${String(child.pid)}/status`, 'utf8');
  return Math.round(Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1]) / 1024);
}

/**
 * The CPU time (ms, user and system, all threads) a process has used so far (Linux, in steps of
 * 10 ms): what a request cost the process, whatever else the machine runs meanwhile.
 */
function cpuMs(child: ChildProcess): number {
  // Fields after the command's closing parenthesis: state is field 3, utime 14 and stime 15 (in clock ticks of 10 ms).
  const fields =
    readFileSync(`/proc/${String(child.pid)}/stat`, 'utf8')
      .split(') ')[1]
      ?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export interface ProductionGatewayOptions {
  mocksUrl: string;
  trustedDocumentsDir: string;
  /** More environment (overrides the defaults). */
  env?: Record<string, string>;
  /** Node flags before the script (e.g. a CPU profile). */
  nodeFlags?: string[];
  /** 'pipe' to read its log lines (JSON) from child.stdout; default 'inherit'. */
  stdio?: 'inherit' | 'pipe' | 'ignore';
}

/** Spawns the compiled gateway (built before: buildGateway) on `port` as production runs it; does not wait for it. */
export function spawnProductionGateway(port: number, options: ProductionGatewayOptions): ChildProcess {
  const stdio = options.stdio ?? 'inherit';
  return spawn(
    process.execPath,
    [...productionHeapFlags(), ...(options.nodeFlags ?? []), join(GATEWAY_DIR, 'dist', 'server.js')],
    {
      env: {
        ...process.env,
        APP_ENV: 'production',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        RECAPTCHA_SITE_KEY: 'site-key',
        SOCIAL_LOGIN_REDIRECT_ORIGINS: 'http://127.0.0.1',
        LOG_LEVEL: 'warn',
        METRICS_PORT: '0',
        UPSTREAM_BASE_URL: options.mocksUrl,
        WEB_DIST_DIR: webDistFolder(),
        TRUSTED_DOCUMENTS_DIR: options.trustedDocumentsDir,
        ...options.env,
      },
      stdio: ['ignore', stdio, stdio === 'ignore' ? 'inherit' : stdio],
    },
  );
}

export interface ProductionGateway {
  child: ChildProcess;
  url: string;
  /** Still running. */
  up(): boolean;
  /** The highest resident memory (MB) the process has had so far (VmHWM, Linux). */
  peakRssMb(): number;
  /** The CPU time (ms) the process has used so far (Linux). */
  cpuMs(): number;
  stop(): Promise<void>;
}

/**
 * Builds dist/server.js (unless `build` is false: built already), starts it on a free loopback
 * port (or `port`) and resolves once `readyPath` (/health) answers.
 */
export async function startProductionGateway(
  options: ProductionGatewayOptions & { build?: boolean; port?: number; readyPath?: string },
): Promise<ProductionGateway> {
  if (options.build !== false) buildGateway();
  const port = options.port ?? (await freePort());
  const child = spawnProductionGateway(port, options);
  const url = `http://127.0.0.1:${String(port)}`;
  const gateway: ProductionGateway = {
    child,
    url,
    up: () => child.exitCode === null && child.signalCode === null,
    peakRssMb: () => peakRssMb(child),
    cpuMs: () => cpuMs(child),
    stop: () =>
      new Promise((resolve) => {
        if (!gateway.up()) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  try {
    // Up to a minute: on a busy machine loading the modules alone takes several seconds.
    await waitFor(`${url}${options.readyPath ?? '/health'}`, 60_000, gateway.up);
  } catch (error) {
    await gateway.stop();
    throw new Error(`the gateway did not start (${String(child.exitCode ?? child.signalCode ?? 'running')})`, {
      cause: error,
    });
  }
  return gateway;
}
