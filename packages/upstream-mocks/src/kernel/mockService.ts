/** How an upstream service plugs into the mocks app: its contract plus a Fastify plugin. */
import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContract } from '@mein-konto/schema/upstream/contract';
import type { MockStore } from '../store.ts';

export interface ServicePluginOptions {
  store: MockStore;
  validateResponses: boolean;
}

export interface MockService {
  /** Served under `contract.basePath`; `contract.name` is what fault injection matches. */
  contract: ServiceContract;
  plugin: FastifyPluginAsync<ServicePluginOptions>;
}
