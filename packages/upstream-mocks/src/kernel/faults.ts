/**
 * Fault injection: before a service route runs, a matching fault (service, method, contract
 * path) may delay it, answer with an error status instead, or drop the connection.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';
import type { MockService } from './mockService.ts';
import type { MockStore } from '../store.ts';

/** The service a request path belongs to, and the contract path inside it. */
export function locateService(
  services: readonly MockService[],
  url: string,
): { service: MockService; path: string } | undefined {
  for (const service of services) {
    const base = service.contract.basePath;
    if (url.startsWith(`${base}/`)) return { service, path: url.slice(base.length) };
  }
  return undefined;
}

export function registerFaultInjection(app: FastifyInstance, store: MockStore, services: readonly MockService[]): void {
  app.addHook('onRequest', async (request, reply) => {
    if (store.faults.length === 0) return;
    // The registered route pattern (with :params) when the route exists, else the raw path.
    const url = request.routeOptions.url ?? request.url.split('?')[0] ?? request.url;
    const located = locateService(services, url);
    if (!located) return;
    const fault = store.takeFault(located.service.contract.name, request.method, located.path);
    if (!fault) return;

    if (fault.latencyMs > 0) await sleep(fault.latencyMs);
    if (fault.drop) {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    if (fault.status !== null) {
      const body = fault.body === undefined ? errorBody(fault.status, 'injected fault') : fault.body;
      return reply.code(fault.status).send(body);
    }
    return undefined;
  });
}
