/**
 * Trusted documents: in production the gateway runs only operations that a known client has
 * registered in the repository (`trusted-documents/*.json`, Apollo's persisted-query manifest
 * format: the web's is written by codegen, mobile teams add theirs). Anything else is refused
 * with OPERATION_NOT_REGISTERED (HTTP 400) right after parsing (bounded by Apollo Server's
 * `maxTokens`), before validation, and nothing of it is kept (decision 040). Outside production
 * every operation runs.
 *
 * An operation matches a registered one when both read the same after normalisation: `__typename`
 * selections removed (clients add them for their caches; a plain `__typename` only, without alias,
 * arguments, directives or selections, so nothing can hide in one), definitions in a fixed order
 * (the operation, then its fragments by name), printed by graphql-js (so spacing does not matter).
 * A document with more than twice the tokens of the largest registered one (`__typename` and
 * comments not counted) is refused without normalising it.
 *
 * The registered operations are also Apollo Server's persisted queries, in every mode: a request
 * with only `extensions.persistedQuery.sha256Hash` (Apollo iOS, Apollo Kotlin and Apollo Client's
 * persisted-query link in safelisting mode, the web's first-load bootstrap, decision 042) runs the
 * registered body with that hash. In production nothing a client sends is added to them; outside
 * production Apollo's automatic persisted queries keep what clients register beside them, in a
 * bounded cache of their own.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApolloServerPlugin } from '@apollo/server';
import { PrefixingKeyValueCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import {
  GraphQLError,
  Kind,
  parse,
  print,
  TokenKind,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FieldNode,
  type Token,
} from 'graphql';

interface Manifest {
  format: string;
  operations: { id?: string; name: string; body: string }[];
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * What an unregistered document is replaced by once parsed: Apollo Server validates this instead
 * (in microseconds, where a document of 10,000 tokens took up to 200 ms) and the plugin refuses
 * it when its operation is resolved. Apollo Server has no hook that may answer between parsing
 * and validation (an exception thrown there is an internal error, 500).
 */
const UNREGISTERED: DocumentNode = parse('{ __typename }');

/** A `__typename` selection as clients add it for their caches, and nothing more. */
function isPlainTypename(field: FieldNode): boolean {
  return (
    field.name.value === '__typename' &&
    !field.alias &&
    !field.arguments?.length &&
    !field.directives?.length &&
    !field.selectionSet
  );
}

/** The key of a document: sha256 of its normalised print. */
function operationKey(document: DocumentNode): string {
  const withoutTypename = visit(document, {
    Field: (field) => (isPlainTypename(field) ? null : undefined),
  });
  const rank = (d: DefinitionNode) => (d.kind === Kind.OPERATION_DEFINITION ? 0 : 1);
  const name = (d: DefinitionNode) => ('name' in d && d.name ? d.name.value : '');
  const definitions = [...withoutTypename.definitions].sort(
    (a, b) => rank(a) - rank(b) || name(a).localeCompare(name(b)),
  );
  return createHash('sha256')
    .update(print({ ...withoutTypename, definitions }))
    .digest('hex');
}

/**
 * The tokens of a parsed document but comments and `__typename` names: a walk along the lexer's
 * tokens, without the syntax tree. Documents with the same key differ by few of them (`query`
 * before an anonymous operation).
 */
