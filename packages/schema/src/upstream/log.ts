/** Contract of the logging service (docs/product/upstream-services.md §7 "Logging", §8 "Reporting"). */
import { z } from 'zod';
import { noQuery, route, type ServiceContract } from './contract.ts';

export const LOG_PROJECT_ID = 'account-view';

export const logEntry = z.object({
  project_id: z.literal(LOG_PROJECT_ID),
  level: z.enum(['warning', 'error']),
  message: z.string().max(2000),
  /** client for 4xx, server for 5xx (docs/product/upstream-services.md §8). */
  category: z.enum(['client', 'server']).nullable(),
  status_code: z.number().int().nullable(),
  correlation_id: z.string(),
  service: z.string().nullable(),
  route: z.string().nullable(),
  timestamp: z.iso.datetime({ offset: true }),
});

export const logService = {
  name: 'log',
  basePath: '/log-service',
  routes: {
    write: route({
      method: 'POST',
      path: '/logs',
      credentials: false,
      status: 202,
      query: noQuery,
      body: logEntry,
      response: z.void(),
    }),
  },
} as const satisfies ServiceContract;
