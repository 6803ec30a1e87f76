/**
 * GraphQL Codegen plugin: the web client's operation manifest (Apollo's persisted-query manifest
 * format), every operation with the fragments it uses, as the gateway's trusted documents
 * (packages/gateway/trusted-documents/web.json). In production the gateway accepts only
 * operations listed in such manifests (README "For mobile teams").
 *
 * Each body is the operation as Apollo Client sends it: `__typename` added to every selection set
 * below the root by Apollo's own document transform (`addTypenameToDocument`, what the client's
 * cache adds). A request by the id alone (the first load's bootstrap, decision 042) then gets the
 * answer the client's cache needs to store it.
 */
import { createHash } from 'node:crypto';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, print, visit } from 'graphql';

/** @type {import('@graphql-codegen/plugin-helpers').PluginFunction} */
export function plugin(_schema, documents) {
  const fragments = new Map();
  const operations = [];
  for (const { document } of documents) {
    for (const definition of document?.definitions ?? []) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
      else if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
    }
  }
  /** The fragments an operation uses, directly or through other fragments. */
  const usedBy = (node, found = new Map()) => {
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (!fragment || found.has(name)) return;
        found.set(name, fragment);
        usedBy(fragment, found);
      },
    });
    return found;
  };
  const entries = operations
    .map((operation) => {
      const used = [...usedBy(operation).values()].sort((a, b) => a.name.value.localeCompare(b.name.value));
      const body = print(addTypenameToDocument({ kind: Kind.DOCUMENT, definitions: [operation, ...used] }));
      return {
        id: createHash('sha256').update(body).digest('hex'),
        name: operation.name?.value ?? '',
        type: operation.operation,
        body,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return `${JSON.stringify({ format: 'apollo-persisted-query-manifest', version: 1, operations: entries }, null, 2)}\n`;
}
