/**
 * GET and POST /graphql: GraphQL over HTTP, in one route of our own (decision 030).
 *
 * A document is parsed, validated (GraphQL's rules, the graphql-armor limits, no introspection in
 * production) and, per operation, checked against the trusted documents (production) and compiled
 * with graphql-jit once; from then on a request with the same text only coerces its variables
 * (graphql-js, so defaults of input fields apply) and runs the compiled function.
 *
 * The HTTP side keeps what clients rely on: CSRF prevention (a POST needs a content type that
 * makes the browser ask first, a GET the `apollo-require-preflight` or `x-apollo-operation-name`
 * header), queries only over GET, `application/json` or `application/graphql-response+json` by the
 * request's Accept header, and the error codes and statuses clients know: BAD_REQUEST,
 * GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED, OPERATION_RESOLUTION_FAILURE,
 * OPERATION_NOT_REGISTERED and BAD_USER_INPUT with 400, errors of the operation itself with 200.
 * Automatic persisted queries are not offered (PERSISTED_QUERY_NOT_SUPPORTED: a client then
 * sends the whole text); production runs registered documents instead.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  getVariableValues,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { GatewayConfig } from '../config.ts';
import type { GatewayContext } from '../context.ts';
import { createFormatError, MESSAGES } from '../errors.ts';
import type { GatewayMetrics } from '../metrics.ts';
import { validationRules } from '../schema.ts';
import { operationKey } from './trustedDocuments.ts';

export interface GraphqlOptions {
  config: GatewayConfig;
  schema: GraphQLSchema;
  context: (request: FastifyRequest, reply: FastifyReply) => GatewayContext;
  metrics: GatewayMetrics;
  /** Production: the keys of the registered operations (trustedDocuments.ts); elsewhere every operation runs. */
  trusted?: ReadonlySet<string>;
}

/** Documents kept parsed and validated: production runs a few dozen registered ones. */
const MAX_DOCUMENTS = 1000;
const MAX_DOCUMENT_CHARACTERS = 2_000_000;
/** A longer text is run but not kept (the request body allows 256 kB). */
const MAX_KEPT_TEXT = 200_000;

/** Content types a browser sends without asking first (a "simple request"). */
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
const PREFLIGHT_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'];
const CSRF_MESSAGE =
  `This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Please either specify a 'content-type' header ` +
  `(with a type that is not one of ${SIMPLE_CONTENT_TYPES.join(', ')}) or provide a non-empty value for one of the following headers: ${PREFLIGHT_HEADERS.join(', ')}`;

const NOT_ACCEPTABLE_MESSAGE =
  "An 'accept' header was provided for this request which does not accept application/json or application/graphql-response+json";

const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';

/** A refusal before the operation runs: its code, HTTP status and headers. */
class RequestError extends GraphQLError {
  constructor(
    message: string,
    code: string,
    readonly status = 400,
    readonly headers: Record<string, string> = {},
  ) {
    super(message, { extensions: { code } });
  }
}

interface GraphqlRequest {
  query: string | undefined;
  operationName: string | undefined;
  variables: Record<string, unknown> | undefined;
  extensions: Record<string, unknown> | undefined;
}

/** An operation of a document, resolved, checked and compiled once. */
interface PreparedOperation {
  operation: OperationDefinitionNode;
  compiled: CompiledQuery;
}

/** A document, parsed and validated once, with its operations as requests name them. */
interface PreparedDocument {
  document: DocumentNode;
  operations: Map<string, PreparedOperation | RequestError>;
}

/** What a request answers: filled in as it goes. */
interface Answer {
  status: number;
  result: ExecutionResult;
  operationName: string | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The essence (`type/subtype`, lower case) of a content type. */
function essence(contentType: string): string {
  return (contentType.split(';', 1)[0] ?? '').trim().toLowerCase();
}

/** False for what a browser could send from another site without asking first (CSRF prevention). */
function isPreflighted(request: FastifyRequest): boolean {
  const contentType = request.headers['content-type'];
  if (contentType !== undefined && !SIMPLE_CONTENT_TYPES.includes(essence(contentType))) return true;
  return PREFLIGHT_HEADERS.some((name) => (request.headers[name]?.length ?? 0) > 0);
}

function postRequest(body: unknown): GraphqlRequest {
  if (!isRecord(body) || Object.keys(body).length === 0) {
    throw new RequestError('POST body missing, invalid Content-Type, or JSON object has no keys.', 'BAD_REQUEST');
  }
  const { query, operationName, variables, extensions } = body;
  if (query !== undefined && query !== null && typeof query !== 'string') throw new RequestError('GraphQL queries must be strings.', 'BAD_REQUEST');
  if (variables !== undefined && variables !== null && !isRecord(variables)) throw new RequestError('`variables` in a POST body must be an object if provided.', 'BAD_REQUEST');
  if (extensions !== undefined && extensions !== null && !isRecord(extensions)) throw new RequestError('`extensions` in a POST body must be an object if provided.', 'BAD_REQUEST');
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    throw new RequestError('`operationName` in a POST body must be a string if provided.', 'BAD_REQUEST');
  }
  return { query: query ?? undefined, operationName: operationName ?? undefined, variables: variables ?? undefined, extensions: extensions ?? undefined };
}

