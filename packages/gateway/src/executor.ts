/**
 * Compiled execution (decision 028): every operation is compiled once into a JavaScript function
 * (graphql-jit) and run from then on without graphql-js walking the document field by field; an
 * order page of 20 orders is some 760 fields. Apollo Server takes a custom executor only through
 * its `gateway` option, so the schema is handed over that way; parsing, validation, plugins and
 * error formatting stay Apollo Server's.
 *
 * Variables are coerced by graphql-js first, exactly as before (defaults of input fields included,
 * which graphql-jit's own coercion leaves out); graphql-jit then receives values that are already
 * complete. Scalars of this schema coerce idempotently (strings checked and kept), so the second
 * coercion changes nothing.
 */
import { getVariableValues, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import type { GatewayContext } from './context.ts';

type Gateway = ApolloServerOptionsWithGateway<GatewayContext>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;

/** Compiled operations by document (Apollo Server keeps one document object per query text). */
const MAX_COMPILED_DOCUMENTS = 500;

export function compiledExecution(schema: GraphQLSchema): Gateway {
  const compiled = new Map<DocumentNode, Map<string, CompiledQuery | ExecutionResult>>();

  function compile(document: DocumentNode, operationName: string | undefined): CompiledQuery | ExecutionResult {
    let byName = compiled.get(document);
    if (!byName) {
      // Trusted documents in production keep this small; outside production any text may come.
      if (compiled.size >= MAX_COMPILED_DOCUMENTS) compiled.delete(compiled.keys().next().value as DocumentNode);
      byName = new Map();
      compiled.set(document, byName);
    }
    const key = operationName ?? '';
    let query = byName.get(key);
    if (!query) {
      query = compileQuery(schema, document, operationName);
      byName.set(key, query);
    }
    return query;
  }

  const executor: Executor = async ({ document, operation, operationName, request, context }) => {
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {});
    if (coerced.errors) return { errors: coerced.errors };
    const query = compile(document, operationName ?? undefined);
    if (!isCompiledQuery(query)) return query;
    return (await query.query(undefined, context, coerced.coerced)) as ExecutionResult;
  };

  return {
    async load() {
      return { executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    async stop() {
      compiled.clear();
    },
  };
}
