/**
 * Checks of the published schema (packages/schema/schema.graphql) that keep it usable for
 * clients we do not ship, the mobile apps: every element described, and no breaking change
 * unless it is listed as intended (README "For mobile teams").
 */
import { createRequire } from 'node:module';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import type * as GraphQL from 'graphql';
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';

// graphql-inspector loads graphql as CommonJS; schemas it compares must come from that instance.
const commonJsGraphql = createRequire(import.meta.url)('graphql') as typeof GraphQL;

/** Every type, field, argument, enum value, input field and directive of ours, with its description. */
export function describable(schema: GraphQLSchema): { path: string; description: string | null | undefined }[] {
  const found: { path: string; description: string | null | undefined }[] = [];
  const add = (path: string, description: string | null | undefined) => found.push({ path, description });
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    // The root types are described by their fields.
    if (type !== schema.getQueryType() && type !== schema.getMutationType()) add(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        add(`${type.name}.${field.name}`, field.description);
        for (const arg of field.args) add(`${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) add(`${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) add(`${type.name}.${value.name}`, value.description);
    }
  }
  for (const directive of schema.getDirectives()) {
    if (isSpecifiedDirective(directive)) continue;
    add(`@${directive.name}`, directive.description);
    for (const arg of directive.args) add(`@${directive.name}(${arg.name})`, arg.description);
  }
  return found;
}

/** The elements of `describable` without a description. */
export function undescribed(schema: GraphQLSchema): string[] {
  return describable(schema)
    .filter(({ description }) => !description?.trim())
    .map(({ path }) => path);
}

/** A breaking change the team accepted, with the reason mobile teams are told. */
export interface IntendedChange {
  /** graphql-inspector's change type, e.g. FIELD_REMOVED. */
  type: string;
  /** The schema coordinate, e.g. Customer.orders. */
  path: string;
  reason: string;
}

export interface Compatibility {
  /** Breaking changes not listed as intended: these fail the check. */
  unintended: Change[];
  /** Breaking changes listed as intended. */
  intended: Change[];
  /** Changes that may break a client in some cases (a new enum value, a changed default). */
  dangerous: Change[];
  /** Intended-list entries that match no change (left over: remove them). */
  stale: IntendedChange[];
}

function matches(change: Change, entry: IntendedChange): boolean {
  return change.type === entry.type && change.path === entry.path;
}

export async function compatibility(
  baseSdl: string,
  currentSdl: string,
  intended: readonly IntendedChange[],
): Promise<Compatibility> {
  const changes = await diff(commonJsGraphql.buildSchema(baseSdl), commonJsGraphql.buildSchema(currentSdl));
  const breaking = changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking);
  return {
    unintended: breaking.filter((c) => !intended.some((entry) => matches(c, entry))),
    intended: breaking.filter((c) => intended.some((entry) => matches(c, entry))),
    dangerous: changes.filter((c) => c.criticality.level === CriticalityLevel.Dangerous),
    stale: intended.filter((entry) => !breaking.some((c) => matches(c, entry))),
  };
}
