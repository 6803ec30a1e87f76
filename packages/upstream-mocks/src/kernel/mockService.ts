/**
 * How a service slice plugs into the mocks app: its contract, its flows (each a module whose
 * factory builds the mock handlers of some of the contract's routes), and optionally routes
 * beside the contract and routes on the admin surface. `app.ts` lists every slice once
 * (MOCK_SERVICES).
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ServiceContract } from '@mein-konto/schema/upstream/contract';
import { serveContract, type ServiceHandlers } from './contractRoute.ts';
import type { Kernel } from './kernel.ts';

export interface SliceOptions {
  kernel: Kernel;
  validateResponses: boolean;
}

export interface MockService {
  /** Served under `contract.basePath`; `contract.name` is what fault injection matches. */
  contract: ServiceContract;
  /** Registers the service's routes (under its base path). */
  plugin: FastifyPluginAsync<SliceOptions>;
  /** Routes the service adds to the admin surface (`/__admin`, loopback only). */
  admin?: FastifyPluginAsync<SliceOptions>;
}

export interface MockServiceExtras {
  /** Routes beside the contract under the base path (e.g. product images a browser loads). */
  routes?: (app: FastifyInstance, kernel: Kernel) => void;
  admin?: FastifyPluginAsync<SliceOptions>;
}

/**
 * A flow of a slice: builds, for one app, the mock handlers of some contract routes, named like
 * them (`{ login: … }` for `routes.login`). The handlers reach the slices' states through the
 * kernel (`kernel.state(Customers)`).
 */
export type Flow<C extends ServiceContract> = (kernel: Kernel) => Partial<ServiceHandlers<C>>;

type HandlerNames<F> = F extends (kernel: Kernel) => infer H ? keyof H : never;
type MissingHandlers<C extends ServiceContract, F extends readonly Flow<C>[]> = Exclude<
  keyof C['routes'],
  HandlerNames<F[number]>
>;
/** Compiles only when the flows handle every route of the contract; else names the missing ones. */
type EveryRoute<C extends ServiceContract, F extends readonly Flow<C>[]> = [MissingHandlers<C, F>] extends [never]
  ? unknown
  : { missingHandlers: MissingHandlers<C, F> };

/** A slice's entry for MOCK_SERVICES: the contract served by the handlers of its flows. */
export function defineMockService<C extends ServiceContract, const F extends readonly Flow<C>[]>(
  contract: C,
  flows: F & EveryRoute<C, F>,
  extras: MockServiceExtras = {},
): MockService {
  return {
    contract,
    plugin: async (app, { kernel, validateResponses }) => {
      const handlers = Object.assign({}, ...flows.map((flow) => flow(kernel))) as ServiceHandlers<C>;
      serveContract(app, contract, handlers, { validateResponses });
      extras.routes?.(app, kernel);
    },
    ...(extras.admin === undefined ? {} : { admin: extras.admin }),
  };
}