function getRequest(request: FastifyRequest): GraphqlRequest {
  const contentType = request.headers['content-type'];
  if (contentType !== undefined && essence(contentType) !== 'application/json') {
    throw new RequestError('GET requests may not have a content-type header other than application/json.', 'BAD_REQUEST', 415);
  }
  const params = request.query as Record<string, string | string[] | undefined>;
  const once = (name: string): string | undefined => {
    const value = params[name];
    if (Array.isArray(value)) throw new RequestError(`The '${name}' search parameter may only be specified once.`, 'BAD_REQUEST');
    return value;
  };
  const json = (name: string): Record<string, unknown> | undefined => {
    const value = once(name);
    if (value === undefined) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new RequestError(`The ${name} search parameter contains invalid JSON.`, 'BAD_REQUEST');
    }
    if (!isRecord(parsed)) throw new RequestError(`The ${name} search parameter should contain a JSON-encoded object.`, 'BAD_REQUEST');
    return parsed;
  };
  return { query: once('query'), operationName: once('operationName'), variables: json('variables'), extensions: json('extensions') };
}

/** The answer's content type by the Accept header: JSON unless the client prefers the GraphQL response type. */
function responseType(accept: string | undefined): string | undefined {
  if (!accept) return JSON_TYPE;
  let best: { type: string; q: number } | undefined;
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const qParam = params.find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0)) continue;
    const type =
      range === 'application/graphql-response+json' ? GRAPHQL_RESPONSE_TYPE
      : range === 'application/json' || range === 'application/*' || range === '*/*' ? JSON_TYPE
      : undefined;
    if (type && (!best || q > best.q)) best = { type, q };
  }
  return best?.type;
}

/** Documents by their text, parsed and validated; the oldest leave first when full. */
class DocumentCache {
  private readonly documents = new Map<string, PreparedDocument>();
  private characters = 0;

  get(query: string): PreparedDocument | undefined {
    return this.documents.get(query);
  }

  add(query: string, document: DocumentNode): PreparedDocument {
    const prepared: PreparedDocument = { document, operations: new Map() };
    if (query.length > MAX_KEPT_TEXT) return prepared;
    while (this.documents.size >= MAX_DOCUMENTS || this.characters + query.length > MAX_DOCUMENT_CHARACTERS) {
      const oldest = this.documents.keys().next().value as string;
      this.documents.delete(oldest);
      this.characters -= oldest.length;
    }
    this.documents.set(query, prepared);
    this.characters += query.length;
    return prepared;
  }
}

