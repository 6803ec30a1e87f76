/** The logging service: stores what it receives, readable through the admin surface. */
import type { FastifyPluginAsync } from 'fastify';
import { logService } from '@mein-konto/schema/upstream/log';
import { contractRoutes } from '../../kernel/contractRoute.ts';
import type { MockService, ServicePluginOptions } from '../../kernel/mockService.ts';

const plugin: FastifyPluginAsync<ServicePluginOptions> = async (app, { store, validateResponses }) => {
  const route = contractRoutes(app, { validateResponses });

  route(logService.routes.write, ({ body }) => {
    store.logs.push(body);
  });
};

export const logMock: MockService = { contract: logService, plugin };
