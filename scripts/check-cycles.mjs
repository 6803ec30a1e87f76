// Fails when the modules of a package import each other in a cycle, type-only imports included
// (a type cycle is still a knot a newcomer has to untie). Reads every .ts/.tsx file of the given
// package source folders with TypeScript's own pre-processor, resolves relative imports, and
// reports each strongly connected component of more than one module (or a module importing itself).
// Usage: node scripts/check-cycles.mjs [packages/gateway/src packages/web/src …]
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { root } from './lib.mjs';

const DEFAULT_DIRS = ['packages/gateway/src', 'packages/web/src', 'packages/upstream-mocks/src', 'packages/schema/src'];
const dirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_DIRS;
const SKIP = new Set(['node_modules', 'dist']);

function filesBelow(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesBelow(path));
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** Tarjan's strongly connected components. */
function cycles(graph) {
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const indices = new Map();
  const lowlink = new Map();
  const found = [];
  const visit = (node) => {
    indices.set(node, index);
    lowlink.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowlink.set(node, Math.min(lowlink.get(node), lowlink.get(next)));
      } else if (onStack.has(next)) {
        lowlink.set(node, Math.min(lowlink.get(node), indices.get(next)));
      }
    }
    if (lowlink.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? new Set()).has(node)) found.push(component);
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}

let failed = false;
for (const dir of dirs) {
  const absolute = resolve(root, dir);
  if (!existsSync(absolute)) continue;
  const graph = new Map();
  for (const file of filesBelow(absolute)) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set();
    for (const ref of info.importedFiles) {
      const target = resolveImport(file, ref.fileName);
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  const found = cycles(graph);
  for (const component of found) {
    failed = true;
    console.error(
      `import cycle in ${dir}:\n  ${component
        .map((f) => relative(root, f))
        .sort()
        .join('\n  ')}`,
    );
  }
  if (found.length === 0) console.log(`no import cycles in ${dir} (${graph.size} modules, type-only imports included)`);
}
process.exit(failed ? 1 : 0);
