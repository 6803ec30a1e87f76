/**
 * Starts the mocked upstream services. Configuration comes from the environment only. Stops
 * gracefully (close-with-grace, as the gateway does) on SIGTERM, SIGINT or a crash.
 */
import closeWithGrace from 'close-with-grace';
import { buildMocksApp } from './app.ts';

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

const port = intFromEnv('MOCKS_PORT', 4010);
const host = process.env.MOCKS_HOST || '127.0.0.1';
const ttl = process.env.MOCKS_ACCESS_TOKEN_TTL_SECONDS ? intFromEnv('MOCKS_ACCESS_TOKEN_TTL_SECONDS', 900) : undefined;

const app = await buildMocksApp({
  logger: { level: process.env.LOG_LEVEL || 'info' },
  ...(ttl === undefined ? {} : { accessTokenTtlSeconds: ttl }),
});

closeWithGrace(
  {
    delay: 10_000,
    logger: { error: (message: unknown) => app.log.error({ event: 'shutdown_failed' }, String(message)) },
  },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'crashed: shutting down');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  },
);

try {
  await app.listen({ port, host });
} catch (error) {
  app.log.error({ err: error }, 'mocks failed to start');
  process.exit(1);
}
