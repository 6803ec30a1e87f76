/**
 * The shape of an upstream REST contract. Each upstream service is described once, here in
 * packages/schema, as a set of routes with zod schemas of the wire format (snake_case JSON).
 * The mocks register their handlers from these routes and the gateway's datasources call
 * them, so the two cannot drift apart.
 */
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContract<
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path relative to the service base URL, with `:param` placeholders. */
  path: string;
  /** Whether the customer's session cookies are sent (and `Set-Cookie` relayed back). */
  credentials: boolean;
  /** A GET that changes state (the service defines it so): never retried like a read. */
  changesState?: boolean;
  /** Extra request headers the route requires (lower case), beyond the ones every call sends. */
  requiredHeaders?: readonly string[];
  query: Query;
  body: Body;
  /** Schema of a successful (2xx) response body. `z.void()` for an empty body. */
  response: Response;
  /** Expected success status. */
  status: number;
}

export interface ServiceContract {
  /** Stable service name used in config, fault injection and logs. */
  name: string;
  /** Base path under which the mocks serve this service. */
  basePath: string;
  routes: Record<string, RouteContract>;
}

export const noQuery = z.object({}).strict();
export const noBody = z.undefined();
export const emptyResponse = z.void();

export function route<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  r: RouteContract<Q, B, R>,
): RouteContract<Q, B, R> {
  return r;
}

/** Fill `:param` placeholders of a route path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([a-zA-Z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** The camelCase view of a snake_case wire type, as the gateway sees it after conversion. */
export type Camelize<T> = T extends readonly (infer U)[]
  ? Camelize<U>[]
  : T extends Date
    ? T
    : T extends object
      ? { [K in keyof T as K extends string ? CamelCase<K> : K]: Camelize<T[K]> }
      : T;

export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? Head extends Lowercase<Head>
    ? `${Head}${SnakeCase<Tail>}`
    : `_${Lowercase<Head>}${SnakeCase<Tail>}`
  : S;

export type Wire<R extends RouteContract> = {
  query: z.input<R['query']>;
  body: z.input<R['body']>;
  response: z.output<R['response']>;
};

// Wire keys come from a small fixed vocabulary: remembering their camelCase saves a regex per key.
const camelKeys = new Map<string, string>();
function toCamel(key: string): string {
  let camel = camelKeys.get(key);
  if (camel === undefined) {
    camel = key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    if (camelKeys.size < 10_000) camelKeys.set(key, camel);
  }
  return camel;
}
function toSnake(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  // Loops rather than entries/fromEntries: this runs over every upstream answer, key by key.
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = convertKeys(value[i], convert);
    return out;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      if (key === '__proto__') continue; // never a wire key; assigning it would set the prototype
      out[convert(key)] = convertKeys((value as Record<string, unknown>)[key], convert);
    }
    return out;
  }
  return value;
}
/** snake_case → camelCase, deeply (plain objects and arrays only). */
export function camelizeKeys<T>(value: T): Camelize<T> {
  return convertKeys(value, toCamel) as Camelize<T>;
}
/** camelCase → snake_case, deeply (plain objects and arrays only). */
export function snakeizeKeys(value: unknown): unknown {
  return convertKeys(value, toSnake);
}