function significantTokens(document: DocumentNode): number {
  let count = 0;
  for (let token: Token | null | undefined = document.loc?.startToken; token; token = token.next) {
    if (token.kind !== TokenKind.COMMENT && !(token.kind === TokenKind.NAME && token.value === '__typename')) count++;
  }
  return count;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The operations of every manifest in the folder, and what Apollo Server needs to run only them:
 * its persisted queries, a document store that keeps registered documents only, and the plugin
 * that refuses the rest.
 */
export class TrustedDocuments {
  /** Normalised keys (operationKey) of every registered operation. */
  private readonly keys = new Set<string>();
  /** Above this many significant tokens a document is none of the registered ones. */
  private maxTokens = 0;
  /** Registered bodies by their sha256 (and by the manifest's id when that is one). */
  private readonly bodies = new Map<string, string>();

  constructor(dir: string) {
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const manifest = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Manifest;
      if (manifest.format !== 'apollo-persisted-query-manifest')
        throw new Error(`${file}: not an apollo-persisted-query-manifest`);
      for (const operation of manifest.operations) {
        const document = parse(operation.body);
        this.keys.add(operationKey(document));
        this.maxTokens = Math.max(this.maxTokens, 2 * significantTokens(document));
        this.bodies.set(sha256(operation.body), operation.body);
        if (operation.id && SHA256_HEX.test(operation.id)) this.bodies.set(operation.id, operation.body);
      }
    }
  }

  /** The registered queries' bodies, each once (mutations are not listed: the warm-up runs these, warmUp.ts). */
  queries(): string[] {
    return [...new Set(this.bodies.values())].filter((body) =>
      parse(body).definitions.every((d) => d.kind !== Kind.OPERATION_DEFINITION || d.operation === 'query'),
    );
  }

  /**
   * Apollo Server's persisted-query cache: the registered bodies by hash, read only (Apollo's
   * registration of a hash with its text stores nothing; an unknown hash is
   * PERSISTED_QUERY_NOT_FOUND before anything is parsed). With `registeredByClients` (outside
   * production: automatic persisted queries), a hash that is not registered is looked up there,
   * and a hash sent with its text is kept there.
   */
  persistedQueries(registeredByClients?: KeyValueCache<string>): KeyValueCache<string> {
    const { bodies } = this;
    // Looked up by the hash itself: Apollo Server's "apq:" prefix only separates caches it shares.
    return PrefixingKeyValueCache.cacheDangerouslyDoesNotNeedPrefixesForIsolation<string>({
      get: (key) => {
        const registered = bodies.get(key);
        return registered !== undefined || !registeredByClients
          ? Promise.resolve(registered)
          : registeredByClients.get(key);
      },
      set: (key, value, options) =>
        registeredByClients && !bodies.has(key) ? registeredByClients.set(key, value, options) : Promise.resolve(),
      delete: (key) => (registeredByClients ? registeredByClients.delete(key) : Promise.resolve(false)),
    });
  }

  /** Apollo Server's document store, keeping no unregistered document. */
  documentStore(store: KeyValueCache<DocumentNode>): KeyValueCache<DocumentNode> {
    return {
      get: (key) => store.get(key),
      set: (key, document, options) =>
        document === UNREGISTERED ? Promise.resolve() : store.set(key, document, options),
      delete: (key) => store.delete(key),
    };
  }

  /**
   * Checks each document once, when Apollo Server has parsed it (bounded by its `maxTokens`): an
   * unregistered one is replaced at once by UNREGISTERED, so it is neither validated nor stored,
   * and refused once its operation is resolved (OPERATION_NOT_REGISTERED, 400), before it runs.
   * A document from the store was registered.
   */
  plugin(): ApolloServerPlugin {
    const { keys, maxTokens } = this;
    const registered = (document: DocumentNode) =>
      significantTokens(document) <= maxTokens && keys.has(operationKey(document));
    return {
      async requestDidStart() {
        return {
          async parsingDidStart(requestContext) {
            return async (error) => {
              const { document } = requestContext;
              // Apollo Server validates and runs the document it finds here after this hook (its type marks it read-only for plugins).
              if (!error && document && !registered(document))
                (requestContext as { document?: DocumentNode }).document = UNREGISTERED;
            };
          },
          async didResolveOperation({ document }) {
            if (document === UNREGISTERED) {
              throw new GraphQLError('This operation is not registered with the gateway.', {
                extensions: { code: 'OPERATION_NOT_REGISTERED', http: { status: 400 } },
              });
            }
          },
        };
      },
    };
  }
}

/** The names of the registered operations of every manifest in the folder (the metrics' operation labels). */
export function registeredOperationNames(dir: string): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const manifest = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Manifest;
    for (const operation of manifest.operations) names.add(operation.name);
  }
  return names;
}
