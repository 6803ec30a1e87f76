/** The executable schema: the SDL of packages/schema plus the resolvers of every domain. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from './generated/graphql.ts';
import { configResolvers } from './domains/config/resolvers.ts';
import { sessionResolvers } from './domains/session/resolvers.ts';
import { authResolvers } from './domains/auth/resolvers.ts';
import { orderResolvers } from './domains/orders/resolvers.ts';

const SDL_FILES = ['base', 'session', 'config', 'orders', 'auth'] as const;

export function loadTypeDefs(): string[] {
  const require = createRequire(import.meta.url);
  return SDL_FILES.map((name) => readFileSync(require.resolve(`@mein-konto/schema/graphql/${name}.graphql`), 'utf8'));
}

function isoScalar(name: string, description: string, pattern: RegExp, valid: (value: string) => boolean): GraphQLScalarType {
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

const DateScalar = isoScalar('Date', 'an ISO 8601 date (yyyy-mm-dd)', /^\d{4}-\d{2}-\d{2}$/, (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)));
const DateTimeScalar = isoScalar('DateTime', 'an ISO 8601 date-time with offset', /^\d{4}-\d{2}-\d{2}T.+(Z|[+-]\d{2}:\d{2})$/, (v) => !Number.isNaN(Date.parse(v)));

const baseResolvers: Resolvers = {
  Date: DateScalar,
  DateTime: DateTimeScalar,
  Query: { ok: () => true },
  Mutation: { _noop: () => null },
};

export const resolvers: Resolvers[] = [baseResolvers, sessionResolvers, configResolvers, orderResolvers, authResolvers];
