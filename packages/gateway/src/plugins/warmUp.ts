/**
 * A gateway starts listening only once it is warm and its load shedding sees no pressure
 * (server.ts, decision 045). A new process runs its first request through code nothing has run
 * yet: V8 compiles the request path (Fastify's hooks, Apollo Server's pipeline, validation,
 * graphql-jit compiling the operation) on that request, which on a busy machine blocked the event
 * loop for seconds. The load shedding (traffic.ts) takes the mean event-loop delay of the second
 * before as load and answered the next requests 503, though no request was waiting: a replica
 * that had just joined the load balancer shed what the load balancer sent it. The start-up
 * itself (loading the modules, building the schema, after the shedding's measure started) lands
 * in that measure the same way.
 *
 * So before listening: every registered query (trusted documents; mutations never) is run once
 * through `app.inject` (no socket, no session: the guard refuses the customer's fields, nothing
 * reaches an upstream but /ready's health checks, which open the upstream pools), required
 * variables given a placeholder of their scalar type. Then it waits for two of the shedding's
 * samples taken after the warm-up (the second covers only time after it) and for one without
 * pressure, at most `calmWithinMs`; past that it listens anyway (a machine that busy must not
 * keep a replica out for good).
 */
import type { FastifyInstance } from 'fastify';
import { Kind, parse, type OperationDefinitionNode, type TypeNode } from 'graphql';

/** How often the wait for a calm sample looks at the shedding's figures. */
const POLL_MS = 20;

/** A placeholder of a required scalar variable, or undefined (input objects, enums: the operation then stops at its variables). */
function placeholder(type: TypeNode): unknown {
  if (type.kind !== Kind.NON_NULL_TYPE) return undefined;
  if (type.type.kind === Kind.LIST_TYPE) return [];
  switch (type.type.name.value) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'String':
    case 'ID':
      return 'warm-up';
    default:
      return undefined;
  }
}

function variablesOf(query: string): Record<string, unknown> {
  const operation = parse(query).definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  return Object.fromEntries(
    (operation?.variableDefinitions ?? [])
      .map((v) => [v.variable.name.value, placeholder(v.type)] as const)
      .filter(([, value]) => value !== undefined),
  );
}

export interface WarmUp {
  /** Requests run before listening. */
  requests: number;
  warmUpMs: number;
  /** From the end of the warm-up until a sample without pressure (or calmWithinMs). */
  calmAfterMs: number;
  calm: boolean;
}

/**
 * Resolves after two of the shedding's samples (@fastify/under-pressure takes one a second; each
 * reads the heap, so a new sample changes `heapUsed`) and one without pressure, or after `withinMs`.
 */
async function calmSample(app: FastifyInstance, withinMs: number): Promise<boolean> {
  const end = performance.now() + withinMs;
  let last = app.memoryUsage().heapUsed;
  let samples = 0;
  while (performance.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const { heapUsed } = app.memoryUsage();
    if (heapUsed === last) continue;
    last = heapUsed;
    samples++;
    if (samples >= 2 && !app.isUnderPressure()) return true;
  }
  return false;
}

/** Runs the warm-up on a ready app that does not listen yet. */
async function warmUp(app: FastifyInstance, opts: { queries: string[]; calmWithinMs: number }): Promise<WarmUp> {
  const started = performance.now();
  let requests = 0;
  await app.inject({ method: 'GET', url: '/ready' });
  requests++;
  for (const query of opts.queries) {
    await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query, variables: variablesOf(query) }),
    });
    requests++;
  }
  const warmed = performance.now();
  const calm = await calmSample(app, opts.calmWithinMs);
  return {
    requests,
    warmUpMs: Math.round(warmed - started),
    calmAfterMs: Math.round(performance.now() - warmed),
    calm,
  };
}

/** Readies the app, warms it up, logs `warmed_up` with its figures and listens (server.ts). */
export async function listenWhenWarm(
  app: FastifyInstance,
  opts: { port: number; host: string; queries: string[]; calmWithinMs: number },
): Promise<WarmUp> {
  await app.ready();
  const warm = await warmUp(app, opts);
  app.log[warm.calm ? 'info' : 'warn']({ event: 'warmed_up', ...warm }, 'warmed up: listening');
  await app.listen({ port: opts.port, host: opts.host });
  return warm;
}
