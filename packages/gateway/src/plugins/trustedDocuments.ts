/**
 * Trusted documents: in production the gateway runs only operations that a known client has
 * registered in the repository (`trusted-documents/*.json`, Apollo's persisted-query manifest
 * format: the web's is written by codegen, mobile teams add theirs). Anything else is refused
 * with OPERATION_NOT_REGISTERED (HTTP 400) before it runs (graphql.ts checks each operation once).
 * Outside production every operation runs.
 *
 * An operation matches a registered one when both read the same after normalisation: `__typename`
 * selections removed (clients add them for their caches), definitions in a fixed order (the
 * operation, then its fragments by name), printed by graphql-js (so spacing does not matter).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, print, visit, type DefinitionNode, type DocumentNode } from 'graphql';

interface Manifest {
  format: string;
  operations: { name: string; body: string }[];
}

/** The key of a document: sha256 of its normalised print. */
export function operationKey(document: DocumentNode): string {
  const withoutTypename = visit(document, {
    Field: (field) => (field.name.value === '__typename' && !field.alias ? null : undefined),
  });
  const rank = (d: DefinitionNode) => (d.kind === Kind.OPERATION_DEFINITION ? 0 : 1);
  const name = (d: DefinitionNode) => ('name' in d && d.name ? d.name.value : '');
  const definitions = [...withoutTypename.definitions].sort((a, b) => rank(a) - rank(b) || name(a).localeCompare(name(b)));
  return createHash('sha256').update(print({ ...withoutTypename, definitions })).digest('hex');
}

/** The keys of every operation of every manifest in the folder. */
export function loadTrustedDocuments(dir: string): Set<string> {
  const keys = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const manifest = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Manifest;
    if (manifest.format !== 'apollo-persisted-query-manifest') throw new Error(`${file}: not an apollo-persisted-query-manifest`);
    for (const operation of manifest.operations) keys.add(operationKey(parse(operation.body)));
  }
  return keys;
}
