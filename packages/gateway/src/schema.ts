/**
 * The executable schema: the shared SDL (base.graphql: scalars, Money, the error types, …) plus
 * each domain's SDL file and resolvers, from the domain list (domains.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { GraphQLError, GraphQLScalarType, Kind, type ValidationContext, type ValidationRule } from 'graphql';
import type { GatewayConfig } from './config.ts';
import { DOMAINS } from './domains.ts';
import type { Resolvers } from './generated/graphql.ts';
import { boundedResolvers } from './kit/inputBounds.ts';

/** SDL files: the shared base, then one per domain, named like the domain. */
export const SDL_FILES = ['base', ...DOMAINS.map((domain) => domain.name)];

export function loadTypeDefs(): string[] {
  const require = createRequire(import.meta.url);
  return SDL_FILES.map((name) => readFileSync(require.resolve(`@mein-konto/schema/graphql/${name}.graphql`), 'utf8'));
}

function isoScalar(
  name: string,
  description: string,
  pattern: RegExp,
  valid: (value: string) => boolean,
): GraphQLScalarType {
  const check = (value: unknown): string => {
    if (typeof value !== 'string' || !pattern.test(value) || !valid(value)) {
      throw new GraphQLError(`${name} must be ${description}`);
    }
    return value;
  };
  return new GraphQLScalarType({
    name,
    description,
    serialize: check,
    parseValue: check,
    parseLiteral: (ast) => check(ast.kind === Kind.STRING ? ast.value : undefined),
  });
}

const DateScalar = isoScalar(
  'Date',
  'an ISO 8601 date (yyyy-mm-dd)',
  /^\d{4}-\d{2}-\d{2}$/,
  (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)),
);
const DateTimeScalar = isoScalar(
  'DateTime',
  'an ISO 8601 date-time with offset',
  /^\d{4}-\d{2}-\d{2}T.+(Z|[+-]\d{2}:\d{2})$/,
  (v) => !Number.isNaN(Date.parse(v)),
);

/** Resolvers of the shared base: the scalars. */
const baseResolvers: Resolvers = {
  Date: DateScalar,
  DateTime: DateTimeScalar,
};

/** The domains' resolvers, each field checked against the input bounds before it runs (kit/inputBounds.ts). */
export const resolvers: Resolvers[] = [baseResolvers, ...DOMAINS.map((domain) => boundedResolvers(domain.resolvers))];

/**
 * The limits every document must keep (graphql-armor), beside GraphQL's own validation: depth
 * counts fields (fragments are flattened, so sharing a selection costs no level), aliases and
 * cost as configured. graphql-armor's rules throw by default (made for envelop); as validation
 * rules they must report instead, so the client gets a 400 GRAPHQL_VALIDATION_FAILED.
 */
export function validationRules(config: Pick<GatewayConfig, 'graphqlLimits' | 'isProduction'>): ValidationRule[] {
  const limits = config.graphqlLimits;
  const armor = {
    exposeLimits: !config.isProduction,
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: { message: string }) =>
        context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''))),
    ],
  };
  return [
    maxDepthRule({ n: limits.maxDepth, flattenFragments: true, ...armor }),
    maxAliasesRule({ n: limits.maxAliases, ...armor }),
    costLimitRule({ maxCost: limits.maxCost, ...armor }),
  ] as unknown as ValidationRule[];
}
