/**
 * The naming rule (README, "The naming rule"), enforced: one name from a contract route to its
 * datasource method, every fragment beside the module that spreads it, and no selection written
 * twice in one feature instead of a shared fragment.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, type DefinitionNode, type SelectionSetNode } from 'graphql';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const packages = join(dirname(fileURLToPath(import.meta.url)), '..');
const datasources = join(packages, 'gateway', 'src', 'datasources');
const upstream = join(packages, 'schema', 'src', 'upstream');
const webSrc = join(packages, 'web', 'src');

/** Each datasource method that calls a route, with the routes it calls. */
export function datasourceMethods(
  source: string,
  fileName = 'datasource.ts',
): { className: string; method: string; routes: string[] }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: { className: string; method: string; routes: string[] }[] = [];
  const visit = (node: ts.Node, className: string | null) => {
    if (ts.isClassDeclaration(node)) {
      node.members.forEach((member) => visit(member, node.name?.text ?? '(anonymous)'));
      return;
    }
    if (className && ts.isMethodDeclaration(node) && ts.isIdentifier(node.name)) {
      const routes: string[] = [];
      const findCalls = (inner: ts.Node) => {
        if (
          ts.isCallExpression(inner) &&
          ts.isPropertyAccessExpression(inner.expression) &&
          inner.expression.expression.kind === ts.SyntaxKind.ThisKeyword &&
          inner.expression.name.text === 'call' &&
          inner.arguments[0] &&
          ts.isStringLiteral(inner.arguments[0])
        ) {
          routes.push(inner.arguments[0].text);
        }
        ts.forEachChild(inner, findCalls);
      };
      if (node.body) findCalls(node.body);
      if (routes.length > 0) found.push({ className, method: node.name.text, routes });
      return;
    }
    ts.forEachChild(node, (child) => visit(child, className));
  };
  visit(file, null);
  return found;
}

