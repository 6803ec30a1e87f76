/**
 * Registers mock handlers from the upstream contracts of packages/schema. Every route gets the
 * same treatment the real services give: the client-id and locale headers are required, the
 * route's extra headers are checked, query and body are validated with the contract's schemas,
 * and outside production the mock's own answer is validated against the contract as well, so a
 * mock can never serve what the gateway would reject.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  HEADER,
  errorKey,
  marketOfLocale,
  upstreamLocale,
  type Market,
  type UpstreamLocale,
} from '@mein-konto/schema/upstream/common';
import { noBody, type RouteContract } from '@mein-konto/schema/upstream/contract';
import { UpstreamError } from './errors.ts';

/** The recaptcha token the mocks refuse (any other non-empty token passes). */
export const REFUSED_RECAPTCHA_TOKEN = 'invalid';

export interface RouteContext<R extends RouteContract> {
  request: FastifyRequest;
  reply: FastifyReply;
  query: z.output<R['query']>;
  body: z.output<R['body']>;
  clientId: string;
  locale: UpstreamLocale;
  market: Market;
}

export type RouteHandler<R extends RouteContract> = (
  ctx: RouteContext<R>,
) => Promise<z.input<R['response']>> | z.input<R['response']>;

export interface ContractRouteOptions {
  /** Validate every answer against the contract's response schema (a mismatch becomes a 500). */
  validateResponses: boolean;
}

export type RegisterContractRoute = <R extends RouteContract>(contract: R, handler: RouteHandler<R>) => void;

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first.trim() === '' ? undefined : first;
}

function validationError(where: 'query' | 'body', error: z.ZodError): UpstreamError {
  const fieldErrors = error.issues.map((issue) => ({
    key: errorKey('bad_request'),
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : where,
    detail: issue.message,
  }));
  const detail = `invalid ${where}: ${fieldErrors.map((f) => `${f.field}: ${f.detail}`).join('; ')}`;
  return new UpstreamError(400, 'bad_request', { detail, field_errors: fieldErrors });
}

/** Checks the headers every upstream call carries; returns client id and locale. */
export function checkCommonHeaders(request: FastifyRequest): { clientId: string; locale: UpstreamLocale } {
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

/** Returns a function that registers one contract route with its handler on `app`. */
export function contractRoutes(app: FastifyInstance, options: ContractRouteOptions): RegisterContractRoute {
  return function register<R extends RouteContract>(contract: R, handler: RouteHandler<R>): void {
    app.route({
      method: contract.method,
      url: contract.path,
      handler: async (request, reply) => {
        const { clientId, locale } = checkCommonHeaders(request);
        checkRequiredHeaders(request, contract.requiredHeaders ?? []);

        const query = contract.query.safeParse(request.query ?? {});
        if (!query.success) throw validationError('query', query.error);
        // Routes without a body ignore whatever was sent.
        const body = contract.body === noBody ? { success: true as const, data: undefined } : contract.body.safeParse(request.body);
        if (!body.success) throw validationError('body', body.error);

        const result = await handler({
          request,
          reply,
          query: query.data as z.output<R['query']>,
          body: body.data as z.output<R['body']>,
          clientId,
          locale,
          market: marketOfLocale(locale),
        });

        if (options.validateResponses) {
          const checked = contract.response.safeParse(result);
          if (!checked.success) {
            request.log.error({ issues: checked.error.issues, route: contract.path }, 'mock answer violates its contract');
            throw new UpstreamError(500, 'internal_server_error', {
              detail: `mock answer of ${contract.method} ${contract.path} violates the contract`,
            });
          }
        }
        reply.code(contract.status);
        return contract.status === 204 || result === undefined ? reply.send() : reply.send(result);
      },
    });
  };
}
