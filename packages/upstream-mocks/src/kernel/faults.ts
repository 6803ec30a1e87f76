/**
 * Fault injection: before a service route runs, a matching fault (service, method, contract
 * path) may delay it, answer with an error status instead, or drop the connection; or, with
 * `after`, let the route run (the write is done) and drop the connection instead of answering.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HttpMethod, ServiceContract } from '@mein-konto/schema/upstream/contract';
import { errorBody } from './errors.ts';

export interface FaultRecord {
  id: string;
  service: string;
  method: HttpMethod | null;
  /** Contract path, e.g. "/user/login"; null matches every route of the service. */
  path: string | null;
  latencyMs: number;
  status: number | null;
  body: unknown;
  drop: boolean;
  /** Write done, answer lost: the route runs, then the connection drops instead of the answer. */
  after: boolean;
  /** How many more requests the fault hits; null = unlimited. */
  remaining: number | null;
}

export type FaultInput = Omit<FaultRecord, 'id'>;

export class Faults {
  list: FaultRecord[] = [];

  add(input: FaultInput): FaultRecord {
    const fault: FaultRecord = { id: randomUUID(), ...input };
    this.list.push(fault);
    return fault;
  }

  remove(id: string): void {
    this.list = this.list.filter((f) => f.id !== id);
  }

  clear(): void {
    this.list = [];
  }

  /** The first fault matching a request; counts the hit against its `times`. */
  take(service: string, method: string, path: string | null): FaultRecord | undefined {
    const fault = this.list.find(
      (f) =>
        f.service === service && (f.method === null || f.method === method) && (f.path === null || f.path === path),
    );
    if (!fault) return undefined;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.remove(fault.id);
    }
    return fault;
  }
}

/**
 * The service a request path belongs to, and the contract path inside it. Services may share a
 * base path (the customer service's address book): the one with a route of that path wins.
 */
function locateService(
  contracts: readonly ServiceContract[],
  url: string,
): { contract: ServiceContract; path: string } | undefined {
  const candidates = contracts.filter((c) => url.startsWith(`${c.basePath}/`));
  const owner =
    candidates.find((c) => Object.values(c.routes).some((r) => url === `${c.basePath}${r.path}`)) ?? candidates[0];
  return owner && { contract: owner, path: url.slice(owner.basePath.length) };
}

export function registerFaultInjection(
  app: FastifyInstance,
  faults: Faults,
  contracts: readonly ServiceContract[],
): void {
  const answerLost = new WeakSet<FastifyRequest>();
  app.addHook('onSend', async (request, reply, payload) => {
    if (!answerLost.has(request)) return payload;
    reply.hijack();
    request.raw.socket.destroy();
    return null;
  });

  app.addHook('onRequest', async (request, reply) => {
    if (faults.list.length === 0) return;
    // The registered route pattern (with :params) when the route exists, else the raw path.
    const url = request.routeOptions.url ?? request.url.split('?')[0] ?? request.url;
    const located = locateService(contracts, url);
    if (!located) return;
    const fault = faults.take(located.contract.name, request.method, located.path);
    if (!fault) return;

    if (fault.latencyMs > 0) await sleep(fault.latencyMs);
    if (fault.after) {
      answerLost.add(request);
      return undefined;
    }
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
