// Runs the whole local stack: upstream mocks, gateway (serving the built SPA) and, in dev mode,
// Vite with hot reload. Usage: node scripts/stack.mjs start|dev
import { ensureInstalled, log, pnpm, pnpmBin, start, stopProcess } from './lib.mjs';

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

const children = [
  start('mocks', pnpmBin, ['--filter', '@mein-konto/upstream-mocks', mode === 'dev' ? 'dev' : 'start'], {
    // E-mailed links (activation, password, magic link) open the app of this stack.
    env: {
      MOCKS_PORT: mocksPort,
      MOCKS_SPA_BASE_URL:
        mode === 'dev' ? `http://localhost:${webPort}/dpl/av` : `http://localhost:${gatewayPort}/dpl/av`,
    },
  }),
  start('gateway', pnpmBin, ['--filter', '@mein-konto/gateway', mode === 'dev' ? 'dev' : 'start'], {
    env: { PORT: gatewayPort, HOST: gatewayHost, UPSTREAM_BASE_URL: `http://127.0.0.1:${mocksPort}` },
  }),
];
if (mode === 'dev') {
  children.push(
    start('web', pnpmBin, ['--filter', '@mein-konto/web', 'dev', '--port', webPort, '--strictPort'], {
      env: { GATEWAY_URL: `http://127.0.0.1:${gatewayPort}` },
    }),
  );
}

const app = mode === 'dev' ? `http://localhost:${webPort}/dpl/av/` : `http://localhost:${gatewayPort}/dpl/av/`;
setTimeout(() => {
  log(
    [
      'Mein Konto is starting:',
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
}, 1500);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) stopProcess(child);
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`A service stopped (exit ${code}); stopping the stack.`);
      stop(code || 1);
    }
  });
}
