/**
 * The input bounds (packages/schema/src/rules/schemaInputBounds.ts) enforced before any resolver runs,
 * so nothing longer, larger or stranger than declared reaches a service or a log line. Every
 * domain's resolvers are wrapped once (schema.ts); a field's arguments are walked along their
 * schema types. What breaks a bound is answered as the field's result type allows:
 * - an id (GraphQL type ID) is never typed by a person: BAD_USER_INPUT, as for a malformed id;
 * - a link token, where the result has TokenError: TOKEN_INVALID, as for any malformed token;
 * - where the result has InvalidInput: InvalidInput with a German field error per broken field;
 * - otherwise BAD_USER_INPUT.
 */
import {
  getNullableType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isUnionType,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
} from 'graphql';
import { BOUNDS, boundProblem, type BoundProblem, type InputBound } from '@mein-konto/schema/rules/inputBounds';
import { INPUT_BOUNDS } from '@mein-konto/schema/rules/schemaInputBounds';
import { badUserInput } from '../errors.ts';
import type { FieldError, Resolvers } from '../generated/graphql.ts';
import { BOUND_MESSAGES } from './messages.ts';
import { invalidInput, tokenError } from './outcomes.ts';

interface Broken {
  field: string;
  message: string;
  /** The input's GraphQL type is ID. */
  isId: boolean;
  isToken: boolean;
}

function messageOf(bound: InputBound, problem: BoundProblem): string {
  switch (problem) {
    case 'tooLong':
      return BOUND_MESSAGES.tooLong(bound.kind === 'text' ? bound.maxLength : 0);
    case 'characters':
      return bound.kind === 'text' && bound.characters === 'SEPA'
        ? BOUND_MESSAGES.sepaCharacters
        : BOUND_MESSAGES.characters;
    case 'tooMany':
      return BOUND_MESSAGES.tooMany(bound.kind === 'list' ? bound.maxItems : 0);
    case 'outOfRange':
      return bound.kind === 'number' ? BOUND_MESSAGES.outOfRange(bound.min, bound.max) : BOUND_MESSAGES.characters;
  }
}

/** Walks a value along its input type; the broken bounds land in `broken`. */
function check(coordinate: string, field: string, type: GraphQLInputType, value: unknown, broken: Broken[]): void {
  if (value === null || value === undefined) return;
  const bound = INPUT_BOUNDS[coordinate];
  if (bound) {
    const problem = boundProblem(bound, value);
    if (problem) {
      const named = getNullableType(type);
      broken.push({
        field,
        message: messageOf(bound, problem),
        isId: !isListType(named) && 'name' in named && named.name === 'ID',
        isToken: bound === BOUNDS.token,
      });
      return;
    }
  }
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    if (Array.isArray(value)) for (const item of value) check(coordinate, field, nullable.ofType, item, broken);
    return;
  }
  if (isInputObjectType(nullable) && typeof value === 'object') {
    const fields = nullable.getFields();
    for (const [name, item] of Object.entries(value as Record<string, unknown>)) {
      const inputField = fields[name];
      if (inputField) check(`${nullable.name}.${name}`, name, inputField.type, item, broken);
    }
  }
}

function unionMembers(type: GraphQLOutputType): string[] {
  const nullable = isNonNullType(type) ? type.ofType : type;
  return isUnionType(nullable) ? nullable.getTypes().map((t) => t.name) : [];
}

/** The answer to a field whose arguments break their bounds, or undefined when they keep them. */
function boundsRefusal(args: Record<string, unknown>, info: GraphQLResolveInfo) {
  const field = info.parentType.getFields()[info.fieldName];
  if (!field) return undefined;
  const broken: Broken[] = [];
  for (const arg of field.args)
    check(`${info.parentType.name}.${info.fieldName}(${arg.name})`, arg.name, arg.type, args[arg.name], broken);
  if (broken.length === 0) return undefined;
  const first = broken[0] as Broken;
  const members = unionMembers(info.returnType);
  if (broken.some((b) => b.isId)) throw badUserInput(broken.find((b) => b.isId)?.message ?? first.message);
  if (broken.some((b) => b.isToken) && members.includes('TokenError')) return tokenError('TOKEN_INVALID');
  if (members.includes('InvalidInput'))
    return invalidInput(broken.map(({ field: name, message }): FieldError => ({ field: name, message })));
  throw badUserInput(first.message);
}

type AnyResolver = (parent: unknown, args: Record<string, unknown>, ctx: unknown, info: GraphQLResolveInfo) => unknown;

/** A domain's resolvers with every field that takes arguments checked against the input bounds first. */
export function boundedResolvers(resolvers: Resolvers): Resolvers {
  const wrapped: Record<string, unknown> = {};
  for (const [typeName, typeResolvers] of Object.entries(resolvers)) {
    if (typeof typeResolvers !== 'object' || typeResolvers === null || typeResolvers.constructor !== Object) {
      wrapped[typeName] = typeResolvers;
      continue;
    }
    const fields: Record<string, unknown> = {};
    for (const [fieldName, resolver] of Object.entries(typeResolvers as Record<string, unknown>)) {
      if (fieldName.startsWith('__') || typeof resolver !== 'function') {
        fields[fieldName] = resolver;
        continue;
      }
      const resolve = resolver as AnyResolver;
      fields[fieldName] = (parent: unknown, args: Record<string, unknown>, ctx: unknown, info: GraphQLResolveInfo) => {
        if (Object.keys(args).length > 0) {
          const refusal = boundsRefusal(args, info);
          if (refusal) return refusal;
        }
        return resolve(parent, args, ctx, info);
      };
    }
    wrapped[typeName] = fields;
  }
  return wrapped as Resolvers;
}