/** Route names per contract file (`routes: { name: route(…) }`). */
function contractRoutes(source: string): string[] {
  const file = ts.createSourceFile('contract.ts', source, ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'routes' &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      for (const property of node.initializer.properties)
        if (property.name && ts.isIdentifier(property.name)) names.push(property.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

interface GraphqlFile {
  path: string;
  feature: string;
  definitions: readonly DefinitionNode[];
}

function graphqlFiles(): GraphqlFile[] {
  return readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.graphql'))
    .sort()
    .map((path) => {
      const parts = path.split(/[\\/]/);
      // A feature is one folder (its sub-folders included); src/components, src/lib and the shell each count as one.
      const feature = parts[0] === 'features' ? `features/${parts[1]}` : parts.slice(0, -1).join('/');
      return {
        path: join(webSrc, path),
        feature,
        definitions: parse(readFileSync(join(webSrc, path), 'utf8')).definitions,
      };
    });
}

/**
 * Where a fragment `X_y` belongs: in X.graphql, beside the module that uses X's documents: the
 * component X.tsx (or the module X.ts), or, for a fragment of an operation's result, the
 * operation's hook useX.ts.
 */
export function fragmentOwner(fragment: string): string {
  return fragment.split('_')[0] ?? '';
}

const sameModule = (a: string, b: string) =>
  a.charAt(0).toLowerCase() + a.slice(1) === b.charAt(0).toLowerCase() + b.slice(1);

/**
 * What a selection set says of its own: its leaf fields (not `id` or `__typename`, which only place
 * it) and its fragment spreads, nested sets included.
 */
function weight(set: SelectionSetNode): number {
  return set.selections.reduce((sum, s) => {
    if (s.kind === Kind.FRAGMENT_SPREAD) return sum + 1;
    if (s.selectionSet) return sum + weight(s.selectionSet);
    return sum + (s.kind === Kind.FIELD && (s.name.value === 'id' || s.name.value === '__typename') ? 0 : 1);
  }, 0);
}

/** A set of fragment spreads alone (and __typename) shares its fields already. */
const onlySpreads = (set: SelectionSetNode) =>
  set.selections.every(
    (s) => s.kind === Kind.FRAGMENT_SPREAD || (s.kind === Kind.FIELD && s.name.value === '__typename'),
  );

/** A selection set's text with its selections in a fixed order (so the order they are written in does not matter). */
function signature(set: SelectionSetNode): string {
  return set.selections
    .map((s) => {
      if (s.kind === Kind.FRAGMENT_SPREAD) return `...${s.name.value}`;
      const head =
        s.kind === Kind.FIELD
          ? `${s.alias ? `${s.alias.value}:` : ''}${s.name.value}${s.arguments?.length ? `(${s.arguments.map(print).join(',')})` : ''}`
          : `... on ${s.typeCondition?.name.value ?? ''}`;
      return s.selectionSet ? `${head}{${signature(s.selectionSet)}}` : head;
    })
    .sort()
    .join(' ');
}

/** Selection sets of this weight or more must not be written out twice in one feature. */
const REPEATED_WEIGHT = 3;

/**
 * Selection sets (of at least REPEATED_WEIGHT) that two definitions of one feature both write
 * out; the largest such set is named, not every set inside it.
 */
export function repeatedSelections(files: readonly GraphqlFile[]): string[] {
  const seen = new Map<string, string>();
  const repeated: string[] = [];
  for (const file of files) {
    for (const definition of file.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION && definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
      const name = definition.name?.value ?? '(anonymous)';
      const walk = (set: SelectionSetNode) => {
        if (weight(set) >= REPEATED_WEIGHT && !onlySpreads(set)) {
          const key = `${file.feature}: ${signature(set)}`;
          const first = seen.get(key);
          if (first === undefined) seen.set(key, name);
          else if (first !== name) {
            repeated.push(`${file.feature}: ${first} and ${name} both select { ${signature(set)} }`);
            return;
          }
        }
        for (const selection of set.selections)
          if (selection.kind !== Kind.FRAGMENT_SPREAD && selection.selectionSet) walk(selection.selectionSet);
      };
      walk(definition.selectionSet);
    }
  }
  return repeated;
}

describe('the naming rule', () => {
  it('names every datasource method like the contract route it calls', () => {
    const routes = new Set(
      readdirSync(upstream)
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .flatMap((f) => contractRoutes(readFileSync(join(upstream, f), 'utf8'))),
    );
    const methods = readdirSync(datasources)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .flatMap((f) => datasourceMethods(readFileSync(join(datasources, f), 'utf8'), f).map((m) => ({ ...m, file: f })));
    expect(methods.length).toBeGreaterThan(60);
    const misnamed = methods.filter((m) => m.routes.length !== 1 || m.routes[0] !== m.method || !routes.has(m.method));
    expect(misnamed.map((m) => `${m.file}: ${m.className}.${m.method}() calls ${m.routes.join(', ')}`)).toEqual([]);
  });

  it('finds a method named apart from its route', () => {
    const source = `class A extends B { ok() { return this.call('ok'); } addItem(x) { return this.call('addWishlistItem', { x }); } helper() { return this.ok(); } }`;
    expect(datasourceMethods(source)).toEqual([
      { className: 'A', method: 'ok', routes: ['ok'] },
      { className: 'A', method: 'addItem', routes: ['addWishlistItem'] },
    ]);
  });

  it('keeps every fragment X_y in X.graphql beside the component or hook that uses it', () => {
    const misplaced: string[] = [];
    let fragments = 0;
    for (const file of graphqlFiles()) {
      for (const definition of file.definitions) {
        if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
        fragments += 1;
        const name = definition.name.value;
        const owner = fragmentOwner(name);
        const where = relative(webSrc, file.path);
        const base = basename(file.path, '.graphql');
        const modules = [`${base}.tsx`, `${base}.ts`, `use${base.charAt(0).toUpperCase()}${base.slice(1)}.ts`]
          .map((m) => join(dirname(file.path), m))
          .filter(existsSync);
        const uses = modules.filter((m) => readFileSync(m, 'utf8').includes(`'./${base}.generated.ts'`));
        if (!/^[A-Za-z]+_[a-z][A-Za-z]*$/.test(name) || !sameModule(base, owner))
          misplaced.push(`${name} in ${where}: belongs in ${owner}.graphql`);
        else if (uses.length === 0)
          misplaced.push(`${name} in ${where}: no ${base}.tsx, ${base}.ts or hook use${base}.ts beside it uses it`);
      }
    }
    expect(fragments).toBeGreaterThan(20);
    expect(misplaced).toEqual([]);
  });

  it('lets no two definitions of one feature select the same fields without a shared fragment', () => {
    expect(repeatedSelections(graphqlFiles())).toEqual([]);
  });

  it('finds a selection written out twice', () => {
    const file = (source: string): GraphqlFile => ({
      path: 'x.graphql',
      feature: 'features/x',
      definitions: parse(source).definitions,
    });
    const twice = [
      file('mutation A { a { ... on Done { list { id name city zip } } } }'),
      file('mutation B { b { ... on Done { list { zip city name id } } } }'),
    ];
    expect(repeatedSelections(twice)).toEqual([
      'features/x: A and B both select { ... on Done{list{city id name zip}} }',
    ]);
    const shared = [
      file('mutation A { a { ...L } }'),
      file('mutation B { b { ...L } }'),
      file('fragment L on Done { list { id name city zip } }'),
    ];
    expect(repeatedSelections(shared)).toEqual([]);
  });
});
