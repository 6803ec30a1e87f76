/**
 * The test stacks: every Playwright worker runs its tests against a stack of its own (upstream
 * mocks + gateway on their own ports), because the mocks hold one state that each test resets.
 * Worker i uses the base ports (E2E_MOCKS_PORT, E2E_GATEWAY_PORT) plus i, and E2E_GATEWAY_PORT + 50 + i
 * for a test's own second gateway.
 */
import { stackUrls } from '@mein-konto/testing';

export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

const MOCKS_BASE_PORT = Number(process.env.E2E_MOCKS_PORT ?? 4110);
const GATEWAY_BASE_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 4100);

export interface Stack {
  mocksPort: number;
  gatewayPort: number;
  mocksUrl: string;
  gatewayUrl: string;
  /** A second gateway's, for a test that serves a release of its own (serviceWorker.spec.ts). */
  releaseGatewayPort: number;
}

export function stack(index: number): Stack {
  const mocksPort = MOCKS_BASE_PORT + index;
  const gatewayPort = GATEWAY_BASE_PORT + index;
  return { mocksPort, gatewayPort, ...stackUrls({ mocksPort, gatewayPort }), releaseGatewayPort: gatewayPort + 50 };
}

/** The stack of the worker this code runs in (Playwright numbers its workers 0 … workers − 1). */
export const workerStack = stack(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
