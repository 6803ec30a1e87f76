// Small helpers shared by the repository scripts (bootstrap, stack, test, checks).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.9';

export function log(message) {
  process.stdout.write(`\n\u25b6 ${message}\n`);
}

/** Run a command to completion with inherited output; exits the process on failure unless allowFailure. */
export function run(command, args, { cwd = root, env = {}, allowFailure = false } = {}) {
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  if (result.status !== 0 && !allowFailure) {
    console.error(`\n\u2716 ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
}

export const pnpmBin = join(root, 'node_modules', '.bin', 'pnpm');

/** pnpm as installed in the workspace (a devDependency), or from the registry on a fresh machine. */
export function pnpm(args, options) {
  if (existsSync(pnpmBin)) return run(pnpmBin, args, options);
  return run('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], options);
}

/** Install the workspace's packages when they are missing or the lockfile changed since. */
export function ensureInstalled() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Node ${process.versions.node} is too old: Mein Konto needs Node >= 20.19.`);
    process.exit(1);
  }
  const lock = join(root, 'pnpm-lock.yaml');
  const stamp = join(root, 'node_modules', '.mein-konto-install');
  const hash = createHash('sha256').update(readFileSync(lock)).digest('hex');
  if (existsSync(stamp) && existsSync(pnpmBin) && readFileSync(stamp, 'utf8') === hash) return;
  log('Installing packages (pnpm install --frozen-lockfile)');
  pnpm(['install', '--frozen-lockfile']);
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, hash);
}

/**
 * A program from Debian (Chromium, Redis, nginx) at `path`: installed with apt-get when missing
 * and running as root (as on CI), else a clear message naming the package and `variable`.
 */
export function ensureDebianPackage(path, pkg, variable) {
  if (existsSync(path)) return;
  if (process.getuid?.() !== 0) {
    console.error(`${pkg} is missing at ${path}. Install it (as root: apt-get install -y ${pkg}) or set ${variable}.`);
    process.exit(1);
  }
  log(`Installing ${pkg} from Debian (apt-get install ${pkg})`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', pkg], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}
