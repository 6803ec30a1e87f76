/**
 * The gateway as production runs it, as a process of its own: the compiled build (`node
 * dist/server.js`), APP_ENV=production and the heap settings of its start script and image
 * (--max-old-space-size, --max-semi-space-size), on a free loopback port. For tests that need the
 * real process (memory under hostile input) and for the bench.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './freePort.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const GATEWAY_DIR = join(ROOT, 'packages', 'gateway');

/** The heap settings of the gateway's start script and image (package.json "start", decisions 020 and 030). */
export function productionHeapFlags(): string[] {
  const start = (JSON.parse(readFileSync(join(GATEWAY_DIR, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const oldSpace = /--max-old-space-size=\$\{GATEWAY_MAX_HEAP_MB:-(\d+)\}/.exec(start)?.[1];
  const semiSpace = /--max-semi-space-size=(\d+)/.exec(start)?.[1];
  if (!oldSpace || !semiSpace) throw new Error('the start script no longer names the heap settings');
  return [`--max-old-space-size=${process.env['GATEWAY_MAX_HEAP_MB'] ?? oldSpace}`, `--max-semi-space-size=${semiSpace}`];
}

/** A trusted-documents folder with these operations as one client's manifest. */
export function manifestFolder(bodies: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'mk-trusted-'));
  const operations = bodies.map((body, index) => ({ id: String(index), name: `Operation${String(index)}`, type: 'query', body }));
  writeFileSync(join(dir, 'operations.json'), JSON.stringify({ format: 'apollo-persisted-query-manifest', version: 1, operations }));
  return dir;
}

export interface ProductionGateway {
  child: ChildProcess;
  url: string;
  /** Still running. */
  up(): boolean;
  /** The highest resident memory (MB) the process has had so far (VmHWM, Linux). */
  peakRssMb(): number;
  stop(): Promise<void>;
}

export interface ProductionGatewayOptions {
  mocksUrl: string;
  trustedDocumentsDir: string;
  /** More environment (overrides the defaults). */
  env?: Record<string, string>;
  /** Node flags before the script (e.g. a CPU profile). */
  nodeFlags?: string[];
}

/** Builds dist/server.js (without the sandbox bundle) and starts it; resolves once /health answers. */
export async function startProductionGateway(options: ProductionGatewayOptions): Promise<ProductionGateway> {
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-server.mjs'), GATEWAY_DIR, '--server-only'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('building the gateway failed');
  const webDist = mkdtempSync(join(tmpdir(), 'mk-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Mein Konto</title>');
  const port = await freePort();
  const env = {
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
    WEB_DIST_DIR: webDist,
    TRUSTED_DOCUMENTS_DIR: options.trustedDocumentsDir,
    ...options.env,
  };
  const child = spawn(process.execPath, [...productionHeapFlags(), ...(options.nodeFlags ?? []), join(GATEWAY_DIR, 'dist', 'server.js')], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${String(port)}`;
  const gateway: ProductionGateway = {
    child,
    url,
    up: () => child.exitCode === null && child.signalCode === null,
    peakRssMb: () => {
      const status = readFileSync(`/proc/${String(child.pid)}/status`, 'utf8');
      return Math.round(Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1]) / 1024);
    },
    stop: () =>
      new Promise((resolve) => {
        if (!gateway.up()) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  // Up to a minute: on a busy machine loading the modules alone takes several seconds.
  for (let attempt = 0; attempt < 600; attempt++) {
    if (!gateway.up()) throw new Error(`the gateway exited with ${String(child.exitCode ?? child.signalCode)}`);
    if (await fetch(`${url}/health`).then((r) => r.ok, () => false)) return gateway;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await gateway.stop();
  throw new Error('the gateway did not start');
}
