/**
 * Serves an upstream contract of packages/schema with the mock handlers of its slice, one
 * handler per contract route and named like it (`routes.login` → handler `login`). Every route
 * gets the same treatment the real services give: the client-id and locale headers are
 * required, the route's extra headers are checked, query and body are validated with the
 * contract's schemas, and outside production the mock's own answer is validated against the
 * contract as well, so a mock can never serve what the gateway would reject.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  HEADER,
  marketOfLocale,
  upstreamLocale,
  type Market,
  type UpstreamLocale,
} from '@mein-konto/schema/upstream/common';
import { noBody, type RouteContract, type ServiceContract } from '@mein-konto/schema/upstream/contract';
import { UpstreamError, invalidInput } from './errors.ts';

/** The recaptcha token the mocks refuse (any other non-empty token passes). */
const REFUSED_RECAPTCHA_TOKEN = 'invalid';

interface RouteContext<R extends RouteContract> {
  request: FastifyRequest;
  reply: FastifyReply;
  query: z.output<R['query']>;
  body: z.output<R['body']>;
  /** The `:name` segments of the contract path. */
  params: Record<string, string>;
  clientId: string;
  locale: UpstreamLocale;
  market: Market;
}

type RouteHandler<R extends RouteContract> = (
  ctx: RouteContext<R>,
) => Promise<z.input<R['response']>> | z.input<R['response']>;

export interface ContractRouteOptions {
  /** Validate every answer against the contract's response schema (a mismatch becomes a 500). */
  validateResponses: boolean;
}

/** The mock handlers of a service: one per contract route, under the route's name. */
export type ServiceHandlers<C extends ServiceContract> = { [K in keyof C['routes']]: RouteHandler<C['routes'][K]> };

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first.trim() === '' ? undefined : first;
}

/** Checks the headers every upstream call carries; returns client id and locale. */
function checkCommonHeaders(request: FastifyRequest): { clientId: string; locale: UpstreamLocale } {
  const clientId = headerValue(request, HEADER.clientId);
  if (clientId === undefined) {
    throw new UpstreamError(400, 'missing_header', { detail: `header ${HEADER.clientId} is required` });
  }
  const rawLocale = headerValue(request, HEADER.locale);
  if (rawLocale === undefined) {
    throw new UpstreamError(400, 'missing_header', { detail: `header ${HEADER.locale} is required` });
  }
  const locale = upstreamLocale.safeParse(rawLocale.toLowerCase());
  if (!locale.success) {
    throw new UpstreamError(400, 'bad_request', {
      detail: `header ${HEADER.locale} must be one of ${upstreamLocale.options.join(', ')}`,
    });
  }
  return { clientId, locale: locale.data };
}

function checkRequiredHeaders(request: FastifyRequest, required: readonly string[]): void {
  for (const name of required) {
    const value = headerValue(request, name);
    if (name === HEADER.recaptcha) {
      if (value === undefined || value === REFUSED_RECAPTCHA_TOKEN) {
        throw new UpstreamError(400, 'recaptcha_invalid', { detail: 'recaptcha token missing or invalid' });
      }
    } else if (value === undefined) {
      throw new UpstreamError(400, 'missing_header', { detail: `header ${name} is required` });
    }
  }
}

/** Registers every route of `contract` on `app` with the handler of the same name. */
export function serveContract<C extends ServiceContract>(
  app: FastifyInstance,
  contract: C,
  handlers: ServiceHandlers<C>,
  options: ContractRouteOptions,
): void {
  for (const [name, route] of Object.entries(contract.routes)) {
    const handler = handlers[name] as RouteHandler<RouteContract> | undefined;
    if (!handler) throw new Error(`no mock handler ${name} for ${contract.name}.routes.${name}`);
    serveRoute(app, route, handler, options);
  }
}

function serveRoute<R extends RouteContract>(
  app: FastifyInstance,
  contract: R,
  handler: RouteHandler<R>,
  options: ContractRouteOptions,
): void {
  app.route({
    method: contract.method,
    url: contract.path,
    handler: async (request, reply) => {
      const { clientId, locale } = checkCommonHeaders(request);
      checkRequiredHeaders(request, contract.requiredHeaders ?? []);

      const query = contract.query.safeParse(request.query ?? {});
      if (!query.success) throw invalidInput('query', query.error);
      // Routes without a body ignore whatever was sent.
      const body =
        contract.body === noBody ? { success: true as const, data: undefined } : contract.body.safeParse(request.body);
      if (!body.success) throw invalidInput('body', body.error);

      const result = await handler({
        request,
        reply,
        query: query.data as z.output<R['query']>,
        body: body.data as z.output<R['body']>,
        params: request.params as Record<string, string>,
        clientId,
        locale,
        market: marketOfLocale(locale),
      });

      if (options.validateResponses) {
        const checked = contract.response.safeParse(result);
        if (!checked.success) {
          request.log.error(
            { issues: checked.error.issues, route: contract.path },
            'mock answer violates its contract',
          );
          throw new UpstreamError(500, 'internal_server_error', {
            detail: `mock answer of ${contract.method} ${contract.path} violates the contract`,
          });
        }
      }
      reply.code(contract.status);
      return contract.status === 204 || result === undefined ? reply.send() : reply.send(result);
    },
  });
}
