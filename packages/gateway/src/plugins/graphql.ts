/**
 * GET and POST /graphql: Apollo Server 5 on Fastify (decision 031), through a thin integration
 * over `executeHTTPGraphQLRequest` (Apollo's documented way to write one; the same few lines as
 * `@as-integrations/fastify` without its per-request URL object), and the Apollo plugins of the
 * HTTP contract that Apollo Server has no option for:
 * - the Accept header is checked before the operation runs (Apollo Server checks it when the
 *   answer is sent, after a mutation ran and set its cookies);
 * - the session cookies are relayed once the operation has run;
 * - requests are counted per operation (metrics.ts);
 * - the operation's span is named and marked failed (tracing.ts), when traced.
 * Everything else — CSRF prevention, GET for queries only, parsing, validation, persisted
 * queries, error codes, statuses and formatting — is Apollo Server's (app.ts configures it).
 */
import { Readable } from 'node:stream';
import type { ApolloServer, ApolloServerPlugin, HTTPGraphQLRequest } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import Negotiator from 'negotiator';
import type { GatewayContext } from '../context.ts';
import type { GatewayMetrics } from '../metrics.ts';
import type { Tracing } from '../tracing.ts';

export interface GraphqlOptions {
  apollo: ApolloServer<GatewayContext>;
  /** Each operation runs inside its span (NO_TRACING: as it is). */
  tracing: Tracing;
  context: (request: FastifyRequest, reply: FastifyReply) => GatewayContext;
}

const RESPONSE_TYPES = ['application/json', 'application/graphql-response+json'];

/** Refuses, before the operation runs, a request whose Accept header takes no JSON answer (406, as Apollo Server would after). */
export const acceptPlugin: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request }) {
        const accept = request.http?.headers.get('accept');
        if (accept === undefined || new Negotiator({ headers: { accept } }).mediaType(RESPONSE_TYPES) !== undefined)
          return;
        throw new GraphQLError(
          `An 'accept' header was provided for this request which does not accept ${RESPONSE_TYPES.join(' or ')}`,
          {
            extensions: { code: 'BAD_REQUEST', http: { status: 406 } },
          },
        );
      },
    };
  },
};

/** Writes the session cookie changes once the operation has run (or was refused). */
export const relayCookiesPlugin: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue }) {
        contextValue.relayCookies();
      },
    };
  },
};

/** GraphQL requests and their duration per operation (names bounded by metrics.operationLabel). */
export function metricsPlugin(metrics: GatewayMetrics): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ request }) {
      const started = performance.now();
      return {
        async willSendResponse({ operationName, response }) {
          const operation = metrics.operationLabel(operationName ?? request.operationName);
          const errors = response.body.kind === 'single' && (response.body.singleResult.errors?.length ?? 0) > 0;
          metrics.graphqlRequests.inc({ operation, outcome: errors ? 'error' : 'ok' });
          metrics.graphqlDuration.observe({ operation }, (performance.now() - started) / 1000);
        },
      };
    },
  };
}

/**
 * The operation's span: named by its type and the metrics' label of its name (a registered
 * operation's name, else "other": no client chooses span names), marked failed with the errors'
 * codes. Never its variables.
 */
export function tracingPlugin(tracing: Tracing, metrics: GatewayMetrics): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, operationName }) {
          tracing.nameOperation(operation?.operation ?? 'operation', metrics.operationLabel(operationName));
        },
        async willSendResponse({ response }) {
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          if (errors?.length)
            tracing.operationFailed(errors.map((error) => String(error.extensions?.['code'] ?? 'UNKNOWN')));
        },
      };
    },
  };
}

/** The request as Apollo Server reads it: method, headers, query string and the parsed JSON body. */
function httpGraphQLRequest(request: FastifyRequest): HTTPGraphQLRequest {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const query = request.url.indexOf('?');
  return { method: request.method, headers, search: query < 0 ? '' : request.url.slice(query), body: request.body };
}

export async function graphqlPlugin(app: FastifyInstance, opts: GraphqlOptions): Promise<void> {
  const { apollo, context, tracing } = opts;
  app.route({
    method: ['GET', 'POST'],
    url: '/graphql',
    // A HEAD is no GraphQL request (and must never run one).
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const response = await tracing.operation(request.raw, () =>
        apollo.executeHTTPGraphQLRequest({
          httpGraphQLRequest: httpGraphQLRequest(request),
          context: () => Promise.resolve(context(request, reply)),
        }),
      );
      for (const [name, value] of response.headers) void reply.header(name, value);
      void reply.code(response.status ?? 200);
      if (response.body.kind === 'complete') return reply.send(response.body.string);
      return reply.send(Readable.from(response.body.asyncIterator));
    },
  });
}
