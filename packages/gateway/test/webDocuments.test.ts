/**
 * The web's operations are accepted by this gateway: every operation in packages/web (with the
 * fragments it uses) is valid against the schema and within the limits the gateway enforces
 * (depth, aliases, cost), so a too-deep page query fails here and not only in a browser test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildASTSchema,
  concatAST,
  Kind,
  parse,
  specifiedRules,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { loadTypeDefs, validationRules } from '../src/schema.ts';

const WEB_SRC = fileURLToPath(new URL('../../web/src/', import.meta.url));

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

const schema = buildASTSchema(concatAST(loadTypeDefs().map((sdl) => parse(sdl))));
const rules = [...specifiedRules, ...validationRules(loadConfig({}))];
const definitions = graphqlFiles(WEB_SRC).flatMap((file) => parse(readFileSync(file, 'utf8')).definitions);
const fragments = new Map(
  definitions
    .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
    .map((d) => [d.name.value, d]),
);
const operations = definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

/** The operation with every fragment it uses, directly or through other fragments. */
function documentOf(operation: OperationDefinitionNode): DocumentNode {
  const used = new Map<string, FragmentDefinitionNode>();
  const collect = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment && !used.has(fragment.name.value)) {
          used.set(fragment.name.value, fragment);
          collect(fragment);
        }
      },
    });
  collect(operation);
  return { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] };
}

describe("the web's operations", () => {
  it('are found', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  it.each(operations.map((operation) => [operation.name?.value ?? '(anonymous)', operation] as const))(
    '%s is valid and within the depth, alias and cost limits',
    (_name, operation) => {
      expect(validate(schema, documentOf(operation), rules).map((error) => error.message)).toEqual([]);
    },
  );

  it('the depth limit counts fields, not fragment spreads', () => {
    expect(loadConfig({}).graphqlLimits.maxDepth).toBe(10);
    const depthErrors = (source: string) =>
      validate(schema, parse(source), rules).filter((e) => /depth/i.test(e.message));
    // eight levels of fields through three fragment spreads: accepted
    const throughFragments = `
      query Orders { viewer { ...A } }
      fragment A on Viewer { customer { ...B } }
      fragment B on Customer { orders { edges { node { ...C } } } }
      fragment C on Order { items { product { id } } }`;
    expect(depthErrors(throughFragments)).toEqual([]);
    // eleven levels of fields: refused
    expect(depthErrors(`query Deep { ${'a { '.repeat(10)}b${' }'.repeat(10)} }`)).not.toEqual([]);
  });
});
