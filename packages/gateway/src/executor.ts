/**
 * Compiled execution (decision 028): every operation is compiled once into a JavaScript function
 * (graphql-jit) and run from then on without graphql-js walking the document field by field; an
 * order page of 20 orders is some 760 fields. Apollo Server takes a custom executor only through
 * its `gateway` option, so the schema is handed over that way; parsing, validation, plugins and
 * error formatting stay Apollo Server's.
 *
 * Variables are coerced by graphql-js first (defaults of input fields included, which graphql-jit's
 * own coercion leaves out); graphql-jit then receives values that are already complete. Scalars of
 * this schema coerce idempotently (strings checked and kept), so the second coercion changes
 * nothing. Coercion is the first work a request's variables cause, before any resolver or limit,
 * and the one place they are bounded (decision 040): it stops at the first problem and answers
 * one BAD_USER_INPUT error that names the variable and where in it, never the value.
 *
 * The compiled functions hang on the parsed document (a WeakMap): they live exactly as long as
 * Apollo Server's document store keeps that document, so the store's bound by size (graphqlLimits
 * in app.ts) bounds them too; a document the store did not keep takes its functions with it.
 * An operation is only compiled after Apollo Server resolved it in the document, so the names
 * per document are at most its operations.
 */
import {
  coerceInputValue,
  getNullableType,
  getVariableValues,
  GraphQLError,
  isInputObjectType,
  isInputType,
  isListType,
  Kind,
  typeFromAST,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type VariableDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import type { GatewayContext } from './context.ts';
import { badUserInput } from './errors.ts';

type Gateway = ApolloServerOptionsWithGateway<GatewayContext>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;

/** graphql-js's answers when a document has no operation by the request's name (Apollo Server then answers OPERATION_RESOLUTION_FAILURE). */
function unresolved(document: DocumentNode, operationName: string | null | undefined): ExecutionResult {
  const message = operationName
    ? `Unknown operation named "${operationName}".`
    : document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length > 1
      ? 'Must provide operation name if query contains multiple operations.'
      : 'Must provide an operation.';
  return { errors: [new GraphQLError(message)] };
}

/**
 * Where a value does not have the shape of its input type, or null: a field its input object does
 * not declare, an object or a list where a scalar or an enum belongs, anything but an object where
 * an input object belongs. Linear in the value and builds no message; nulls and the values of
 * scalars and enums are graphql-js's to judge. The path holds the schema's field names and list
 * positions only, nothing the client wrote.
 */
function shapeProblem(type: GraphQLInputType, value: unknown, path: string): string | null {
  if (value === null || value === undefined) return null;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const itemType = nullable.ofType as GraphQLInputType;
    // A single value stands for a list of one (graphql-js's input coercion).
    if (!Array.isArray(value)) return shapeProblem(itemType, value, path);
    for (let i = 0; i < value.length; i++) {
      const problem = shapeProblem(itemType, value[i], `${path}[${String(i)}]`);
      if (problem !== null) return problem;
    }
    return null;
  }
  if (isInputObjectType(nullable)) {
    if (typeof value !== 'object' || Array.isArray(value)) return path;
    const fields = nullable.getFields();
    for (const [name, fieldValue] of Object.entries(value)) {
      const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
      if (!field) return path;
      const problem = shapeProblem(field.type, fieldValue, `${path}.${name}`);
      if (problem !== null) return problem;
    }
    return null;
  }
  // Scalars and enums of this schema take a string, a number or a boolean.
  return typeof value === 'object' ? path : null;
}

/** Thrown by the search for where graphql-js's coercion failed, to stop at the first place. */
const FOUND = Symbol('found');

/** Where in the variable graphql-js's coercion fails first ("input.addresses[2].zip"). */
function coercionProblem(type: GraphQLInputType, value: unknown, name: string): string {
  let path: readonly (string | number)[] = [];
  try {
    coerceInputValue(
      value,
      type,
      (at) => {
        path = at;
        throw FOUND;
      },
      true,
    );
  } catch (error) {
    if (error !== FOUND) throw error;
  }
  return name + path.map((key) => (typeof key === 'number' ? `[${String(key)}]` : `.${key}`)).join('');
}

function invalidVariable(name: string, where: string): GraphQLError {
  return badUserInput(`Variable "$${name}" has an invalid value at "${where}".`);
}

/**
 * The operation's variables coerced to their declared types, or one BAD_USER_INPUT error that
 * names the variable and the place of the problem, never the value. Two steps, each linear in the
 * variables' size (the body limit bounds that):
 * - the shape of each variable against its type (shapeProblem). graphql-js prints the submitted
 *   value into each message of its coercion, a whole object once per field it does not declare:
 *   3,000 unknown fields (36 kB) took a replica's heap (n × n), and even one message of 30,000
 *   fields takes longer than answering should;
 * - graphql-js's coercion (defaults of input fields, required fields, scalars and enums), stopped
 *   at its first problem (`maxErrors`); its message, which prints the value (a password), is
 *   replaced by one that says where (coercionProblem).
 */
function coerceVariables(
  schema: GraphQLSchema,
  definitions: readonly VariableDefinitionNode[],
  variables: Readonly<Record<string, unknown>>,
): { coerced: Record<string, unknown>; errors?: never } | { coerced?: never; errors: readonly GraphQLError[] } {
  const typed = definitions.map((definition) => {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type);
    return {
      definition,
      name,
      type: type && isInputType(type) ? type : undefined,
      value: Object.hasOwn(variables, name) ? variables[name] : undefined,
    };
  });
  for (const { name, type, value } of typed) {
    const where = type ? shapeProblem(type, value, name) : null;
    if (where !== null) return { errors: [invalidVariable(name, where)] };
  }
  const result = getVariableValues(schema, definitions, variables, { maxErrors: 1, hideSuggestions: true });
  if (!result.errors) return { coerced: result.coerced };
  const node = result.errors[0]?.nodes?.[0];
  const failed = typed.find(({ definition }) => definition === node || definition.type === node) ?? typed[0];
  if (!failed) return { errors: [badUserInput('Invalid variables.')] };
  return {
    errors: [
      invalidVariable(failed.name, failed.type ? coercionProblem(failed.type, failed.value, failed.name) : failed.name),
    ],
  };
}

export function compiledExecution(schema: GraphQLSchema): Gateway {
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
    const coerced = coerceVariables(schema, operation.variableDefinitions ?? [], request.variables ?? {});
    if (coerced.errors) return { errors: [...coerced.errors] };
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
