/** Starts the mocked upstream services. Configuration comes from the environment only. */
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

let closing = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', (signal) => void shutdown(signal));
process.once('SIGINT', (signal) => void shutdown(signal));

try {
  await app.listen({ port, host });
} catch (error) {
  app.log.error({ err: error }, 'mocks failed to start');
  process.exit(1);
}
