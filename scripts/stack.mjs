// Runs the whole local stack: upstream mocks, gateway (serving the built SPA) and, in dev mode,
// Vite with hot reload. Usage: node scripts/stack.mjs start|dev
import { ensureInstalled, log, pnpm, pnpmBin } from './lib.mjs';

const mode = process.argv[2] === 'dev' ? 'dev' : 'start';
const mocksPort = process.env.MOCKS_PORT ?? '4010';
const gatewayPort = process.env.PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '5173';
// The gateway listens on loopback unless HOST says otherwise (HOST=0.0.0.0: every interface).
const gatewayHost = process.env.HOST ?? '127.0.0.1';

ensureInstalled();
if (mode === 'start') {
  log('Building the SPA');
  pnpm(['--filter', '@mein-konto/web', 'build']);
}

// The mocks and the gateway as every run starts them (@mein-konto/testing stackServices), loaded
// through tsx (the package is TypeScript); in dev mode beside Vite with hot reload.
const { tsImport } = await import('tsx/esm/api');
const { startService, startStack, stopService } = await tsImport('@mein-konto/testing', import.meta.url);
const children = [];
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) stopService(child);
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
function watch(child) {
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`A service stopped (exit ${code}); stopping the stack.`);
      stop(code || 1);
    }
  });
}

if (mode === 'dev') {
  watch(
    startService({
      name: 'web',
      command: [pnpmBin, '--filter', '@mein-konto/web', 'dev', '--port', webPort, '--strictPort'],
      env: { GATEWAY_URL: `http://127.0.0.1:${gatewayPort}` },
    }),
  );
}
try {
  await startStack(
    {
      mode,
      mocksPort,
      gatewayPort,
      gatewayHost,
      // E-mailed links (activation, password, magic link) open the app of this stack.
      spaBaseUrl: mode === 'dev' ? `http://localhost:${webPort}/dpl/av` : `http://localhost:${gatewayPort}/dpl/av`,
    },
    watch,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
}

if (!stopping) {
  const app = mode === 'dev' ? `http://localhost:${webPort}/dpl/av/` : `http://localhost:${gatewayPort}/dpl/av/`;
  log(
    [
      'Mein Konto is running:',
      `  App:        ${app}`,
      `  GraphQL:    http://localhost:${gatewayPort}/graphql`,
      `  Sandbox:    http://localhost:${gatewayPort}/sandbox`,
      `  Mock admin: http://127.0.0.1:${mocksPort}/__admin (loopback only)`,
      gatewayHost === '127.0.0.1' || gatewayHost === 'localhost'
        ? 'Reachable from this machine only (HOST=0.0.0.0 npm start opens the gateway to the network).'
        : `The gateway listens on ${gatewayHost}: the app and the sandbox are reachable from the network.`,
      'Stop with Ctrl+C.',
    ].join('\n'),
  );
}
