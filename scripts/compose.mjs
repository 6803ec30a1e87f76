// Docker Compose v2 for the repository's docker-compose.yml on any machine: Docker where it runs,
// else the container engine of ../shared/container-engine.sh (podman with a Docker API socket,
// Compose v2 and local stand-ins for the base images; set up by running it, as root). And the
// rolling update of a scaled service, one replica at a time: `npm run compose:update` (README
// "For operators"), used by `npm run compose:check` too.
// Usage: node scripts/compose.mjs update [service]   builds the service's image and replaces its
//        replicas one by one (default gateway-replica; the scale profile must be up).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { log, root } from './lib.mjs';

/** Services built from the Dockerfile: on the container engine their RUN steps need the host's network. */
const BUILT_SERVICES = ['upstream-mocks', 'gateway', 'gateway-replica', 'web-dev'];
/** How long a new replica may take to become healthy (health checks every 10 s; at load 50–60 on two cores one listened 166 s after it was started, warm-up included). */
const HEALTHY_WITHIN_MS = 300_000;

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function succeeds(command, args, env = {}) {
  return spawnSync(command, args, { env: { ...process.env, ...env }, stdio: 'ignore' }).status === 0;
}

/** The container engine script: CONTAINER_ENGINE_SCRIPT, else shared/container-engine.sh beside the clone (CI) or one folder up. */
function engineScript() {
  const candidates = [
    process.env.CONTAINER_ENGINE_SCRIPT,
    join(root, '..', 'shared', 'container-engine.sh'),
    join(root, '..', '..', 'shared', 'container-engine.sh'),
  ];
  return candidates.find((path) => path && existsSync(path));
}

/**
 * Compose and the engine's own CLI (stop, rm, exec of single containers): Docker when its engine
 * answers, else the container engine (set up here, idempotent; the first run takes minutes).
 * Returns { engine, compose(args, options), cli(args, options), composeOutput(args) }.
 */
export function composeEngine({ project = 'mein-konto', env: extraEnv = {} } = {}) {
  let engine;
  let composeCommand;
  let env = { ...extraEnv };
  const files = ['-f', join(root, 'docker-compose.yml')];
  if (succeeds('docker', ['info']) && succeeds('docker', ['compose', 'version'])) {
    engine = 'docker';
    composeCommand = ['docker', 'compose'];
  } else {
    const script = engineScript();
    if (!script) {
      console.error(
        'No Docker engine answers and the container engine script is missing (../shared/container-engine.sh; CONTAINER_ENGINE_SCRIPT names another).',
      );
      process.exit(1);
    }
    if (process.getuid?.() !== 0) {
      console.error(`No Docker engine answers; the container engine (${script}) is set up as root.`);
      process.exit(1);
    }
    log(`No Docker engine: setting up the container engine (${script})`);
    const setUp = spawnSync('bash', [script], { stdio: 'inherit' });
    if (setUp.status !== 0) {
      console.error(`\n\u2716 ${script} failed (exit ${setUp.status ?? setUp.signal})`);
      process.exit(1);
    }
    const binary = spawnSync('bash', [script, '--compose'], { encoding: 'utf8' }).stdout.trim();
    engine = 'podman';
    composeCommand = [binary];
    env = { ...env, DOCKER_HOST: 'unix:///run/podman/podman.sock', DOCKER_BUILDKIT: '0' };
    // The engine builds with the classic builder; its RUN steps (pnpm install, apt-get) reach the
    // registries through the host's network only.
    const override = join(mkdtempSync(join(tmpdir(), 'mk-compose-')), 'build-network.yml');
    writeFileSync(
      override,
      `services:\n${BUILT_SERVICES.map((s) => `  ${s}:\n    build:\n      network: host\n`).join('')}`,
    );
    files.push('-f', override);
  }
  const [command = 'docker', ...prefix] = composeCommand;
  const base = [...prefix, '-p', project, ...files];
  const spawnOptions = (options) => ({ cwd: root, env: { ...process.env, ...env, ...(options.env ?? {}) } });
  // Child processes run without blocking: the compose check's load keeps going meanwhile.
  const exec = (file, args, options, stdio) =>
    new Promise((done, fail) => {
      const child = spawn(file, args, { ...spawnOptions(options), stdio });
      let stdout = '';
      child.stdout?.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
      child.on('error', fail);
      child.on('close', (code, signal) => done({ status: code ?? 1, signal, stdout }));
    });
  const failed = (args, result) =>
    new Error(`compose ${args.join(' ')} failed (exit ${String(result.signal ?? result.status)})`);
  /** Compose with inherited output; rejects on failure unless allowFailure. */
  const compose = async (args, options = {}) => {
    const result = await exec(command, [...base, ...args], options, options.quiet ? 'ignore' : 'inherit');
    if (result.status !== 0 && !options.allowFailure) throw failed(args, result);
    return result.status;
  };
  /** Compose's output (stdout). */
  const composeOutput = async (args, options = {}) => {
    const result = await exec(command, [...base, ...args], options, ['ignore', 'pipe', 'inherit']);
    if (result.status !== 0) throw failed(args, result);
    return result.stdout;
  };
  /** The engine's CLI for one container (docker or podman); resolves to { status, stdout }. */
  const cli = (args, options = {}) =>
    exec(engine, args, options, ['ignore', 'pipe', options.quiet ? 'ignore' : 'inherit']);
  return { engine, compose, composeOutput, cli };
}

