/**
 * GraphQL Codegen plugin: the Apollo cache's possibleTypes for exactly the abstract types (the
 * Error interface, result unions) that the web's fragments name as their type condition. A
 * fragment on an abstract type matches a concrete result only through this map; a fragment on a
 * concrete type needs none, so the map stays as small as the login's first load wants it.
 */
import { isAbstractType, visit } from 'graphql';

/** @type {import('@graphql-codegen/plugin-helpers').PluginFunction} */
export function plugin(schema, documents) {
  const named = new Set();
  for (const { document } of documents) {
    if (!document) continue;
    visit(document, {
      InlineFragment: (node) => void (node.typeCondition && named.add(node.typeCondition.name.value)),
      FragmentDefinition: (node) => void named.add(node.typeCondition.name.value),
    });
  }
  const possibleTypes = {};
  for (const name of [...named].sort()) {
    const type = schema.getType(name);
    if (type && isAbstractType(type)) {
      possibleTypes[name] = schema
        .getPossibleTypes(type)
        .map((member) => member.name)
        .sort();
    }
  }
  return [
    "import type { PossibleTypesMap } from '@apollo/client';",
    '',
    `export const possibleTypes: PossibleTypesMap = ${JSON.stringify(possibleTypes, null, 2)};`,
    '',
  ].join('\n');
}
