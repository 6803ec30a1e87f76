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
 *
 * The compiled functions hang on the parsed document (a WeakMap): they live exactly as long as
 * Apollo Server's document store keeps that document, so the store's bound by size (graphqlLimits
 * in app.ts) bounds them too; a document the store did not keep takes its functions with it.
 * An operation is only compiled after Apollo Server resolved it in the document, so the names
 * per document are at most its operations.
 */
import { getVariableValues, GraphQLError, Kind, type DocumentNode, type ExecutionResult, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import type { GatewayContext } from './context.ts';

type Gateway = ApolloServerOptionsWithGateway<GatewayContext>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;

/** graphql-js's answers when a document has no operation by the request's name (Apollo Server then answers OPERATION_RESOLUTION_FAILURE). */
function unresolved(document: DocumentNode, operationName: string | null | undefined): ExecutionResult {
  const message =
    operationName ? `Unknown operation named "${operationName}".`
    : document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length > 1 ? 'Must provide operation name if query contains multiple operations.'
    : 'Must provide an operation.';
  return { errors: [new GraphQLError(message)] };
}

/** `hideSuggestions`: no "Did you mean …?" in the errors of variables (production). */
export function compiledExecution(schema: GraphQLSchema, options: { hideSuggestions: boolean }): Gateway {
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | ExecutionResult>>();

  function compile(document: DocumentNode, operationName: string | undefined): CompiledQuery | ExecutionResult {
    let byName = compiled.get(document);
    if (!byName) {
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
    // Nothing is kept for an operation the document does not have (its name may be anything).
    if (!(operation as OperationDefinitionNode | undefined)) return unresolved(document, operationName);
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {}, { hideSuggestions: options.hideSuggestions });
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
    async stop() {},
  };
}
