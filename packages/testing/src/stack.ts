/**
 * The one way to run the upstream mocks and the gateway (serving the built SPA) for a run:
 * `npm start` and `npm run dev` (scripts/stack.mjs), the browser tests (packages/web/playwright.config.ts,
 * through Playwright's webServer) and Lighthouse (scripts/lighthouse.mjs). Each service is the
 * package's own script (`start`: compiled as production runs it; `dev`: tsx watch), on the given ports.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository's root: where the services' commands run. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PNPM = fileURLToPath(new URL('../../../node_modules/.bin/pnpm', import.meta.url));

export interface StackOptions {
  mocksPort: number | string;
  gatewayPort: number | string;
  /** 'start' (default): the compiled servers; 'dev': with reloading on change. */
  mode?: 'start' | 'dev';
  /** The address the gateway listens on (default 127.0.0.1, loopback only). */
  gatewayHost?: string;
  /** Where e-mailed links (activation, password, magic link) open the app; default the gateway's /dpl/av. */
  spaBaseUrl?: string;
  /** More environment for the mocks and the gateway (the gateway's feature flags, limits, log level). */
  mocksEnv?: Record<string, string>;
  gatewayEnv?: Record<string, string>;
}

/** A long-running process of a run: its command (argv, run in ROOT), environment and the URL that answers once it is ready. */
export interface Service {
  name: string;
  command: string[];
  env: Record<string, string>;
  readyUrl: string;
}

export function stackUrls(options: Pick<StackOptions, 'mocksPort' | 'gatewayPort'>): {
  mocksUrl: string;
  gatewayUrl: string;
} {
  return {
    mocksUrl: `http://127.0.0.1:${String(options.mocksPort)}`,
    gatewayUrl: `http://127.0.0.1:${String(options.gatewayPort)}`,
  };
}

/** The mocks and the gateway of a run, in the order they start. */
export function stackServices(options: StackOptions): Service[] {
  const mode = options.mode ?? 'start';
  const { mocksUrl, gatewayUrl } = stackUrls(options);
  return [
    {
      name: 'mocks',
      command: [PNPM, '--filter', '@mein-konto/upstream-mocks', mode],
      env: {
        MOCKS_PORT: String(options.mocksPort),
        MOCKS_HOST: '127.0.0.1',
        MOCKS_SPA_BASE_URL: options.spaBaseUrl ?? `${gatewayUrl}/dpl/av`,
        ...options.mocksEnv,
      },
      readyUrl: `${mocksUrl}/health`,
    },
    {
      name: 'gateway',
      command: [PNPM, '--filter', '@mein-konto/gateway', mode],
      env: {
        PORT: String(options.gatewayPort),
        HOST: options.gatewayHost ?? '127.0.0.1',
        UPSTREAM_BASE_URL: mocksUrl,
        ...options.gatewayEnv,
      },
      readyUrl: `${gatewayUrl}/ready`,
    },
  ];
}

/** Starts a service in a process group of its own (stopService stops what it started too); its output lines carry its name. */
export function startService(service: Service): ChildProcess {
  const [command = PNPM, ...args] = service.command;
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...service.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = (stream: NodeJS.ReadableStream, out: NodeJS.WritableStream) => {
    let buffer = '';
    stream.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) out.write(`[${service.name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/** Stops a process started with startService, with everything it started. */
export function stopService(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs` or when the process exits. */
async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the process behind ${url} exited`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${String(timeoutMs / 1000)} s`);
}

export interface RunningStack {
  mocksUrl: string;
  gatewayUrl: string;
  /** The processes, mocks first. */
  children: ChildProcess[];
  stop(): void;
}

/**
 * Starts the mocks, then the gateway, each once the one before is ready (up to 120 s each: a build
 * comes first). `onStart` sees each process as it starts (to stop it on an interrupt meanwhile).
 */
export async function startStack(
  options: StackOptions,
  onStart: (child: ChildProcess) => void = () => undefined,
): Promise<RunningStack> {
  const children: ChildProcess[] = [];
  const stack: RunningStack = {
    ...stackUrls(options),
    children,
    stop: () => {
      for (const child of children) stopService(child);
    },
  };
  try {
    for (const service of stackServices(options)) {
      const child = startService(service);
      children.push(child);
      onStart(child);
      await waitUntilReady(service.readyUrl, child, 120_000);
    }
  } catch (error) {
    stack.stop();
    throw error;
  }
  return stack;
}
