/**
 * The mocked upstream services in one Fastify app: the kernel (clock, mailbox, faults, logs,
 * the slices' states), one plugin per service slice under its contract's base path, and the
 * loopback-only admin surface. Builds the app without listening, so tests can start it on an
 * ephemeral port.
 */
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { ADMIN_PREFIX, adminPlugin } from './kernel/admin.ts';
import { UpstreamError, errorBody } from './kernel/errors.ts';
import { registerFaultInjection } from './kernel/faults.ts';
import { Kernel } from './kernel/kernel.ts';
import type { MockService } from './kernel/mockService.ts';
import { addressMock } from './services/address/index.ts';
import { addressCheckMock } from './services/addressCheck/index.ts';
import { basketMock } from './services/basket/index.ts';
import { customerMock } from './services/customer/index.ts';
import { logMock } from './services/log/index.ts';
import { newsletterMock } from './services/newsletter/index.ts';
import { orderHistoryMock } from './services/orderHistory/index.ts';
import { orderMock } from './services/order/index.ts';
import { stockReminderMock } from './services/stockReminder/index.ts';
import { wishlistMock } from './services/wishlist/index.ts';
import { paymentMock } from './services/payment/index.ts';
import { productMock } from './services/product/index.ts';
import { productDispenserMock } from './services/productDispenser/index.ts';
import { personalisationMock } from './services/personalisation/index.ts';
import { socialLiveCommerceMock } from './services/socialLiveCommerce/index.ts';

export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** Every mocked upstream service: a new service is one folder under services/ and one entry here. */
export const MOCK_SERVICES: readonly MockService[] = [
  customerMock,
  orderHistoryMock,
  logMock,
  addressCheckMock,
  orderMock,
  productMock,
  paymentMock,
  addressMock,
  newsletterMock,
  stockReminderMock,
  wishlistMock,
  basketMock,
  socialLiveCommerceMock,
  productDispenserMock,
  personalisationMock,
];

export interface MocksAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Lifetime of access tokens (default 15 minutes). */
  accessTokenTtlSeconds?: number;
  /** The clock; seed dates and session expiry are computed from it. */
  now?: () => Date;
  /** Validate the mocks' own answers against the contracts (default: outside production). */
  validateResponses?: boolean;
  /** Serve the admin surface to any address, not only loopback (containers). */
  adminAllowAll?: boolean;
  /** Base URL of the account SPA for links in e-mails (default env MOCKS_SPA_BASE_URL, else http://localhost:4000/dpl/av). */
  spaBaseUrl?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mockKernel: Kernel;
  }
}

interface StatusError {
  statusCode?: number;
  message: string;
}

function isStatusError(error: unknown): error is StatusError {
  return typeof error === 'object' && error !== null && 'message' in error;
}

/** The trace id of a W3C traceparent (version 00), as the gateway sends it with every call. */
const TRACEPARENT = /^00-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;

/** A request as the mocks' log lines show it: method and route template only. */
function routeTemplateOf(request: FastifyRequest): { method: string; url: string } {
  return { method: request.method, url: request.routeOptions.url ?? '(no route)' };
}

export async function buildMocksApp(options: MocksAppOptions = {}): Promise<FastifyInstance> {
  // Log lines carry the caller's correlation id as request id, the trace id of its traceparent
  // ("traceId", as the gateway's lines), and a request's route template
  // (e.g. /customer-service/user/set-password/:token), never its URL: paths and queries carry
  // tokens and e-mail addresses.
  const logger = options.logger
    ? { ...(options.logger === true ? {} : options.logger), serializers: { req: routeTemplateOf } }
    : false;
  const app = Fastify({
    logger,
    forceCloseConnections: true,
    requestIdHeader: 'x-correlation-id',
    childLoggerFactory: (parent, bindings, loggerOptions, raw) => {
      const traceparent = raw.headers.traceparent;
      const traceId = typeof traceparent === 'string' ? TRACEPARENT.exec(traceparent)?.[1] : undefined;
      return parent.child(traceId === undefined ? bindings : { ...bindings, traceId }, loggerOptions);
    },
  });
  const kernel = new Kernel({
    now: options.now ?? (() => new Date()),
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
    spaBaseUrl: options.spaBaseUrl ?? (process.env.MOCKS_SPA_BASE_URL || undefined),
  });
  const validateResponses = options.validateResponses ?? process.env.NODE_ENV !== 'production';
  app.decorate('mockKernel', kernel);

  // JSON bodies; an empty body (e.g. a bodiless POST sent with a JSON content type) is no body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(new UpstreamError(400, 'bad_request', { detail: 'body is not valid JSON' }), undefined);
    }
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof UpstreamError) return reply.code(error.status).send(error.body);
    const status =
      isStatusError(error) && error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'mock failed');
    const detail = status < 500 && isStatusError(error) ? error.message : 'internal error of the mock';
    return reply.code(status).send(errorBody(status, detail));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorBody(404, `no route ${request.method} ${request.url.split('?')[0] ?? ''}`)),
  );

  await app.register(cookie);
  registerFaultInjection(
    app,
    kernel.faults,
    MOCK_SERVICES.map((s) => s.contract),
  );

  app.get('/health', async () => ({ status: 'ok' }));

  for (const service of MOCK_SERVICES) {
    await app.register(service.plugin, { prefix: service.contract.basePath, kernel, validateResponses });
  }

  await app.register(adminPlugin, {
    prefix: ADMIN_PREFIX,
    kernel,
    validateResponses,
    services: MOCK_SERVICES,
    allowAll: options.adminAllowAll ?? process.env.MOCKS_ADMIN_ALLOW_ALL === 'true',
  });

  return app;
}
