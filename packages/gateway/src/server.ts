/**
 * Starts the gateway and stops it gracefully (close-with-grace, as the mocks do) on SIGTERM,
 * SIGINT or a crash: first the drain (/ready answers 503, every answer closes its connection,
 * SHUTDOWN_DRAIN_MS), then close(): no new connections, idle ones closed, requests in flight
 * finished, then the upstream pools, the error reports and Redis closed. Past
 * SHUTDOWN_TIMEOUT_MS after the drain the process exits anyway. It listens only after the warm-up
 * (plugins/warmUp.ts). Nothing else lives here.
 */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { TrustedDocuments } from './plugins/trustedDocuments.ts';
import { listenWhenWarm } from './plugins/warmUp.ts';

/** The longest wait after the warm-up for a second of the load shedding's measure without pressure. */
const CALM_WITHIN_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  closeWithGrace(
    {
      delay: config.shutdown.drainMs + config.shutdown.timeoutMs,
      logger: { error: (message: unknown) => app.log.error({ event: 'shutdown_failed' }, String(message)) },
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'crashed: shutting down');
      else app.log.info({ event: 'shutdown', signal }, 'shutting down');
      await app.drain();
      await app.close();
    },
  );

  // Listening only once warm (plugins/warmUp.ts): a replica the load balancer reaches answers
  // its first requests without shedding them.
  await listenWhenWarm(app, {
    port: config.port,
    host: config.host,
    queries: new TrustedDocuments(config.trustedDocumentsDir).queries(),
    calmWithinMs: CALM_WITHIN_MS,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