export async function graphqlPlugin(app: FastifyInstance, opts: GraphqlOptions): Promise<void> {
  const { config, schema, metrics, trusted } = opts;
  const rules = [...specifiedRules, ...validationRules(config), ...(config.isProduction ? [NoSchemaIntrospectionCustomRule] : [])];
  const formatError = createFormatError(config.isProduction);
  const documents = new DocumentCache();

  /** No "Did you mean …?" in production: validation and variable errors do not spell out the schema. */
  function clientMessage(error: GraphQLError): string {
    return config.isProduction ? error.message.replace(/ ?Did you mean(.+?)\?$/, '') : error.message;
  }

  function prepareDocument(query: string): PreparedDocument {
    const cached = documents.get(query);
    if (cached) return cached;
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch (error) {
      throw new RequestError(error instanceof GraphQLError ? error.message : String(error), 'GRAPHQL_PARSE_FAILED');
    }
    const invalid = validate(schema, document, rules);
    if (invalid.length > 0) {
      throw invalid.map((error) => new GraphQLError(clientMessage(error), { nodes: error.nodes, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
    }
    return documents.add(query, document);
  }

  function prepareOperation(prepared: PreparedDocument, operationName: string | undefined): PreparedOperation {
    const key = operationName ?? '';
    let entry = prepared.operations.get(key);
    if (!entry) {
      entry = resolveOperation(prepared.document, operationName);
      prepared.operations.set(key, entry);
    }
    if (entry instanceof RequestError) throw entry;
    return entry;
  }

  function resolveOperation(document: DocumentNode, operationName: string | undefined): PreparedOperation | RequestError {
    const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
    const operation = operationName === undefined ? (operations.length === 1 ? operations[0] : undefined) : operations.find((o) => o.name?.value === operationName);
    if (!operation) {
      const message =
        operationName !== undefined ? `Unknown operation named "${operationName}".`
        : operations.length > 1 ? 'Must provide operation name if query contains multiple operations.'
        : 'Must provide an operation.';
      return new RequestError(message, 'OPERATION_RESOLUTION_FAILURE');
    }
    // Production runs only the operations the known clients registered (trusted-documents/).
    if (trusted && !trusted.has(operationKey(document))) {
      return new RequestError('This operation is not registered with the gateway.', 'OPERATION_NOT_REGISTERED');
    }
    const compiled = compileQuery(schema, document, operationName);
    if (!isCompiledQuery(compiled)) return new RequestError(compiled.errors?.[0]?.message ?? MESSAGES.generic, 'OPERATION_RESOLUTION_FAILURE');
    return { operation, compiled };
  }

  /** The error shape clients know: a code on every error, stack traces outside production, then the production masking (errors.ts). */
  function format(error: GraphQLError): GraphQLFormattedError {
    const formatted = error.toJSON();
    const extensions: Record<string, unknown> = { ...formatted.extensions };
    extensions['code'] ??= 'INTERNAL_SERVER_ERROR';
    if (!config.isProduction) {
      const stack = error.originalError?.stack ?? error.stack;
      if (stack) extensions['stacktrace'] = stack.split('\n');
    }
    return formatError({ ...formatted, extensions });
  }

  /** Runs the request's operation; throws a RequestError (or several validation errors) when it is refused. */
  async function execute(request: FastifyRequest, reply: FastifyReply, graphqlRequest: GraphqlRequest, answer: Answer): Promise<void> {
    if (graphqlRequest.extensions?.['persistedQuery'] !== undefined) {
      throw new RequestError('PersistedQueryNotSupported', 'PERSISTED_QUERY_NOT_SUPPORTED');
    }
    if (!graphqlRequest.query) {
      throw new RequestError('GraphQL operations must contain a non-empty `query` or a `persistedQuery` extension.', 'BAD_REQUEST');
    }
    const { operation, compiled } = prepareOperation(prepareDocument(graphqlRequest.query), graphqlRequest.operationName);
    answer.operationName = operation.name?.value ?? graphqlRequest.operationName;
    if (request.method !== 'POST' && operation.operation !== 'query') {
      throw new RequestError(`GET requests only support query operations, not ${operation.operation} operations`, 'BAD_REQUEST', 405, { allow: 'POST' });
    }
    const variables = getVariableValues(schema, operation.variableDefinitions ?? [], graphqlRequest.variables ?? {});
    if (variables.errors) {
      answer.status = 400;
      answer.result = { errors: variables.errors.map((e) => new GraphQLError(clientMessage(e), { nodes: e.nodes, extensions: { ...e.extensions, code: 'BAD_USER_INPUT' } })) };
      return;
    }
    const context = opts.context(request, reply);
    try {
      answer.result = (await compiled.query(undefined, context, variables.coerced)) as ExecutionResult;
    } finally {
      context.relayCookies();
    }
  }

  /** Refuses a request before anything of it has been read or run. */
  function refuse(reply: FastifyReply, error: RequestError): FastifyReply {
    return reply.code(error.status).type(JSON_TYPE).send(JSON.stringify({ errors: [format(error)] }));
  }

  async function handler(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const started = performance.now();
    // Nothing runs for a client that could not read the answer.
    const type = responseType(request.headers.accept);
    if (!type) return refuse(reply, new RequestError(NOT_ACCEPTABLE_MESSAGE, 'BAD_REQUEST', 406));
    const answer: Answer = { status: 200, result: {}, operationName: undefined };
    try {
      const graphqlRequest = request.method === 'POST' ? postRequest(request.body) : getRequest(request);
      answer.operationName = graphqlRequest.operationName;
      await execute(request, reply, graphqlRequest, answer);
    } catch (error) {
      const errors = Array.isArray(error) ? (error as unknown[]) : [error];
      const refusal = errors[0] instanceof RequestError ? errors[0] : undefined;
      if (!(errors[0] instanceof GraphQLError)) request.log.error({ err: error }, 'GraphQL request failed');
      answer.status = refusal?.status ?? (errors[0] instanceof GraphQLError ? 400 : 500);
      if (refusal) for (const [name, value] of Object.entries(refusal.headers)) void reply.header(name, value);
      answer.result = { errors: errors.map((e) => (e instanceof GraphQLError ? e : new GraphQLError(MESSAGES.generic, { originalError: e instanceof Error ? e : undefined }))) };
    }
    const { errors, data, extensions } = answer.result;
    const operation = metrics.operationLabel(answer.operationName);
    metrics.graphqlRequests.inc({ operation, outcome: errors?.length ? 'error' : 'ok' });
    metrics.graphqlDuration.observe({ operation }, (performance.now() - started) / 1000);
    const body = { ...(errors ? { errors: errors.map(format) } : {}), ...(data !== undefined ? { data } : {}), ...(extensions ? { extensions } : {}) };
    return reply.code(answer.status).type(type).send(JSON.stringify(body));
  }

  // Before the body is parsed: a cross-site simple request is refused unread.
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) =>
    isPreflighted(request) ? undefined : refuse(reply, new RequestError(CSRF_MESSAGE, 'BAD_REQUEST'));
  // No HEAD: a GraphQL request is answered with its body or not at all.
  app.route({ method: ['GET', 'POST'], url: '/graphql', exposeHeadRoute: false, onRequest, handler });
}