/** The containers of a service: { id, name, number, state, health }, by `compose ps` (JSON lines or one array). */
export async function containersOf(engine, service) {
  const text = (await engine.composeOutput(['ps', '--all', '--format', 'json', service])).trim();
  if (!text) return [];
  const rows = text.startsWith('[')
    ? JSON.parse(text)
    : text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
  return rows
    .filter((row) => row.Service === service)
    .map((row) => ({
      id: row.ID,
      name: row.Name,
      number: Number(/-(\d+)$/.exec(row.Name)?.[1] ?? 0),
      state: row.State,
      health: row.Health ?? '',
    }));
}

async function healthy(engine, service, id, withinMs) {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    const container = (await containersOf(engine, service)).find((c) => c.id === id);
    if (!container || container.state === 'exited' || container.state === 'dead')
      throw new Error(`${service} ${id}: the new replica stopped`);
    if (container.health === 'healthy') return;
    if (container.health === 'unhealthy') throw new Error(`${container.name}: unhealthy`);
    await sleep(1000);
  }
  throw new Error(`${service} ${id}: not healthy within ${String(withinMs / 1000)} s`);
}

/**
 * Replaces the running replicas of `service` one at a time, so the load balancer always has the
 * others: start one more replica from the service's current image and configuration (compose
 * scale, leaving the running ones as they are), wait until it is healthy, then stop one old
 * replica (SIGTERM: it drains, stop_grace_period 30 s) and remove it; next. `onHealthy(container)`
 * runs when a new replica is healthy (its promise is awaited after the old one is gone).
 * Returns the new containers.
 */
export async function rollingUpdate(engine, service, { onHealthy = async () => undefined, profile = 'scale' } = {}) {
  const old = (await containersOf(engine, service)).filter((c) => c.state === 'running');
  if (old.length === 0) throw new Error(`${service} has no running replica: start the ${profile} profile first`);
  const fresh = [];
  for (const replaced of old) {
    const known = new Set((await containersOf(engine, service)).map((c) => c.id));
    const started = Date.now();
    log(`${new Date().toISOString()} starting one more replica of ${service}`);
    await engine.compose([
      '--profile',
      profile,
      'up',
      '--detach',
      '--no-deps',
      '--no-recreate',
      '--scale',
      `${service}=${String(old.length + 1)}`,
      service,
    ]);
    const added = (await containersOf(engine, service)).find((c) => !known.has(c.id));
    if (!added) throw new Error(`${service}: compose started no new replica`);
    await healthy(engine, service, added.id, HEALTHY_WITHIN_MS);
    log(
      `${new Date().toISOString()} ${added.name} healthy after ${((Date.now() - started) / 1000).toFixed(1)} s; stopping ${replaced.name}`,
    );
    const measured = onHealthy(added);
    const stopping = Date.now();
    if ((await engine.cli(['stop', '--time', '30', replaced.id])).status !== 0)
      throw new Error(`stopping ${replaced.name} failed`);
    await engine.cli(['rm', replaced.id], { quiet: true });
    log(
      `${new Date().toISOString()} ${replaced.name} drained, stopped and removed in ${((Date.now() - stopping) / 1000).toFixed(1)} s`,
    );
    await measured;
    fresh.push(added);
  }
  return fresh;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, service = 'gateway-replica'] = process.argv.slice(2);
  if (command !== 'update') {
    console.error('Usage: node scripts/compose.mjs update [service]');
    process.exit(1);
  }
  const engine = composeEngine();
  try {
    log(`Building ${service}`);
    await engine.compose(['--profile', 'scale', 'build', service]);
    log(`Replacing the replicas of ${service} one at a time`);
    const fresh = await rollingUpdate(engine, service);
    log(`${service}: ${fresh.map((c) => c.name).join(', ')} serve`);
  } catch (error) {
    console.error(`\n\u2716 ${error.message}`);
    process.exit(1);
  }
}
